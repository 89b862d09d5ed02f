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
import { expectInLanguage, LONGEST_LOCALE, wordsIn } from '../i18n/words';
import { WIDTHS } from '../widths';

// Every back-office list and page fits the window at a phone's width (a simple list), at 1024 and
// at 1440 (a table with the columns that fit), with long names and e-mails in the rows, and stays
// axe-clean; in French, the language whose words run longest (docs/adr/0204), with no English
// left. The rows are made through the real API first.

const t = wordsIn(LONGEST_LOCALE);
test.use({ locale: LONGEST_LOCALE });

const unique = Date.now().toString(36);

let api: APIRequestContext;
let admin: Person;
let investor: Person;
let planName: string;
let walletName: string;
let ticketSubject: string;
/** the seeded plans' names and descriptions: the operator's words, shown as written */
let planData: string[];
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
  // and another one waiting (the approvals list opens on those)
  await ok(
    await api.post(`/api/profile/${investor.id}/adjust`, {
      headers: { ...headers, 'Idempotency-Key': `fit-waiting-${unique}` },
      data: { account: 'balance', amount: 50_000, reason: 'list-fit credit waiting for a second admin' },
    }),
    202,
  );
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
  // a question waiting for support
  ticketSubject = `Question sur mon retrait ${unique}`;
  await ok(
    await api.post('/api/tickets', {
      headers: as(investor),
      multipart: { subject: ticketSubject, category: 'withdrawal', message: 'Bonjour, quand mon retrait sera-t-il payé ?' },
    }),
    201,
  );
  const plans = await ok<{ _id: string; name: string; description: string; min: number }[]>(await api.get('/api/plans/all', { headers }));
  planData = plans.flatMap((p) => [p.name, p.description]);
  const [plan] = plans;
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
const LISTS: { path: string; shows: () => string; showsEnglish?: true }[] = [
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
  { path: '/admin/audit', shows: () => t('adminAuditAction.user.credit') },
  // as French writes a number: a decimal comma
  { path: '/admin/chain-payments', shows: () => chainPayment.coin_amount.replace('.', ',') },
  { path: '/admin/rates', shows: () => 'Ethereum' },
  { path: '/admin/approvals', shows: () => investor.name },
  { path: '/admin/tickets', shows: () => ticketSubject },
  // the first message by id
  // (a page about the words: it shows each message's English beside its other languages)
  { path: '/admin/translations', shows: () => 'accountLock.addressesRefused', showsEnglish: true },
  // the back office's own pages
  { path: '/admin', shows: () => t('adminDashboard.users') },
  { path: '/admin/payouts/batches', shows: () => t('adminPayoutBatches.pageTitle') },
  { path: '/admin/reconcile', shows: () => t('adminReconcile.heading') },
];

for (const { path, shows, showsEnglish } of LISTS) {
  test(`${path} in ${LONGEST_LOCALE} fits at ${WIDTHS.join(', ')} px and is axe-clean`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await openAs(page, admin, path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.locator('#main-content').getByText(shows()).first()).toBeVisible();
      if (width === WIDTHS[0] && !showsEnglish) await expectInLanguage(page, LONGEST_LOCALE, path, { data: planData });
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
    [`/admin/users/${investor.id}`, t('adminUsers.adjustTitle')],
    [`/admin/withdrawals/${withdrawals[0]._id}`, t('adminTransactions.destinationWallet')],
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
