import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { PAYOUT_NEXT } from '@/common/validation/payouts';
import { axeAt } from '../axe';
import { ADDRESS, axeViolations } from './helpers';
import { enrolTwoFactor, startFreshInstall, type FreshInstall } from './fresh-install';
import { openHydrated } from '../public/helpers';

// A new operator's first payouts, on README's `npm install && npm start` with the default
// settings: one admin (admin@example.com, password from DATA_DIR/admin-password), one support
// member, both with two-factor sign-in (STAFF_2FA=required), DUAL_APPROVAL_USD 1,000. A $200
// withdrawal goes from request to paid with one admin; a $1,500 one is approved by support and
// paid by the admin. Before anyone clicks, each screen says who must do what, and offers no
// step that would leave the money stuck. Fixtures (the investor's KYC and balance, the support
// member's role and 2FA) go through the API as an operator's screens would make them.

const THRESHOLD = 100_000;
const HASH_SMALL = 'f4184fc596403b9d638783cf57adfe4c75c605f6356fbc91338530e9831e9e16';
const HASH_BIG = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';
const ADMIN_EMAIL = 'admin@example.com';
const PASSWORD = 'e2e-secret-123';
const unique = Date.now().toString(36);

interface Someone {
  id: string;
  token: string;
  name: string;
  email: string;
  password: string;
  nextCode?: () => string;
}

let fresh: FreshInstall;
let api: APIRequestContext;
let admin: Someone;
let support: Someone;
let investor: Someone;
/** each staff member signs in once, on the screen, and keeps their browser */
const pages: Partial<Record<'admin' | 'support' | 'investor', Page>> = {};

test.describe.configure({ mode: 'serial' });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}
const as = (who: Someone) => ({ Authorization: `Bearer ${who.token}` });

async function signUp(name: string, email: string): Promise<Someone> {
  await ok(
    await api.post('/api/user/signup', {
      data: { name, phone_no: '+1 303 555 0100', email_address: email, country: 'Canada', password: PASSWORD, terms_accepted: true },
    }),
    201,
  );
  await expect.poll(() => fresh.verificationToken(email), { message: `a verification link for ${email}` }).toBeTruthy();
  await ok(await api.post('/api/user/verify-email', { data: { token: fresh.verificationToken(email) } }));
  const { _id, accessToken } = await ok<{ _id: string; accessToken: string }>(
    await api.post('/api/user/login', { data: { email_address: email, password: PASSWORD } }),
  );
  return { id: _id, token: accessToken, name, email, password: PASSWORD };
}

test.beforeAll(async ({ browser }) => {
  // a second server's first start, five accounts and three sign-ins: minutes on a busy CI machine
  test.setTimeout(300_000);
  fresh = await startFreshInstall();
  api = await playwrightRequest.newContext({ baseURL: fresh.url });

  // the first admin signs in and, as the back office insists, turns two-factor sign-in on
  const login = await ok<{ _id: string; accessToken: string }>(
    await api.post('/api/user/login', { data: { email_address: ADMIN_EMAIL, password: fresh.adminPassword } }),
  );
  admin = { id: login._id, token: login.accessToken, name: 'Administrator', email: ADMIN_EMAIL, password: fresh.adminPassword };
  admin.nextCode = await enrolTwoFactor(api, admin.token, admin.password);

  // one support member, promoted by the admin, with two-factor sign-in on too
  support = await signUp(`Sam Support ${unique}`, `sam.support.${unique}@example.com`);
  await ok(await api.put(`/api/profile/update/${support.id}`, { headers: as(admin), data: { role: 'support' } }));
  const again = await ok<{ accessToken: string }>(
    await api.post('/api/user/login', { data: { email_address: support.email, password: PASSWORD } }),
  );
  support.token = again.accessToken;
  support.nextCode = await enrolTwoFactor(api, support.token, PASSWORD);

  // the investor: identity verified and $2,000 from a deposit to the shared wallet the admin confirmed
  investor = await signUp(`Ivy First ${unique}`, `ivy.first.${unique}@example.com`);
  await ok(await api.put(`/api/profile/update/${investor.id}`, { headers: as(admin), data: { kyc_status: true } }));
  const [wallet] = await ok<{ address: string }[]>(await api.get('/api/address/btc', { headers: as(investor) }));
  const deposit = await ok<{ _id: string }>(
    await api.post('/api/transaction/save', {
      headers: as(investor),
      data: { userid: investor.id, trnx_type: 'deposit', amount: 2000, payment_method: 'btc', payment_address: wallet.address },
    }),
    201,
  );
  await ok(await api.put(`/api/transaction/${deposit._id}`, { headers: as(admin), data: { status: 'successful' } }));

  pages.investor = await openInvestor(browser);
  pages.support = await signInStaff(browser, support);
  pages.admin = await signInStaff(browser, admin);
});

test.afterAll(async () => {
  for (const page of Object.values(pages)) await page?.context().close();
  await api?.dispose();
  await fresh?.stop();
});

async function newPage(browser: Browser, width = 1440) {
  const context = await browser.newContext({ baseURL: fresh.url, viewport: { width, height: 900 }, acceptDownloads: true });
  return context.newPage();
}

async function openInvestor(browser: Browser) {
  const page = await newPage(browser);
  await page.addInitScript((session) => window.localStorage.setItem('session', JSON.stringify(session)), {
    id: investor.id,
    token: investor.token,
  });
  return page;
}

/** The sign-in screen, password then the code from the app, as a staff member does it. */
async function signInStaff(browser: Browser, who: Someone) {
  const page = await newPage(browser);
  await openHydrated(page, '/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByLabel(/^Authentication code/).fill(who.nextCode!());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  return page;
}

/** No transition runs (axe reads colours mid-fade otherwise). */
const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

/** Nothing spills sideways at this width, and axe finds nothing where it runs (tests/e2e/axe.ts). */
async function expectFitAndAccessible(page: Page, label: string) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await settled(page);
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${label} at ${width} px`).toBeLessThanOrEqual(width);
  if (axeAt(width)) expect(await axeViolations(page), `${label} at ${width} px`).toEqual([]);
}

/** The payout desk (from the menu), and the investor's row on it. */
async function deskRow(page: Page, amount: string) {
  await page.goto('/admin');
  await page.getByRole('menuitem', { name: 'Payout desk' }).click();
  await expect(page).toHaveURL(/\/admin\/payouts/);
  const row = page.getByRole('row').filter({ hasText: investor.name }).filter({ hasText: amount });
  await expect(row).toHaveCount(1);
  return row;
}

/** The investor asks for a withdrawal on the withdrawal screen. */
async function requestWithdrawal(page: Page, amount: string, balanceAfter: string) {
  await page.goto('/account/withdrawal');
  await page.getByRole('textbox', { name: /Amount \(USD\)/ }).fill(amount);
  await page.getByRole('textbox', { name: /Wallet address/ }).fill(ADDRESS.btc);
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const done = page.getByRole('dialog', { name: 'processing!' });
  await expect(done).toContainText('withdrawal proccessing');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('withdrawal-balance')).toHaveText(balanceAfter);
}

/** The investor's activity shows the withdrawal paid, with the transfer's hash. */
async function expectPaidForInvestor(page: Page, amount: string, hash: string) {
  await page.goto('/account/activity');
  await expect(page.getByRole('heading', { name: 'Your Activity' })).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ hasText: amount })
    .filter({ hasText: /Withdraw/ });
  // no bitcoin node in the browser suite: paid by hand, said so
  await expect(row).toContainText('Paid (not verified on chain)');
  await expect(row).toContainText(hash);
}

test('$200 with one admin: support is told an admin pays it, the admin marks it paid with the hash, the investor sees it paid', async () => {
  test.slow();
  const { investor: ivy, support: sam, admin: ada } = pages as Required<typeof pages>;
  await requestWithdrawal(ivy, '200', '$1,800.00');

  // support: nothing for them to do, and the screen says who does what
  const seen = await deskRow(sam, '$200.00');
  await expect(seen).toContainText('No approval needed');
  await expect(seen).toContainText(PAYOUT_NEXT.adminPaysAlone(THRESHOLD));
  await expect(seen.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);

  // the admin: Mark paid, and no Approve that nobody could follow with a payment
  const row = await deskRow(ada, '$200.00');
  await expect(row).toContainText(PAYOUT_NEXT.payAlone(THRESHOLD));
  await expect(row.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  const card = ada.getByRole('region', { name: 'Bitcoin (BTC)' });
  await expect(card).toContainText('Ready to pay1 withdrawal · $200.00');
  await expect(card).toContainText('Awaiting approval0 withdrawals · $0.00');
  for (const width of [375, 1024, 1440]) {
    await ada.setViewportSize({ width, height: 900 });
    await expect(ada.getByText(investor.name).first()).toBeVisible();
    await expectFitAndAccessible(ada, 'the payout desk');
  }

  await row.getByRole('button', { name: 'Mark paid' }).click();
  const dialog = ada.getByRole('dialog', { name: 'Mark this withdrawal paid' });
  await expect(dialog).toContainText(ADDRESS.btc);
  await settled(ada);
  expect(await axeViolations(ada), 'the mark-paid dialog').toEqual([]);
  await dialog.getByRole('textbox', { name: /Transaction hash/ }).fill(HASH_SMALL);
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(ada.getByText('Withdrawal marked paid. The investor has been told.')).toBeVisible();
  await expect(ada.getByRole('row').filter({ hasText: investor.name })).toHaveCount(0);

  await expectPaidForInvestor(ivy, '$200.00', HASH_SMALL);
});

test('$1,500: before anyone clicks, the admin is told support approves first; support approves, the admin pays it', async () => {
  test.slow();
  const { investor: ivy, support: sam, admin: ada } = pages as Required<typeof pages>;
  await requestWithdrawal(ivy, '1500', '$300.00');

  // the admin: nothing to click yet, and told why
  await ada.setViewportSize({ width: 1440, height: 900 });
  const waiting = await deskRow(ada, '$1,500.00');
  await expect(waiting).toContainText('Needs approval');
  await expect(waiting).toContainText(PAYOUT_NEXT.needsSupportApproval(THRESHOLD));
  await expect(waiting.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(waiting.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  await expect(ada.getByRole('region', { name: 'Bitcoin (BTC)' })).toContainText('Awaiting approval1 withdrawal · $1,500.00');

  // support: told to approve, approves
  const row = await deskRow(sam, '$1,500.00');
  await expect(row).toContainText(PAYOUT_NEXT.needsApproval(THRESHOLD));
  await row.getByRole('button', { name: 'Approve' }).click();
  await sam.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(sam.getByText('Withdrawal approved. An admin other than you can now mark it paid.')).toBeVisible();
  await expect(row).toContainText(PAYOUT_NEXT.youApproved);

  // the admin, on a phone: the desk's list says what comes next; the withdrawal's page pays it
  await ada.setViewportSize({ width: 375, height: 900 });
  await ada.goto('/admin/payouts');
  const item = ada.getByRole('listitem').filter({ hasText: investor.name }).filter({ hasText: '$1,500.00' });
  await expect(item).toContainText(PAYOUT_NEXT.approvedYouPay(support.name));
  await expectFitAndAccessible(ada, 'the payout desk, approved');
  await item.getByRole('button').click();
  const review = ada.getByRole('region', { name: 'Payout review' });
  await expect(review).toContainText(PAYOUT_NEXT.approvedYouPay(support.name));
  await expectFitAndAccessible(ada, "the withdrawal's page");
  await review.getByRole('button', { name: 'Mark paid' }).click();
  const dialog = ada.getByRole('dialog', { name: 'Mark this withdrawal paid' });
  await dialog.getByRole('textbox', { name: /Transaction hash/ }).fill(HASH_BIG);
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(ada.getByText('Withdrawal marked paid. The investor has been told.')).toBeVisible();
  await expect(review).toContainText(PAYOUT_NEXT.paid);

  await expectPaidForInvestor(ivy, '$1,500.00', HASH_BIG);
});
