import { expect, test } from '@playwright/test';
import { signIn } from './public/helpers';
import { axeBuilder } from './axe';

const unique = Date.now().toString(36);
const investor = {
  name: `Erin Tester ${unique}`,
  phone: '+1 303 555 0199',
  email: `erin.${unique}@example.com`,
  country: 'Canada',
  password: 'e2e-secret-123',
};

test.describe.configure({ mode: 'serial' });

test('a visitor signs up, signs in and lands on their account', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Name').fill(investor.name);
  await page.getByLabel('Phone No.').fill(investor.phone);
  await page.getByLabel('Email').fill(investor.email);
  await page.getByLabel('Country').fill('Cana');
  await page.getByRole('option', { name: investor.country, exact: true }).click();
  await page.getByLabel(/^Password/).fill(investor.password);
  await page.getByLabel('Confirm Password').fill(investor.password);
  await page.getByRole('checkbox', { name: /I accept the Terms/ }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page.getByText('User Successfully Registered')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();

  await signIn(page, investor.email, investor.password);
  await expect(page.getByText('Login Success')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${investor.name}` })).toBeVisible();

  // the session survives a reload, and Log Out ends it
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${investor.name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('session'))).toBeNull();
});

// the second sign-up is answered like the first, so the form cannot tell who has an account here
test('signing up twice with one e-mail looks like any sign-up', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Name').fill(investor.name);
  await page.getByLabel('Phone No.').fill(investor.phone);
  await page.getByLabel('Email').fill(investor.email);
  await page.getByLabel('Country').fill('Cana');
  await page.getByRole('option', { name: investor.country, exact: true }).click();
  await page.getByLabel(/^Password/).fill(investor.password);
  await page.getByLabel('Confirm Password').fill(investor.password);
  await page.getByRole('checkbox', { name: /I accept the Terms/ }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('User Successfully Registered')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('wrong credentials show the error toast', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, investor.email, 'not-the-password');
  await expect(page.getByText('Email or Password is Incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an anonymous visit to /account/profile goes to sign-in with the redirect, and back after', async ({ page }) => {
  await page.goto('/account/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fprofile$/);
  await signIn(page, investor.email, investor.password);
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
});

test('an investor cannot reach /admin', async ({ page }) => {
  await page.goto('/login?redirect=%2Fadmin%2Fusers');
  await signIn(page, investor.email, investor.password);
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/admin');
  await expect(page.getByText('You do not have access to the back-office.')).toBeVisible();
});

test('the admin signs in to the back-office and sees the users', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, process.env.E2E_ADMIN_EMAIL ?? 'admin@example.com', process.env.E2E_ADMIN_PASSWORD!);
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
  await page.getByRole('link', { name: 'Users' }).first().click();
  await expect(page).toHaveURL(/\/admin\/users/);
  await expect(page.getByText(investor.email)).toBeVisible();
});

test('an unknown page shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'oops' })).toBeVisible();
  await expect(page.getByText('This page does not exist.')).toBeVisible();
  await page.goto('/account/no-such-screen');
  await expect(page.getByText('This page does not exist.')).toBeVisible();
});

test('public pages never download react-admin', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  for (const path of ['/', '/about', '/login', '/signup']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(scripts.size).toBeGreaterThan(0);
  const withReactAdmin: string[] = [];
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    if (body.includes('ra.action.delete')) withReactAdmin.push(url);
  }
  expect(withReactAdmin).toEqual([]);
});

for (const path of ['/', '/login', '/signup', '/no/such/page']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
