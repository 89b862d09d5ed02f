// Verified e-mail: a new investor's withdrawal screen asks for the address to be
// verified and sends the link again; the link from the mail verifies it in the browser, after
// which the withdrawal form is there. Both screens are axe-clean. The sign-in code step of
// two-factor sign-in is checked in two-factor.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { loggedVerificationTokens, newInvestor, signIn, signUpByApi } from '../public/helpers';
import { axeBuilder } from '../axe';

async function expectAxeClean(page: Page, label: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${label}: no sideways spill`).toBe(true);
  expect((await axeBuilder(page).analyze()).violations, label).toEqual([]);
}

test('an unverified investor asks for a new link, opens it, and may then withdraw', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const investor = newInvestor('verify');
  await signUpByApi(request, investor, { verify: false });
  await expect.poll(() => loggedVerificationTokens(investor.email).length).toBe(1);

  await page.goto('/login');
  await signIn(page, investor.email, investor.password);
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/account/withdrawal');
  await expect(page.getByText('Verify your e-mail address first')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  await expectAxeClean(page, 'withdrawal, unverified');

  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByRole('status')).toContainText(`We sent a new link to ${investor.email}.`);
  await expect.poll(() => loggedVerificationTokens(investor.email).length).toBe(2);

  const token = loggedVerificationTokens(investor.email).at(-1)!;
  await page.goto(`/verify-email?token=${token}`);
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  await expectAxeClean(page, 'verify page, verified');
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(page).toHaveURL(/\/account$/);

  await page.goto('/account/withdrawal');
  await expect(page.getByRole('heading', { name: 'Withdraw' }).first()).toBeVisible();
  await expect(page.getByText('Verify your e-mail address first')).toHaveCount(0);

  // the same link again: spent
  await page.goto(`/verify-email?token=${token}`);
  await expect(page.getByText('This verification link is invalid or has expired.')).toBeVisible();
  await expectAxeClean(page, 'verify page, spent link');
});
