import { readFileSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { PAYOUT_MSG } from '@/common/validation/payouts';
import {
  ADDRESS,
  ADMIN_PASSWORD,
  adminView,
  as,
  expectNoAxeViolations,
  expectNoAxeViolationsPerLayout,
  ok,
  openAs,
  PASSWORD,
  signIn,
  signInAdmin,
  signInOnPage,
  signUp,
  type Person,
} from './helpers';

// The payout desk journey against the real server: an investor saves an address
// with the allow-list on and waits out its hold (NEW_ADDRESS_HOLD is 8s in global-setup.ts),
// withdraws 1,500 (at or above DUAL_APPROVAL_USD); admin A approves it on the payout desk but
// cannot pay it; admin B marks it paid with a reference; the investor sees it paid.

const unique = Date.now().toString(36);
const REFERENCE = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const LABEL = 'My cold wallet';

let api: APIRequestContext;
let adminA: Person;
let adminB: Person;
let ivy: Person;
let withdrawalId = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  adminA = await signInAdmin(api);

  // Ivy: a verified e-mail (signUp), KYC approved, and 2,000 from an approved deposit
  ivy = await signUp(api, `Ivy Payout ${unique}`, `ivy.payout.${unique}@example.com`);
  await ok(await api.put(`/api/profile/update/${ivy.id}`, { headers: as(adminA), data: { kyc_status: true } }));
  const [wallet] = await ok<{ address: string }[]>(await api.get('/api/address/btc', { headers: as(ivy) }));
  const deposit = await ok<{ _id: string }>(
    await api.post('/api/transaction/save', {
      headers: as(ivy),
      data: { userid: ivy.id, trnx_type: 'deposit', amount: 2000, payment_method: 'btc', payment_address: wallet.address },
    }),
    201,
  );
  await ok(await api.put(`/api/transaction/${deposit._id}`, { headers: as(adminA), data: { status: 'successful' } }));

  // admin B: a second admin, promoted through the API
  const bea = await signUp(api, `Bea Second ${unique}`, `bea.admin.${unique}@example.com`);
  await ok(await api.put(`/api/profile/update/${bea.id}`, { headers: as(adminA), data: { role: 'admin' } }));
  const again = await signIn(api, bea.email, PASSWORD);
  adminB = { ...bea, token: again.accessToken };
});

test.afterAll(async () => {
  await api.dispose();
});

/** The payout desk, filtered to Ivy's withdrawals (other specs share the server). */
async function openDesk(page: Page) {
  await page.getByRole('menuitem', { name: 'Payout desk' }).click();
  await expect(page).toHaveURL(/\/admin\/payouts/);
  await page.getByRole('textbox', { name: 'Search payouts' }).fill(ivy.email);
  const row = page.getByRole('row').filter({ hasText: ivy.name });
  await expect(row).toHaveCount(1);
  return row;
}

test('the investor saves an address, waits out its hold and withdraws 1,500 to it', async ({ page }) => {
  test.slow();
  await openAs(page, ivy, '/account/profile');
  await page.getByRole('link', { name: 'Withdrawal addresses' }).first().click();
  await expect(page.getByRole('heading', { name: 'Withdrawal addresses', level: 1 })).toBeVisible();

  // the allow-list on: withdrawals only to saved addresses past their hold
  const allowlist = page.getByRole('switch', { name: 'Withdraw only to saved addresses' });
  await expect(allowlist).toBeEnabled();
  // controlled by the server's answer: it turns on once the change is saved
  await allowlist.click();
  await expect(allowlist).toBeChecked();

  const form = page.getByRole('form', { name: 'Add an address' });
  await form.getByRole('textbox', { name: 'Wallet address' }).fill(ADDRESS.btc);
  await form.getByRole('textbox', { name: 'Name' }).fill(LABEL);
  await form.getByRole('button', { name: 'Save address' }).click();
  const book = page.getByRole('region', { name: 'Saved addresses' });
  await expect(book.getByText(LABEL)).toBeVisible();
  await expect(book.getByText(/^Usable from /)).toBeVisible();

  // the hold: the address is usable once its 'Usable from' mark is gone (bounded; no fixed sleep)
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: 'Saved addresses' }).getByText(LABEL)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Saved addresses' }).getByText(/^Usable from /)).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 30_000, intervals: [500, 1000] });

  await page.goto('/account/withdrawal');
  await expect(page.getByTestId('withdrawal-balance')).toHaveText('$2,000.00');
  await page.getByRole('textbox', { name: /Amount \(USD\)/ }).fill('1500');
  await page.getByRole('combobox', { name: 'Saved addresses' }).click();
  await page.getByRole('option', { name: new RegExp(LABEL) }).click();
  await expect(page.getByRole('textbox', { name: /Wallet address/ })).toHaveValue(ADDRESS.btc);
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const done = page.getByRole('dialog', { name: 'processing!' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('withdrawal-balance')).toHaveText('$500.00');

  const mine = await ok<{ _id: string; trnx_type: string; amount: number }[]>(
    await api.get(`/api/transaction/${ivy.id}`, { headers: as(adminA) }),
  );
  withdrawalId = mine.find((t) => t.trnx_type === 'withdraw' && t.amount === 1500)!._id;
  expect(withdrawalId).toMatch(/^[0-9a-f-]{36}$/);
});

test('admin A approves it on the payout desk and then cannot mark it paid', async ({ page }) => {
  test.slow();
  expect(withdrawalId, 'the withdrawal was made first').not.toBe('');
  await signInOnPage(page, adminA.email, ADMIN_PASSWORD);
  const row = await openDesk(page);
  await expect(page.getByRole('region', { name: 'Bitcoin (BTC)' })).toContainText(/Awaiting approval1 withdrawal/);
  await expect(row).toContainText('$1,500.00');
  await expect(row).toContainText('Needs approval');
  await expect(row.getByText('New address')).toBeVisible();

  // the row's own Approve (the queue's bulk Approve sits beside it once rows are selected)
  await row.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Withdrawal approved. An admin other than you can now mark it paid.')).toBeVisible();
  await expect(row).toContainText(/Approved by .+ at /);

  // the approved ones of a coin as CSV for the payout run, under the server's file name
  const card = page.getByRole('region', { name: 'Bitcoin (BTC)' });
  const exportButton = card.getByRole('button', { name: /^Export CSV/ });
  await expect(exportButton).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain(withdrawalId);
  expect(csv).toContain(ADDRESS.btc);

  // the same admin tries the second step: refused with the server's message
  // a row opens the withdrawal's own page
  await row.getByRole('cell', { name: '$1,500.00' }).click();
  const form = await adminView(page, 'edit', new RegExp(`/admin/withdrawals/${withdrawalId}$`));
  const review = form.getByRole('region', { name: 'Payout review' });
  await expect(review).toContainText(/Approved by .+ at /);
  await form.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Successful' }).click();
  await form.getByRole('textbox', { name: /Payout reference/ }).fill(REFERENCE);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Update Failed: ${PAYOUT_MSG.ownApproval}`)).toBeVisible();
  const still = await ok<{ status: string }>(await api.get(`/api/transaction/single/${withdrawalId}`, { headers: as(adminA) }));
  expect(still.status).toBe('pending');
});

test('admin B marks it paid in bulk with its reference (a bad line first changes nothing)', async ({ page }) => {
  test.slow();
  await signInOnPage(page, adminB.email, PASSWORD);
  await openDesk(page);
  await page.getByRole('button', { name: 'Mark paid in bulk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark paid in bulk' });
  const lines = dialog.getByRole('textbox', { name: 'id,reference lines' });
  await lines.fill(`id,reference\n${withdrawalId},${REFERENCE}\nnot-a-withdrawal,abc`);
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(dialog.getByRole('alert')).toContainText(/^Line 3: .+Nothing was marked paid\.$/);
  const unchanged = await ok<{ status: string }>(await api.get(`/api/transaction/single/${withdrawalId}`, { headers: as(adminB) }));
  expect(unchanged.status).toBe('pending');

  await lines.fill(`id,reference\n${withdrawalId},${REFERENCE}`);
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText('Marked 1 withdrawal paid.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: ivy.name })).toHaveCount(0);

  await page.goto(`/admin/withdrawals/${withdrawalId}`);
  const review = page.getByRole('region', { name: 'Payout review' });
  await expect(review).toContainText(new RegExp(`${adminB.name} at `));
  await expect(review).toContainText(REFERENCE);
});

test('the investor sees the withdrawal paid', async ({ page }) => {
  await openAs(page, ivy, '/account/activity');
  const activity = page.getByRole('table', { name: 'Your transactions' });
  const row = activity
    .getByRole('row')
    .filter({ hasText: '$1,500.00' })
    .filter({ hasText: /Withdraw/ });
  // no bitcoin node in the browser suite: paid by hand, said so
  await expect(row).toContainText('Paid (not verified on chain)');
  await expect(row).toContainText(REFERENCE);
});

test('the payout desk fits at 375, 1024 and 1440 px and has no accessibility violations', async ({ browser }) => {
  test.slow();
  // a row to show: Ivy withdraws again, to her saved address (past its hold)
  await ok(
    await api.post('/api/transaction/save', { headers: as(ivy), data: { trnx_type: 'withdraw', amount: 200, address: ADDRESS.btc } }),
    201,
  );
  for (const width of [375, 1024, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await openAs(page, adminA, '/admin/payouts');
    await expect(page.getByRole('heading', { name: 'Payout desk' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bitcoin (BTC)' })).toBeVisible();
    await expect(page.getByText(ivy.name).first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    // nothing reaches past the window: the page never scrolls sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `the page at ${width} px`).toBeLessThanOrEqual(width);
    await expectNoAxeViolationsPerLayout(page);
    if (width === 1440) {
      await page.getByRole('button', { name: 'Mark paid in bulk' }).click();
      await expect(page.getByRole('dialog', { name: 'Mark paid in bulk' })).toBeVisible();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      await expectNoAxeViolations(page);
    }
    await context.close();
  }
});
