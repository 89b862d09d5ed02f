// Activity, with on-chain deposits' investor side: the time of each transaction, a
// transaction's details with its ledger movements and payout reference, filters sent to the
// list route (paging kept), a CSV export of every matching row, and a pending on-chain
// deposit's payment shown again, the list read again only while such a deposit is pending.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LedgerEntry } from '@/common/api/ledger';
import { formatDateTime } from '@/common/date-format';
import { SENDER_TXID_MSG } from '@/common/validation/sender-txid';
import { ActivityPage } from '@/src/app/pages/account/activity';
import { ACTIVITY_POLL_MS } from '@/src/features/activity/api/get-transactions';
import type { Transaction } from '@/src/types/transaction';
import { fail, fakeApi, pagedList, type FakeApi, type Sent } from '@/tests/unit/web/helpers/fake-api';
import { investment, profile, transaction, USER_ID } from '../helpers/fixtures';
import { renderAccountScreen } from '../helpers/render-account';
import { resetViewport, setViewport } from '../helpers/viewport';

const LIST = `GET /transaction/${USER_ID}`;
const LEDGER = `GET /profile/${USER_ID}/ledger`;
const WITHDRAWAL_ID = '33333333-3333-4333-8333-333333333333';
const DEPOSIT_ID = '22222222-2222-4222-8222-222222222222';
const REFERENCE = 'f4184fc596403b9d638783cf57adfe4c75c605f6356fbc91338530e9831e9e16';
const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

const paidWithdrawal = transaction({
  _id: WITHDRAWAL_ID,
  trnx_type: 'withdraw',
  type: 'withdraw',
  status: 'successful',
  payment_method: 'btc',
  payment_address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  payout_reference: REFERENCE,
  amount: 250,
  createdAt: '2026-11-23T17:00:00.000Z',
});

/** A deposit to its own address, quoted and waiting on its chain. */
const onChain = (overrides: Partial<Transaction> = {}): Transaction =>
  transaction({
    _id: DEPOSIT_ID,
    amount: 250,
    payment_method: 'Ethereum',
    payment_address: ETH_ADDRESS,
    coin_amount: '0.08123456',
    quote_expires_at: new Date(Date.now() + 20 * 60_000).toISOString(),
    confirmations: 3,
    required_confirmations: 12,
    createdAt: '2026-11-24T09:30:00.000Z',
    ...overrides,
  });

const entry = (overrides: Partial<LedgerEntry>): LedgerEntry => ({
  _id: `l-${Math.random().toString(36).slice(2)}`,
  userid: USER_ID,
  account: 'balance',
  amount: 0,
  kind: 'adjustment',
  transaction_id: null,
  actor_id: null,
  reason: null,
  accrual_day: null,
  createdAt: '2026-11-23T17:00:00.000Z',
  ...overrides,
});

let http: FakeApi;
beforeEach(() => {
  http = fakeApi({ 'GET /profile/me': { status: 200, body: profile() }, [LIST]: pagedList([]), [LEDGER]: pagedList([], 'ledger') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetViewport();
});

type User = ReturnType<typeof userEvent.setup>;
const filters = () => within(screen.getByRole('search', { name: 'Filter your transactions' }));
const lastFilter = () => {
  const raw = http.calls(LIST).at(-1)!.query.filter;
  return raw === undefined ? undefined : JSON.parse(raw);
};
async function choose(user: User, field: string, option: string) {
  await user.click(filters().getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the time of each transaction', () => {
  it("shows the day and the time on the reader's clock, in the table and on a phone card", async () => {
    http.set(LIST, pagedList([paidWithdrawal]));
    const view = renderAccountScreen(<ActivityPage />, '/account/activity');
    // the file's first render is its slowest: on a busy machine it can take longer than findBy's 5 s
    const table = await screen.findByRole('table', { name: 'Your transactions' }, { timeout: 10_000 });
    const when = formatDateTime('2026-11-23T17:00:00.000Z');
    expect(when).toMatch(/^23 Nov 2026, \d{1,2}:00\s(AM|PM)$/);
    expect(within(table).getAllByRole('row')[1].querySelector('td')).toHaveTextContent(when);
    view.unmount();
    setViewport(375);
    renderAccountScreen(<ActivityPage />, '/account/activity');
    const [card] = within(await screen.findByRole('list', { name: 'Your transactions' })).getAllByRole('listitem');
    expect(card).toHaveTextContent(`Date${when}`);
  });
});

describe('filters', () => {
  it('sends the type, the status and the reader’s days as the list route’s filter; a status the type cannot have is not offered', async () => {
    const user = userEvent.setup();
    renderAccountScreen(<ActivityPage />, '/account/activity');
    await screen.findByRole('table', { name: 'Your transactions' });
    expect(http.calls(LIST)[0].query.filter).toBeUndefined();

    await choose(user, 'Type', 'Withdrawals');
    await waitFor(() => expect(lastFilter()).toEqual({ trnx_type: 'withdraw' }));
    await user.click(filters().getByRole('combobox', { name: 'Status' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['All statuses', 'Pending', 'Successful', 'Failed']);
    await user.click(screen.getByRole('option', { name: 'Successful' }));
    await waitFor(() => expect(lastFilter()).toEqual({ trnx_type: 'withdraw', status: 'successful' }));

    fireEvent.change(filters().getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(filters().getByLabelText('To'), { target: { value: '2026-11-30' } });
    // whole days on the reader's clock: from its midnight to the last millisecond of the 30th
    await waitFor(() =>
      expect(lastFilter()).toEqual({
        trnx_type: 'withdraw',
        status: 'successful',
        createdAt_gte: new Date(2026, 10, 1).toISOString(),
        createdAt_lte: new Date(new Date(2026, 11, 1).getTime() - 1).toISOString(),
      }),
    );
    expect(await screen.findByText('No transactions match these filters.')).toBeInTheDocument();

    // an investment type drops the withdrawal-only status it cannot have
    await choose(user, 'Type', 'Investments');
    await waitFor(() => expect(lastFilter()).toMatchObject({ trnx_type: 'investment' }));
    expect(lastFilter()).not.toHaveProperty('status');
  });

  it('a range that runs backwards is pointed out and not sent', async () => {
    renderAccountScreen(<ActivityPage />, '/account/activity');
    await screen.findByRole('table', { name: 'Your transactions' });
    fireEvent.change(filters().getByLabelText('From'), { target: { value: '2026-11-30' } });
    fireEvent.change(filters().getByLabelText('To'), { target: { value: '2026-11-01' } });
    expect(await screen.findByText("'From' must be on or before 'To'.")).toBeInTheDocument();
    expect(lastFilter()?.createdAt_lte).toBeUndefined();
  });

  it('paging keeps the filter, and a new filter starts from the first page', async () => {
    const many = Array.from({ length: 30 }, (_, i) => transaction({ amount: 100 + i, status: 'failed' }));
    http.set(LIST, pagedList(many));
    const user = userEvent.setup();
    renderAccountScreen(<ActivityPage />, '/account/activity');
    await screen.findByRole('table', { name: 'Your transactions' });
    await choose(user, 'Status', 'Failed');
    await waitFor(() => expect(lastFilter()).toEqual({ status: 'failed' }));
    await user.click(await screen.findByRole('button', { name: 'Go to next page' }));
    await screen.findByText('26–30 of 30');
    expect(http.calls(LIST).at(-1)!.query).toMatchObject({ range: '[25,49]', filter: '{"status":"failed"}' });
    await choose(user, 'Type', 'Deposits');
    await waitFor(() =>
      expect(http.calls(LIST).at(-1)!.query).toMatchObject({ range: '[0,24]', filter: '{"trnx_type":"deposit","status":"failed"}' }),
    );
  });

  it('Clear filters lists everything again', async () => {
    // deposits only: none; everything: the paid withdrawal
    http.set(LIST, (request: Sent) => pagedList(request.query.filter ? [] : [paidWithdrawal])(request));
    const user = userEvent.setup();
    renderAccountScreen(<ActivityPage />, '/account/activity');
    await screen.findByRole('button', { name: /^Details of the withdraw of / });
    expect(filters().queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await choose(user, 'Type', 'Deposits');
    expect(await screen.findByText('No transactions match these filters.')).toBeInTheDocument();
    expect(lastFilter()).toEqual({ trnx_type: 'deposit' });
    await user.click(filters().getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('button', { name: /^Details of the withdraw of / })).toBeInTheDocument();
    expect(filters().getByRole('combobox', { name: 'Type' })).toHaveTextContent('All types');
    expect(filters().getByRole('combobox', { name: 'Status' })).toHaveTextContent('All statuses');
    expect((await axe.run(screen.getByRole('search', { name: 'Filter your transactions' }))).violations).toEqual([]);
  });
});

describe("a transaction's details", () => {
  it('a paid withdrawal: its fields, the payout reference and its ledger movements, read for that transaction alone', async () => {
    http.set(LIST, pagedList([paidWithdrawal]));
    http.set(LEDGER, pagedList([entry({ kind: 'withdrawal_hold', amount: -250, transaction_id: WITHDRAWAL_ID })], 'ledger'));
    const user = userEvent.setup();
    renderAccountScreen(<ActivityPage />, '/account/activity');
    const when = formatDateTime(paidWithdrawal.createdAt);
    await user.click(await screen.findByRole('button', { name: `Details of the withdraw of ${when}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw details' });
    const fields = [...dialog.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(fields).toEqual([
      ['Date', when],
      ['Type', 'Withdraw'],
      ['Amount', '$250.00'],
      ['Status', 'Successful'],
      ['Coin', 'Bitcoin'],
      ['Payout address', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
      ['Payout reference', REFERENCE],
      ['Transaction ID', WITHDRAWAL_ID],
    ]);
    const movements = await within(dialog).findByRole('table', { name: 'Ledger movements' });
    expect(
      within(movements)
        .getAllByRole('row')
        .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent)),
    ).toEqual([
      ['Movement', 'Account', 'Amount'],
      [`Withdrawal${formatDateTime('2026-11-23T17:00:00.000Z')}`, 'Balance', '-$250.00'],
    ]);
    const [asked] = http.calls(LEDGER);
    expect(asked.query).toEqual({
      sort: '["createdAt","ASC"]',
      range: '[0,499]',
      filter: JSON.stringify({ transaction_id: WITHDRAWAL_ID }),
    });
    expect((await axe.run(dialog)).violations).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('an investment: its plan, terms and profit, with each daily profit credited to the profit account', async () => {
    const inv = investment({ _id: '44444444-4444-4444-8444-444444444444', trnx_type: 'Gold Plan', profit: 90 });
    http.set(LIST, pagedList([inv]));
    http.set(
      LEDGER,
      pagedList(
        [
          entry({ kind: 'investment', amount: -3000, transaction_id: inv._id }),
          entry({ kind: 'accrual', account: 'bonus', amount: 45, transaction_id: inv._id }),
          entry({ kind: 'accrual', account: 'bonus', amount: 45, transaction_id: inv._id }),
        ],
        'ledger',
      ),
    );
    setViewport(375);
    const user = userEvent.setup();
    renderAccountScreen(<ActivityPage />, '/account/activity');
    await user.click(await screen.findByRole('button', { name: /^Details of the gold plan of / }));
    const dialog = await screen.findByRole('dialog', { name: 'Gold Plan details' });
    expect(dialog).toHaveTextContent('PlanGold Plan');
    expect(dialog).toHaveTextContent('Daily return1.5%');
    expect(dialog).toHaveTextContent('Duration7 days');
    expect(dialog).toHaveTextContent('Profit paid$90.00');
    const movements = await within(dialog).findByRole('table', { name: 'Ledger movements' });
    expect(
      within(movements)
        .getAllByRole('row')
        .slice(1)
        .map((r) => [...r.querySelectorAll('td')].slice(1).map((c) => c.textContent)),
    ).toEqual([
      ['Balance', '-$3,000.00'],
      ['Profit', '+$45.00'],
      ['Profit', '+$45.00'],
    ]);
    expect((await axe.run(dialog)).violations).toEqual([]);
  });

  it("a pending deposit to a shared wallet takes the payment's hash: checked for the coin's network, sent, then shown", async () => {
    const HASH = 'a1075db55d416d3ca199f55b6084e2115b9345e16c5cf302fc80e9d5fbf5d48d';
    http.set(LIST, pagedList([transaction({ _id: DEPOSIT_ID })]));
    http.set(`PUT /transaction/sender-txid/${DEPOSIT_ID}`, (request) => ({
      status: 200,
      body: transaction({ _id: DEPOSIT_ID, sender_txid: (request.body as { sender_txid: string }).sender_txid }),
    }));
    const user = userEvent.setup();
    renderAccountScreen(<ActivityPage />, '/account/activity');
    await user.click(await screen.findByRole('button', { name: /^Details of the deposit of / }));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit details' });
    const form = within(dialog).getByRole('form', { name: 'The hash of your payment' });
    const field = within(form).getByRole('textbox', { name: /^Transaction hash/ });
    await user.type(field, 'not-a-hash');
    await user.click(within(form).getByRole('button', { name: 'Save hash' }));
    expect(await within(form).findByText(SENDER_TXID_MSG.invalid('btc'))).toBeInTheDocument();
    expect(http.calls(`PUT /transaction/sender-txid/${DEPOSIT_ID}`)).toEqual([]);

    await user.clear(field);
    await user.type(field, `  ${HASH.toUpperCase()} `);
    await user.click(within(form).getByRole('button', { name: 'Save hash' }));
    expect(await within(form).findByText('Saved: our team will match your payment with it.')).toBeInTheDocument();
    expect(http.calls(`PUT /transaction/sender-txid/${DEPOSIT_ID}`).map((r) => r.body)).toEqual([{ sender_txid: HASH }]);
    expect(dialog).toHaveTextContent(`Your payment's hash${HASH}`);
    expect((await axe.run(dialog)).violations).toEqual([]);
  });

  it('an on-chain deposit and a credited one take no hash', async () => {
    http.set(LIST, pagedList([onChain(), transaction({ status: 'successful', createdAt: '2026-11-22T10:00:00.000Z' })]));
    const user = userEvent.setup();
    renderAccountScreen(<ActivityPage />, '/account/activity');
    for (const button of await screen.findAllByRole('button', { name: /^Details of the deposit of / })) {
      await user.click(button);
      const dialog = await screen.findByRole('dialog', { name: 'Deposit details' });
      expect(within(dialog).queryByRole('form', { name: 'The hash of your payment' })).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  });

  it("the server's refusal (the deposit was decided meanwhile) is said in the form", async () => {
    http.set(LIST, pagedList([transaction({ _id: DEPOSIT_ID })]));
    http.set(`PUT /transaction/sender-txid/${DEPOSIT_ID}`, fail(409, SENDER_TXID_MSG.notPending));
    const user = userEvent.setup();
    renderAccountScreen(<ActivityPage />, '/account/activity');
    await user.click(await screen.findByRole('button', { name: /^Details of the deposit of / }));
    const form = within(await screen.findByRole('dialog', { name: 'Deposit details' })).getByRole('form', {
      name: 'The hash of your payment',
    });
    await user.type(within(form).getByRole('textbox', { name: /^Transaction hash/ }), 'a'.repeat(64));
    await user.click(within(form).getByRole('button', { name: 'Save hash' }));
    expect(await within(form).findByText(SENDER_TXID_MSG.notPending)).toBeInTheDocument();
  });

  it('a deposit not yet credited says no money has moved', async () => {
    http.set(LIST, pagedList([transaction({ _id: DEPOSIT_ID })]));
    const user = userEvent.setup();
    renderAccountScreen(<ActivityPage />, '/account/activity');
    await user.click(await screen.findByRole('button', { name: /^Details of the deposit of / }));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit details' });
    expect(await within(dialog).findByText('No money has moved for this transaction yet.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Show payment' })).not.toBeInTheDocument();
  });
});

describe('Export CSV', () => {
  let saved: { text: Promise<string>; fileName: string }[];
  beforeEach(() => {
    saved = [];
    let blob: Blob | undefined;
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: (b: Blob) => {
          blob = b;
          return 'blob:activity';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ text: blob!.text(), fileName: this.download });
    });
  });

  it('exports every row the filters match, page after page, with a header, dollars to the cent, ISO times and formulas neutralised', async () => {
    const rows = Array.from({ length: 620 }, (_, i) =>
      transaction({
        _id: `d-${i}`,
        amount: 100 + i / 100,
        status: 'successful',
        createdAt: new Date(Date.UTC(2026, 10, 20, 12) - i * 60_000).toISOString(),
      }),
    );
    // a plan named like a formula: a spreadsheet must show it, never run it
    rows[1] = investment({
      _id: 'inv-1',
      trnx_type: '=HYPERLINK("http://evil")',
      status: 'successful',
      amount: 3000,
      createdAt: rows[1].createdAt,
    });
    rows[2] = { ...paidWithdrawal, _id: 'w-1', createdAt: rows[2].createdAt };
    http.set(LIST, (request: Sent) => pagedList(request.query.filter ? rows : [])(request));
    const user = userEvent.setup();
    renderAccountScreen(<ActivityPage />, '/account/activity');
    await screen.findByRole('table', { name: 'Your transactions' });
    await choose(user, 'Status', 'Successful');
    await screen.findByText('1–25 of 620');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].fileName).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await saved[0].text).split('\r\n');
    expect(lines[0]).toBe('created_at_utc,type,plan,amount_usd,status,coin,coin_amount,address,payout_reference,transaction_id');
    // the whole list, not the page on screen: 620 rows and the empty line after the last CRLF
    expect(lines).toHaveLength(622);
    expect(lines[1]).toBe(`${rows[0].createdAt},deposit,,100.00,successful,Bitcoin,,bc1qdemo0000000000000000000000000000000000,,d-0`);
    expect(lines[2]).toBe(`${rows[1].createdAt},investment,"'=HYPERLINK(""http://evil"")",3000.00,successful,,,,,inv-1`);
    expect(lines[3]).toBe(
      `${rows[2].createdAt},withdraw,,250.00,successful,Bitcoin,,bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4,${REFERENCE},w-1`,
    );
    expect(lines[620]).toContain(',106.19,');
    // every request carried the filter, the export's by the route's largest page
    const exportCalls = http.calls(LIST).filter((r) => JSON.parse(r.query.range)[1] - JSON.parse(r.query.range)[0] === 499);
    expect(exportCalls.map((r) => [r.query.range, r.query.filter])).toEqual([
      ['[0,499]', '{"status":"successful"}'],
      ['[500,999]', '{"status":"successful"}'],
    ]);
  });
});

describe("a pending on-chain deposit's payment, after its dialog was closed", () => {
  it('is shown again from its row and from its details: address, exact amount, QR, time left and confirmations', async () => {
    http.set(LIST, pagedList([onChain()]));
    http.set(`GET /transaction/single/${DEPOSIT_ID}`, { status: 200, body: onChain() });
    const user = userEvent.setup();
    renderAccountScreen(<ActivityPage />, '/account/activity');
    const when = formatDateTime('2026-11-24T09:30:00.000Z');
    await user.click(await screen.findByRole('button', { name: `Show payment of the deposit of ${when}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Send your Ethereum payment' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Seen, 3 of 12 confirmations');
    expect(dialog).toHaveTextContent('0.08123456');
    expect(dialog).toHaveTextContent(ETH_ADDRESS);
    expect(within(dialog).getByRole('timer')).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: /QR code with the Ethereum address/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: `Details of the deposit of ${when}` }));
    const details = await screen.findByRole('dialog', { name: 'Deposit details' });
    expect(details).toHaveTextContent('Coin amount0.08123456');
    await user.click(within(details).getByRole('button', { name: 'Show payment' }));
    dialog = await screen.findByRole('dialog', { name: 'Send your Ethereum payment' });
    expect(dialog).toHaveTextContent(ETH_ADDRESS);
  });

  it('a shared-wallet deposit or a settled one offers no payment to show', async () => {
    http.set(LIST, pagedList([onChain({ status: 'successful', confirmations: 12 }), transaction({ _id: 'shared' })]));
    renderAccountScreen(<ActivityPage />, '/account/activity');
    await screen.findByRole('table', { name: 'Your transactions' });
    expect(screen.queryByRole('button', { name: /^Show payment/ })).not.toBeInTheDocument();
  });

  it('the list is read again every 10 s while it is pending, turns Successful without a reload, then stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [
      [onChain({ confirmations: 3 })],
      [onChain({ confirmations: 11 })],
      [onChain({ status: 'successful', confirmations: 12 })],
    ];
    let asked = 0;
    http.set(LIST, (request) => pagedList(answers[Math.min(asked++, answers.length - 1)])(request));
    renderAccountScreen(<ActivityPage />, '/account/activity');
    const table = await screen.findByRole('table', { name: 'Your transactions' });
    const status = () => within(table).getAllByRole('row')[1].querySelectorAll('td')[3];
    expect(status()).toHaveTextContent('PendingSeen, 3 of 12 confirmations');
    await act(() => vi.advanceTimersByTimeAsync(ACTIVITY_POLL_MS));
    await waitFor(() => expect(status()).toHaveTextContent('PendingSeen, 11 of 12 confirmations'));
    await act(() => vi.advanceTimersByTimeAsync(ACTIVITY_POLL_MS));
    await waitFor(() => expect(status()).toHaveTextContent('Successful'));
    const calls = http.calls(LIST).length;
    await act(() => vi.advanceTimersByTimeAsync(ACTIVITY_POLL_MS * 3));
    expect(http.calls(LIST)).toHaveLength(calls);
  });

  it('a list without a pending on-chain deposit is never read again on its own', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    http.set(LIST, pagedList([transaction({ _id: 'shared' }), paidWithdrawal]));
    renderAccountScreen(<ActivityPage />, '/account/activity');
    await screen.findByRole('table', { name: 'Your transactions' });
    const calls = http.calls(LIST).length;
    await act(() => vi.advanceTimersByTimeAsync(ACTIVITY_POLL_MS * 3));
    expect(http.calls(LIST)).toHaveLength(calls);
  });
});
