import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { newInvestor, signUpByApi } from '../public/helpers';

const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@example.com';
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? '';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function login(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/user/login', { data: { email_address: email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { _id: string; accessToken: string };
}

export const adminToken = async (request: APIRequestContext) => (await login(request, ADMIN_EMAIL, ADMIN_PASSWORD)).accessToken;

/** A new investor, signed up and signed in through the API. */
export async function newSignedInInvestor(request: APIRequestContext, label: string) {
  const investor = newInvestor(label);
  await signUpByApi(request, investor);
  const { _id, accessToken } = await login(request, investor.email, investor.password);
  return { id: _id, token: accessToken, name: investor.name };
}

/** The browser starts signed in as this investor (the session the app keeps in localStorage). */
export async function startSignedIn(context: BrowserContext, who: { id: string; token: string }) {
  await context.addInitScript(([id, token]) => window.localStorage.setItem('session', JSON.stringify({ id, token })), [who.id, who.token]);
}

export interface Record {
  _id: string;
  type: string;
  status: string;
  amount: number;
}

/** Every one of the investor's transactions, as the API lists them. */
export async function transactionsOf(request: APIRequestContext, who: { id: string; token: string }): Promise<Record[]> {
  const res = await request.get(`/api/transaction/${who.id}`, { headers: bearer(who.token), params: { range: '[0,99]' } });
  expect(res.status()).toBe(200);
  return res.json();
}

export async function balanceOf(request: APIRequestContext, who: { token: string }): Promise<number> {
  const res = await request.get('/api/profile/me', { headers: bearer(who.token) });
  expect(res.status()).toBe(200);
  return (await res.json()).acct_bal as number;
}
