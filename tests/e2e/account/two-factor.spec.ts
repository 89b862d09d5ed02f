// Two-factor sign-in: an investor turns two-factor sign-in on in Profile > Security (codes computed
// from the shown key), saves the recovery codes, signs in with a code and with a recovery
// code, and ends the first browser's session from a second one. The screen is axe-clean and
// does not spill sideways at 375 and 1440 px.
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { newInvestor, signIn, signUpByApi } from '../public/helpers';
import { axeBuilder } from '../axe';

const STEP_MS = 30_000;

/**
 * Codes for one secret, never two from the same 30 s step: the server accepts a code once
 * (no replay within its window) and allows one step of drift, so a code is made for the
 * current step or, when that one is used, the next.
 */
function authenticator(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  let lastStep = -1;
  return () => {
    const step = Math.max(Math.floor(Date.now() / STEP_MS), lastStep + 1);
    lastStep = step;
    return totp.generate({ timestamp: step * STEP_MS });
  };
}

/** A browser of its own (another device), with no session of the first. */
const newIsolatedContext = (browser: Browser, width: number): Promise<BrowserContext> =>
  browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });

/** The data is in and no transition runs (axe reads colours mid-fade otherwise). */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

async function expectCleanLayout(page: Page, label: string) {
  await settled(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${label}: no sideways spill`).toBe(true);
  expect((await axeBuilder(page).analyze()).violations, label).toEqual([]);
}

const twoFactorPanel = (page: Page) => page.getByRole('region', { name: 'Two-factor sign-in' });

test('enrol, sign in with a code and with a recovery code, end a session from another browser', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const investor = newInvestor('twofactor');
  await signUpByApi(request, investor);

  // first browser, wide screen: sign in with the password, Profile -> Security
  const first = await newIsolatedContext(browser, 1440);
  const page = await first.newPage();
  await page.goto('/login');
  await signIn(page, investor.email, investor.password);
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/account/profile');
  await page.getByRole('link', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/account\/security$/);
  await expectCleanLayout(page, '1440px, off');
  await expect(page.getByRole('table', { name: 'Your sign-in attempts' }).getByRole('row').nth(1)).toContainText('Signed in');

  // enrolment: the QR code, the key, a code computed from the key
  const panel = twoFactorPanel(page);
  await panel.getByRole('button', { name: 'Turn on' }).click();
  // the current password first: a signed-in browser alone cannot enrol an app
  await panel.getByLabel('Password', { exact: false }).fill(investor.password);
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(panel.getByRole('img', { name: 'QR code to add this account to your authenticator app' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  const secret = (await panel.getByTestId('two-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  const nextCode = authenticator(secret);
  await expectCleanLayout(page, '1440px, enrolment');
  await panel.getByLabel(/^Code from your app/).fill(nextCode());
  await panel.getByRole('button', { name: 'Verify and turn on' }).click();

  // the recovery codes, shown once: downloaded as a .txt file, then put away
  const codeList = panel.getByRole('list', { name: 'Your recovery codes' });
  await expect(codeList.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await codeList.getByRole('listitem').allTextContents()).map((c) => c.trim());
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('recovery-codes.txt');
  const file = await readFile(await download.path(), 'utf8');
  for (const code of recoveryCodes) expect(file).toContain(code);
  await expectCleanLayout(page, '1440px, recovery codes');
  await panel.getByRole('button', { name: 'I have saved them' }).click();
  await expect(panel.getByText(/Two-factor sign-in is on/)).toBeVisible();
  await expect(panel.getByText(recoveryCodes[0])).toHaveCount(0);

  // sign out; the password alone no longer signs in: the code step follows
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, investor.email, investor.password);
  await expect(page.getByLabel(/^Authentication code/)).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  expect((await axeBuilder(page).analyze()).violations, 'the sign-in code step').toEqual([]);
  await page.getByLabel(/^Authentication code/).fill(nextCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/account$/);

  // again, with a recovery code instead
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, investor.email, investor.password);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel(/^Recovery code/).fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/account/security');
  await expect(twoFactorPanel(page).getByText('Recovery codes left: 9')).toBeVisible();
  await expectCleanLayout(page, '1440px, on');

  // a second browser, on a phone: signs in with another recovery code and ends the first one's session
  const second = await newIsolatedContext(browser, 375);
  const phone = await second.newPage();
  await phone.goto('/login');
  await signIn(phone, investor.email, investor.password);
  await phone.getByRole('button', { name: 'Use a recovery code' }).click();
  await phone.getByLabel(/^Recovery code/).fill(recoveryCodes[1]);
  await phone.getByRole('button', { name: 'Verify' }).click();
  await expect(phone).toHaveURL(/\/account$/);
  await phone.goto('/account/security');
  await expectCleanLayout(phone, '375px');
  const history = phone.getByRole('list', { name: 'Your sign-in attempts' }).getByRole('listitem');
  await expect(history.first()).toContainText('Signed in');
  const sessions = phone.getByRole('list', { name: 'Your sessions' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
  const other = sessions.filter({ hasNotText: 'This device' });
  await other.getByRole('button', { name: 'Log out' }).click();
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first()).toContainText('This device');

  // the first browser's next call finds its session ended: off to the sign-in page
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();

  // the second one is still signed in
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();

  await first.close();
  await second.close();
});
