import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicTransaction } from '@/common/api/transactions';
import { UserList } from '@/src-admin/users/UserList';
import { PAYOUT_MSG } from '@/src-admin/withdrawals/payout';
import { WithdrawalEdit } from '@/src-admin/withdrawals/WithdrawalEdit';
import { WithdrawalList } from '@/src-admin/withdrawals/WithdrawalList';
import { fail, fakeApi, listReply, type Handler, type RouteTable } from '@/tests/unit/web/helpers/fake-api';
import { withdrawal as pendingWithdrawal } from './helpers/fixtures';
import { renderAdminView, staff } from './helpers/render-admin';

const T = { timeout: 10_000 };
const HASH = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';

const withdrawal = (over: Partial<PublicTransaction>) => pendingWithdrawal({ _id: 'w1', amount: 200, ...over });

const rows = [
  withdrawal({}),
  withdrawal({
    _id: 'w2',
    status: 'successful',
    payment_method: 'eth',
    payment_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    payout_reference: HASH,
  }),
  // made before withdrawals recorded their coin
  withdrawal({ _id: 'w3', status: 'failed', payment_method: 'crypto' }),
];

const api: RouteTable = {
  'GET /transaction/all/': listReply('transaction', rows),
  'GET /profile/all': listReply('profile', []),
  'GET /audit': listReply('audit', []),
};

/** GET /transaction/single/{id}: one of the rows. */
const single: Handler = (sent) => {
  const id = /^\/transaction\/single\/(\w+)$/.exec(sent.path)?.[1];
  return id && sent.method === 'GET' ? { body: rows.find((r) => r._id === id) } : undefined;
};

/** A withdrawal's page: for an admin, its edit page. */
const withdrawalPage = (id: string) =>
  renderAdminView(<WithdrawalEdit />, { url: `/admin/withdrawals/${id}`, path: '/admin/withdrawals/:id', resource: 'withdrawals' });

/** Saves answer with the withdrawal as changed. */
const saved: Handler = (sent) =>
  sent.method === 'PUT' && sent.path === '/transaction/w1' ? { body: { ...rows[0], ...(sent.body as object) } } : undefined;

async function chooseStatus(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('combobox', { name: 'Status' }, T));
  await user.click(await screen.findByRole('option', { name }));
  return user;
}

describe('marking a withdrawal paid', () => {
  it('asks for the payout reference once the status is successful, and sends it trimmed', async () => {
    const http = fakeApi(staff(), saved, api, single);
    withdrawalPage('w1');
    expect(await screen.findByText('Bitcoin (BTC)', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Payout reference/ })).toBeNull();

    const user = await chooseStatus('Successful');
    const reference = await screen.findByRole('textbox', { name: new RegExp(PAYOUT_MSG.label.replace(/[()]/g, '\\$&')) });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PAYOUT_MSG.required, {}, T)).toBeInTheDocument();
    expect(http.calls('PUT /transaction/w1')).toHaveLength(0);

    await user.type(reference, `  ${HASH}  `);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(http.calls('PUT /transaction/w1')).toHaveLength(1), T);
    expect(http.calls('PUT /transaction/w1')[0].body).toEqual({ status: 'successful', payout_reference: HASH });
  });

  it('sends no reference with another status, even one typed before the admin changed their mind', async () => {
    const http = fakeApi(staff(), saved, api, single);
    withdrawalPage('w1');
    const user = await chooseStatus('Successful');
    await user.type(await screen.findByRole('textbox', { name: /Payout reference/ }), HASH);
    await chooseStatus('Failed');
    expect(screen.queryByRole('textbox', { name: /Payout reference/ })).toBeNull();
    // failing a pending withdrawal rejects it: it carries the reason the investor is told
    await user.type(await screen.findByRole('textbox', { name: /Reason/ }), 'Wrong network');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(http.calls('PUT /transaction/w1')).toHaveLength(1), T);
    expect(http.calls('PUT /transaction/w1')[0].body).toEqual({ status: 'failed', reason: 'Wrong network' });
  });

  it("shows the server's refusal when the withdrawal was paid meanwhile", async () => {
    const refusal = 'This withdrawal was already paid: a successful withdrawal is final';
    fakeApi(staff(), { 'PUT /transaction/w1': fail(409, refusal) }, api, single);
    withdrawalPage('w1');
    const user = await chooseStatus('Failed');
    await user.type(await screen.findByRole('textbox', { name: /Reason/ }), 'Wrong network');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Update Failed: ${refusal}`, {}, T)).toBeInTheDocument();
  });

  it('a paid withdrawal is final: its status is read-only, with the reference and a note saying why', async () => {
    const http = fakeApi(staff(), api, single);
    withdrawalPage('w2');
    expect(await screen.findByText(PAYOUT_MSG.final, {}, T)).toBeInTheDocument();
    expect(screen.getByText(HASH)).toBeInTheDocument();
    expect(screen.getByText('Ethereum (ETH)')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(http.requests.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});

describe('withdrawals name their coin', () => {
  it('the list shows each coin by name, old rows without one say so, and a paid one its reference', async () => {
    fakeApi(staff(), api);
    renderAdminView(<WithdrawalList />, { url: '/admin/withdrawals', resource: 'withdrawals' });
    const table = await screen.findByRole('table', {}, T);
    await within(table).findByText('Bitcoin (BTC)', {}, T);
    expect(within(table).getByText('Ethereum (ETH)')).toBeInTheDocument();
    expect(within(table).getByText('Crypto (coin not recorded)')).toBeInTheDocument();
    expect(within(table).getByText(HASH)).toBeInTheDocument();
  });
});

describe('list search boxes', () => {
  const lists = { users: <UserList />, withdrawals: <WithdrawalList /> };
  it.each([
    ['users', 'Search users'],
    ['withdrawals', 'Search withdrawals'],
  ] as const)('/admin/%s names its search box', async (resource, name) => {
    fakeApi(staff(), api);
    renderAdminView(lists[resource], { url: `/admin/${resource}`, resource });
    expect(await screen.findByRole('textbox', { name }, T)).toBeInTheDocument();
  });
});
