import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

// What the back-office specs share: people made through the real API, a signed-in page, axe.

export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@example.com';
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD!;
export const PASSWORD = 'e2e-secret-123';

/** Valid addresses on each coin's network (common/crypto-address.ts checks them). */
export const ADDRESS = {
  btc: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  eth: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  usdt: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
} as const;

export interface Person {
  id: string;
  token: string;
  name: string;
  email: string;
}

export async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

export const as = (who: Person) => ({ Authorization: `Bearer ${who.token}` });

export async function signIn(api: APIRequestContext, email: string, password: string) {
  return ok<{ _id: string; accessToken: string }>(await api.post('/api/user/login', { data: { email_address: email, password } }));
}

export async function signInAdmin(api: APIRequestContext): Promise<Person> {
  const { _id, accessToken } = await signIn(api, ADMIN_EMAIL, ADMIN_PASSWORD);
  return { id: _id, token: accessToken, name: 'Admin', email: ADMIN_EMAIL };
}

/** A new investor, signed in. */
export async function signUp(api: APIRequestContext, name: string, email: string): Promise<Person> {
  await ok(
    await api.post('/api/user/signup', {
      data: { name, phone_no: '+1 303 555 0100', email_address: email, country: 'Canada', password: PASSWORD },
    }),
    201,
  );
  const { _id, accessToken } = await signIn(api, email, PASSWORD);
  return { id: _id, token: accessToken, name, email };
}

/** Opens `path` signed in as `who` (the session the web app keeps in localStorage). */
export async function openAs(page: Page, who: Person, path: string) {
  await page.addInitScript((session) => window.localStorage.setItem('session', JSON.stringify(session)), {
    id: who.id,
    token: who.token,
  });
  await page.goto(path);
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
