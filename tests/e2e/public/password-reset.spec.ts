import { expect, test } from '@playwright/test';
import { loggedResetTokens, newInvestor, openHydrated, signIn, signUpByApi, waitForHydrated, waitForResetToken } from './helpers';

const CONFIRMATION = 'If an account exists for that e-mail, we have sent a link to reset the password.';
const INVALID = 'This reset link is invalid or has expired.';

test('Forgot password? e-mails a link that sets a new password once, and signs out other sessions', async ({ page, browser, request }) => {
  const investor = newInvestor('reset');
  await signUpByApi(request, investor);

  // a session from before the reset, in another browser
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await signIn(otherPage, investor.email, investor.password);
  await expect(otherPage).toHaveURL(/\/account$/);

  await openHydrated(page, '/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await waitForHydrated(page);
  await page.getByLabel(/^Email/).fill(investor.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(CONFIRMATION);

  const token = await waitForResetToken(investor.email);
  await openHydrated(page, `/reset-password?token=${token}`);
  await page.getByLabel(/^New Password/).fill('short');
  await page.getByLabel(/^Confirm Password/).fill('shorter');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  const newPassword = 'a-brand-new-secret';
  await page.getByLabel(/^New Password/).fill(newPassword);
  await page.getByLabel(/^Confirm Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset. Please sign in with your new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, investor.email, investor.password);
  await expect(page.getByText('Email or Password is Incorrect.')).toBeVisible();
  await page.getByLabel(/^Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);

  // the old session's token is refused: its next call ends it
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login\?redirect=%2Faccount$/);
  await other.close();

  // the link works once
  await openHydrated(page, `/reset-password?token=${token}`);
  await page.getByLabel(/^New Password/).fill('yet-another-secret');
  await page.getByLabel(/^Confirm Password/).fill('yet-another-secret');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(INVALID)).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('an unknown e-mail gets the same answer and no link', async ({ page }) => {
  const email = newInvestor('ghost').email;
  await openHydrated(page, '/forgot-password');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(CONFIRMATION);
  expect(loggedResetTokens(email)).toEqual([]);
});

test('a reset page without a valid token says the link is invalid', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText(INVALID)).toBeVisible();
  await openHydrated(page, `/reset-password?token=${'A'.repeat(43)}`);
  await page.getByLabel(/^New Password/).fill('a-brand-new-secret');
  await page.getByLabel(/^Confirm Password/).fill('a-brand-new-secret');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(INVALID)).toBeVisible();
});
