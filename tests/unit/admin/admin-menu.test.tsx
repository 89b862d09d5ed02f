import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, listReply, type RouteTable } from '@/tests/unit/web/helpers/fake-api';
import { renderAdmin, staff } from './helpers/render-admin';

const T = { timeout: 10_000 };

const stats = {
  users: 0,
  totalBalance: 0,
  totalProfit: 0,
  pendingDeposits: { count: 0, amount: 0 },
  pendingWithdrawals: { count: 0, amount: 0 },
  activeInvestments: { count: 0, amount: 0 },
  pendingKyc: 0,
  generatedAt: '2025-02-01T10:00:00Z',
};

const api: RouteTable = {
  'GET /stats/summary': { body: stats },
  'GET /reports/reconcile': { body: { ok: true, checkedUsers: 0, discrepancies: [] } },
  'GET /transaction/all/': listReply('transaction', []),
};

/** Every link of the side menu (Log Out is a button, not a link). */
async function menuLinks() {
  const menu = (await screen.findByRole('menuitem', { name: 'Transactions' }, T)).closest('[role="menu"]') as HTMLElement;
  return within(menu)
    .getAllByRole('menuitem')
    .filter((item) => item.hasAttribute('href'))
    .map((item) => ({ name: item.textContent, href: item.getAttribute('href')! }));
}

describe('the back-office menu', () => {
  it.each(['admin', 'support'] as const)('every item a %s sees leads inside /admin', async (role) => {
    fakeApi(staff(role), api);
    renderAdmin('/admin');
    const links = await menuLinks();
    expect(links.length).toBeGreaterThan(5);
    for (const { name, href } of links) expect({ name, href }).toEqual({ name, href: expect.stringMatching(/^\/admin(\/|$)/) });
  });

  it("'Reconciliation' opens the back-office's report, not the public site", async () => {
    fakeApi(staff(), api);
    const { router } = renderAdmin('/admin');
    const item = await screen.findByRole('menuitem', { name: 'Reconciliation' }, T);
    expect(item).toHaveAttribute('href', '/admin/reconcile');
    await userEvent.click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/reconcile'));
    expect(screen.queryByText('Outside the back-office')).toBeNull();
  });
});
