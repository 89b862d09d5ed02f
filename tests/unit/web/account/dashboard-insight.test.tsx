// /account: where every dollar is (Invested and Total next to the legacy cards),
// the history chart (lazy, with a range toggle, an accessible name and a table alternative),
// each running investment's outlook, the next step when nothing is invested, and Deposit and
// Withdraw on the dashboard below 1024 px.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InsightHistory, InsightPoint } from '@/common/api/insight';
import { AccountDashboardPage } from '@/src/app/pages/account/dashboard';
import { toChartSeries } from '@/src/features/dashboard/utils/chart-series';
import { totalOf } from '@/src/features/dashboard/utils/net-balance';
import { tradeOutlook } from '@/src/features/investments/utils/trade-outlook';
import { fakeApi, pagedList, type FakeApi, type Sent } from '@/tests/unit/web/helpers/fake-api';
import { investment, profile, USER_ID } from '../helpers/fixtures';
import { renderAccountScreen } from '../helpers/render-account';
import { resetViewport, setViewport } from '../helpers/viewport';

const point = (date: string, balance: number, invested: number, profit: number): InsightPoint => ({
  date,
  balance,
  invested,
  profit,
  total: totalOf(balance, invested, profit),
});

const THIRTY: InsightPoint[] = [point('2026-11-22', 1000, 0, 0), point('2026-11-23', 400, 600, 0), point('2026-11-24', 400, 600, 9)];
const NINETY: InsightPoint[] = [point('2026-09-01', 0, 0, 0), ...THIRTY];

const historyRoute = (request: Sent) => {
  const range = request.query.range as InsightHistory['range'];
  return { status: 200, body: { range, points: range === '90d' ? NINETY : THIRTY } satisfies InsightHistory };
};

// MUI X Charts measures its box; the test DOM has no layout
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

let http: FakeApi;
beforeEach(() => {
  http = fakeApi({
    'GET /profile/me': { status: 200, body: profile({ acct_bal: 400, acct_bonus: 9 }) },
    [`GET /transaction/${USER_ID}`]: pagedList([investment({ trnx_type: 'Crypto Starter', amount: 600 })]),
    'GET /insight/history': historyRoute,
  });
});
afterEach(() => {
  resetViewport();
});

describe('the chart data shaping', () => {
  it('one x value per day (its UTC midnight) and four lines in dollars, in the API order', () => {
    const { days, series } = toChartSeries(THIRTY);
    expect(days.map((d) => d.toISOString())).toEqual(['2026-11-22T00:00:00.000Z', '2026-11-23T00:00:00.000Z', '2026-11-24T00:00:00.000Z']);
    expect(series).toEqual([
      { id: 'balance', label: 'Capital', data: [1000, 400, 400] },
      { id: 'invested', label: 'Invested', data: [0, 600, 600] },
      { id: 'profit', label: 'Profits', data: [0, 0, 9] },
      { id: 'total', label: 'Total', data: [1000, 1000, 1009] },
    ]);
    expect(toChartSeries([])).toEqual({ days: [], series: expect.arrayContaining([{ id: 'total', label: 'Total', data: [] }]) });
  });

  it('a running investment: the part of its term paid, days left and the return expected over the whole term', () => {
    const now = new Date('2026-11-24T15:00:00Z');
    const t = investment({ amount: 3333.33, roi: 1.5, duration: 7, accrued_days: 3, end_date: '2026-11-27' });
    // 49.99995 -> 50.00 a day, as the ledger pays it, x 7 days
    expect(tradeOutlook(t, now)).toEqual({ expectedReturn: 350, daysLeft: 3, paidPercent: 42 });
    expect(tradeOutlook(investment({ accrued_days: 7, duration: 7, end_date: '2026-11-01' }), now)).toMatchObject({
      daysLeft: 0,
      paidPercent: 100,
    });
  });
});

describe('where every dollar is', () => {
  it("Invested is today's principal running, Total is capital + invested + profits; the legacy cards stay", async () => {
    renderAccountScreen(<AccountDashboardPage />, '/account');
    const invested = await screen.findByRole('region', { name: 'Invested' });
    await waitFor(() => expect(invested).toHaveTextContent('$600.00'));
    expect(invested).toHaveTextContent('Principal of your running investments');
    expect(screen.getByRole('region', { name: 'Total' })).toHaveTextContent('$1,009.00');
    expect(screen.getByRole('region', { name: 'Capital' })).toHaveTextContent('$400.00');
    expect(screen.getByRole('region', { name: 'Profits' })).toHaveTextContent('$9.00');
    expect(screen.getByRole('region', { name: 'Net Balance' })).toHaveTextContent('$409.00');
  });
});

describe('the history chart', () => {
  it('loads its chart with an accessible name, and holds the same figures in a table', async () => {
    renderAccountScreen(<AccountDashboardPage />, '/account');
    expect(await screen.findByRole('heading', { name: 'Your money over time', level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Balance, invested, profit and total per day, last 30 days' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Your money at the end of each day' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Date', 'Capital', 'Invested', 'Profits', 'Total'],
      ['24 Nov 2026', '$400.00', '$600.00', '$9.00', '$1,009.00'],
      ['23 Nov 2026', '$400.00', '$600.00', '$0.00', '$1,000.00'],
      ['22 Nov 2026', '$1,000.00', '$0.00', '$0.00', '$1,000.00'],
    ]);
    expect(http.calls('GET /insight/history')[0].query).toEqual({ range: '30d' });
  });

  it('the 90 days toggle asks for that range and renames the chart; the table can be shown', async () => {
    const user = userEvent.setup();
    renderAccountScreen(<AccountDashboardPage />, '/account');
    const group = await screen.findByRole('group', { name: 'Period shown' });
    expect(within(group).getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(group).getByRole('button', { name: '90 days' }));
    expect(await screen.findByRole('img', { name: 'Balance, invested, profit and total per day, last 90 days' })).toBeInTheDocument();
    expect(http.calls('GET /insight/history').map((c) => c.query.range)).toContain('90d');
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Your money at the end of each day' })).getAllByRole('row')).toHaveLength(5),
    );
    await user.click(within(group).getByRole('button', { name: 'All' }));
    expect(
      await screen.findByRole('img', { name: 'Balance, invested, profit and total per day, since your first deposit' }),
    ).toBeInTheDocument();

    const show = screen.getByRole('button', { name: 'Show as table' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(screen.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('the next step when nothing is invested', () => {
  it("no money yet: 'Make your first deposit', to the deposit screen", async () => {
    http.set('GET /profile/me', { status: 200, body: profile({ acct_bal: 0, acct_bonus: 0 }) });
    http.set(`GET /transaction/${USER_ID}`, pagedList([]));
    renderAccountScreen(<AccountDashboardPage />, '/account');
    const link = await screen.findByRole('link', { name: 'Make your first deposit' });
    expect(link).toHaveAttribute('href', '/account/deposit');
    expect(screen.getByText('No investment has been made yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Browse plans' })).not.toBeInTheDocument();
  });

  it("money but no investment: 'Browse plans', to a plan page", async () => {
    http.set(`GET /transaction/${USER_ID}`, pagedList([]));
    renderAccountScreen(<AccountDashboardPage />, '/account');
    const link = await screen.findByRole('link', { name: 'Browse plans' });
    expect(link).toHaveAttribute('href', '/account/agric');
    expect(screen.queryByRole('link', { name: 'Make your first deposit' })).not.toBeInTheDocument();
  });
});

describe('on phones', () => {
  it('Deposit and Withdraw are on the dashboard at 375 px; each running investment is a card with its outlook', async () => {
    setViewport(375);
    renderAccountScreen(<AccountDashboardPage />, '/account');
    const actions = await screen.findByRole('navigation', { name: 'Deposit or withdraw' });
    expect(within(actions).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/account/deposit');
    expect(within(actions).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/account/withdrawal');
    const [card] = within(await screen.findByRole('list', { name: 'Active Investment' })).getAllByRole('listitem');
    // 600 x 1.5 % = 9.00 a day for 7 days; 1 of 7 days paid
    expect(card).toHaveTextContent('Expected return$63.00');
    expect(within(card).getByRole('progressbar', { name: 'Crypto Starter paid: 14%' })).toBeInTheDocument();
  });

  it('from 1024 px the side navigation holds them instead', async () => {
    setViewport(1024);
    renderAccountScreen(<AccountDashboardPage />, '/account');
    await screen.findByRole('heading', { name: 'Your money over time' });
    expect(screen.queryByRole('navigation', { name: 'Deposit or withdraw' })).not.toBeInTheDocument();
  });
});

describe('a history that cannot be read', () => {
  it('an answer without points is an error in the chart box, with a retry; the rest of the dashboard stands', async () => {
    http.set('GET /insight/history', { status: 200, body: { range: '30d' } });
    renderAccountScreen(<AccountDashboardPage />, '/account');
    expect(await screen.findByText('Your history could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Capital' })).toHaveTextContent('$400.00');
  });
});
