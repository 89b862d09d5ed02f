import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { payEtherOnChain } from '../chain-helpers';
import {
  ADDRESS,
  as,
  expectNoAxeViolationsPerLayout,
  ok,
  openAs,
  overflow,
  PNG,
  sendKycDocuments,
  signInAdmin,
  signUp,
  type Person,
} from './helpers';
import { WIDTHS } from '../widths';

// Every back-office list fits the window at a phone's width (a simple list), at 1024 and at
// 1440 (a table with the columns that fit), with long names and e-mails in the rows, and
// stays axe-clean. The rows are made through the real API first.

const unique = Date.now().toString(36);

let api: APIRequestContext;
let admin: Person;
let investor: Person;
let planName: string;
let walletName: string;
/** a payment seen on the local chain to the investor's own deposit address */
let chainPayment: { _id: string; txid: string; coin_amount: string };

test.beforeAll(async () => {
  api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  admin = await signInAdmin(api);
  // long on purpose: names and e-mails are what push a table wider than the window
  investor = await signUp(
    api,
    `Maximilian Bartholomew Featherstonehaugh-Worthington ${unique}`,
    `maximilian.bartholomew.featherstonehaugh.${unique}@a-rather-long-example-domain.com`,
  );
  // identity documents waiting for review (sent before the account is verified)
  await sendKycDocuments(
    api,
    investor,
    { first: 'Maximilian', last: `Featherstonehaugh${unique}` },
    { name: 'back.png', mimeType: 'image/png', buffer: PNG },
  );
  const headers = as(admin);
  await ok(await api.put(`/api/profile/update/${investor.id}`, { headers, data: { kyc_status: true } }));
  // a credit at the two-person threshold waits for a second admin, who approves it (and makes a row in Approvals)
  const waiting = await ok<{ pending_approval: { _id: string } }>(
    await api.post(`/api/profile/${investor.id}/adjust`, {
      headers: { ...headers, 'Idempotency-Key': `fit-${unique}` },
      data: { account: 'balance', amount: 50_000, reason: 'list-fit opening balance' },
    }),
    202,
  );
  const second = await signUp(api, `Second Admin ${unique}`, `second-admin.${unique}@example.com`);
  await ok(await api.put(`/api/profile/update/${second.id}`, { headers, data: { role: 'admin' } }));
  await ok(await api.post(`/api/approvals/${waiting.pending_approval._id}/approve`, { headers: as(second) }));
  walletName = `Fit cold wallet ${unique}`;
  const wallet = await ok<{ address: string }>(
    await api.post('/api/address/save', { headers, data: { name: walletName, address: ADDRESS.btc, currency: 'btc', status: true } }),
    201,
  );
  await ok(
    await api.post('/api/transaction/save', {
      headers: as(investor),
      data: { userid: investor.id, trnx_type: 'deposit', amount: 150, payment_method: 'btc', payment_address: wallet.address },
    }),
    201,
  );
  await ok(
    await api.post('/api/transaction/save', {
      headers: as(investor),
      data: { trnx_type: 'withdraw', amount: 200, address: ADDRESS.btc },
    }),
    201,
  );
  // an ether deposit to an address of its own, paid on the local chain: the on-chain payments list has a row
  const onChain = await ok<{ payment_address: string; coin_amount: string }>(
    await api.post('/api/transaction/save', {
      headers: as(investor),
      data: { userid: investor.id, trnx_type: 'deposit', amount: 175, payment_method: 'Ethereum' },
    }),
    201,
  );
  const txid = await payEtherOnChain(onChain.payment_address, onChain.coin_amount);
  await expect
    .poll(async () =>
      (await ok<{ _id: string; txid: string }[]>(await api.get('/api/chain-payments', { headers }))).find((p) => p.txid === txid),
    )
    .toBeTruthy();
  chainPayment = (await ok<{ _id: string; txid: string; coin_amount: string }[]>(await api.get('/api/chain-payments', { headers }))).find(
    (p) => p.txid === txid,
  )!;
  const [plan] = await ok<{ _id: string; name: string; min: number }[]>(await api.get('/api/plans/all', { headers }));
  planName = plan.name;
  await ok(
    await api.post('/api/transaction/invest', {
      headers: as(investor),
      data: { userid: investor.id, planId: plan._id, amount: plan.min },
    }),
    201,
  );
});

test.afterAll(async () => {
  await api.dispose();
});

/** What each list shows once its rows are in (so the check runs on a full list). */
const LISTS: { path: string; shows: () => string }[] = [
  { path: '/admin/users', shows: () => investor.name },
  { path: '/admin/deposits', shows: () => investor.name },
  { path: '/admin/withdrawals', shows: () => investor.name },
  // the desk's seven columns, with this investor's long name and two risk flags on a row
  { path: '/admin/payouts', shows: () => investor.name },
  { path: '/admin/investments', shows: () => investor.name },
  { path: '/admin/transactions', shows: () => investor.name },
  { path: '/admin/plans', shows: () => planName },
  { path: '/admin/wallets', shows: () => walletName },
  { path: '/admin/kyc', shows: () => investor.name },
  { path: '/admin/audit', shows: () => 'Credited an account' },
  { path: '/admin/chain-payments', shows: () => chainPayment.coin_amount },
  { path: '/admin/rates', shows: () => 'Ethereum' },
];

for (const { path, shows } of LISTS) {
  test(`${path} fits at ${WIDTHS.join(', ')} px and is axe-clean`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await openAs(page, admin, path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.locator('#main-content').getByText(shows()).first()).toBeVisible();
      const found = await overflow(page);
      expect.soft(found.page, `the page at ${width} px`).toBeLessThanOrEqual(found.width);
      expect.soft(found.wide, `elements past the window at ${width} px`).toEqual([]);
      expect.soft(found.crushed, `cells crushed at ${width} px`).toEqual([]);
      await expectNoAxeViolationsPerLayout(page);
    }
  });
}

test("a user's page (with its transactions, ledger and history) and a withdrawal's page fit too, axe-clean", async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  await openAs(page, admin, `/admin/users/${investor.id}`);
  const withdrawals = await ok<{ _id: string }[]>(
    await api.get(`/api/transaction/all/?filter=${encodeURIComponent(JSON.stringify({ userid: investor.id, trnx_type: 'withdraw' }))}`, {
      headers: as(admin),
    }),
  );
  for (const [path, shows] of [
    [`/admin/users/${investor.id}`, 'Credit or debit'],
    [`/admin/withdrawals/${withdrawals[0]._id}`, 'Destination wallet'],
    [`/admin/chain-payments/${chainPayment._id}/show`, chainPayment.txid],
  ]) {
    await page.goto(path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.locator('#main-content').getByText(shows).first()).toBeVisible();
      const found = await overflow(page);
      expect.soft(found.page, `${path}: the page at ${width} px`).toBeLessThanOrEqual(found.width);
      expect.soft(found.wide, `${path}: elements past the window at ${width} px`).toEqual([]);
      expect.soft(found.crushed, `${path}: cells crushed at ${width} px`).toEqual([]);
      await expectNoAxeViolationsPerLayout(page);
    }
  }
});
