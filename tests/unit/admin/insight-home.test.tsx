// The back-office home's charts. The shaping of GET /api/reports/activity
// (pure functions) and the charts on the home: each with its name, its table for screen
// readers, the 30/90 days switch; the tiles stay as they were.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { ActivityDay } from '@/common/api/reports';
import { activityTotals, formatAxisUsd, heldRows, investorRows, moneyRows } from '@/src-admin/dashboard/activityData';
import { formatAxisDay, formatDay } from '@/src-admin/dashboard/days';
import { Dashboard } from '@/src-admin/Dashboard';
import { fail, fakeApi, type RouteTable } from '@/tests/unit/web/helpers/fake-api';
import { renderAdminView, staff } from './helpers/render-admin';

const T = { timeout: 10_000 };

const day = (date: string, d: Partial<ActivityDay> = {}): ActivityDay => ({
  date,
  deposits: 0,
  withdrawals: 0,
  profit_paid: 0,
  new_investors: 0,
  money_held: 0,
  ...d,
});

/** A period of `n` days ending on 25 Nov 2026, quiet except for the last three. */
const period = (n: number): ActivityDay[] => {
  const end = Date.UTC(2026, 10, 25);
  const days = Array.from({ length: n }, (_, i) => day(new Date(end - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10)));
  days[n - 3] = day('2026-11-23', { deposits: 500, new_investors: 2, money_held: 500 });
  days[n - 2] = day('2026-11-24', { deposits: 1000.1, withdrawals: 120, profit_paid: 0.2, new_investors: 1, money_held: 1380.3 });
  days[n - 1] = day('2026-11-25', { deposits: -200, profit_paid: 0.1, money_held: 1180.4 });
  return days;
};

describe('shaping the activity for the charts', () => {
  it('writes days as day, short month, year (UTC), and the axis short', () => {
    expect(formatDay('2026-11-05')).toBe('5 Nov 2026');
    expect(formatAxisDay('2026-01-31')).toBe('31 Jan');
    expect(formatAxisUsd(12_500)).toBe('$12.5K');
    expect(formatAxisUsd(0)).toBe('$0');
  });

  it("totals the period in cents and takes the last day's money held", () => {
    expect(activityTotals(period(30))).toEqual({
      deposits: 1300.1,
      withdrawals: 120,
      profitPaid: 0.3,
      newInvestors: 3,
      heldNow: 1180.4,
    });
    expect(activityTotals([]).heldNow).toBeNull();
  });

  it('gives the tables newest first; the sign-ups table only the days with any', () => {
    const days = period(30);
    expect(moneyRows(days)).toHaveLength(30);
    expect(moneyRows(days).slice(0, 2)).toEqual([
      ['25 Nov 2026', '-$200.00', '$0.00', '$0.10'],
      ['24 Nov 2026', '$1,000.10', '$120.00', '$0.20'],
    ]);
    expect(investorRows(days)).toEqual([
      ['24 Nov 2026', '1'],
      ['23 Nov 2026', '2'],
    ]);
    expect(heldRows(days)[0]).toEqual(['25 Nov 2026', '$1,180.40']);
    expect(heldRows(days).at(-1)).toEqual(['27 Oct 2026', '$0.00']);
  });
});

const stats = {
  users: 2,
  totalBalance: 1250.5,
  totalProfit: 10,
  pendingDeposits: { count: 3, amount: 450 },
  pendingWithdrawals: { count: 1, amount: 200 },
  activeInvestments: { count: 1, amount: 3000 },
  pendingKyc: 2,
  generatedAt: '2025-02-01T10:00:00Z',
};

const api: RouteTable = {
  'GET /stats/summary': { body: stats },
  'GET /reports/activity': (sent) => ({ body: { days: period(Number(sent.query.days)) } }),
};

const home = () => renderAdminView(<Dashboard />, { url: '/admin' });

const figure = (name: string) => screen.findByRole('figure', { name }, T);

describe('the home with charts', () => {
  it('shows the tiles, the period totals and three named charts, each with its table', async () => {
    fakeApi(staff(), api);
    const { container } = home();
    expect(await screen.findByText('3 pending deposits', {}, T)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Activity, last 30 days' }, T)).toBeInTheDocument();

    const money = await figure('Deposits, withdrawals and profit paid per day');
    expect(within(money).getByRole('img', { name: 'Deposits, withdrawals and profit paid per day' })).toBeInTheDocument();
    const table = within(money).getByRole('table', { name: 'Deposits, withdrawals and profit paid per day, as a table' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Day', 'Deposits', 'Withdrawals paid', 'Profit paid']);
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('rowheader', { name: '24 Nov 2026' }).closest('tr')).toHaveTextContent(
      '24 Nov 2026$1,000.10$120.00$0.20',
    );

    const signups = await figure('New investors per day');
    expect(
      within(signups)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DayNew investors', '24 Nov 20261', '23 Nov 20262']);
    const held = await figure("Money held at each day's end");
    expect(within(held).getByRole('img', { name: "Money held at each day's end" })).toHaveAccessibleDescription(
      "Every investor's balance and profit together.",
    );
    expect(within(held).getAllByRole('row')[1]).toHaveTextContent('25 Nov 2026$1,180.40');

    // the period's totals
    const totals = screen.getByText('Money held now').closest('dl')!;
    expect(totals).toHaveTextContent('Deposits$1,300.10Withdrawals paid$120.00Profit paid$0.30New investors3Money held now$1,180.40');

    // the chart library drew something inside each named image
    for (const name of ['Deposits, withdrawals and profit paid per day', 'New investors per day', "Money held at each day's end"]) {
      expect(screen.getByRole('img', { name }).querySelector('svg')).not.toBeNull();
    }
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it('switches to 90 days', async () => {
    const http = fakeApi(staff(), api);
    home();
    await figure('New investors per day');
    expect(http.calls('GET /reports/activity').map((c) => c.query.days)).toEqual(['30']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '90 days' }));
    expect(await screen.findByRole('heading', { name: 'Activity, last 90 days' }, T)).toBeInTheDocument();
    await waitFor(() => expect(http.calls('GET /reports/activity').map((c) => c.query.days)).toEqual(['30', '90']), T);
    const money = await figure('Deposits, withdrawals and profit paid per day');
    await waitFor(() => expect(within(money).getAllByRole('row')).toHaveLength(91), T);
    expect(screen.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when the activity cannot be loaded, and keeps the tiles', async () => {
    fakeApi(staff('support'), { 'GET /reports/activity': fail(500, 'Database down') }, api);
    home();
    expect(await screen.findByText('The activity could not be loaded: Database down', {}, T)).toBeInTheDocument();
    expect(screen.getByText('3 pending deposits')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
  });
});
