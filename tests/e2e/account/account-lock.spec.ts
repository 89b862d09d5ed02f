// The owner's lock in a browser: "Lock my account" on the security page signs the browser out and
// says how to get back in, and signing in is then refused with those words; the "This wasn't me"
// link of a security e-mail (read from the server's log, as the mail goes out without SMTP here)
// opens a page that locks only when its button is pressed. The security page and the lock and
// unlock pages fit and are axe-clean at 375, 1024 and 1440 px.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNT_LOCK_MSG } from '@/common/account-lock';
import { axeBuilder } from '../axe';
import { newInvestor, signIn, signUpByApi, type Investor } from '../public/helpers';
import { WIDTHS } from '../widths';

/** No transition runs (axe reads colours mid-fade otherwise), and nothing is loading. */
async function settled(page: Page) {
  await expect(page.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** At each width: `ready` holds, nothing spills sideways, and axe finds nothing. */
async function cleanAtEveryWidth(page: Page, label: string, ready: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${label} at ${width}px: no spill`).toBe(
      true,
    );
    expect((await axeBuilder(page).analyze()).violations, `${label} at ${width}px`).toEqual([]);
  }
}

/** The tokens of the lock links the server logged in mails to `email`, oldest first. */
function loggedLockTokens(email: string): string[] {
  const file = process.env.E2E_SERVER_LOG;
  if (!file) throw new Error('E2E_SERVER_LOG is not set: tests/e2e/global-setup.ts writes the server log there');
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      if (!line.startsWith('{')) return [];
      const entry = JSON.parse(line) as { msg?: string; mail?: { to?: string } };
      if (entry.mail?.to !== email) return [];
      const match = /\/lock-account\?token=([A-Za-z0-9_-]{43})/.exec(entry.msg ?? '');
      return match ? [match[1]] : [];
    });
}

/** Changes the investor's password through the API: its "password changed" mail carries a lock link. */
async function changePassword(request: APIRequestContext, investor: Investor): Promise<string> {
  const login = await request.post('/api/user/login', { data: { email_address: investor.email, password: investor.password } });
  expect(login.status(), await login.text()).toBe(200);
  const { _id, accessToken } = (await login.json()) as { _id: string; accessToken: string };
  const next = `${investor.password}-2`;
  const res = await request.put(`/api/profile/update/${_id}`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { password: next, current_password: investor.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return next;
}

const lockPanel = (page: Page) => page.getByRole('region', { name: 'Lock my account' });

test('Lock my account on the security page: signed out, told how to get back in; sign-in refused with those words', async ({
  page,
}, testInfo) => {
  testInfo.setTimeout(180_000);
  const investor = newInvestor('lockpage');
  await signUpByApi(page.request, investor);
  await page.goto('/login');
  await signIn(page, investor.email, investor.password);
  await expect(page).toHaveURL(/\/account$/);

  await page.goto('/account/security');
  await cleanAtEveryWidth(page, 'the security page', async () => {
    await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
    await expect(lockPanel(page).getByRole('button', { name: 'Lock my account' })).toBeVisible();
  });

  await lockPanel(page).getByRole('button', { name: 'Lock my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lock your account?' });
  await expect(dialog).toContainText('Every session is logged out, this one too.');
  await settled(page);
  expect((await axeBuilder(page).include('[role="dialog"]').analyze()).violations, 'the lock dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Lock my account' }).click();

  await expect(page).toHaveURL(/\/lock-account$/);
  await cleanAtEveryWidth(page, 'the locked page', async () => {
    await expect(page.getByRole('heading', { name: 'Your account is locked', level: 1 })).toBeVisible();
    await expect(page.getByText(ACCOUNT_LOCK_MSG.locked)).toBeVisible();
    await expect(page.getByText(ACCOUNT_LOCK_MSG.howToUnlock)).toBeVisible();
  });
  // the browser is signed out: the account area sends it to sign in
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, investor.email, investor.password);
  const refusal = page.getByRole('form', { name: 'Sign in' }).getByRole('alert');
  await expect(refusal).toContainText('This account is locked');
  await expect(refusal).toContainText('/unlock-account from 24 hours after it was locked');
  await expect(page).toHaveURL(/\/login/);
});

test('the lock link of a security e-mail: nothing on opening, one button locks; the unlock page says when', async ({
  page,
  request,
}, testInfo) => {
  testInfo.setTimeout(180_000);
  const investor = newInvestor('locklink');
  await signUpByApi(request, investor);
  const password = await changePassword(request, investor);
  await expect.poll(() => loggedLockTokens(investor.email).length, { message: 'a lock link in the server log' }).toBeGreaterThan(0);
  const token = loggedLockTokens(investor.email).at(-1)!;

  await page.goto(`/lock-account?token=${token}`);
  await cleanAtEveryWidth(page, 'the lock link page', async () => {
    await expect(page.getByRole('heading', { name: 'Lock your account', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lock my account' })).toBeVisible();
  });
  // opening the link locked nothing
  const before = await request.post('/api/user/login', { data: { email_address: investor.email, password } });
  expect(before.status()).toBe(200);

  await page.getByRole('button', { name: 'Lock my account' }).click();
  await expect(page.getByText(ACCOUNT_LOCK_MSG.locked)).toBeVisible();
  await cleanAtEveryWidth(page, 'the lock link page, locked', async () => {
    await expect(page.getByRole('link', { name: 'Unlock my account' })).toBeVisible();
  });
  const after = await request.post('/api/user/login', { data: { email_address: investor.email, password } });
  expect(after.status()).toBe(403);

  // the link works once
  await page.goto(`/lock-account?token=${token}`);
  await page.getByRole('button', { name: 'Lock my account' }).click();
  await expect(page.getByText(ACCOUNT_LOCK_MSG.lockLinkInvalid)).toBeVisible();

  // the owner's own unlock: the form, and before 24 hours the server says from when
  await page.goto('/unlock-account');
  await cleanAtEveryWidth(page, 'the unlock page', async () => {
    await expect(page.getByRole('heading', { name: 'Unlock your account', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  });
  const form = page.getByRole('form', { name: 'Unlock your account' });
  await form.getByLabel(/^Email/).fill(investor.email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByRole('alert')).toContainText('You can unlock this account yourself from');
  await cleanAtEveryWidth(page, 'the unlock page, refused', async () => {
    await expect(form.getByRole('alert')).toBeVisible();
  });

  // the e-mailed link's page (a link that does not work here: there is none before 24 hours)
  await page.goto(`/unlock-account?token=${'A'.repeat(43)}`);
  await page.getByRole('button', { name: 'Unlock my account' }).click();
  await expect(page.getByText(ACCOUNT_LOCK_MSG.unlockLinkInvalid)).toBeVisible();
  await cleanAtEveryWidth(page, 'the unlock link page', async () => {
    await expect(page.getByRole('link', { name: 'Start again' })).toBeVisible();
  });
});
