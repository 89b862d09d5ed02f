import { expect, test } from '@playwright/test';
import { adminCredentials, newInvestor, openHydrated, signIn, signUpByApi } from './helpers';

test.describe('sign-up', () => {
  test('validates, registers, toasts and sends the new investor to sign in', async ({ page }) => {
    const investor = newInvestor('signup');
    await openHydrated(page, '/signup');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    for (const message of [
      'Name must be at least 3 characters',
      'Phone no must be at least 9 characters',
      'Enter valid Email Address',
      'Country is required',
      'Password must be at least 6 characters',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }

    await page.getByLabel(/^Name/).fill(investor.name);
    await page.getByLabel(/^Phone No\./).fill(investor.phone);
    await page.getByLabel(/^Email/).fill(investor.email);
    await page.getByLabel(/^Country/).fill('Cana');
    await page.getByRole('option', { name: investor.country, exact: true }).click();
    await page.getByLabel(/^Password/).fill(investor.password);
    await page.getByLabel(/^Confirm Password/).fill(`${investor.password}x`);
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel(/^Confirm Password/).fill(investor.password);
    await expect(page.getByText('Passwords do not match')).toBeHidden();
    await page.getByRole('checkbox', { name: /I accept the Terms/ }).check();

    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('User Successfully Registered')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  // a taken address is answered like a new one, so the form cannot tell who has an account here
  test('an e-mail that is already registered looks like any sign-up, and the account keeps its password', async ({ page, request }) => {
    const investor = newInvestor('taken');
    await signUpByApi(request, investor);
    await openHydrated(page, '/signup');
    await page.getByLabel(/^Name/).fill(investor.name);
    await page.getByLabel(/^Phone No\./).fill(investor.phone);
    await page.getByLabel(/^Email/).fill(investor.email);
    await page.getByLabel(/^Country/).fill('Cana');
    await page.getByRole('option', { name: investor.country, exact: true }).click();
    await page.getByLabel(/^Password/).fill(`${investor.password}-other`);
    await page.getByLabel(/^Confirm Password/).fill(`${investor.password}-other`);
    await page.getByRole('checkbox', { name: /I accept the Terms/ }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('User Successfully Registered')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, investor.email, `${investor.password}-other`);
    await expect(page.getByText('Email or Password is Incorrect.')).toBeVisible();
  });
});

test.describe('login', () => {
  test('signs in to /account; wrong credentials show the error toast', async ({ page, request }) => {
    const investor = newInvestor('login');
    await signUpByApi(request, investor);
    await page.goto('/login');
    await signIn(page, investor.email, 'not-the-password');
    await expect(page.getByText('Email or Password is Incorrect.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel(/^Password/).fill(investor.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Login Success')).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
  });

  test('the password toggle appears once something is typed', async ({ page }) => {
    await openHydrated(page, '/login');
    const password = page.getByLabel(/^Password/);
    await expect(page.getByRole('button', { name: 'Show password' })).toHaveCount(0);
    await password.fill('secret');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });
});

test.describe('route guards', () => {
  test('a visitor at an investor page goes to sign in with the redirect, and back after', async ({ page, request }) => {
    const investor = newInvestor('guard');
    await signUpByApi(request, investor);
    await page.goto('/account/activity');
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Factivity$/);
    await signIn(page, investor.email, investor.password);
    await expect(page).toHaveURL(/\/account\/activity$/);
  });

  test('a visitor at /admin goes to sign in with the redirect', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fusers$/);
  });
});

test.describe('the admin-redirect rule', () => {
  test("an investor sent to sign in for /admin lands on /account; opening /admin says 'no access'", async ({ page, request }) => {
    const investor = newInvestor('noadmin');
    await signUpByApi(request, investor);
    await page.goto('/login?redirect=%2Fadmin%2Fusers');
    await signIn(page, investor.email, investor.password);
    await expect(page).toHaveURL(/\/account$/);
    await page.goto('/admin');
    await expect(page.getByText('You do not have access to the back-office.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await expect(page).toHaveURL(/\/account$/);
  });

  test('an administrator goes to /admin, or to the /admin page they asked for', async ({ page }) => {
    const admin = adminCredentials();
    await page.goto('/login');
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin\/?$/);

    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/login?redirect=%2Faccount');
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin\/?$/);
  });
});

test('an unknown page shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'oops' })).toBeVisible();
  await expect(page.getByText('This page does not exist.')).toBeVisible();
  await page.getByRole('link', { name: /home page/ }).click();
  await expect(page).toHaveURL(/\/$/);
});
