import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { AdjustBalance } from '@/src-admin/users/AdjustBalance';
import { fail, fakeApi, held, type Reply } from '@/tests/unit/web/helpers/fake-api';
import { renderAdminView, staff } from './helpers/render-admin';

const ann = {
  id: 'u1',
  _id: 'u1',
  name: 'Ann Investor',
  email: 'ann@example.com',
  acct_bal: 100,
  acct_bonus: 25.5,
};

/** What the server does with one POST /profile/u1/adjust: answers, or is never reached ('offline'). */
type Outcome = Reply | Promise<Reply> | 'offline';

/** Ann's credit/debit panel; the server meets each adjustment with the next of `outcomes`. */
function renderPanel(...outcomes: Outcome[]) {
  let next = 0;
  const http = fakeApi(staff(), {
    'POST /profile/u1/adjust': () => {
      const outcome = outcomes[next++] ?? fail(500, 'No adjustment was expected');
      // fetch rejects, as a browser's does when the request never leaves
      if (outcome === 'offline') throw new TypeError('Failed to fetch');
      return outcome;
    },
  });
  renderAdminView(
    <RecordContextProvider value={ann}>
      <AdjustBalance />
    </RecordContextProvider>,
    { url: '/admin/users/u1', resource: 'users' },
  );
  const user = userEvent.setup();
  const panel = within(screen.getByRole('form', { name: 'Credit or debit' }));
  return {
    user,
    /** the adjustments sent */
    adjustments: () => http.calls('POST /profile/u1/adjust'),
    async fill({
      direction,
      account,
      amount,
      reason,
    }: {
      direction?: 'Credit' | 'Debit';
      account?: 'Balance' | 'Profit';
      amount?: string;
      reason?: string;
    }) {
      if (direction) await user.click(panel.getByRole('radio', { name: direction }));
      if (account) await user.click(panel.getByRole('radio', { name: account }));
      if (amount !== undefined) {
        await user.clear(panel.getByRole('spinbutton', { name: /Amount/ }));
        if (amount) await user.type(panel.getByRole('spinbutton', { name: /Amount/ }), amount);
      }
      if (reason !== undefined) {
        await user.clear(panel.getByRole('textbox', { name: /Reason/ }));
        if (reason) await user.type(panel.getByRole('textbox', { name: /Reason/ }), reason);
      }
    },
    submit: () => user.click(panel.getByRole('button', { name: /^(Credit|Debit) (balance|profit)$/ })),
    async confirm(label: 'Credit' | 'Debit') {
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: label }));
      // the dialog's closing transition hides the page from assistive technology until it ends
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  };
}

// the rules before any call: tests/unit/common/money-forms.test.ts (adjustFormSchema)

describe('the credit/debit panel', () => {
  it('refuses a debit larger than the balance before calling the API', async () => {
    const panel = renderPanel();
    await panel.fill({ direction: 'Debit', amount: '100.01', reason: 'fee' });
    await panel.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(`${MSG.insufficientFunds}: the balance is $100.00.`);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(panel.adjustments()).toHaveLength(0);
  });

  it('checks the profit account when debiting profit', async () => {
    const panel = renderPanel();
    await panel.fill({ direction: 'Debit', account: 'Profit', amount: '30', reason: 'correction' });
    await panel.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('the profit is $25.50');
    expect(panel.adjustments()).toHaveLength(0);
  });

  it("refuses '1e3' (which Number() reads as 1000) before calling the API", async () => {
    const panel = renderPanel();
    await panel.fill({ amount: '1e3', reason: 'bonus' });
    await panel.submit();
    expect(await screen.findByText(MSG.amountNumber)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(panel.adjustments()).toHaveLength(0);
  });

  it('asks for a reason', async () => {
    const panel = renderPanel();
    await panel.fill({ amount: '10' });
    await panel.submit();
    expect(await screen.findByText(MSG.reasonRequired)).toBeInTheDocument();
    expect(panel.adjustments()).toHaveLength(0);
  });

  it('credits after a confirmation: a signed delta, the reason and an Idempotency-Key', async () => {
    const panel = renderPanel({ body: { ...ann, acct_bal: 150.25 } });
    await panel.fill({ amount: '50.25', reason: 'welcome bonus' });
    await panel.submit();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Credit $50.25 to Ann Investor's balance (now $100.00). Reason: welcome bonus");
    await panel.confirm('Credit');
    await waitFor(() => expect(panel.adjustments()).toHaveLength(1));
    const [{ path, body, headers }] = panel.adjustments();
    expect(path).toBe('/profile/u1/adjust');
    expect(body).toEqual({ account: 'balance', amount: 50.25, reason: 'welcome bonus' });
    expect(headers['idempotency-key']).toMatch(/\S{8,}/);
    expect(await screen.findByText('Credited $50.25 to the balance. It is now $150.25.')).toBeInTheDocument();
    expect(await screen.findByText(MSG.updateSuccess)).toBeInTheDocument();
  });

  it('debits with a negative amount', async () => {
    const panel = renderPanel({ body: { ...ann, acct_bonus: 0.5 } });
    await panel.fill({ direction: 'Debit', account: 'Profit', amount: '25', reason: 'reversal' });
    await panel.submit();
    await panel.confirm('Debit');
    await waitFor(() => expect(panel.adjustments()).toHaveLength(1));
    expect(panel.adjustments()[0].body).toEqual({ account: 'bonus', amount: -25, reason: 'reversal' });
  });

  it("shows the server's 409 when the balance changed meanwhile", async () => {
    const panel = renderPanel(fail(409, MSG.insufficientFunds));
    await panel.fill({ direction: 'Debit', amount: '80', reason: 'fee' });
    await panel.submit();
    await panel.confirm('Debit');
    expect((await screen.findByText(MSG.insufficientFunds)).closest('[role="alert"]')).not.toBeNull();
    expect(await screen.findByText(MSG.updateFailed)).toBeInTheDocument();
  });

  it('a network failure says so, and the retry carries the same Idempotency-Key', async () => {
    const panel = renderPanel('offline', { body: { ...ann, acct_bal: 110 } });
    await panel.fill({ amount: '10', reason: 'goodwill' });
    await panel.submit();
    await panel.confirm('Credit');
    expect(await screen.findByText('Network error, ensure you are connected to an active network and try again later')).toBeInTheDocument();
    await panel.submit();
    await panel.confirm('Credit');
    await waitFor(() => expect(panel.adjustments()).toHaveLength(2));
    const [first, retry] = panel.adjustments();
    expect(retry.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
    // a new movement gets a new key
    await screen.findByText('Credited $10.00 to the balance. It is now $110.00.');
  });

  it('two clicks on the confirmation in the same task send one request', async () => {
    const answer = held<Reply>();
    const panel = renderPanel(answer.promise);
    await panel.fill({ amount: '10', reason: 'goodwill' });
    await panel.submit();
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Credit' });
    // both clicks are dispatched before React re-renders: what guards must not wait for state
    confirm.click();
    confirm.click();
    await waitFor(() => expect(panel.adjustments()).not.toHaveLength(0));
    answer.resolve({ body: { ...ann, acct_bal: 110 } });
    expect(await screen.findByText('Credited $10.00 to the balance. It is now $110.00.')).toBeInTheDocument();
    expect(panel.adjustments()).toHaveLength(1);
  });

  it('a new movement gets a new key: after a success, or when the amount changes', async () => {
    const panel = renderPanel({ body: { ...ann, acct_bal: 110 } }, 'offline', { body: { ...ann, acct_bal: 130 } });
    await panel.fill({ amount: '10', reason: 'goodwill' });
    await panel.submit();
    await panel.confirm('Credit');
    await screen.findByText('Credited $10.00 to the balance. It is now $110.00.');
    // the very same movement again, on purpose: a second credit, so another key
    await panel.fill({ amount: '10', reason: 'goodwill' });
    await panel.submit();
    await panel.confirm('Credit');
    await screen.findByText('Network error, ensure you are connected to an active network and try again later');
    // the admin corrects the amount: another intent
    await panel.fill({ amount: '20' });
    await panel.submit();
    await panel.confirm('Credit');
    await waitFor(() => expect(panel.adjustments()).toHaveLength(3));
    const keys = panel.adjustments().map((call) => call.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(3);
  });
});
