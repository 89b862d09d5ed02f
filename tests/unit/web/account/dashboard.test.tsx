/**
 * @vitest-environment jsdom
 * (the table's last column is hidden below 900 px by a media-query rule; happy-dom 21 leaves
 * it hidden in its window, where jsdom shows it as these tests expect)
 */
// /account: Capital, Profits with the progress bar, Net
// Balance, the Active Investment table and the market ticker that loads after 1 s.
// The later additions (chart, Invested, Total, next steps) are in dashboard-insight.test.tsx.
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountDashboardPage } from '@/src/app/pages/account/dashboard';
import { MarketTicker, TICKER_CONFIG, TICKER_DELAY_MS, TICKER_SCRIPT_SRC } from '@/src/features/dashboard/components/market-ticker';
import { DASHBOARD_TEXT } from '@/src/features/dashboard/texts';
import { netBalance } from '@/src/features/dashboard/utils/net-balance';
import { formatDate } from '@/src/utils/format';
import { fakeApi, fail, pagedList, type FakeApi } from '@/tests/unit/web/helpers/fake-api';
import { investment, profile, USER_ID } from '../helpers/fixtures';
import { renderAccountScreen } from '../helpers/render-account';

let http: FakeApi;
beforeEach(() => {
  http = fakeApi({
    'GET /profile/me': { status: 200, body: profile({ acct_bal: 5000, acct_bonus: 120.5, progress_bar: 40 }) },
    [`GET /transaction/${USER_ID}`]: pagedList([
      investment({ trnx_type: 'Crypto Starter', amount: 3000, profit: 90, accrued_days: 2, end_date: daysFromToday(5) }),
      investment({ trnx_type: 'Gold Reserve', amount: 4000.5, profit: 0, accrued_days: 0, end_date: daysFromToday(7) }),
    ]),
    // the chart's figures: dashboard-insight.test.tsx checks them
    'GET /insight/history': { status: 200, body: { range: '30d', points: [] } },
  });
});
afterEach(() => {
  vi.useRealTimers();
});

const card = (name: string) => screen.getByRole('region', { name });

/** Today's UTC date moved by `days`, as the API writes end dates. */
function daysFromToday(days: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10);
}

describe('the balance cards', () => {
  it('Capital is acct_bal, Profits acct_bonus with the progress bar, Net Balance their sum (from /api/profile/me)', async () => {
    renderAccountScreen(<AccountDashboardPage />, '/account');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ann Investor', level: 1 })).toBeInTheDocument();
    expect(within(card('Capital')).getByText('$5,000.00')).toBeInTheDocument();
    expect(within(card('Profits')).getByText('$120.50')).toBeInTheDocument();
    expect(within(card('Net Balance')).getByText('$5,120.50')).toBeInTheDocument();
    const bar = within(card('Profits')).getByRole('progressbar', { name: 'Trading period: 40%' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(within(card('Profits')).getByText('40%')).toBeInTheDocument();
    expect(http.calls('GET /profile/me').length).toBeGreaterThan(0);
  });

  it('adds in cents', () => {
    expect(netBalance(0.1, 0.2)).toBe(0.3);
    expect(netBalance(1999.99, 0.01)).toBe(2000);
  });

  it('a profile that fails to load shows the error with a retry', async () => {
    http.set('GET /profile/me', fail(500, 'Something went wrong on our side. Please try again later.'));
    renderAccountScreen(<AccountDashboardPage />, '/account');
    expect(await screen.findByText('Something went wrong on our side. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('the Active Investment table', () => {
  it('lists plan, amount, the profit credited so far, the part of the term paid, days left, the expected return and the end', async () => {
    renderAccountScreen(<AccountDashboardPage />, '/account');
    await screen.findByText('Crypto Starter');
    const table = screen.getByRole('table', { name: 'Active Investment' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      // 45.00 a day for 7 days; 2 of 7 days paid
      ['$3,000.00', '$90.00', '28%', '5', '$315.00', formatDate(daysFromToday(5))],
      // 4,000.50 x 1.5 % = 60.0075 -> 60.01 a day (as the ledger rounds it) x 7
      ['$4,000.50', '$0.00', '0%', '7', '$420.07', formatDate(daysFromToday(7))],
    ]);
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('Crypto Starter');
    expect(within(rows[0]).getByRole('progressbar', { name: 'Crypto Starter paid: 28%' })).toBeInTheDocument();
  });

  it('says so when no investment has been made', async () => {
    http.set(`GET /transaction/${USER_ID}`, pagedList([]));
    renderAccountScreen(<AccountDashboardPage />, '/account');
    expect(await screen.findByText(DASHBOARD_TEXT.noInvestment)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Active Investment' })).not.toBeInTheDocument();
  });
});

describe('the market ticker', () => {
  const scripts = () => [...document.querySelectorAll('script')].filter((s) => s.src === TICKER_SCRIPT_SRC);

  it('adds the TradingView script 1 s after the screen opens, with its settings', () => {
    vi.useFakeTimers();
    render(<MarketTicker />);
    expect(scripts()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(TICKER_DELAY_MS - 1));
    expect(scripts()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(scripts()).toHaveLength(1);
    expect(JSON.parse(scripts()[0].text)).toEqual(TICKER_CONFIG);
    expect(screen.getByRole('region', { name: 'Market prices' })).toBeInTheDocument();
  });

  it('when the script cannot load, its box says so in a plain sentence; nothing else changes and nothing is logged', () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, 'error');
    render(
      <div>
        <MarketTicker />
        <p>the rest of the page</p>
      </div>,
    );
    act(() => vi.advanceTimersByTime(TICKER_DELAY_MS));
    act(() => {
      scripts()[0].dispatchEvent(new Event('error'));
    });
    const box = screen.getByRole('region', { name: 'Market prices' });
    expect(box).toHaveTextContent('Market prices cannot be shown right now. Your figures below are not affected.');
    expect(scripts()).toHaveLength(0);
    expect(screen.getByText('the rest of the page')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('leaving the screen within the first second loads nothing', () => {
    vi.useFakeTimers();
    const view = render(<MarketTicker />);
    view.unmount();
    act(() => vi.advanceTimersByTime(TICKER_DELAY_MS * 2));
    expect(scripts()).toHaveLength(0);
  });

  it('is on the dashboard', async () => {
    renderAccountScreen(<AccountDashboardPage />, '/account');
    expect(await screen.findByRole('region', { name: 'Market prices' })).toBeInTheDocument();
  });
});
