import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  adminView,
  as,
  expectNoAxeViolations,
  ok,
  openAs,
  PASSWORD,
  PDF,
  sendKycDocuments,
  signIn,
  signInAdmin,
  signInOnPage,
  signUp,
  type Person,
} from './helpers';

// The back-office journey against the real server (tests/e2e/global-setup.ts): data the
// screens act on is made through the API first, then staff use the screens.

const unique = Date.now().toString(36);

let api: APIRequestContext;
let admin: Person;
let ivan: Person; // deposits and withdraws
let kim: Person; // sends identity documents
let sue: Person; // promoted to support
let planName: string;

const investor = (first: string) => signUp(api, `${first} E2e ${unique}`, `${first.toLowerCase()}.${unique}@example.com`);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  admin = await signInAdmin(api);
  [ivan, kim, sue] = [await investor('Ivan'), await investor('Kim'), await investor('Sue')];

  // Ivan: verified, 500 on his balance, then a pending deposit of 150 and a withdrawal of 200 (held at once)
  await ok(await api.put(`/api/profile/update/${ivan.id}`, { headers: as(admin), data: { kyc_status: true } }));
  await ok(
    await api.post(`/api/profile/${ivan.id}/adjust`, {
      headers: { ...as(admin), 'Idempotency-Key': `e2e-${unique}` },
      data: { account: 'balance', amount: 500, reason: 'e2e opening balance' },
    }),
  );
  const [wallet] = await ok<{ address: string }[]>(await api.get('/api/address/btc', { headers: as(ivan) }));
  await ok(
    await api.post('/api/transaction/save', {
      headers: as(ivan),
      data: { userid: ivan.id, trnx_type: 'deposit', amount: 150, payment_method: 'btc', payment_address: wallet.address },
    }),
    201,
  );
  await ok(
    await api.post('/api/transaction/save', {
      headers: as(ivan),
      // a real Bitcoin address: withdrawals are checked against their coin's network
      data: { trnx_type: 'withdraw', amount: 200, address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' },
    }),
    201,
  );

  // Kim: identity documents waiting for review
  await sendKycDocuments(api, kim, { first: 'Kim', last: `Doe${unique}` }, { name: 'back.pdf', mimeType: 'application/pdf', buffer: PDF });

  // Sue: support staff
  await ok(await api.put(`/api/profile/update/${sue.id}`, { headers: as(admin), data: { role: 'support' } }));
  const again = await signIn(api, sue.email, PASSWORD);
  sue = { ...sue, token: again.accessToken };
});

test.afterAll(async () => {
  await api.dispose();
});

test('the admin signs in and creates a plan and a wallet', async ({ page }) => {
  // a long journey (sign-in, a plan created and edited, a wallet created and deleted)
  test.slow();
  await signInOnPage(page, admin.email, ADMIN_PASSWORD);
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
  // live figures: Ivan's deposit and withdrawal are waiting
  await expect(page.getByText(/^\d+ pending deposits?$/)).toBeVisible();

  planName = `E2E Growth ${unique}`;
  await page.getByRole('menuitem', { name: 'Plans' }).click();
  await expect(page).toHaveURL(/\/admin\/plans$/);
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  const planForm = await adminView(page, 'create', /\/admin\/plans\/create$/);
  await planForm.getByRole('textbox', { name: 'Name' }).fill(planName);
  // the shared rules (common/validation/plan.ts) speak before anything is sent
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Description is required')).toBeVisible();
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Precious Metal' }).click();
  await page.getByLabel('Description').fill('A plan made by the end-to-end test');
  await page.getByLabel('Minimum (USD)').fill('1000');
  await page.getByLabel('Maximum (USD)').fill('5000');
  await page.getByLabel('Daily return (%)').fill('1.25');
  await page.getByLabel('Duration (days)').fill('14');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Plan Successfully Added.')).toBeVisible();
  const planRow = page.getByRole('row', { name: new RegExp(planName) });
  await expect(planRow).toContainText('$1,000.00');
  // the daily return with its %, Deposit Return in words (both once showed blank or bare)
  await expect(planRow).toContainText('1.25%');
  await expect(planRow.getByText(/^(Yes|No)$/)).toBeVisible();
  // edit it: the list shows the change
  await planRow.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Duration (days)').fill('21');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Update Successful')).toBeVisible();
  await expect(planRow.getByRole('cell', { name: '21', exact: true })).toBeVisible();

  const walletName = `E2E cold wallet ${unique}`;
  await page.getByRole('menuitem', { name: 'Wallets' }).click();
  await expect(page).toHaveURL(/\/admin\/wallets$/);
  // the address changes before the list replaces the plans' one, whose Create is still clickable
  // until then: the title says when the wallets' list is on screen
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Wallets' })).toBeVisible();
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  const walletForm = await adminView(page, 'create', /\/admin\/wallets\/create$/);
  await walletForm.getByRole('textbox', { name: 'Name' }).fill(walletName);
  // the wallets list has a Currency filter too
  await walletForm.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: 'Ethereum (eth)' }).click();
  await page.getByLabel('Address').fill(`0x${'ab12'.repeat(10)}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Wallet Successfully Added.')).toBeVisible();
  const walletRow = page.getByRole('row', { name: new RegExp(walletName) });
  await expect(walletRow).toBeVisible();
  await expect(walletRow.getByText('Yes', { exact: true })).toBeVisible();
  // and delete it, after a confirmation
  await walletRow.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Wallet Deleted')).toBeVisible();
  await expect(walletRow).toHaveCount(0);
});

test("the admin approves a deposit and sees the user's balance change", async ({ page }) => {
  await openAs(page, admin, `/admin/users/${ivan.id}`);
  // 500 credited, 200 held for the withdrawal
  await expect(page.getByText('Balance $300.00 · Profit $0.00', { exact: true })).toBeVisible();

  await page.goto('/admin/deposits');
  const row = page.getByRole('row', { name: new RegExp(ivan.name) });
  await expect(row).toContainText('$150.00');
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: 'Activate' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`$150.00 will be credited to ${ivan.name}'s balance`);
  await dialog.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Successful Activation')).toBeVisible();
  await expect(row).toContainText('Successful');

  await row.getByRole('link', { name: ivan.name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${ivan.id}$`));
  await expect(page.getByText('Balance $450.00 · Profit $0.00', { exact: true })).toBeVisible();
  // the user's transactions are on the same page
  const history = page.getByRole('region', { name: 'Transactions' });
  await expect(history.getByRole('row')).toHaveCount(3);
});

test('the admin fails a withdrawal and sees the refund', async ({ page }) => {
  await openAs(page, admin, '/admin/withdrawals');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await expect(page.getByRole('option')).toHaveText(['All', 'Pending', 'Successful', 'Failed']);
  await page.getByRole('option', { name: 'Pending' }).click();
  // react-admin writes a filter into the address after a debounce, and that navigation would
  // undo a row click made before it: wait until the address says 'pending'
  await expect(page).toHaveURL(/%22status%22%3A%22pending%22/);
  const row = page.getByRole('row', { name: new RegExp(ivan.name) });
  await expect(row).toContainText('Pending');
  await row.getByText('$200.00').click();
  // the list's Status filter is still there until the form is on screen
  const withdrawalForm = await adminView(page, 'edit', /\/admin\/withdrawals\/[0-9a-f-]{36}$/);
  await withdrawalForm.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  // failing a pending withdrawal rejects it: the investor is told the reason
  await withdrawalForm.getByRole('textbox', { name: /Reason/ }).fill('The address is on another network');
  await withdrawalForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Update Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/withdrawals(\?.*)?$/);

  await page.goto(`/admin/users/${ivan.id}`);
  await expect(page.getByText('Balance $650.00 · Profit $0.00', { exact: true })).toBeVisible();
});

test('the admin reviews a KYC submission', async ({ page }) => {
  await openAs(page, admin, '/admin/kyc');
  const row = page.getByRole('row', { name: new RegExp(kim.name) });
  await row.getByRole('link', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { name: `Kim Doe${unique}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: `Front of the document submitted by Kim Doe${unique}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the back (PDF)' })).toHaveAttribute('href', /^blob:/);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('KYC submission approved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approved' })).toBeDisabled();

  // the user is verified now
  const me = await ok<{ kyc_status: boolean }>(await api.get(`/api/profile/${kim.id}`, { headers: as(admin) }));
  expect(me.kyc_status).toBe(true);
});

test('support staff sign in, filter transactions and find no edit buttons', async ({ page }) => {
  await signInOnPage(page, sue.email, PASSWORD);
  await expect(page.getByText('Signed in as support staff: you approve payouts and answer tickets, and read the rest.')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Plans' })).toHaveCount(0);

  await page.getByRole('menuitem', { name: 'Transactions' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  const row = page.getByRole('row', { name: new RegExp(ivan.name) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Withdrawal');
  await expect(row).toContainText('Failed');
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Activate' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await row.getByText('$200.00').click();
  await expect(page).toHaveURL(/\/admin\/transactions\/[0-9a-f-]{36}\/show$/);
  await expect(page.getByText('Destination wallet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  await page.getByRole('link', { name: ivan.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${ivan.id}/show$`));
  await expect(page.getByRole('heading', { name: 'Credit or debit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // the API refuses anyway
  const refused = await api.put(`/api/profile/update/${ivan.id}`, { headers: as(sue), data: { acct_bal: 1 } });
  expect(refused.status()).toBe(403);

  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('session'))).toBeNull();
});

test('the list and edit pages have no accessibility violations', async ({ page }) => {
  await openAs(page, admin, '/admin/users');
  await expect(page.getByRole('row', { name: new RegExp(ivan.name) })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/admin/deposits');
  await expect(page.getByRole('row', { name: new RegExp(ivan.name) })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/admin/users/${ivan.id}`);
  await expect(page.getByText('Balance $650.00 · Profit $0.00', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Transactions' }).getByRole('row')).toHaveCount(3);
  // the user's sessions and sign-in history are part of the page axe reads
  await expect(page.getByRole('region', { name: 'Sign-in history' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /^Loading the (sessions|sign-in history)$/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/admin/withdrawals');
  await page
    .getByRole('row', { name: new RegExp(ivan.name) })
    .getByText('$200.00')
    .click();
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await expectNoAxeViolations(page);
});
