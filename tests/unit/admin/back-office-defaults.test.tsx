import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_WALLET_ADDRESSES } from '@/common/placeholder-wallets';
import { fakeApi, filterOf, listReply, type ApiCall } from './helpers/fake-api';
import { renderAdmin } from './helpers/render-admin';

// Where react-admin would show its own words or quietly show something else, the back office
// says what happened in ours.

const T = { timeout: 10_000 };

const ann = {
  _id: 'u1',
  name: 'Ann Investor',
  email: 'ann@example.com',
  country: 'Canada',
  phone_no: '+1 555 010 0000',
  role: 'investor',
  acct_bal: 10,
  acct_bonus: 0,
  progress_bar: 0,
  kyc_status: true,
  status: true,
  isAdmin: false,
  createdAt: '2025-01-02T00:00:00Z',
};

const demoBtc = {
  _id: 'w1',
  name: 'Bitcoin (demo address)',
  address: PLACEHOLDER_WALLET_ADDRESSES.btc,
  currency: 'btc',
  status: true,
  placeholder: true,
  createdAt: '2025-01-01T00:00:00Z',
};

const api = (call: ApiCall) => {
  if (call.path === '/api/profile/all') return listReply('profile', [ann]);
  if (call.path === '/api/profile/u1') return { body: ann };
  if (call.path === '/api/audit') return listReply('audit', []);
  if (call.path === '/api/stats/summary') return { body: {} };
  if (call.path === '/api/address/all') return listReply('address', filterOf(call).placeholder ? [demoBtc] : []);
  return undefined;
};

describe('pages a role does not open', () => {
  it('say no access, not "not found", to support staff at an admin-only address', async () => {
    fakeApi(api);
    renderAdmin('/admin/plans/p1', 'support');
    expect(await screen.findAllByRole('heading', { name: 'No access' }, T)).not.toHaveLength(0);
    expect(screen.getByText('Plans only opens for admins. Your support role does not include it.')).toBeInTheDocument();
    expect(screen.queryByText(/bad link/)).toBeNull();
  });

  it('an old hash address (/admin#/plans/{id}) opens that page, which says no access', async () => {
    fakeApi(api);
    const { router } = renderAdmin('/admin#/plans/p1', 'support');
    expect(await screen.findAllByRole('heading', { name: 'No access' }, T)).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/admin/plans/p1');
  });

  it('an unknown address says the page is not found, in our words', async () => {
    fakeApi(api);
    renderAdmin('/admin/nowhere');
    expect(await screen.findAllByRole('heading', { name: 'Page not found' }, T)).not.toHaveLength(0);
    expect(screen.getByText(/There is no back-office page at this address/)).toBeInTheDocument();
  });

  it("a record's edit address leads support staff to its detail page, not the list", async () => {
    fakeApi(api);
    const { router } = renderAdmin('/admin/users/u1', 'support');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/u1/show'), T);
    expect(await screen.findByText('Only admins edit records: this is its detail page.', {}, T)).toBeInTheDocument();
  });
});

describe("react-admin's own texts", () => {
  it('an empty list says so in our words', async () => {
    fakeApi(api);
    renderAdmin('/admin/audit');
    expect(await screen.findByText('Nothing here yet', {}, T)).toBeInTheDocument();
    expect(screen.queryByText(/No Audit log yet/)).toBeNull();
  });

  it("the user menu leads to the person's own security page, and says Log out", async () => {
    fakeApi(api);
    renderAdmin('/admin/audit');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Your account' }, T));
    const menu = await screen.findByRole('menu', {}, T);
    expect(within(menu).getByRole('menuitem', { name: 'Your sign-in security' })).toHaveAttribute('href', '/account/security');
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('names the support role for what it does', async () => {
    fakeApi(api);
    renderAdmin('/admin/users/u1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Role' }, T));
    expect(await screen.findByRole('option', { name: 'Support (approves payouts, answers tickets)' })).toBeInTheDocument();
    expect(screen.queryByText(/read-only/)).toBeNull();
  });
});

describe("a user's edit page", () => {
  it('shows balance and profit without inputs (they move through Credit or debit) and progress as a hand-set figure', async () => {
    fakeApi(api);
    renderAdmin('/admin/users/u1');
    expect(await screen.findByText('Balance $10.00 · Profit $0.00', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: /Balance/ })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: /Profit/ })).toBeNull();
    expect(screen.getByRole('spinbutton', { name: /Trading period progress/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Credit or debit' })).toBeInTheDocument();
  });
});

describe('placeholder deposit wallets', () => {
  it('an admin is warned on every page while one is active, with a link to each', async () => {
    const http = fakeApi(api);
    renderAdmin('/admin/users');
    const banner = await screen.findByText('Deposits go to demo addresses', {}, T);
    const alert = banner.closest('[role="status"]') as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'Bitcoin (demo address)' })).toHaveAttribute('href', '/admin/wallets/w1');
    expect(filterOf(http.to('/api/address/all').at(-1)!)).toEqual({ placeholder: true, status: true });
  });

  it('support staff, who cannot manage wallets, are not asked', async () => {
    const http = fakeApi(api);
    renderAdmin('/admin/users', 'support');
    expect(await screen.findByText('Ann Investor', {}, T)).toBeInTheDocument();
    expect(http.to('/api/address/all')).toHaveLength(0);
    expect(screen.queryByText('Deposits go to demo addresses')).toBeNull();
  });
});
