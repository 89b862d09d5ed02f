import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAYOUT_MSG } from '@/src-admin/withdrawals/payout';
import { errorReply, fakeApi, listReply, type ApiCall, type Route } from './helpers/fake-api';
import { renderAdmin } from './helpers/render-admin';

const T = { timeout: 10_000 };
const HASH = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';

const withdrawal = (over: Record<string, unknown>) => ({
  _id: 'w1',
  userid: 'u1',
  user_name: 'Ann Investor',
  user_email: 'ann@example.com',
  trnx_type: 'withdraw',
  type: 'withdraw',
  amount: 200,
  status: 'pending',
  payment_method: 'btc',
  payment_address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  payout_reference: null,
  createdAt: '2025-02-01T10:00:00Z',
  updatedAt: '2025-02-01T10:00:00Z',
  ...over,
});

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

const api: Route = (call: ApiCall) => {
  if (call.path === '/api/transaction/all/') return listReply('transaction', rows);
  const single = /^\/api\/transaction\/single\/(\w+)$/.exec(call.path);
  if (single) return { body: rows.find((r) => r._id === single[1]) };
  if (call.path === '/api/profile/all') return listReply('profile', []);
  if (call.path === '/api/audit') return listReply('audit', []);
  return undefined;
};

async function chooseStatus(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('combobox', { name: 'Status' }, T));
  await user.click(await screen.findByRole('option', { name }));
  return user;
}

describe('marking a withdrawal paid', () => {
  it('asks for the payout reference once the status is successful, and sends it trimmed', async () => {
    const http = fakeApi((call) => (call.method === 'PUT' ? { body: { ...rows[0], ...(call.body as object) } } : api(call)));
    renderAdmin('/admin/withdrawals/w1');
    expect(await screen.findByText('Bitcoin (BTC)', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Payout reference/ })).toBeNull();

    const user = await chooseStatus('Successful');
    const reference = await screen.findByRole('textbox', { name: new RegExp(PAYOUT_MSG.label.replace(/[()]/g, '\\$&')) });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PAYOUT_MSG.required, {}, T)).toBeInTheDocument();
    expect(http.to('/api/transaction/w1', 'PUT')).toHaveLength(0);

    await user.type(reference, `  ${HASH}  `);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(http.to('/api/transaction/w1', 'PUT')).toHaveLength(1), T);
    expect(http.to('/api/transaction/w1', 'PUT')[0].body).toEqual({ status: 'successful', payout_reference: HASH });
  });

  it('sends no reference with another status, even one typed before the admin changed their mind', async () => {
    const http = fakeApi((call) => (call.method === 'PUT' ? { body: { ...rows[0], ...(call.body as object) } } : api(call)));
    renderAdmin('/admin/withdrawals/w1');
    const user = await chooseStatus('Successful');
    await user.type(await screen.findByRole('textbox', { name: /Payout reference/ }), HASH);
    await chooseStatus('Failed');
    expect(screen.queryByRole('textbox', { name: /Payout reference/ })).toBeNull();
    // failing a pending withdrawal rejects it: it carries the reason the investor is told
    await user.type(await screen.findByRole('textbox', { name: /Reason/ }), 'Wrong network');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(http.to('/api/transaction/w1', 'PUT')).toHaveLength(1), T);
    expect(http.to('/api/transaction/w1', 'PUT')[0].body).toEqual({ status: 'failed', reason: 'Wrong network' });
  });

  it("shows the server's refusal when the withdrawal was paid meanwhile", async () => {
    const refusal = 'This withdrawal was already paid: a successful withdrawal is final';
    fakeApi((call) => (call.method === 'PUT' ? errorReply(409, refusal) : api(call)));
    renderAdmin('/admin/withdrawals/w1');
    const user = await chooseStatus('Failed');
    await user.type(await screen.findByRole('textbox', { name: /Reason/ }), 'Wrong network');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Update Failed: ${refusal}`, {}, T)).toBeInTheDocument();
  });

  it('a paid withdrawal is final: its status is read-only, with the reference and a note saying why', async () => {
    const http = fakeApi(api);
    renderAdmin('/admin/withdrawals/w2');
    expect(await screen.findByText(PAYOUT_MSG.final, {}, T)).toBeInTheDocument();
    expect(screen.getByText(HASH)).toBeInTheDocument();
    expect(screen.getByText('Ethereum (ETH)')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(http.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});

describe('withdrawals name their coin', () => {
  it('the list shows each coin by name, old rows without one say so, and a paid one its reference', async () => {
    fakeApi(api);
    renderAdmin('/admin/withdrawals');
    const table = await screen.findByRole('table', {}, T);
    await within(table).findByText('Bitcoin (BTC)', {}, T);
    expect(within(table).getByText('Ethereum (ETH)')).toBeInTheDocument();
    expect(within(table).getByText('Crypto (coin not recorded)')).toBeInTheDocument();
    expect(within(table).getByText(HASH)).toBeInTheDocument();
  });
});

describe('list search boxes', () => {
  it.each([
    ['/admin/users', 'Search users'],
    ['/admin/withdrawals', 'Search withdrawals'],
  ])('%s names its search box', async (path, name) => {
    fakeApi(api);
    renderAdmin(path);
    expect(await screen.findByRole('textbox', { name }, T)).toBeInTheDocument();
  });
});
