import { expect, test } from '@playwright/test';
import { newInvestor, signIn, signUpByApi } from './helpers';

// A session the server ends (here: the password changed from another
// device) lands on sign-in with a message; a voluntary sign-out lands there without one.
const ENDED = 'Your session has ended. Please sign in again.';

test('password changed elsewhere: the next call lands on sign-in, saying the session ended', async ({ page, request }) => {
  const investor = newInvestor('ended');
  await signUpByApi(request, investor);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await signIn(page, investor.email, investor.password);
  await expect(page).toHaveURL(/\/account$/);

  // another device signs in and changes the password: every older token is refused from now on
  const other = await request.post('/api/user/login', { data: { email_address: investor.email, password: investor.password } });
  expect(other.status()).toBe(200);
  const { _id, accessToken } = (await other.json()) as { _id: string; accessToken: string };
  const change = await request.put(`/api/profile/update/${_id}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { password: 'a-new-secret-456', current_password: investor.password },
  });
  expect(change.status(), await change.text()).toBe(200);

  await page.goto('/account/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fprofile$/);
  await expect(page.getByText(ENDED)).toBeVisible();

  // signing in again (with the new password) clears it
  await signIn(page, investor.email, 'a-new-secret-456');
  await expect(page).toHaveURL(/\/account\/profile$/);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByText(ENDED)).toHaveCount(0);
});

test('a voluntary log out lands on sign-in without that message', async ({ page, request }) => {
  const investor = newInvestor('logout');
  await signUpByApi(request, investor);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await signIn(page, investor.email, investor.password);
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByText(ENDED)).toHaveCount(0);
});
