// /account/activetrade and /account/activity: lists, status chips and the trade formulas.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { statusTone } from '@/common/status-tone';
import { formatDateTime } from '@/common/date-format';
import { ActiveTradesPage } from '@/src/app/pages/account/active-trades';
import { ActivityPage } from '@/src/app/pages/account/activity';
import { capitalise, formatDate } from '@/src/utils/format';
import { formatUsdFromDollars } from '@/common/money';
import { daysRemaining, tradeProgress } from '@/src/features/investments/utils/trade-progress';
import { fakeApi, fail, held, pagedList, type FakeApi, type Reply } from '@/tests/unit/web/helpers/fake-api';
import { investment, profile, transaction, USER_ID } from '../helpers/fixtures';
import { renderAccountScreen } from '../helpers/render-account';
import { resetViewport, setViewport } from '../helpers/viewport';

let http: FakeApi;
beforeEach(() => {
  http = fakeApi({ 'GET /profile/me': { status: 200, body: profile() } });
});
afterEach(() => {
  resetViewport();
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('Active Trades formulas', () => {
  const now = new Date('2026-11-24T15:00:00Z');

  it('days remaining to the end date; 0 once passed', () => {
    expect(daysRemaining('2026-11-27', now)).toBe(3);
    expect(daysRemaining('2026-11-24', now)).toBe(0);
    expect(daysRemaining('2026-11-01', now)).toBe(0);
  });

  it('elapsed = duration - remaining; profit = amount x roi / 100 x elapsed; progress = ceil(elapsed / duration x 100)', () => {
    const t = investment({ amount: 3000, roi: 1.5, duration: 7, end_date: '2026-11-27' });
    expect(tradeProgress(t, now)).toEqual({ elapsed: 4, profit: 180, progress: 58 });
    // first day: nothing yet
    expect(tradeProgress(t, new Date('2026-11-20T12:00:00Z'))).toEqual({ elapsed: 0, profit: 0, progress: 0 });
    // after the end: the whole duration, never more
    expect(tradeProgress(t, new Date('2027-01-01T00:00:00Z'))).toEqual({ elapsed: 7, profit: 315, progress: 100 });
  });

  it('uses the daily profit rounded to the cent, as the ledger pays it, and the legacy wire fields when typed ones are missing', () => {
    const t = investment({
      amount: 3333.33,
      roi: null,
      duration: null,
      payment_method: '7',
      payment_address: '1.5',
      end_date: '2026-11-27',
    });
    // 3333.33 x 1.5 % = 49.99995 -> 50.00 a day
    expect(tradeProgress(t, now)).toEqual({ elapsed: 4, profit: 200, progress: 58 });
  });
});

describe('the Active Trades screen', () => {
  it('title, subtitle, a spinner while loading, then Plan, Amount, Profit, the dates, days left, expected return and the Status progress bar', async () => {
    const answer = held<Reply>();
    http.set(`GET /transaction/${USER_ID}`, () => answer.promise);
    renderAccountScreen(<ActiveTradesPage />, '/account/activetrade');
    expect(await screen.findByRole('heading', { name: 'Active Trades', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Keep Track of your Trades.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading your trades' })).toBeInTheDocument();

    const today = new Date();
    const end = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 3)).toISOString().slice(0, 10);
    answer.resolve({
      status: 200,
      body: [investment({ trnx_type: 'Crypto Starter', amount: 3000, roi: 1.5, duration: 7, end_date: end })],
      headers: { 'content-range': 'transaction 0-0/1' },
    });
    const table = await screen.findByRole('table', { name: 'Active Trades' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Plan', 'Amount', 'Profit', 'Started', 'Ends', 'Days left', 'Expected return', 'Status']);
    // 3 of 7 days left; 45.00 a day x 7 days expected
    expect(rowsOf(table)).toEqual([['Crypto Starter', '$3,000.00', '$180.00', '20 Nov 2026', formatDate(end), '3', '$315.00', '58%']]);
    expect(within(table).getByRole('progressbar', { name: 'Crypto Starter progress: 58%' })).toHaveAttribute('aria-valuenow', '58');
    // running investments only, newest first, a page at a time
    const [get] = http.calls(`GET /transaction/${USER_ID}`);
    expect(get.query).toEqual({
      sort: '["createdAt","DESC"]',
      range: '[0,24]',
      filter: JSON.stringify({ trnx_type: 'investment', status: ['active', 'inactive'] }),
    });
  });

  it('at 0 % the bar reads empty: a neutral track, not the tinted one, and the value in its name', async () => {
    const today = new Date();
    const end = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 7)).toISOString().slice(0, 10);
    http.set(`GET /transaction/${USER_ID}`, pagedList([investment({ trnx_type: 'Crypto Starter', duration: 7, end_date: end })]));
    renderAccountScreen(<ActiveTradesPage />, '/account/activetrade');
    const bar = await screen.findByRole('progressbar', { name: 'Crypto Starter progress: 0%' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    // MUI's own track is a light tint of the bar colour (the mint that looked full)
    expect(bar).toHaveStyle({ backgroundColor: '#f5f5f5' });
  });

  it('at 375 px each trade is a card showing Plan, Amount, Profit, the dates, days left, expected return and Status in full', async () => {
    setViewport(375);
    http.set(
      `GET /transaction/${USER_ID}`,
      pagedList([investment({ trnx_type: 'Crypto Starter', amount: 3000, start_date: '2026-11-20', end_date: '2026-11-27' })]),
    );
    renderAccountScreen(<ActiveTradesPage />, '/account/activetrade');
    const list = await screen.findByRole('list', { name: 'Active Trades' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [card] = within(list).getAllByRole('listitem');
    expect(card).toHaveTextContent('Crypto Starter');
    expect(card).toHaveTextContent('Amount$3,000.00');
    expect(card).toHaveTextContent(/Profit\$[\d,.]+/);
    expect(card).toHaveTextContent('Started20 Nov 2026');
    expect(card).toHaveTextContent('Ends27 Nov 2026');
    expect(card).toHaveTextContent(/Days left\d+ days?/);
    expect(card).toHaveTextContent('Expected return$315.00');
    expect(within(card).getByRole('progressbar', { name: /^Crypto Starter progress: \d+%$/ })).toBeInTheDocument();
  });

  it('more trades than a page: the pager asks the server for the next range', async () => {
    const many = Array.from({ length: 30 }, (_, i) => investment({ trnx_type: `Plan ${i + 1}` }));
    http.set(`GET /transaction/${USER_ID}`, pagedList(many));
    renderAccountScreen(<ActiveTradesPage />, '/account/activetrade');
    const table = await screen.findByRole('table', { name: 'Active Trades' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Active Trades' })).getAllByRole('row')).toHaveLength(6));
    expect(screen.getByText('26–30 of 30')).toBeInTheDocument();
    expect(http.calls(`GET /transaction/${USER_ID}`).at(-1)!.query.range).toBe('[25,49]');
  });

  it("empty: 'You don't have any Active Trades.'", async () => {
    http.set(`GET /transaction/${USER_ID}`, pagedList([]));
    renderAccountScreen(<ActiveTradesPage />, '/account/activetrade');
    expect(await screen.findByText("You don't have any Active Trades.")).toBeInTheDocument();
  });

  it('a load error is shown with a retry', async () => {
    http.set(`GET /transaction/${USER_ID}`, fail(500, 'Something went wrong on our side. Please try again later.'));
    renderAccountScreen(<ActiveTradesPage />, '/account/activetrade');
    expect(await screen.findByText('Something went wrong on our side. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

const FOUR = [
  transaction({
    trnx_type: 'withdraw',
    type: 'withdraw',
    payment_method: 'eth',
    amount: 500,
    status: 'pending',
    createdAt: '2026-11-23T12:00:00.000Z',
  }),
  transaction({
    trnx_type: 'Crypto Starter',
    type: 'investment',
    payment_method: '7',
    amount: 3000,
    status: 'active',
    createdAt: '2026-11-22T12:00:00.000Z',
  }),
  transaction({
    trnx_type: 'deposit',
    payment_method: 'Bitcoin',
    amount: 5000,
    status: 'successful',
    createdAt: '2026-11-21T12:00:00.000Z',
  }),
  transaction({ trnx_type: 'deposit', payment_method: 'usdt', amount: 100, status: 'failed', createdAt: '2026-11-20T12:00:00.000Z' }),
];

describe('Your Activity', () => {
  it('status colours: active, completed, successful green; pending yellow; others grey; labels capitalised', () => {
    expect(['active', 'completed', 'successful', 'Successful'].map(statusTone)).toEqual(['success', 'success', 'success', 'success']);
    expect(statusTone('pending')).toBe('pending');
    expect(['failed', 'inactive', 'whatever'].map(statusTone)).toEqual(['neutral', 'neutral', 'neutral']);
    expect(capitalise('pending')).toBe('Pending');
  });

  it('money as en-US dollars, dates as day short-month year', () => {
    expect(formatUsdFromDollars(1234.5)).toBe('$1,234.50');
    expect(formatUsdFromDollars(0)).toBe('$0.00');
    expect(formatDate('2026-11-21')).toBe('21 Nov 2026');
    expect(formatDate(new Date(2026, 0, 5, 12))).toBe('5 Jan 2026');
  });

  it('lists Date (with the time, on the reader’s clock), Type, Amount, Status and Details, newest first, with the coloured status', async () => {
    http.set(`GET /transaction/${USER_ID}`, pagedList(FOUR));
    renderAccountScreen(<ActivityPage />, '/account/activity');
    expect(await screen.findByRole('heading', { name: 'Your Activity', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Explore your recent transactions.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Your transactions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Type', 'Amount', 'Status', 'Actions']);
    // the coin under the type of a deposit or withdrawal (by symbol or, in older rows, by name)
    expect(rowsOf(table)).toEqual([
      [formatDateTime('2026-11-23T12:00:00.000Z'), 'WithdrawEthereum', '$500.00', 'Pending', 'Details'],
      [formatDateTime('2026-11-22T12:00:00.000Z'), 'Crypto Starter', '$3,000.00', 'Active', 'Details'],
      [formatDateTime('2026-11-21T12:00:00.000Z'), 'DepositBitcoin', '$5,000.00', 'Successful', 'Details'],
      [formatDateTime('2026-11-20T12:00:00.000Z'), 'DepositTether USDT Trc20', '$100.00', 'Failed', 'Details'],
    ]);
    // '25 Nov 2026, 5:00 PM': the day and the time
    expect(rowsOf(table)[0][0]).toMatch(/^23 Nov 2026, \d{1,2}:\d{2}\s(AM|PM)$/);
    const tones = [...table.querySelectorAll('[data-tone]')].map((c) => c.getAttribute('data-tone'));
    expect(tones).toEqual(['pending', 'success', 'success', 'neutral']);
  });

  it.each([375, 1024])("empty at %i px: the columns still show, above 'No Transactions'", async (width) => {
    setViewport(width);
    http.set(`GET /transaction/${USER_ID}`, pagedList([]));
    renderAccountScreen(<ActivityPage />, '/account/activity');
    const table = await screen.findByRole('table', { name: 'Your transactions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Type', 'Amount', 'Status', 'Actions']);
    expect(rowsOf(table)).toEqual([['No Transactions']]);
  });

  it('at 375 px each transaction is a card with its date and time, type, amount, status and coin in full', async () => {
    setViewport(375);
    http.set(`GET /transaction/${USER_ID}`, pagedList(FOUR));
    renderAccountScreen(<ActivityPage />, '/account/activity');
    const list = await screen.findByRole('list', { name: 'Your transactions' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list)
      .getAllByRole('listitem')
      .map((c) => c.textContent);
    expect(cards).toEqual([
      `WithdrawPendingDate${formatDateTime('2026-11-23T12:00:00.000Z')}Amount$500.00CoinEthereumActionsDetails`,
      `Crypto StarterActiveDate${formatDateTime('2026-11-22T12:00:00.000Z')}Amount$3,000.00ActionsDetails`,
      `DepositSuccessfulDate${formatDateTime('2026-11-21T12:00:00.000Z')}Amount$5,000.00CoinBitcoinActionsDetails`,
      `DepositFailedDate${formatDateTime('2026-11-20T12:00:00.000Z')}Amount$100.00CoinTether USDT Trc20ActionsDetails`,
    ]);
  });

  it('a paid withdrawal shows its payout reference, in the table and on a phone', async () => {
    const paid = transaction({ trnx_type: 'withdraw', type: 'withdraw', status: 'successful', payment_method: 'btc', amount: 250 });
    const reference = 'f4184fc596403b9d638783cf57adfe4c75c605f6356fbc91338530e9831e9e16';
    http.set(`GET /transaction/${USER_ID}`, pagedList([{ ...paid, payout_reference: reference }]));
    const view = renderAccountScreen(<ActivityPage />, '/account/activity');
    const table = await screen.findByRole('table', { name: 'Your transactions' });
    expect(rowsOf(table)[0][1]).toBe(`WithdrawBitcoinPayout ref. ${reference}`);
    view.unmount();
    setViewport(375);
    renderAccountScreen(<ActivityPage />, '/account/activity');
    const [card] = within(await screen.findByRole('list', { name: 'Your transactions' })).getAllByRole('listitem');
    expect(card).toHaveTextContent(`Payout reference${reference}`);
  });

  it('asks for a page, newest first, and pages through more than 25 with the total from Content-Range', async () => {
    const many = Array.from({ length: 60 }, (_, i) => transaction({ amount: 100 + i }));
    http.set(`GET /transaction/${USER_ID}`, pagedList(many));
    renderAccountScreen(<ActivityPage />, '/account/activity');
    const table = await screen.findByRole('table', { name: 'Your transactions' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(http.calls(`GET /transaction/${USER_ID}`)[0].query).toEqual({ sort: '["createdAt","DESC"]', range: '[0,24]' });
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await user.click(await screen.findByRole('button', { name: 'Go to next page' }));
    await screen.findByText('51–60 of 60');
    expect(rowsOf(screen.getByRole('table', { name: 'Your transactions' }))).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    expect(http.calls(`GET /transaction/${USER_ID}`).map((r) => r.query.range)).toEqual(['[0,24]', '[25,49]', '[50,74]']);
  });

  it('an answer that is not a list is an error, not an empty table', async () => {
    http.set(`GET /transaction/${USER_ID}`, { status: 204 });
    renderAccountScreen(<ActivityPage />, '/account/activity');
    expect(await screen.findByText('Your transactions could not be loaded. Check your connection and try again.')).toBeInTheDocument();
  });
});
