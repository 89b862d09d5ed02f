// Shared steps of the address-book suites.
import { expect } from 'vitest';
import type { PublicWithdrawalAddress } from '@/common/api/withdrawal-addresses';
import { injectAs, type InjectResponse, type TestApp, type TestUser } from '@/tests/helpers/test-app';

export const BOOK = '/api/withdrawal-addresses';
export const ALLOWLIST = `${BOOK}/allowlist`;

export function postAddress(app: TestApp, user: Pick<TestUser, 'token'>, body: Record<string, unknown>): Promise<InjectResponse> {
  return injectAs(app, user.token, { method: 'POST', url: BOOK, payload: body });
}

/** Saves an address that must be accepted. */
export async function saveAddress(
  app: TestApp,
  user: Pick<TestUser, 'token'>,
  body: Record<string, unknown>,
): Promise<PublicWithdrawalAddress> {
  const res = await postAddress(app, user, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as PublicWithdrawalAddress;
}

export async function listAddresses(app: TestApp, user: Pick<TestUser, 'token'>, query = ''): Promise<PublicWithdrawalAddress[]> {
  const res = await injectAs(app, user.token, { method: 'GET', url: `${BOOK}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PublicWithdrawalAddress[];
}

export function putAllowlist(app: TestApp, user: Pick<TestUser, 'token'>, body: Record<string, unknown>): Promise<InjectResponse> {
  return injectAs(app, user.token, { method: 'PUT', url: ALLOWLIST, payload: body });
}
