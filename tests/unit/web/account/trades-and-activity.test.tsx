// /account/activetrade and /account/activity (SPEC.md sections 2, 4 and 9).
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { statusTone } from '../../../../src/features/account/utils/status-tone';
import { capitalise, formatDate, formatMoney } from '../../../../src/features/account/utils/format';
import { daysRemaining, tradeProgress } from '../../../../src/features/investments/utils/trade-progress';
import { fakeApi, fail, held, type FakeApi } from './helpers/fake-api';
import { investment, profile, transaction, USER_ID } from './helpers/fixtures';
import { renderAccount } from './helpers/render-account';

let http: FakeApi;
beforeEach(() => {
  http = fakeApi({ 'GET /profile/me': { status: 200, body: profile() } });
});
afterEach(() => http.restore());

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('Active Trades formulas (SPEC.md section 9)', () => {
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

  it("uses the daily profit rounded to the cent, as the ledger pays it, and SPEC.md's legacy fields when typed ones are missing", () => {
    const t = investment({ amount: 3333.33, roi: null, duration: null, payment_method: '7', payment_address: '1.5', end_date: '2026-11-27' });
    // 3333.33 x 1.5 % = 49.99995 -> 50.00 a day
    expect(tradeProgress(t, now)).toEqual({ elapsed: 4, profit: 200, progress: 58 });
  });
});

describe('the Active Trades screen', () => {
  it("title, subtitle, a spinner while loading, then Plan, Amount, Profit and the Status progress bar", async () => {
    const answer = held<{ status: number; body: unknown }>();
    http.set(`GET /transaction/invest/active/${USER_ID}`, () => answer.promise);
    renderAccount('/account/activetrade');
    expect(await screen.findByRole('heading', { name: 'Active Trades', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Keep Track of your Trades.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading your trades' })).toBeInTheDocument();

    const today = new Date();
    const end = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 3)).toISOString().slice(0, 10);
    answer.resolve({ status: 200, body: [investment({ trnx_type: 'Crypto Starter', amount: 3000, roi: 1.5, duration: 7, end_date: end })] });
    const table = await screen.findByRole('table', { name: 'Active Trades' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Plan', 'Amount', 'Profit', 'Status']);
    expect(rowsOf(table)).toEqual([['Crypto Starter', '$3,000.00', '$180.00', '58%']]);
    expect(within(table).getByRole('progressbar', { name: 'Crypto Starter progress' })).toHaveAttribute('aria-valuenow', '58');
  });

  it("empty: 'You don't have any Active Trades.'", async () => {
    http.set(`GET /transaction/invest/active/${USER_ID}`, { status: 200, body: [] });
    renderAccount('/account/activetrade');
    expect(await screen.findByText("You don't have any Active Trades.")).toBeInTheDocument();
  });

  it('a load error is shown with a retry', async () => {
    http.set(`GET /transaction/invest/active/${USER_ID}`, fail(500, 'Something went wrong on our side. Please try again later.'));
    renderAccount('/account/activetrade');
    expect(await screen.findByText('Something went wrong on our side. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('Your Activity', () => {
  it('status colours: active, completed, successful green; pending yellow; others grey; labels capitalised', () => {
    expect(['active', 'completed', 'successful', 'Successful'].map(statusTone)).toEqual(['success', 'success', 'success', 'success']);
    expect(statusTone('pending')).toBe('pending');
    expect(['failed', 'inactive', 'whatever'].map(statusTone)).toEqual(['neutral', 'neutral', 'neutral']);
    expect(capitalise('pending')).toBe('Pending');
  });

  it('money as en-US dollars, dates as day short-month year', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatDate('2026-11-21')).toBe('21 Nov 2026');
    expect(formatDate(new Date(2026, 0, 5, 12))).toBe('5 Jan 2026');
  });

  it('lists Date, Type, Amount and Status, newest first, with the coloured status', async () => {
    http.set(`GET /transaction/${USER_ID}`, {
      status: 200,
      body: [
        transaction({ trnx_type: 'withdraw', amount: 500, status: 'pending', createdAt: '2026-11-23T12:00:00.000Z' }),
        transaction({ trnx_type: 'Crypto Starter', type: 'investment', amount: 3000, status: 'active', createdAt: '2026-11-22T12:00:00.000Z' }),
        transaction({ trnx_type: 'deposit', amount: 5000, status: 'successful', createdAt: '2026-11-21T12:00:00.000Z' }),
        transaction({ trnx_type: 'deposit', amount: 100, status: 'failed', createdAt: '2026-11-20T12:00:00.000Z' }),
      ],
    });
    renderAccount('/account/activity');
    expect(await screen.findByRole('heading', { name: 'Your Activity', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Explore your recent transactions.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Your transactions' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Type', 'Amount', 'Status']);
    expect(rowsOf(table)).toEqual([
      ['23 Nov 2026', 'Withdraw', '$500.00', 'Pending'],
      ['22 Nov 2026', 'Crypto Starter', '$3,000.00', 'Active'],
      ['21 Nov 2026', 'Deposit', '$5,000.00', 'Successful'],
      ['20 Nov 2026', 'Deposit', '$100.00', 'Failed'],
    ]);
    const tones = [...table.querySelectorAll('[data-tone]')].map((c) => c.getAttribute('data-tone'));
    expect(tones).toEqual(['pending', 'success', 'success', 'neutral']);
  });

  it("empty: 'No Transactions'", async () => {
    http.set(`GET /transaction/${USER_ID}`, { status: 200, body: [] });
    renderAccount('/account/activity');
    expect(await screen.findByText('No Transactions')).toBeInTheDocument();
  });

  it('an answer that is not a list is an error, not an empty table', async () => {
    http.set(`GET /transaction/${USER_ID}`, { status: 204 });
    renderAccount('/account/activity');
    expect(await screen.findByText('Unexpected answer while loading your transactions')).toBeInTheDocument();
  });
});
