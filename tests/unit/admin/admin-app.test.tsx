import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicTransaction } from '@/common/api/transactions';
import { resourcesFor } from '@/src-admin/App';
import { DepositEdit } from '@/src-admin/deposits/DepositEdit';
import { InvestmentList } from '@/src-admin/investments/InvestmentList';
import { ReconcilePage } from '@/src-admin/reconcile/ReconcilePage';
import { TransactionList } from '@/src-admin/transactions/TransactionList';
import { UserEdit } from '@/src-admin/users/UserEdit';
import { UserList } from '@/src-admin/users/UserList';
import { WithdrawalList } from '@/src-admin/withdrawals/WithdrawalList';
import { fail, fakeApi, filterOf, listReply, type Handler, type RouteTable } from '@/tests/unit/web/helpers/fake-api';
import { profile, transaction } from './helpers/fixtures';
import { definitionsFor, renderAdmin, renderAdminView, staff } from './helpers/render-admin';

const T = { timeout: 10_000 };

const users = [
  profile(),
  profile({
    _id: 'u2',
    name: 'Ben Blocked',
    email: 'ben@example.com',
    phone_no: '+1 555 010 0001',
    acct_bal: 0,
    acct_bonus: 0,
    kyc_status: false,
    status: false,
    createdAt: '2025-01-01T00:00:00Z',
  }),
];

const tx = (over: Partial<PublicTransaction>) => transaction({ payment_address: 'bc1qourwalletaddress0000', ...over });

const transactions = [
  tx({ _id: 't1' }),
  tx({
    _id: 't2',
    trnx_type: 'withdraw',
    type: 'withdraw',
    amount: 200,
    status: 'successful',
    payment_method: '',
    payment_address: 'bc1qdestination0000000',
  }),
  tx({
    _id: 't3',
    trnx_type: 'Gold Starter',
    type: 'investment',
    amount: 3000,
    status: 'active',
    payment_method: '30',
    payment_address: '1.5',
    roi: 1.5,
    duration: 30,
    profit: 45,
  }),
];

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

/** The API as far as these screens need it. */
const api: RouteTable = {
  'GET /stats/summary': { body: stats },
  'GET /profile/all': (sent) => {
    const filter = filterOf(sent);
    const rows = Array.isArray(filter.id) ? users.filter((u) => (filter.id as string[]).includes(u._id)) : users;
    return listReply('profile', rows);
  },
  'GET /transaction/all/': (sent) => {
    const filter = filterOf(sent);
    const rows = transactions.filter(
      (t) => (!filter.trnx_type || t.type === filter.trnx_type) && (!filter.status || t.status === filter.status),
    );
    return listReply('transaction', rows);
  },
  'GET /audit': listReply('audit', []),
};

/** One user (GET /profile/{id}) or transaction (GET /transaction/single/{id}). */
const records: Handler = (sent) => {
  if (sent.method !== 'GET') return undefined;
  const one = /^\/profile\/(u\d)$/.exec(sent.path);
  if (one) return { body: users.find((u) => u._id === one[1]) };
  const single = /^\/transaction\/single\/(\w+)$/.exec(sent.path);
  if (!single) return undefined;
  const found = transactions.find((t) => t._id === single[1]);
  return found ? { body: found } : fail(404, 'Transaction not found');
};

const depositPage = (id: string) =>
  renderAdminView(<DepositEdit />, { url: `/admin/deposits/${id}`, path: '/admin/deposits/:id', resource: 'deposits' });
const userPage = () => renderAdminView(<UserEdit />, { url: '/admin/users/u1', path: '/admin/users/:id', resource: 'users' });
const userList = () => renderAdminView(<UserList />, { url: '/admin/users', resource: 'users' });

describe('the screens rendered alone', () => {
  it('get the resources, views and labels the back office registers, for each role', () => {
    for (const role of ['admin', 'support'] as const) {
      const registered = resourcesFor(role).map(({ name, list, edit, show, create, options }) => ({
        name,
        hasList: !!list,
        hasEdit: !!edit,
        hasShow: !!show,
        hasCreate: !!create,
        ...(options && { options }),
      }));
      expect(Object.values(definitionsFor(role))).toEqual(registered);
    }
  });
});

describe('the back-office home', () => {
  it('greets an admin with live figures on tiles for every area, and a menu with Home, Transactions and Log Out', async () => {
    const http = fakeApi(staff(), api, records);
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Hello, Ada Admin' }, T)).toBeInTheDocument();
    expect(await screen.findByText('3 pending deposits', {}, T)).toBeInTheDocument();
    expect(screen.getByText('$450.00 waiting for confirmation')).toBeInTheDocument();
    expect(screen.getByText('1 pending withdrawal')).toBeInTheDocument();
    expect(screen.getByText('1 active investment')).toBeInTheDocument();
    expect(screen.getByText('2 submissions to review')).toBeInTheDocument();
    expect(screen.getByText('Balances $1,250.50 · Profits $10.00')).toBeInTheDocument();

    const tiles = within(screen.getByRole('list', { name: 'Areas' }));
    for (const name of ['Users', 'Deposits', 'Withdrawals', 'Investments', 'Plans', 'Wallets']) {
      expect(tiles.getByRole('heading', { name })).toBeInTheDocument();
    }
    // the deposits tile opens the pending ones
    const depositsLink = tiles.getByRole('link', { name: /Deposits/ });
    expect(decodeURIComponent(depositsLink.getAttribute('href')!)).toBe('/admin/deposits?filter={"status":"pending"}');

    const menu = screen.getAllByRole('menu')[0];
    for (const name of ['Home', 'Transactions', 'Users', 'Plans', 'Wallets', 'Audit log', 'Reconciliation']) {
      expect(within(menu).getByRole('menuitem', { name })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('menuitem', { name: 'Log Out' })).toBeInTheDocument();
    expect(http.calls('GET /stats/summary')).toHaveLength(1);
  });

  it('shows support staff only what they may read', async () => {
    fakeApi(staff('support'), api, records);
    renderAdmin('/admin');
    expect(
      await screen.findByText('Signed in as support staff: you approve payouts and answer tickets, and read the rest.', {}, T),
    ).toBeInTheDocument();
    const tiles = within(screen.getByRole('list', { name: 'Areas' }));
    expect(tiles.getByRole('heading', { name: 'Deposits' })).toBeInTheDocument();
    expect(tiles.queryByRole('heading', { name: 'Plans' })).toBeNull();
    expect(tiles.queryByRole('heading', { name: 'Wallets' })).toBeNull();
    const menu = screen.getAllByRole('menu')[0];
    await within(menu).findByRole('menuitem', { name: 'Users' }, T);
    expect(within(menu).queryByRole('menuitem', { name: 'Plans' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Audit log' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Reconciliation' })).toBeNull();
  });
});

describe('lists', () => {
  it('the transactions list asks for the API order (no sort) and shows each owner beside their id', async () => {
    const http = fakeApi(staff(), api);
    renderAdminView(<TransactionList />, { url: '/admin/transactions', resource: 'transactions' });
    expect(await screen.findByText('$3,000.00', {}, T)).toBeInTheDocument();
    const call = http.calls('GET /transaction/all/').at(-1)!;
    expect(call.query).not.toHaveProperty('sort');
    expect(JSON.parse(call.query.range)).toEqual([0, 24]);
    expect(screen.getAllByRole('link', { name: 'Ann Investor' })[0]).toHaveAttribute('href', '/admin/users/u1');
    expect(screen.getAllByText('ID u1').length).toBe(3);
    expect(screen.getAllByText('ann@example.com').length).toBe(3);
  });

  it('the withdrawal status filter offers all, pending, successful and failed, and sends what is picked', async () => {
    const http = fakeApi(staff(), api);
    renderAdminView(<WithdrawalList />, { url: '/admin/withdrawals', resource: 'withdrawals' });
    expect(await screen.findByText('$200.00', {}, T)).toBeInTheDocument();
    expect(filterOf(http.calls('GET /transaction/all/').at(-1)!)).toEqual({ trnx_type: 'withdraw' });

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All', 'Pending', 'Successful', 'Failed']);
    await user.click(screen.getByRole('option', { name: 'Successful' }));
    await waitFor(() =>
      expect(filterOf(http.calls('GET /transaction/all/').at(-1)!)).toEqual({ trnx_type: 'withdraw', status: 'successful' }),
    );
    // the successful withdrawal is still listed: the filter matches
    expect(await screen.findByText('$200.00', {}, T)).toBeInTheDocument();
  });

  it('the users filters send booleans the API accepts', async () => {
    const http = fakeApi(staff(), api);
    userList();
    expect(await screen.findByText('Ann Investor', {}, T)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Account' }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Active', 'Disabled']);
    await user.click(screen.getByRole('option', { name: 'Disabled' }));
    await waitFor(() => expect(filterOf(http.calls('GET /profile/all').at(-1)!)).toEqual({ status: false }));
    await user.click(screen.getByRole('combobox', { name: 'KYC' }));
    await user.click(await screen.findByRole('option', { name: 'Verified' }));
    await waitFor(() => expect(filterOf(http.calls('GET /profile/all').at(-1)!)).toEqual({ status: false, kyc_status: true }));
  });

  it('the investments list asks only for investments', async () => {
    const http = fakeApi(staff(), api);
    renderAdminView(<InvestmentList />, { url: '/admin/investments', resource: 'investments' });
    expect(await screen.findByText('Gold Starter', {}, T)).toBeInTheDocument();
    expect(screen.queryByText('$150.00')).toBeNull();
    expect(filterOf(http.calls('GET /transaction/all/').at(-1)!)).toEqual({ trnx_type: 'investment' });
  });

  it('support staff get no edit, delete or activate buttons; a row opens the detail page', async () => {
    // from the list to a record's page: the whole back office
    fakeApi(staff('support'), api, records);
    const { router } = renderAdmin('/admin/users');
    expect(await screen.findByText('Ben Blocked', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /select/i })).toBeNull();
    await userEvent.click(screen.getByText('Ann Investor'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/u1/show'));
    expect(await screen.findByText('User ID', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Credit or debit' })).toBeNull();
  });
});

describe('edit screens', () => {
  it('a load error is shown as a heading', async () => {
    fakeApi(staff(), api, records);
    depositPage('t404');
    expect(await screen.findByRole('heading', { name: 'Transaction not found' }, T)).toBeInTheDocument();
  });

  it('offers the statuses of the record type; Activate approves a deposit after a confirmation', async () => {
    const http = fakeApi(staff(), { 'PUT /transaction/t1': { body: { ...transactions[0], status: 'successful' } } }, api, records);
    depositPage('t1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Status' }, T));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Pending', 'Failed', 'Successful']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('$150.00 will be credited to Ann Investor');
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Successful Activation', {}, T)).toBeInTheDocument();
    expect(http.calls('PUT /transaction/t1').map((c) => c.body)).toEqual([{ status: 'successful' }]);
  });

  it("a money-impossible change shows the server's 409 and changes nothing", async () => {
    const refusal = "The user's balance no longer covers this deposit, so it cannot be taken back";
    const successful = { ...transactions[0], status: 'successful' };
    fakeApi(staff(), { 'GET /transaction/single/t1': { body: successful }, 'PUT /transaction/t1': fail(409, refusal) }, api, records);
    const { router } = depositPage('t1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Status' }, T));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Update Failed: ${refusal}`, {}, T)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/deposits/t1');
  });
});

describe('users', () => {
  it('the user edit page saves only what changed (blank password keeps it) and shows the user’s transactions', async () => {
    const http = fakeApi(
      staff(),
      { 'PUT /profile/update/u1': (sent) => ({ body: { ...users[0], ...(sent.body as object) } }) },
      api,
      records,
    );
    userPage();
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /^Name/ }, T);
    expect(name).toHaveValue('Ann Investor');
    expect(await screen.findByText(/^Balance \$1,250\.50 · Profit \$10\.00\./, {}, T)).toBeInTheDocument();
    // the user's transactions, on the same page
    const region = screen.getByRole('region', { name: 'Transactions' });
    await within(region).findByText('Investment: Gold Starter', {}, T);
    expect(filterOf(http.calls('GET /transaction/all/').at(-1)!)).toEqual({ userid: 'u1' });
    // and their history from the audit log
    expect(filterOf(http.calls('GET /audit').at(-1)!)).toEqual({ entity: 'user', entityId: 'u1' });

    await user.clear(name);
    await user.type(name, 'Ann Q. Investor');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Successful', {}, T)).toBeInTheDocument();
    expect(http.calls('PUT /profile/update/u1').map((c) => c.body)).toEqual([{ name: 'Ann Q. Investor' }]);
  });

  it("an admin sets the user's own daily withdrawal limit, and empties it for the default", async () => {
    let saved: Record<string, unknown> = { ...users[0], daily_withdrawal_limit: null };
    const http = fakeApi(
      staff(),
      {
        'PUT /profile/update/u1': (sent) => {
          saved = { ...saved, ...(sent.body as object) };
          return { body: saved };
        },
        'GET /profile/u1': () => ({ body: saved }),
      },
      api,
      records,
    );
    userPage();
    const user = userEvent.setup();
    const limit = await screen.findByRole('spinbutton', { name: /^Daily withdrawal limit/ }, T);
    expect(limit).toHaveValue(null);
    await user.type(limit, '2500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Successful', {}, T)).toBeInTheDocument();
    await user.clear(limit);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(http.calls('PUT /profile/update/u1')).toHaveLength(2), T);
    expect(http.calls('PUT /profile/update/u1').map((c) => c.body)).toEqual([
      { daily_withdrawal_limit: 2500 },
      { daily_withdrawal_limit: null },
    ]);
  });

  it('a raised limit that waits for a second admin is said so, not called a success', async () => {
    const pending = {
      id: 'a1',
      kind: 'withdrawal_limit',
      status: 'pending',
      daily_withdrawal_limit: 50000,
    };
    fakeApi(staff(), { 'PUT /profile/update/u1': { body: { ...users[0], pending_approvals: [pending] } } }, api, records);
    userPage();
    const user = userEvent.setup();
    const limit = await screen.findByRole('spinbutton', { name: /^Daily withdrawal limit/ }, T);
    await user.type(limit, '50000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Saved. Waiting in Approvals for a second admin: Daily withdrawal limit to $50,000.00', {}, T),
    ).toBeInTheDocument();
    expect(screen.queryByText('Update Successful')).not.toBeInTheDocument();
  });

  it('the form applies the shared rules: a short phone number is refused with the shared message', async () => {
    const http = fakeApi(staff(), api, records);
    userPage();
    const user = userEvent.setup();
    const phone = await screen.findByRole('textbox', { name: /^Phone No\./ }, T);
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Phone no must be at least 9 characters', {}, T)).toBeInTheDocument();
    expect(http.calls('PUT /profile/update/u1')).toHaveLength(0);
  });

  it('Activate on the users list sets the user’s status true', async () => {
    const http = fakeApi(staff(), { 'PUT /profile/update/u2': { body: { ...users[1], status: true } } }, api);
    userList();
    const user = userEvent.setup();
    const row = (await screen.findByText('Ben Blocked', {}, T)).closest('tr')!;
    // only the disabled user can be activated
    expect(await screen.findAllByRole('button', { name: 'Activate' }, T)).toHaveLength(1);
    await user.click(within(row).getByRole('button', { name: 'Activate' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Successful Activation', {}, T)).toBeInTheDocument();
    expect(http.calls('PUT /profile/update/u2').map((c) => c.body)).toEqual([{ status: true }]);
  });

  it('the legacy addresses lead to the edit page', async () => {
    fakeApi(staff(), api, records);
    const { router } = renderAdmin('/admin/users/edit/u1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/u1'), T);
    expect(await screen.findByRole('textbox', { name: /^Name/ }, T)).toHaveValue('Ann Investor');
  });
});

describe('reconciliation', () => {
  it('shows the report of GET /api/reports/reconcile, with any user whose figures differ', async () => {
    fakeApi(staff(), {
      'GET /reports/reconcile': {
        body: {
          ok: false,
          checkedUsers: 3,
          discrepancies: [{ userId: 'u1', email: 'ann@example.com', acct_bal: 10, ledger_bal: 5, acct_bonus: 0, ledger_bonus: 0 }],
        },
      },
    });
    renderAdminView(<ReconcilePage />, { url: '/admin/reconcile' });
    expect(
      await screen.findByText('1 of 3 users do not reconcile. Investigate before moving more money for them.', {}, T),
    ).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /ann@example.com/ });
    expect(row).toHaveTextContent('$10.00');
    expect(row).toHaveTextContent('$5.00');
  });
});
