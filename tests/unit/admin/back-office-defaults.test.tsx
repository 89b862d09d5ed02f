import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicWallet } from '@/common/api/wallets';
import { PLACEHOLDER_WALLET_ADDRESSES } from '@/common/placeholder-wallets';
import { AuditList } from '@/src-admin/audit/AuditList';
import { UserEdit } from '@/src-admin/users/UserEdit';
import { fakeApi, filterOf, listReply, type RouteTable } from '@/tests/unit/web/helpers/fake-api';
import { profile } from './helpers/fixtures';
import { renderAdmin, renderAdminView, staff } from './helpers/render-admin';

// Where react-admin would show its own words or quietly show something else, the back office
// says what happened in ours.

const T = { timeout: 10_000 };

const ann = profile({ acct_bal: 10, acct_bonus: 0 });

const demoBtc: PublicWallet = {
  _id: 'w1',
  name: 'Bitcoin (demo address)',
  address: PLACEHOLDER_WALLET_ADDRESSES.btc,
  currency: 'btc',
  status: true,
  placeholder: true,
  createdAt: '2025-01-01T00:00:00Z',
};

const api: RouteTable = {
  'GET /profile/all': listReply('profile', [ann]),
  'GET /profile/u1': { body: ann },
  'GET /audit': listReply('audit', []),
  'GET /stats/summary': { body: {} },
  'GET /address/all': (sent) => listReply('address', filterOf(sent).placeholder ? [demoBtc] : []),
};

const userPage = () => renderAdminView(<UserEdit />, { url: '/admin/users/u1', path: '/admin/users/:id', resource: 'users' });

describe('pages a role does not open', () => {
  it('say no access, not "not found", to support staff at an admin-only address', async () => {
    fakeApi(staff('support'), api);
    renderAdmin('/admin/plans/p1');
    expect(await screen.findAllByRole('heading', { name: 'No access' }, T)).not.toHaveLength(0);
    expect(screen.getByText('Plans only opens for admins. Your support role does not include it.')).toBeInTheDocument();
    expect(screen.queryByText(/bad link/)).toBeNull();
  });

  it('an old hash address (/admin#/plans/{id}) opens that page, which says no access', async () => {
    fakeApi(staff('support'), api);
    const { router } = renderAdmin('/admin#/plans/p1');
    expect(await screen.findAllByRole('heading', { name: 'No access' }, T)).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/admin/plans/p1');
  });

  it('an unknown address says the page is not found, in our words', async () => {
    fakeApi(staff(), api);
    renderAdmin('/admin/nowhere');
    expect(await screen.findAllByRole('heading', { name: 'Page not found' }, T)).not.toHaveLength(0);
    expect(screen.getByText(/There is no back-office page at this address/)).toBeInTheDocument();
  });

  it("a record's edit address leads support staff to its detail page, not the list", async () => {
    fakeApi(staff('support'), api);
    const { router } = renderAdmin('/admin/users/u1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/u1/show'), T);
    expect(await screen.findByText('Only admins edit records: this is its detail page.', {}, T)).toBeInTheDocument();
  });
});

describe("react-admin's own texts", () => {
  it('an empty list says so in our words', async () => {
    fakeApi(staff(), api);
    renderAdminView(<AuditList />, { url: '/admin/audit', resource: 'audit' });
    expect(await screen.findByText('Nothing here yet', {}, T)).toBeInTheDocument();
    expect(screen.queryByText(/No Audit log yet/)).toBeNull();
  });

  it("the user menu leads to the person's own security page, and says Log out", async () => {
    // the user menu is the layout's: the whole back office
    fakeApi(staff(), api);
    renderAdmin('/admin/audit');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Your account' }, T));
    const menu = await screen.findByRole('menu', {}, T);
    expect(within(menu).getByRole('menuitem', { name: 'Your sign-in security' })).toHaveAttribute('href', '/account/security');
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('names the support role for what it does', async () => {
    fakeApi(staff(), api);
    userPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Role' }, T));
    expect(await screen.findByRole('option', { name: 'Support (approves payouts, answers tickets)' })).toBeInTheDocument();
    expect(screen.queryByText(/read-only/)).toBeNull();
  });
});

describe("a user's edit page", () => {
  it('shows balance and profit without inputs (they move through Credit or debit) and progress as a hand-set figure', async () => {
    fakeApi(staff(), api);
    userPage();
    expect(await screen.findByText('Balance $10.00 · Profit $0.00', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: /Balance/ })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: /Profit/ })).toBeNull();
    expect(screen.getByRole('spinbutton', { name: /Trading period progress/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Credit or debit' })).toBeInTheDocument();
  });
});

describe('placeholder deposit wallets', () => {
  it('an admin is warned on every page while one is active, with a link to each', async () => {
    // the banner is the layout's: the whole back office
    const http = fakeApi(staff(), api);
    renderAdmin('/admin/users');
    const banner = await screen.findByText('Deposits go to demo addresses', {}, T);
    const alert = banner.closest('[role="status"]') as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'Bitcoin (demo address)' })).toHaveAttribute('href', '/admin/wallets/w1');
    expect(filterOf(http.calls('GET /address/all').at(-1)!)).toEqual({ placeholder: true, status: true });
  });

  it('support staff, who cannot manage wallets, are not asked', async () => {
    const http = fakeApi(staff('support'), api);
    renderAdmin('/admin/users');
    expect(await screen.findByText('Ann Investor', {}, T)).toBeInTheDocument();
    expect(http.calls('GET /address/all')).toHaveLength(0);
    expect(screen.queryByText('Deposits go to demo addresses')).toBeNull();
  });
});
