// The Liabilities page. What is owed, what is held per coin (admins record
// it; support staff only read), the shortfall warning and the 90-day projection with its table.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { Liabilities } from '@/common/api/liabilities';
import { MSG } from '@/common/messages';
import { LiabilitiesPage } from '@/src-admin/liabilities/LiabilitiesPage';
import { coverOf, heldPerCoin, projectionPoints, projectionRows } from '@/src-admin/liabilities/liabilitiesData';
import { fakeApi, type Handler } from '@/tests/unit/web/helpers/fake-api';
import { renderAdmin, renderAdminView, staff } from './helpers/render-admin';

const T = { timeout: 10_000 };

/** 90 days from 25 Nov 2026: $10 of profit a day on $1,000 owed; $500 of principal back on day 3. */
function report(held: { coin: 'btc' | 'eth' | 'usdt'; amount: number }[]): Liabilities {
  const start = Date.UTC(2026, 10, 25);
  const heldTotal = held.reduce((s, h) => s + h.amount, 0);
  const projection = Array.from({ length: 90 }, (_, i) => ({
    date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
    profit: i === 0 ? 0 : 10,
    principal: i === 3 ? 500 : 0,
    owed: 1000 + i * 10,
  }));
  return {
    as_of: '2026-11-25T09:00:00.000Z',
    owed: { balances: 300, profit: 200, principal_running: 700, principal_returnable: 500, withdrawals_pending: 0, total: 1000 },
    held: held.map((h) => ({ ...h, updated_at: '2026-11-20T08:00:00.000Z' })),
    held_total: heldTotal,
    margin: heldTotal - 1000,
    projection,
    shortfall_from: projection.find((d) => d.owed > heldTotal)?.date ?? null,
  };
}

describe('shaping the liabilities', () => {
  it('words a shortfall today, one to come, or none', () => {
    expect(coverOf(report([{ coin: 'btc', amount: 400 }]))).toEqual({
      kind: 'short-now',
      text: 'Shortfall today: investors can claim $1,000.00, and $400.00 is recorded as held, $600.00 short.',
    });
    // owed passes $1,055 on day 6 (1,060)
    expect(coverOf(report([{ coin: 'btc', amount: 1_055 }]))).toEqual({
      kind: 'short-later',
      text: 'Shortfall from 1 Dec 2026 (in 6 days): with the profit running investments will earn, what is owed reaches $1,060.00, more than the $1,055.00 held.',
    });
    expect(coverOf(report([{ coin: 'eth', amount: 5_000 }]))).toEqual({
      kind: 'covered',
      text: 'What is held covers what is owed now and for the next 90 days, with $4,000.00 to spare today.',
    });
  });

  it('lists every coin with what is held (or nothing), and the projection against the held line', () => {
    const l = report([{ coin: 'eth', amount: 5_000 }]);
    expect(heldPerCoin(l).map((h) => [h.coin, h.amount])).toEqual([
      ['btc', null],
      ['eth', 5_000],
      ['usdt', null],
    ]);
    expect(projectionPoints(l)[1]).toEqual({ date: '2026-11-26', owed: 1010, held: 5000 });
    expect(projectionRows(l)).toHaveLength(90);
    expect(projectionRows(l)[3]).toEqual(['28 Nov 2026', '$10.00', '$500.00', '$1,030.00']);
  });
});

let current: Liabilities;
/** The report as it stands, and PUT /reports/holdings/{coin} changing it as the API does. */
const api: Handler = (sent) => {
  if (sent.method === 'GET' && sent.path === '/reports/liabilities') return { body: current };
  const put = /^\/reports\/holdings\/(\w+)$/.exec(sent.path);
  if (put && sent.method === 'PUT') {
    const { amount } = sent.body as { amount: number };
    const held = current.held.filter((h) => h.coin !== put[1]).map(({ coin, amount: a }) => ({ coin, amount: a }));
    current = report([...held, { coin: put[1] as 'btc', amount }]);
    return { body: current };
  }
  if (sent.method === 'GET' && sent.path === '/stats/summary') return { body: {} };
  return undefined;
};

const liabilitiesPage = () => renderAdminView(<LiabilitiesPage />, { url: '/admin/liabilities' });

const coin = (name: string) => screen.findByRole('listitem', { name }, T);

describe('the Liabilities page', () => {
  it('shows what is owed, a clear shortfall, what is held per coin and the projection with its table', async () => {
    current = report([{ coin: 'btc', amount: 1_055 }]);
    fakeApi(staff(), api);
    const { container } = liabilitiesPage();
    expect(await screen.findByRole('heading', { name: 'Liabilities', level: 1 }, T)).toBeInTheDocument();
    expect(await screen.findByRole('alert', {}, T)).toHaveTextContent(/^Shortfall from 1 Dec 2026 \(in 6 days\)/);
    const owed = screen.getByRole('region', { name: 'Owed now' });
    expect(owed).toHaveTextContent('Balances$300.00');
    expect(owed).toHaveTextContent('Principal of running investments$700.00 ($500.00 comes back to balances)');
    expect(owed).toHaveTextContent('Total owed$1,000.00Total held$1,055.00Margin$55.00');
    expect(await coin('Bitcoin (BTC)')).toHaveTextContent('$1,055.00Recorded 20 Nov 2026');
    expect(await coin('Ethereum (ETH)')).toHaveTextContent('Not recorded');

    const name = 'What is owed over the next 90 days, against what is held';
    const chart = screen.getByRole('figure', { name });
    expect(within(chart).getByRole('img', { name }).querySelector('svg')).not.toBeNull();
    const table = within(chart).getByRole('table', { name: `${name}, as a table` });
    expect(within(table).getAllByRole('row')).toHaveLength(91);
    expect(within(table).getAllByRole('row')[4]).toHaveTextContent('28 Nov 2026$10.00$500.00$1,030.00');

    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it('an admin records what is held in a coin: the PUT body, then the new comparison', async () => {
    current = report([{ coin: 'btc', amount: 400 }]);
    const http = fakeApi(staff(), api);
    liabilitiesPage();
    expect(await screen.findByRole('alert', {}, T)).toHaveTextContent(/^Shortfall today/);
    const user = userEvent.setup();
    const usdt = await coin('Tether USDT Trc20 (USDT)');
    const field = within(usdt).getByRole('textbox', { name: 'Held in USDT, USD' });

    // a bad amount is refused at the field, nothing is sent
    await user.type(field, '12.345');
    await user.click(within(usdt).getByRole('button', { name: 'Record held in USDT' }));
    expect(await within(usdt).findByText(MSG.amountCents)).toBeInTheDocument();
    expect(http.calls('PUT /reports/holdings/usdt')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '20000.5');
    await user.click(within(usdt).getByRole('button', { name: 'Record held in USDT' }));
    await waitFor(() => expect(http.calls('PUT /reports/holdings/usdt')).toHaveLength(1), T);
    expect(http.calls('PUT /reports/holdings/usdt')[0].body).toEqual({ amount: 20000.5 });
    expect(await screen.findByText('Recorded $20,000.50 held in USDT.', {}, T)).toBeInTheDocument();
    expect(await screen.findByText(/^What is held covers what is owed now and for the next 90 days/, {}, T)).toBeInTheDocument();
    expect(screen.queryByText(/^Shortfall/)).toBeNull();
    expect(await coin('Tether USDT Trc20 (USDT)')).toHaveTextContent('$20,000.50');
    expect(screen.getByRole('region', { name: 'Owed now' })).toHaveTextContent('Total held$20,400.50');
  });

  it('support staff read it, with no form; the menu leads there for both roles', async () => {
    current = report([{ coin: 'eth', amount: 5_000 }]);
    // the menu too: the whole back office
    fakeApi(staff('support'), api);
    const { router } = renderAdmin('/admin/liabilities');
    expect(await coin('Ethereum (ETH)')).toHaveTextContent('$5,000.00');
    // the role is known once the menu lists the resources: only then is 'no form' a finding
    await screen.findByRole('menuitem', { name: 'On-chain payments' }, T);
    expect(screen.getByText(/Only admins record it\./)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Record held/ })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Liabilities' })).toHaveAttribute('href', '/admin/liabilities');
    expect(router.state.location.pathname).toBe('/admin/liabilities');
  });
});
