import '../english-catalogues';
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Investor {
  name: string;
  phone: string;
  email: string;
  country: string;
  password: string;
}

let counter = 0;
/** A new investor with an e-mail no other test uses. */
export function newInvestor(label: string): Investor {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}`;
  return {
    name: `Erin ${label}`,
    phone: '+1 303 555 0199',
    email: `${label}.${unique}@example.com`.toLowerCase(),
    country: 'Canada',
    password: 'e2e-secret-123',
  };
}

/** Signs up through the API (fast setup for tests that are not about the sign-up screen). */
/** Signs up through the API and, unless told not to, opens the verification link (as a person would). */
export async function signUpByApi(request: APIRequestContext, investor: Investor, { verify = true } = {}) {
  const res = await request.post('/api/user/signup', {
    data: {
      name: investor.name,
      phone_no: investor.phone,
      email_address: investor.email,
      country: investor.country,
      password: investor.password,
      terms_accepted: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  if (verify) await verifyEmailFromLog(request, investor.email);
}

/**
 * Signs in on the sign-in page's own form: right after a navigation the address can already say
 * /login while the page before (sign-up, with its own Email and Password) is still on screen.
 */
export async function signIn(page: Page, email: string, password: string) {
  await waitForHydrated(page);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export const adminCredentials = () => ({
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@example.com',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
});

interface LogLine {
  msg?: string;
  mail?: { to?: string; subject?: string };
}

/** Reset tokens the server logged (no SMTP_URL in e2e) for `email`, oldest first. */
export const loggedResetTokens = (email: string): string[] => loggedLinkTokens(email, /reset-password\?token=([A-Za-z0-9_-]+)/);

/** Tokens of the links (matched by `link`) the server logged for `email`, oldest first. */
function loggedLinkTokens(email: string, link: RegExp): string[] {
  const file = process.env.E2E_SERVER_LOG;
  if (!file) throw new Error('E2E_SERVER_LOG is not set: tests/e2e/global-setup.ts writes the server log there');
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      if (!line.startsWith('{')) return [];
      const entry = JSON.parse(line) as LogLine;
      if (entry.mail?.to !== email) return [];
      const match = link.exec(entry.msg ?? '');
      return match ? [match[1]] : [];
    });
}

/** Waits for the server to log a reset link for `email` (the log is written asynchronously). */
export async function waitForResetToken(email: string, previous = 0): Promise<string> {
  await expect
    .poll(() => loggedResetTokens(email).length, { message: `a reset link for ${email} in the server log` })
    .toBeGreaterThan(previous);
  return loggedResetTokens(email).at(-1)!;
}

/** Tokens of the verification links the server logged for `email`, oldest first. */
export const loggedVerificationTokens = (email: string): string[] => loggedLinkTokens(email, /verify-email\?token=([A-Za-z0-9_-]+)/);

/**
 * Opens the e-mail verification link the server logged at sign-up for `email`, through the API,
 * so specs about money can withdraw (an unverified account cannot).
 */
export async function verifyEmailFromLog(request: APIRequestContext, email: string): Promise<void> {
  const tokens = () => loggedVerificationTokens(email);
  await expect.poll(() => tokens().length, { message: `a verification link for ${email} in the server log` }).toBeGreaterThan(0);
  const res = await request.post('/api/user/verify-email', { data: { token: tokens().at(-1) } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Opens a marketing page and waits until its script (src/public-page.ts; no React) has wired its
 * buttons, the sidebar and the rest: until then they do nothing.
 */
export async function openPublicPage(page: Page, path: string) {
  await page.goto(path);
  await waitForEnhanced(page);
}

/** Until the public page's behaviours are wired (src/lib/enhance/public-page.ts marks it). */
export const waitForEnhanced = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-enhanced'));

/**
 * Opens a sign-in page and waits until React has taken it over. It is on screen (and `load` has
 * fired) before its scripts are asked for (public/hydrate-after-paint.js); until React has
 * hydrated it, its buttons do nothing.
 */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydrated(page);
}

/**
 * Until React has hydrated the page on screen (a sign-in page reached by a link before the one
 * it left was hydrated is a whole new document): what is typed before that is lost to it.
 */
export const waitForHydrated = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });

/**
 * A new investor as anyone would become one: the sign-up form, the link from the e-mail (read from
 * the server's log), then the sign-in form; ends on their dashboard.
 */
export async function signUpThroughTheSite(page: Page, request: APIRequestContext, investor: Omit<Investor, 'country'>) {
  await page.goto('/signup');
  await page.getByLabel('Name').fill(investor.name);
  await page.getByLabel('Phone No.').fill(investor.phone);
  await page.getByLabel('Email').fill(investor.email);
  await page.getByLabel('Country').fill('Cana');
  await page.getByRole('option', { name: 'Canada', exact: true }).click();
  await page.getByLabel(/^Password/).fill(investor.password);
  await page.getByLabel('Confirm Password').fill(investor.password);
  await page.getByRole('checkbox', { name: /I accept the Terms/ }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await verifyEmailFromLog(request, investor.email);
  await signIn(page, investor.email, investor.password);
  await expect(page).toHaveURL(/\/account$/);
}
