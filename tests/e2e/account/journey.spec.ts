// The investor's journey through the real server and the built app, in the system Chromium:
// sign up, deposit, invest, trades and activity, KYC, withdraw; balances checked at every
// step. Then every /account screen at 375, 1024 and 1440 px in French, the language whose words
// run longest (docs/adr/0204): nothing spills sideways, no English is left, and axe finds nothing
// where it runs (tests/e2e/axe.ts); and a check that the public pages never download investor code.
import type AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNT_PATHS } from '@/src/config/account-paths';
import { axeAt, axeBuilder } from '../axe';
import { expectInLanguage, LONGEST_LOCALE, wordsIn } from '../i18n/words';
import { signUpThroughTheSite } from '../public/helpers';

const unique = Date.now().toString(36);
const investor = {
  name: `Jo Journey ${unique}`,
  phone: '+1 303 555 0142',
  email: `jo.${unique}@example.com`,
  password: 'journey-secret-1',
};
const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@example.com';
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? '';
// a real Bitcoin address (BIP-173's example): the screen checks it on the chosen coin's network
const PAYOUT_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

/** A real 1x1 PNG and a tiny PDF, made here: nothing is downloaded. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

/** Every screen of the investor area (the section table's addresses). */
const ACCOUNT_SCREENS = Object.values(ACCOUNT_PATHS);

let investorId = '';

/** Page errors and console errors, except the ticker's blocked script (it must fail quietly). */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // a blocked load names the script in the message (CSP) or only in its location (network)
    const fromTicker = /tradingview/i.test(message.text()) || /tradingview/i.test(message.location().url ?? '');
    if (message.type() === 'error' && !fromTicker) errors.push(`console: ${message.text()}`);
  });
  return errors;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/user/login', { data: { email_address: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()).accessToken as string;
}

const money = (page: Page, card: string) => page.getByRole('region', { name: card }).getByText(/^\$[\d,]+\.\d\d$/);

async function expectBalances(page: Page, capital: string, profits: string, net: string) {
  await expect(page.getByRole('heading', { name: `Welcome, ${investor.name}`, level: 1 })).toBeVisible();
  await expect(money(page, 'Capital')).toHaveText(capital);
  await expect(money(page, 'Profits')).toHaveText(profits);
  await expect(money(page, 'Net Balance')).toHaveText(net);
}

/** The screen has its data and no transition is running (axe reads colours mid-fade otherwise). */
async function settled(page: Page, { overlay = false } = {}) {
  // under an open dialog or drawer the page itself is hidden from the accessibility tree
  // three browser contexts start the account area at once on a 2-core machine: the first
  // screen's scripts can take longer to run than the default 10 s
  if (!overlay) await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await expect(
    page.getByRole('progressbar', { name: new RegExp(`^(Loading|${wordsIn(LONGEST_LOCALE)('components.loading')})`) }),
  ).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiDialog-container, .MuiDrawer-paper, .MuiBackdrop-root')].every(
      (el) => getComputedStyle(el).opacity === '1' && getComputedStyle(el).transform === 'none',
    ),
  );
}

test.describe.configure({ mode: 'serial' });

test('an investor signs up, deposits, invests, verifies their identity and withdraws', async ({ page, context, request, baseURL }) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const errors = watchErrors(page);

  // sign up and sign in
  await signUpThroughTheSite(page, request, investor);
  investorId = await page.evaluate(() => JSON.parse(window.localStorage.getItem('session') ?? '{}').id as string);
  expect(investorId).toMatch(/^[0-9a-f-]{36}$/);
  await expectBalances(page, '$0.00', '$0.00', '$0.00');
  await expect(page.getByText('No investment has been made yet.')).toBeVisible();

  // deposit 5,000 in Bitcoin
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Deposit' }).click();
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Amount (USD)' })).toHaveValue('100');
  await page.getByRole('textbox', { name: 'Amount (USD)' }).fill('50');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The minimum deposit is $100.00' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount (USD)' }).fill('5000');
  await page.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your deposit' });
  const address = confirm.getByTestId('deposit-address');
  await expect(address).toHaveText(/^bc1q/);
  await confirm.getByRole('button', { name: 'Copy' }).click();
  await expect(confirm.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.textContent());
  await confirm.getByRole('button', { name: 'Confirm the Deposit' }).click();
  const processing = page.getByRole('dialog', { name: 'Processing!' });
  await expect(processing).toContainText('your account will be credited upon confirmation of your deposit on the blockchain');
  await processing.getByRole('button', { name: 'OK' }).click();

  // pending until an admin confirms it: nothing on the balance yet
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Activities' }).click();
  const activity = page.getByRole('table', { name: 'Your transactions' });
  await expect(activity.getByRole('row').nth(1)).toContainText(/Deposit\s*Bitcoin\s*\$5,000\.00\s*Pending/);

  // the admin confirms the deposit through the API
  const admin = await adminToken(request);
  const list = await request.get(`/api/transaction/${investorId}`, { headers: { authorization: `Bearer ${admin}` } });
  const deposit = (await list.json()).find((t: { trnx_type: string }) => t.trnx_type === 'deposit');
  const approved = await request.put(`/api/transaction/${deposit._id}`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { status: 'successful' },
  });
  expect(approved.status()).toBe(200);
  // the person comes back to the dashboard later (a fresh load, not the 2 s dedupe window)
  await page.goto('/account');
  await expectBalances(page, '$5,000.00', '$0.00', '$5,000.00');

  // invest 3,000 in Crypto Starter
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Cryptocurrency' }).click();
  await expect(page.getByRole('heading', { name: 'Choose an option', level: 1 })).toBeVisible();
  const proceed = page.getByRole('button', { name: 'Continue to Invest' });
  await expect(proceed).toBeDisabled();
  // role queries skip the carousel's hidden clones
  const card = page.getByRole('article', { name: 'Crypto Starter' });
  await card.getByRole('button', { name: /^Choose This Plan/ }).click();
  await expect(card.getByRole('button', { name: /^Plan Selected/ })).toBeDisabled();
  await proceed.click();
  await expect(page).toHaveURL(/\/account\/investmentform$/);
  await expect(page.getByRole('link', { name: 'Back to plan' })).toHaveAttribute('href', '/account/crypto');
  await page.getByRole('button', { name: '$3,000' }).click();
  await expect(page.getByTestId('summary-daily-profit')).toHaveText('$45.00');
  await expect(page.getByTestId('summary-net')).toHaveText('$3,315.00');
  await page.getByRole('button', { name: 'Confirm & Proceed' }).click();
  await expect(page.getByText('Successful! You have successfully entered a Crypto Starter with $3,000.00')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expectBalances(page, '$2,000.00', '$0.00', '$2,000.00');
  await expect(page.getByRole('table', { name: 'Active Investment' }).getByRole('row').nth(1)).toContainText(
    /Crypto Starter\s*\$3,000\.00\s*\$0\.00/,
  );

  // the trade and the activity
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Active Trade' }).click();
  await expect(page.getByText('Keep Track of your Trades.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Active Trades' }).getByRole('row').nth(1)).toContainText(
    // plan, amount, profit, started and ends ('25 Nov 2026'), days left, expected return, progress
    /Crypto Starter\s*\$3,000\.00\s*\$0\.00\s*\d{1,2} [A-Z][a-z]{2} \d{4}\s*\d{1,2} [A-Z][a-z]{2} \d{4}\s*7\s*\$315\.00\s*0%/,
  );
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Activities' }).click();
  await expect(activity.getByRole('row').nth(1)).toContainText(/Crypto Starter\s*\$3,000\.00\s*Active/);
  await expect(activity.getByRole('row').nth(2)).toContainText(/Deposit\s*Bitcoin\s*\$5,000\.00\s*Successful/);

  // a withdrawal needs KYC first
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Withdraw' }).click();
  await expect(page.getByTestId('withdrawal-balance')).toHaveText('$2,000.00');
  await page.getByRole('textbox', { name: /Amount \(USD\)/ }).fill('500');
  await page.getByRole('textbox', { name: /Wallet address/ }).fill(PAYOUT_ADDRESS);
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const kycDialog = page.getByRole('dialog', { name: 'KYC Verification' });
  await expect(kycDialog).toContainText('Kindly verify your account to complete withdrawal');
  await kycDialog.getByRole('link', { name: 'Verify my account' }).click();
  await expect(page).toHaveURL(/\/account\/kyc-verify$/);

  // the KYC form, with real uploads
  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill('Journey');
  await page.getByLabel('Phone No.').fill(investor.phone);
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByLabel('Address line 1').fill('1600 Market Street');
  await page.getByLabel('City').fill('Denver');
  await page.getByLabel('State').fill('Colorado');
  await page.getByLabel('Nationality').fill('Canad');
  await page.getByRole('option', { name: 'Canada', exact: true }).click();
  await page.getByLabel('Zip code').fill('80202');
  // the address's country is sign-up's, filled in
  await expect(page.getByRole('group', { name: 'Address' }).getByText('Canada')).toBeVisible();
  await page.getByRole('radio', { name: 'National ID' }).check();
  await page.getByLabel('Front of document').setInputFiles({ name: 'id-front.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('Back of document').setInputFiles({ name: 'id-back.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await page.getByRole('checkbox', { name: /information I have given is correct/ }).check();
  await page.getByRole('button', { name: 'Process for Verify' }).click();
  await expect(page.getByText('Your verification is pending')).toBeVisible();

  // the admin approves it through the API
  const filter = encodeURIComponent(JSON.stringify({ userid: investorId, status: 'pending' }));
  const pending = await request.get(`/api/kyc/all?filter=${filter}`, { headers: { authorization: `Bearer ${admin}` } });
  const [submission] = await pending.json();
  expect(submission).toMatchObject({ first_name: 'Jo', front_mime: 'image/png', back_mime: 'application/pdf', user_email: investor.email });
  const front = await request.get(`/api/kyc/${submission._id}/front`, { headers: { authorization: `Bearer ${admin}` } });
  expect(Buffer.from(await front.body()).equals(PNG)).toBe(true);
  const review = await request.put(`/api/kyc/${submission._id}`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { status: 'approved' },
  });
  expect(review.status()).toBe(200);
  await page.reload();
  await expect(page.getByText('Your identity is verified')).toBeVisible();

  // now the withdrawal goes through and holds the funds at once
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Withdraw' }).click();
  await expect(page.getByTestId('withdrawal-balance')).toHaveText('$2,000.00');
  await page.getByRole('textbox', { name: /Amount \(USD\)/ }).fill('99');
  await page.getByRole('textbox', { name: /Wallet address/ }).fill(PAYOUT_ADDRESS);
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('The minimum withdrawal is $100.00').first()).toBeVisible();
  await page.getByRole('textbox', { name: /Amount \(USD\)/ }).fill('500');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const done = page.getByRole('dialog', { name: 'processing!' });
  await expect(done).toContainText('withdrawal proccessing');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('withdrawal-balance')).toHaveText('$1,500.00');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Home', exact: true }).click();
  await expectBalances(page, '$1,500.00', '$0.00', '$1,500.00');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Activities' }).click();
  await expect(activity.getByRole('row').nth(1)).toContainText(/Withdraw\s*Bitcoin\s*\$500\.00\s*Pending/);

  // an admin pays it out and records the transaction hash; the investor sees the reference
  const mine = await request.get(`/api/transaction/${investorId}`, { headers: { authorization: `Bearer ${admin}` } });
  const withdrawal = ((await mine.json()) as { _id: string; trnx_type: string }[]).find((t) => t.trnx_type === 'withdraw')!;
  const payoutReference = 'f4184fc596403b9d638783cf57adfe4c75c605f6356fbc91338530e9831e9e16';
  const paid = await request.put(`/api/transaction/${withdrawal._id}`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { status: 'successful', payout_reference: payoutReference },
  });
  expect(paid.status()).toBe(200);
  await page.reload();
  await expect(activity.getByRole('row').nth(1)).toContainText(/Withdraw\s*Bitcoin/);
  // no bitcoin node in the browser suite: paid by hand, said so
  await expect(activity.getByRole('row').nth(1)).toContainText('Paid (not verified on chain)');
  await expect(activity.getByRole('row').nth(1)).toContainText(payoutReference);
  // paid is final: the refund a status change used to make is refused
  const refund = await request.put(`/api/transaction/${withdrawal._id}`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { status: 'failed' },
  });
  expect(refund.status()).toBe(409);

  // the profile: a new name, the password kept
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  investor.name = `${investor.name} Jr`;
  await page.getByRole('textbox', { name: /^Name/ }).fill(investor.name);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Update Successful')).toBeVisible();
  await expect(page.getByRole('region', { name: investor.name })).toBeVisible();

  expect(errors).toEqual([]);
});

test(`every /account screen in ${LONGEST_LOCALE} fits at 375, 1024 and 1440 px and has no accessibility violations`, async ({
  browser,
  request,
}) => {
  const t = wordsIn(LONGEST_LOCALE);
  test.setTimeout(600_000);
  expect(investorId, 'the journey ran first').not.toBe('');
  const res = await request.post('/api/user/login', { data: { email_address: investor.email, password: investor.password } });
  const { _id, accessToken } = await res.json();
  const plans = await request.get('/api/plans/all', { headers: { authorization: `Bearer ${accessToken}` } });
  const allPlans = (await plans.json()) as { _id: string; category: string; name: string; description: string }[];
  const gold = allPlans.find((p) => p.category === 'gold')!;
  const notices = await request.get('/api/notifications', {
    headers: { authorization: `Bearer ${accessToken}` },
    params: { range: '[0,99]' },
  });
  expect(notices.status()).toBe(200);
  // shown as written: the operator's words about their plans, and the notices this account got in
  // its own language (English: it signed up in English) when each was sent
  const data = [
    ...allPlans.flatMap((p) => [p.name, p.description]),
    ...((await notices.json()) as { title: string; body: string }[]).flatMap((n) => [n.title, n.body]),
  ];
  const selectedPlan = JSON.stringify({ planId: gold._id, plan: gold });

  /** Every screen at one width, then the deposit dialog and (below 1024 px) the drawer: each fits, and is axe-clean where axe runs. */
  async function audit(width: number): Promise<string[]> {
    const found: string[] = [];
    const context = await browser.newContext({ locale: LONGEST_LOCALE, viewport: { width, height: 900 } });
    await context.addInitScript(
      ([id, token, plan]) => {
        window.localStorage.setItem('session', JSON.stringify({ id, token }));
        // the investment form opens on a chosen plan
        window.sessionStorage.setItem('selectedPlan', plan);
      },
      [_id, accessToken, selectedPlan],
    );
    const page = await context.newPage();
    const errors = watchErrors(page);
    const check = async (what: string, builder: AxeBuilder) => {
      if (!(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))) {
        found.push(`${width}px ${what} spills sideways`);
      }
      if (!axeAt(width)) return;
      for (const v of (await builder.analyze()).violations) {
        found.push(`${width}px ${what} ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      }
    };
    for (const path of ACCOUNT_SCREENS) {
      await page.goto(path);
      await settled(page);
      await expectInLanguage(page, LONGEST_LOCALE, path, { data });
      await check(path, axeBuilder(page));
    }
    await page.goto('/account/deposit');
    await page.getByRole('button', { name: t('deposit.continue') }).click();
    await expect(page.getByTestId('deposit-address')).toBeVisible();
    await settled(page, { overlay: true });
    await check('deposit dialog', axeBuilder(page).include('[role="dialog"]'));
    await page.keyboard.press('Escape');
    if (width < 1024) {
      await page.getByRole('button', { name: t('accountShell.openNavigation') }).click();
      await expect(page.getByRole('navigation', { name: t('accountShell.accountNav') })).toBeVisible();
      await settled(page, { overlay: true });
      await check('navigation drawer', axeBuilder(page));
    }
    await context.close();
    return [...found, ...errors];
  }

  // the three widths side by side: each has its own browser context
  const results = await Promise.all([375, 1024, 1440].map(audit));
  expect(results.flat()).toEqual([]);
});

test('the public pages never download investor-area code', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(r.url());
  });
  for (const path of ['/', '/about', '/services', '/contact', '/login', '/signup']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.size).toBeGreaterThan(0);
  // the API addresses only the investor screens' own code calls (not words: every page of a
  // language loads its whole catalogue, src/app/page-catalogues.ts)
  const markers = ['/insight/history', '/statements/', '/transaction/invest', '/notifications/preferences'];
  const leaks: string[] = [];
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    for (const marker of markers) if (body.includes(marker)) leaks.push(`${url}: ${marker}`);
  }
  expect(leaks).toEqual([]);
});
