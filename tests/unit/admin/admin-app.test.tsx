import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, fakeApi, filterOf, listReply, type ApiCall, type Route } from './helpers/fake-api';
import { renderAdmin } from './helpers/render-admin';

const T = { timeout: 10_000 };

const users = [
  {
    _id: 'u1',
    name: 'Ann Investor',
    email: 'ann@example.com',
    country: 'Canada',
    phone_no: '+1 555 010 0000',
    role: 'investor',
    acct_bal: 1250.5,
    acct_bonus: 10,
    progress_bar: 0,
    kyc_status: true,
    status: true,
    isAdmin: false,
    createdAt: '2025-01-02T00:00:00Z',
  },
  {
    _id: 'u2',
    name: 'Ben Blocked',
    email: 'ben@example.com',
    country: 'Canada',
    phone_no: '+1 555 010 0001',
    role: 'investor',
    acct_bal: 0,
    acct_bonus: 0,
    progress_bar: 0,
    kyc_status: false,
    status: false,
    isAdmin: false,
    createdAt: '2025-01-01T00:00:00Z',
  },
];

const tx = (over: Record<string, unknown>) => ({
  _id: 't1',
  userid: 'u1',
  user_name: 'Ann Investor',
  user_email: 'ann@example.com',
  trnx_type: 'deposit',
  type: 'deposit',
  amount: 150,
  status: 'pending',
  payment_method: 'Bitcoin',
  payment_address: 'bc1qourwalletaddress0000',
  createdAt: '2025-02-01T10:00:00Z',
  updatedAt: '2025-02-01T10:00:00Z',
  ...over,
});

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
const api: Route = (call: ApiCall) => {
  if (call.path === '/api/stats/summary') return { body: stats };
  if (call.path === '/api/profile/all') {
    const filter = filterOf(call);
    const rows = Array.isArray(filter.id) ? users.filter((u) => (filter.id as string[]).includes(u._id)) : users;
    return listReply('profile', rows);
  }
  if (call.path === '/api/transaction/all/') {
    const filter = filterOf(call);
    const rows = transactions.filter(
      (t) => (!filter.trnx_type || t.type === filter.trnx_type) && (!filter.status || t.status === filter.status),
    );
    return listReply('transaction', rows);
  }
  const user = /^\/api\/profile\/(u\d)$/.exec(call.path);
  if (user && call.method === 'GET') return { body: users.find((u) => u._id === user[1]) };
  const single = /^\/api\/transaction\/single\/(\w+)$/.exec(call.path);
  if (single) {
    const found = transactions.find((t) => t._id === single[1]);
    return found ? { body: found } : errorReply(404, 'Transaction not found');
  }
  if (call.path === '/api/audit') return listReply('audit', []);
  return undefined;
};

describe('the back-office home', () => {
  it('greets an admin with live figures on tiles for every area, and a menu with Home, Transactions and Log Out', async () => {
    const http = fakeApi(api);
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
    expect(http.to('/api/stats/summary')).toHaveLength(1);
  });

  it('shows support staff only what they may read', async () => {
    fakeApi(api);
    renderAdmin('/admin', 'support');
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
    const http = fakeApi(api);
    renderAdmin('/admin/transactions');
    expect(await screen.findByText('$3,000.00', {}, T)).toBeInTheDocument();
    const call = http.to('/api/transaction/all/').at(-1)!;
    expect(call.query.has('sort')).toBe(false);
    expect(JSON.parse(call.query.get('range')!)).toEqual([0, 24]);
    expect(screen.getAllByRole('link', { name: 'Ann Investor' })[0]).toHaveAttribute('href', '/admin/users/u1');
    expect(screen.getAllByText('ID u1').length).toBe(3);
    expect(screen.getAllByText('ann@example.com').length).toBe(3);
  });

  it('the withdrawal status filter offers all, pending, successful and failed, and sends what is picked', async () => {
    const http = fakeApi(api);
    renderAdmin('/admin/withdrawals');
    expect(await screen.findByText('$200.00', {}, T)).toBeInTheDocument();
    expect(filterOf(http.to('/api/transaction/all/').at(-1)!)).toEqual({ trnx_type: 'withdraw' });

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All', 'Pending', 'Successful', 'Failed']);
    await user.click(screen.getByRole('option', { name: 'Successful' }));
    await waitFor(() =>
      expect(filterOf(http.to('/api/transaction/all/').at(-1)!)).toEqual({ trnx_type: 'withdraw', status: 'successful' }),
    );
    // the successful withdrawal is still listed: the filter matches
    expect(await screen.findByText('$200.00', {}, T)).toBeInTheDocument();
  });

  it('the users filters send booleans the API accepts', async () => {
    const http = fakeApi(api);
    renderAdmin('/admin/users');
    expect(await screen.findByText('Ann Investor', {}, T)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Account' }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Active', 'Disabled']);
    await user.click(screen.getByRole('option', { name: 'Disabled' }));
    await waitFor(() => expect(filterOf(http.to('/api/profile/all').at(-1)!)).toEqual({ status: false }));
    await user.click(screen.getByRole('combobox', { name: 'KYC' }));
    await user.click(await screen.findByRole('option', { name: 'Verified' }));
    await waitFor(() => expect(filterOf(http.to('/api/profile/all').at(-1)!)).toEqual({ status: false, kyc_status: true }));
  });

  it('the investments list asks only for investments', async () => {
    const http = fakeApi(api);
    renderAdmin('/admin/investments');
    expect(await screen.findByText('Gold Starter', {}, T)).toBeInTheDocument();
    expect(screen.queryByText('$150.00')).toBeNull();
    expect(filterOf(http.to('/api/transaction/all/').at(-1)!)).toEqual({ trnx_type: 'investment' });
  });

  it('support staff get no edit, delete or activate buttons; a row opens the detail page', async () => {
    fakeApi(api);
    const { router } = renderAdmin('/admin/users', 'support');
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
    fakeApi(api);
    renderAdmin('/admin/deposits/t404');
    expect(await screen.findByRole('heading', { name: 'Transaction not found' }, T)).toBeInTheDocument();
  });

  it('offers the statuses of the record type; Activate approves a deposit after a confirmation', async () => {
    const http = fakeApi((call) => {
      if (call.method === 'PUT' && call.path === '/api/transaction/t1') return { body: { ...transactions[0], status: 'successful' } };
      return api(call);
    });
    renderAdmin('/admin/deposits/t1');
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
    expect(http.to('/api/transaction/t1', 'PUT').map((c) => c.body)).toEqual([{ status: 'successful' }]);
  });

  it("a money-impossible change shows the server's 409 and changes nothing", async () => {
    const refusal = "The user's balance no longer covers this deposit, so it cannot be taken back";
    const successful = { ...transactions[0], status: 'successful' };
    fakeApi((call) => {
      if (call.path === '/api/transaction/single/t1') return { body: successful };
      if (call.method === 'PUT' && call.path === '/api/transaction/t1') return errorReply(409, refusal);
      return api(call);
    });
    const { router } = renderAdmin('/admin/deposits/t1');
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
    const http = fakeApi((call) => {
      if (call.method === 'PUT' && call.path === '/api/profile/update/u1') return { body: { ...users[0], ...(call.body as object) } };
      return api(call);
    });
    renderAdmin('/admin/users/u1');
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /^Name/ }, T);
    expect(name).toHaveValue('Ann Investor');
    expect(await screen.findByText(/^Balance \$1,250\.50 · Profit \$10\.00\./, {}, T)).toBeInTheDocument();
    // the user's transactions, on the same page
    const region = screen.getByRole('region', { name: 'Transactions' });
    await within(region).findByText('Investment: Gold Starter', {}, T);
    expect(filterOf(http.to('/api/transaction/all/').at(-1)!)).toEqual({ userid: 'u1' });
    // and their history from the audit log
    expect(filterOf(http.to('/api/audit').at(-1)!)).toEqual({ entity: 'user', entityId: 'u1' });

    await user.clear(name);
    await user.type(name, 'Ann Q. Investor');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Successful', {}, T)).toBeInTheDocument();
    expect(http.to('/api/profile/update/u1', 'PUT').map((c) => c.body)).toEqual([{ name: 'Ann Q. Investor' }]);
  });

  it("an admin sets the user's own daily withdrawal limit, and empties it for the default", async () => {
    let saved: Record<string, unknown> = { ...users[0], daily_withdrawal_limit: null };
    const http = fakeApi((call) => {
      if (call.method === 'PUT' && call.path === '/api/profile/update/u1') {
        saved = { ...saved, ...(call.body as object) };
        return { body: saved };
      }
      if (call.method === 'GET' && call.path === '/api/profile/u1') return { body: saved };
      return api(call);
    });
    renderAdmin('/admin/users/u1');
    const user = userEvent.setup();
    const limit = await screen.findByRole('spinbutton', { name: /^Daily withdrawal limit/ }, T);
    expect(limit).toHaveValue(null);
    await user.type(limit, '2500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Successful', {}, T)).toBeInTheDocument();
    await user.clear(limit);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(http.to('/api/profile/update/u1', 'PUT')).toHaveLength(2), T);
    expect(http.to('/api/profile/update/u1', 'PUT').map((c) => c.body)).toEqual([
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
    fakeApi((call) => {
      if (call.method === 'PUT' && call.path === '/api/profile/update/u1') return { body: { ...users[0], pending_approvals: [pending] } };
      return api(call);
    });
    renderAdmin('/admin/users/u1');
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
    const http = fakeApi(api);
    renderAdmin('/admin/users/u1');
    const user = userEvent.setup();
    const phone = await screen.findByRole('textbox', { name: /^Phone No\./ }, T);
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Phone no must be at least 9 characters', {}, T)).toBeInTheDocument();
    expect(http.to('/api/profile/update/u1', 'PUT')).toHaveLength(0);
  });

  it('Activate on the users list sets the user’s status true', async () => {
    const http = fakeApi((call) => {
      if (call.method === 'PUT' && call.path === '/api/profile/update/u2') return { body: { ...users[1], status: true } };
      return api(call);
    });
    renderAdmin('/admin/users');
    const user = userEvent.setup();
    const row = (await screen.findByText('Ben Blocked', {}, T)).closest('tr')!;
    // only the disabled user can be activated
    expect(await screen.findAllByRole('button', { name: 'Activate' }, T)).toHaveLength(1);
    await user.click(within(row).getByRole('button', { name: 'Activate' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Successful Activation', {}, T)).toBeInTheDocument();
    expect(http.to('/api/profile/update/u2', 'PUT').map((c) => c.body)).toEqual([{ status: true }]);
  });

  it('the legacy addresses lead to the edit page', async () => {
    fakeApi(api);
    const { router } = renderAdmin('/admin/users/edit/u1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/u1'), T);
    expect(await screen.findByRole('textbox', { name: /^Name/ }, T)).toHaveValue('Ann Investor');
  });
});

describe('reconciliation', () => {
  it('shows the report of GET /api/reports/reconcile, with any user whose figures differ', async () => {
    fakeApi((call) =>
      call.path === '/api/reports/reconcile'
        ? {
            body: {
              ok: false,
              checkedUsers: 3,
              discrepancies: [{ userId: 'u1', email: 'ann@example.com', acct_bal: 10, ledger_bal: 5, acct_bonus: 0, ledger_bonus: 0 }],
            },
          }
        : api(call),
    );
    renderAdmin('/admin/reconcile');
    expect(
      await screen.findByText('1 of 3 users do not reconcile. Investigate before moving more money for them.', {}, T),
    ).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /ann@example.com/ });
    expect(row).toHaveTextContent('$10.00');
    expect(row).toHaveTextContent('$5.00');
  });
});
