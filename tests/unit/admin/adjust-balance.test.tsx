import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError, Notification, RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@/common/messages';
import type { AdminDataProvider } from '@/src-admin/dataProvider';
import { AdjustBalance } from '@/src-admin/users/AdjustBalance';

const ann = {
  id: 'u1',
  _id: 'u1',
  name: 'Ann Investor',
  email: 'ann@example.com',
  acct_bal: 100,
  acct_bonus: 25.5,
};

type Adjust = AdminDataProvider['adjustBalance'];

function renderPanel(adjustBalance: Adjust) {
  const dataProvider = { adjustBalance } as unknown as AdminDataProvider;
  render(
    <AdminContext dataProvider={dataProvider}>
      <RecordContextProvider value={ann}>
        <AdjustBalance />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
  const user = userEvent.setup();
  const panel = within(screen.getByRole('form', { name: 'Credit or debit' }));
  return {
    user,
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
    const adjust = vi.fn<Adjust>();
    const panel = renderPanel(adjust);
    await panel.fill({ direction: 'Debit', amount: '100.01', reason: 'fee' });
    await panel.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(`${MSG.insufficientFunds}: the balance is $100.00.`);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(adjust).not.toHaveBeenCalled();
  });

  it('checks the profit account when debiting profit', async () => {
    const adjust = vi.fn<Adjust>();
    const panel = renderPanel(adjust);
    await panel.fill({ direction: 'Debit', account: 'Profit', amount: '30', reason: 'correction' });
    await panel.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('the profit is $25.50');
    expect(adjust).not.toHaveBeenCalled();
  });

  it("refuses '1e3' (which Number() reads as 1000) before calling the API", async () => {
    const adjust = vi.fn<Adjust>();
    const panel = renderPanel(adjust);
    await panel.fill({ amount: '1e3', reason: 'bonus' });
    await panel.submit();
    expect(await screen.findByText(MSG.amountNumber)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(adjust).not.toHaveBeenCalled();
  });

  it('asks for a reason', async () => {
    const adjust = vi.fn<Adjust>();
    const panel = renderPanel(adjust);
    await panel.fill({ amount: '10' });
    await panel.submit();
    expect(await screen.findByText(MSG.reasonRequired)).toBeInTheDocument();
    expect(adjust).not.toHaveBeenCalled();
  });

  it('credits after a confirmation: a signed delta, the reason and an Idempotency-Key', async () => {
    const adjust = vi.fn<Adjust>(async () => ({ data: { ...ann, acct_bal: 150.25 } }));
    const panel = renderPanel(adjust);
    await panel.fill({ amount: '50.25', reason: 'welcome bonus' });
    await panel.submit();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Credit $50.25 to Ann Investor's balance (now $100.00). Reason: welcome bonus");
    await panel.confirm('Credit');
    await waitFor(() => expect(adjust).toHaveBeenCalledTimes(1));
    const [id, payload, key] = adjust.mock.calls[0];
    expect(id).toBe('u1');
    expect(payload).toEqual({ account: 'balance', amount: 50.25, reason: 'welcome bonus' });
    expect(key).toMatch(/\S{8,}/);
    expect(await screen.findByText('Credited $50.25 to the balance. It is now $150.25.')).toBeInTheDocument();
    expect(await screen.findByText(MSG.updateSuccess)).toBeInTheDocument();
  });

  it('debits with a negative amount', async () => {
    const adjust = vi.fn<Adjust>(async () => ({ data: { ...ann, acct_bonus: 0.5 } }));
    const panel = renderPanel(adjust);
    await panel.fill({ direction: 'Debit', account: 'Profit', amount: '25', reason: 'reversal' });
    await panel.submit();
    await panel.confirm('Debit');
    await waitFor(() => expect(adjust).toHaveBeenCalledTimes(1));
    expect(adjust.mock.calls[0][1]).toEqual({ account: 'bonus', amount: -25, reason: 'reversal' });
  });

  it("shows the server's 409 when the balance changed meanwhile", async () => {
    const adjust = vi.fn<Adjust>(async () => {
      throw new HttpError(MSG.insufficientFunds, 409, { statusCode: 409, error: 'Conflict', message: MSG.insufficientFunds });
    });
    const panel = renderPanel(adjust);
    await panel.fill({ direction: 'Debit', amount: '80', reason: 'fee' });
    await panel.submit();
    await panel.confirm('Debit');
    expect((await screen.findByText(MSG.insufficientFunds)).closest('[role="alert"]')).not.toBeNull();
    expect(await screen.findByText(MSG.updateFailed)).toBeInTheDocument();
  });

  it('a network failure says so, and the retry carries the same Idempotency-Key', async () => {
    const adjust = vi
      .fn<Adjust>()
      .mockRejectedValueOnce(new HttpError(MSG.networkError, 0, null))
      .mockResolvedValueOnce({ data: { ...ann, acct_bal: 110 } });
    const panel = renderPanel(adjust);
    await panel.fill({ amount: '10', reason: 'goodwill' });
    await panel.submit();
    await panel.confirm('Credit');
    expect(await screen.findByText('Network error, ensure you are connected to an active network and try again later')).toBeInTheDocument();
    await panel.submit();
    await panel.confirm('Credit');
    await waitFor(() => expect(adjust).toHaveBeenCalledTimes(2));
    expect(adjust.mock.calls[1][2]).toBe(adjust.mock.calls[0][2]);
    // a new movement gets a new key
    await screen.findByText('Credited $10.00 to the balance. It is now $110.00.');
  });

  it('two clicks on the confirmation in the same task send one request', async () => {
    let answer: (value: { data: typeof ann }) => void = () => undefined;
    const adjust = vi.fn<Adjust>(() => new Promise((resolve) => (answer = resolve)));
    const panel = renderPanel(adjust);
    await panel.fill({ amount: '10', reason: 'goodwill' });
    await panel.submit();
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Credit' });
    // both clicks are dispatched before React re-renders: what guards must not wait for state
    confirm.click();
    confirm.click();
    await waitFor(() => expect(adjust).toHaveBeenCalled());
    answer({ data: { ...ann, acct_bal: 110 } });
    expect(await screen.findByText('Credited $10.00 to the balance. It is now $110.00.')).toBeInTheDocument();
    expect(adjust).toHaveBeenCalledTimes(1);
  });

  it('a new movement gets a new key: after a success, or when the amount changes', async () => {
    const adjust = vi
      .fn<Adjust>()
      .mockResolvedValueOnce({ data: { ...ann, acct_bal: 110 } })
      .mockRejectedValueOnce(new HttpError(MSG.networkError, 0, null))
      .mockResolvedValueOnce({ data: { ...ann, acct_bal: 130 } });
    const panel = renderPanel(adjust);
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
    await waitFor(() => expect(adjust).toHaveBeenCalledTimes(3));
    const keys = adjust.mock.calls.map((call) => call[2]);
    expect(new Set(keys).size).toBe(3);
  });
});
