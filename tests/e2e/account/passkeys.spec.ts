// Passkeys in Chromium, with the browser's own virtual authenticator (the DevTools protocol's
// WebAuthn domain): an investor adds a passkey on Profile > Security, signs out, signs in with
// 'Sign in with a passkey' (no e-mail typed), confirms a withdrawal with it (the step-up), and
// removes it with it. The security page (with the passkey panel and its dialogs) and the sign-in
// screen are axe-clean and do not spill sideways at 375, 1024 and 1440 px.
//
// WebAuthn takes no IP address for a site, so these pages are opened at PUBLIC_URL (localhost,
// tests/e2e/global-setup.ts), the name the server makes passkeys for; the API calls the spec makes
// itself still go to the address the server listens at.
import { expect, test, type APIRequestContext, type CDPSession, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../axe';
import { newInvestor, signUpByApi, waitForHydrated } from '../public/helpers';
import { WIDTHS } from '../widths';
import { adminToken, balanceOf, bearer } from './helpers';

const ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const PASSKEY_NAME = 'E2E laptop';

/** An investor with a verified e-mail address, KYC approved and 2,000 from an approved deposit. */
async function fundedInvestor(request: APIRequestContext) {
  const investor = newInvestor('passkeys');
  await signUpByApi(request, investor);
  const login = await request.post('/api/user/login', { data: { email_address: investor.email, password: investor.password } });
  expect(login.status(), await login.text()).toBe(200);
  const { _id: id, accessToken: token } = (await login.json()) as { _id: string; accessToken: string };
  const admin = await adminToken(request);
  const kyc = await request.put(`/api/profile/update/${id}`, { headers: bearer(admin), data: { kyc_status: true } });
  expect(kyc.status(), await kyc.text()).toBe(200);
  const wallets = await request.get('/api/address/btc', { headers: bearer(token) });
  const [wallet] = (await wallets.json()) as { address: string }[];
  const deposit = await request.post('/api/transaction/save', {
    headers: bearer(token),
    data: { userid: id, trnx_type: 'deposit', amount: 2000, payment_method: 'btc', payment_address: wallet.address },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);
  const { _id: depositId } = (await deposit.json()) as { _id: string };
  const confirmed = await request.put(`/api/transaction/${depositId}`, { headers: bearer(admin), data: { status: 'successful' } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { ...investor, id, token };
}

/** A platform authenticator that holds discoverable passkeys and verifies its user at once. */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/**
 * Chromium's virtual authenticator answers the sign-in screen's autofill request (conditional
 * mediation) at once, as a person picking the passkey from the e-mail field's suggestions would:
 * the screen would sign in by itself before the button is pressed. The browser says it has no
 * autofill of passkeys unless this tab's `e2e-autofill` is on, so each way in is tested on its own.
 */
async function autofillOnlyWhenAsked(page: Page) {
  await page.addInitScript(() => {
    const credential = window.PublicKeyCredential as unknown as { isConditionalMediationAvailable?: () => Promise<boolean> };
    const available = credential?.isConditionalMediationAvailable?.bind(credential);
    if (!available) return;
    credential.isConditionalMediationAvailable = async () => window.sessionStorage.getItem('e2e-autofill') === 'on' && available();
  });
}

/** `shown` is on screen, the data is in and no transition runs (axe reads colours mid-fade otherwise). */
async function settled(page: Page, shown: Locator) {
  await expect(shown).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/**
 * At each width, once `shown` is on screen: nothing spills sideways, and axe finds nothing (at
 * all three widths, not only where tests/e2e/axe.ts's axeAt runs it); `include`: an open dialog.
 */
async function expectCleanAtEveryWidth(page: Page, shown: Locator, label: string, include?: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page, shown);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `${label} at ${width} px: no sideways spill`,
    ).toBe(true);
    expect(await axeViolations(page, { include }), `${label} at ${width} px`).toEqual([]);
  }
}

test('add a passkey, sign in with it, confirm a withdrawal with it, remove it', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const site = process.env.E2E_PUBLIC_URL;
  if (!site) throw new Error('E2E_PUBLIC_URL is not set: tests/e2e/global-setup.ts sets it');
  const investor = await fundedInvestor(request);

  const context = await browser.newContext({ baseURL: site, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  await autofillOnlyWhenAsked(page);

  // signed in with the password, on Profile > Security
  await page.goto('/login');
  await waitForHydrated(page);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel(/^Email/).fill(investor.email);
  await form.getByLabel(/^Password/).fill(investor.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/account/security');
  const panel = page.getByRole('region', { name: 'Passkeys' });
  await expect(panel.getByText('No passkeys yet.')).toBeVisible();
  await expect(panel.getByText(/cannot be phished/)).toBeVisible();

  // Add a passkey: its name, the password, then the browser's (virtual) authenticator makes it
  await panel.getByRole('button', { name: 'Add a passkey' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await addDialog.getByRole('textbox', { name: /^Name/ }).fill(PASSKEY_NAME);
  await addDialog.getByLabel(/^Password/).fill(investor.password);
  await expectCleanAtEveryWidth(page, addDialog, 'the add-a-passkey dialog', '[role="dialog"]');
  await page.setViewportSize({ width: 1440, height: 900 });
  await addDialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Passkey added')).toBeVisible();
  await expect(addDialog).toHaveCount(0);
  const passkeys = panel.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
  await expect(passkeys).toHaveCount(1);
  await expect(passkeys.first()).toContainText(PASSKEY_NAME);
  await expect(passkeys.first()).toContainText('Never used');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0].isResidentCredential).toBe(true);
  expect(credentials[0].rpId).toBe(new URL(site).hostname);
  await page.getByText('Passkey added').waitFor({ state: 'hidden', timeout: 15_000 });
  await expectCleanAtEveryWidth(page, securityHeading(page), 'the security page with a passkey');

  // sign out; the sign-in screen at every width; then in with the passkey alone, no e-mail typed
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Log Out', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await waitForHydrated(page);
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await expect(signIn.getByLabel(/^Email/)).toHaveAttribute('autocomplete', 'email webauthn');
  await expectCleanAtEveryWidth(page, page.getByRole('heading', { name: 'Welcome Back!', level: 1 }), 'the sign-in screen');
  await page.setViewportSize({ width: 1440, height: 900 });
  const signedIn = page.waitForResponse((r) => r.url().endsWith('/api/user/login/passkey') && r.request().method() === 'POST');
  await signIn.getByRole('button', { name: 'Sign in with a passkey' }).click();
  expect((await signedIn).status()).toBe(200);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Login Success')).toBeVisible();
  await expect(signIn.getByLabel(/^Email/)).toHaveCount(0);

  // and through the e-mail field's autofill: the waiting request, answered (here at once) with the passkey
  await page.getByRole('button', { name: 'Log Out', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.evaluate(() => window.sessionStorage.setItem('e2e-autofill', 'on'));
  const autofilled = page.waitForResponse((r) => r.url().endsWith('/api/user/login/passkey') && r.request().method() === 'POST');
  await page.reload();
  expect((await autofilled).status()).toBe(200);
  await expect(page).toHaveURL(/\/account$/);
  await page.evaluate(() => window.sessionStorage.removeItem('e2e-autofill'));

  // a withdrawal, confirmed with the passkey: no code to type, the prompt's token goes as its `code`
  await page.goto('/account/withdrawal');
  await expect(page.getByTestId('withdrawal-balance')).toHaveText('$2,000.00');
  await expect(page.getByText('You will confirm this with one of your passkeys.')).toBeVisible();
  await page.getByRole('textbox', { name: /Amount \(USD\)/ }).fill('200');
  await page.getByRole('textbox', { name: /Wallet address/ }).fill(ADDRESS);
  const withdrawal = page.waitForRequest((r) => r.url().endsWith('/api/transaction/save') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  expect((await withdrawal).postDataJSON()).toMatchObject({
    trnx_type: 'withdraw',
    amount: 200,
    address: ADDRESS,
    code: expect.stringMatching(/^pk_/),
  });
  await expect(page.getByRole('dialog', { name: 'processing!' })).toContainText('withdrawal proccessing');
  // (the first passkey ended the account's other sessions, the API's own sign-in too: the page's session asks)
  expect(await balanceOf(request, { token: await sessionToken(page) })).toBe(1800);

  // Remove, with the passkey's confirmation (the account's only second factor)
  await page.goto('/account/security');
  await expect(passkeys.first()).toContainText('Last used');
  await expect(passkeys.first()).not.toContainText('Never used');
  await passkeys
    .first()
    .getByRole('button', { name: `Remove the passkey ${PASSKEY_NAME}` })
    .click();
  const removeDialog = page.getByRole('dialog', { name: `Remove “${PASSKEY_NAME}”?` });
  await expect(removeDialog.getByText('You will confirm this with one of your passkeys.')).toBeVisible();
  await expectCleanAtEveryWidth(page, removeDialog, 'the remove-a-passkey dialog', '[role="dialog"]');
  await page.setViewportSize({ width: 1440, height: 900 });
  await removeDialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Passkey removed')).toBeVisible();
  await expect(panel.getByText('No passkeys yet.')).toBeVisible();
  const status = await request.get('/api/auth/2fa', { headers: bearer(await sessionToken(page)) });
  expect(((await status.json()) as { passkeys: number }).passkeys).toBe(0);

  await context.close();
});

const securityHeading = (page: Page) => page.getByRole('heading', { name: 'Security', level: 1 });

/** The token of the session the page keeps. */
async function sessionToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.localStorage.getItem('session'));
  return (JSON.parse(stored ?? '{}') as { token: string }).token;
}
