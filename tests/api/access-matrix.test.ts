import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeToken } from '../helpers/tokens';
import { ledgerEntries, users } from '@/server/db/schema';
import {
  createInvestor,
  createSupport,
  createTestApp,
  expectError,
  expectLedgerReconciled,
  expectNoSecrets,
  injectAs,
  loginAdmin,
  signupPayload,
  type TestContext,
  type TestUser,
} from '../helpers/test-app';

/**
 * DESIGN.md section 4, every route x five callers: anonymous, the investor themself, another
 * investor, support (read-only back-office) and the admin. Each case gets a fresh target
 * investor, so destructive cases do not disturb the others; every refusal also proves that
 * nothing changed.
 */

type Caller = 'anonymous' | 'self' | 'other investor' | 'support' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'self', 'other investor', 'support', 'admin'];

let ctx: TestContext;
let admin: TestUser;
let support: TestUser;
let other: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAdmin(ctx.app);
  support = await createSupport(ctx.app);
  other = await createInvestor(ctx.app);
});
afterAll(() => ctx.close());

const tokenOf = (caller: Caller, target: TestUser): string | undefined =>
  ({ anonymous: undefined, self: target.token, 'other investor': other.token, support: support.token, admin: admin.token })[caller];

interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (target: TestUser) => string;
  payload?: object;
  /** a payload that fails validation: refusals must still be 401/403, not 400 */
  badPayload?: object;
  expected: Record<Caller, number>;
  /** changes nothing when refused */
  mutates: boolean;
}

const ROUTES: RouteCase[] = [
  {
    name: 'GET /api/profile/me',
    method: 'GET',
    url: () => '/api/profile/me',
    expected: { anonymous: 401, self: 200, 'other investor': 200, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'GET /api/profile/{id}',
    method: 'GET',
    url: (t) => `/api/profile/${t.id}`,
    expected: { anonymous: 401, self: 200, 'other investor': 403, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'PUT /api/profile/update/{id}',
    method: 'PUT',
    url: (t) => `/api/profile/update/${t.id}`,
    payload: { name: 'Matrix Edited' },
    expected: { anonymous: 401, self: 200, 'other investor': 403, support: 403, admin: 200 },
    mutates: true,
  },
  {
    name: 'DELETE /api/profile/{id}',
    method: 'DELETE',
    url: (t) => `/api/profile/${t.id}`,
    expected: { anonymous: 401, self: 403, 'other investor': 403, support: 403, admin: 200 },
    mutates: true,
  },
  {
    name: 'GET /api/profile/all',
    method: 'GET',
    url: () => '/api/profile/all',
    expected: { anonymous: 401, self: 403, 'other investor': 403, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'GET /api/profile/all (a page)',
    method: 'GET',
    url: () => `/api/profile/all?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[0,9]')}`,
    expected: { anonymous: 401, self: 403, 'other investor': 403, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'POST /api/profile/{id}/adjust',
    method: 'POST',
    url: (t) => `/api/profile/${t.id}/adjust`,
    payload: { account: 'balance', amount: 100, reason: 'matrix' },
    badPayload: { account: 'nope', amount: 'lots' },
    expected: { anonymous: 401, self: 403, 'other investor': 403, support: 403, admin: 200 },
    mutates: true,
  },
  {
    name: 'GET /api/auth/2fa',
    method: 'GET',
    url: () => '/api/auth/2fa',
    expected: { anonymous: 401, self: 200, 'other investor': 200, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'POST /api/auth/2fa/setup',
    method: 'POST',
    url: () => '/api/auth/2fa/setup',
    expected: { anonymous: 401, self: 200, 'other investor': 200, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'GET /api/auth/sessions',
    method: 'GET',
    url: () => '/api/auth/sessions',
    expected: { anonymous: 401, self: 200, 'other investor': 200, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: "DELETE /api/auth/sessions/{id} (the target's session)",
    method: 'DELETE',
    url: (t) => `/api/auth/sessions/${decodeToken(t.token).payload.jti as string}`,
    // someone else's session is not found for them; ending your own current one signs you out
    expected: { anonymous: 401, self: 204, 'other investor': 404, support: 404, admin: 404 },
    mutates: true,
  },
  {
    name: 'DELETE /api/auth/sessions',
    method: 'DELETE',
    url: () => '/api/auth/sessions',
    expected: { anonymous: 401, self: 204, 'other investor': 204, support: 204, admin: 204 },
    mutates: false,
  },
  {
    name: 'GET /api/auth/history',
    method: 'GET',
    url: () => '/api/auth/history',
    expected: { anonymous: 401, self: 200, 'other investor': 200, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'GET /api/users/{id}/sessions',
    method: 'GET',
    url: (t) => `/api/users/${t.id}/sessions`,
    expected: { anonymous: 401, self: 403, 'other investor': 403, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'GET /api/users/{id}/history',
    method: 'GET',
    url: (t) => `/api/users/${t.id}/history`,
    expected: { anonymous: 401, self: 403, 'other investor': 403, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'DELETE /api/users/{id}/sessions',
    method: 'DELETE',
    url: (t) => `/api/users/${t.id}/sessions`,
    expected: { anonymous: 401, self: 403, 'other investor': 403, support: 403, admin: 204 },
    mutates: true,
  },
  {
    // every caller here is verified (createInvestor, the seeded admin): nothing to resend
    name: 'POST /api/user/verify-email/resend',
    method: 'POST',
    url: () => '/api/user/verify-email/resend',
    expected: { anonymous: 401, self: 409, 'other investor': 409, support: 409, admin: 409 },
    mutates: false,
  },
  {
    // open: the token is the credential; an unknown one is 400 whoever sends it
    name: 'POST /api/user/verify-email',
    method: 'POST',
    url: () => '/api/user/verify-email',
    payload: { token: 'A'.repeat(43) },
    expected: { anonymous: 400, self: 400, 'other investor': 400, support: 400, admin: 400 },
    mutates: false,
  },
  {
    // anyone signed in changes only their own address, and only with their own password
    name: 'POST /api/profile/email',
    method: 'POST',
    url: () => '/api/profile/email',
    payload: { email: 'matrix-new-address@example.com', password: 'not-the-password' },
    badPayload: { email: 'not-an-address' },
    expected: { anonymous: 401, self: 400, 'other investor': 400, support: 400, admin: 400 },
    mutates: true,
  },
  {
    name: 'POST /api/user/logout',
    method: 'POST',
    url: () => '/api/user/logout',
    expected: { anonymous: 401, self: 204, 'other investor': 204, support: 204, admin: 204 },
    mutates: false,
  },
];

const snapshot = async (id: string) => ({
  user: (await ctx.db.select().from(users).where(eq(users.id, id)))[0],
  ledger: await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, id)),
});

describe.each(ROUTES)('$name', (route) => {
  // refusals change nothing (each checks it) and reads change nothing: they share one target;
  // a change that succeeds, or a logout of the target's own token, gets a fresh one
  let shared: TestUser;
  beforeAll(async () => {
    shared = await createInvestor(ctx.app);
  });

  it.each(CALLERS)('%s', async (caller) => {
    const succeeds = route.expected[caller] < 400;
    const target = succeeds && (route.mutates || route.name.includes('logout')) ? await createInvestor(ctx.app) : shared;
    // logout revokes what it is given: use a throw-away session of the same caller
    const token =
      route.name.includes('logout') && caller !== 'anonymous' && caller !== 'self'
        ? (await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: loginPayload(caller) })).json().accessToken
        : tokenOf(caller, target);
    const before = await snapshot(target.id);
    const res = await injectAs(ctx.app, token, {
      method: route.method,
      url: route.url(target),
      ...(route.payload ? { payload: route.payload } : {}),
    });
    const expected = route.expected[caller];
    if (expected >= 400) {
      expectError(res, expected);
      if (route.mutates) expect(await snapshot(target.id)).toEqual(before);
      if (route.badPayload) {
        expectError(await injectAs(ctx.app, token, { method: route.method, url: route.url(target), payload: route.badPayload }), expected);
      }
    } else {
      expect(res.statusCode, res.body).toBe(expected);
      expectNoSecrets(res.body);
    }
  });
});

function loginPayload(caller: Caller) {
  const who = { 'other investor': other, support, admin }[caller as 'other investor' | 'support' | 'admin'];
  return { email_address: who.email, password: who.password };
}

describe('open routes', () => {
  it('sign-up and login need no token', async () => {
    const payload = signupPayload();
    expect((await ctx.app.inject({ method: 'POST', url: '/api/user/signup', payload })).statusCode).toBe(201);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email_address: payload.email_address, password: payload.password },
    });
    expect(res.statusCode).toBe(200);
  });

  it('a signed-in caller signing up creates a plain investor; their own token grants nothing to it', async () => {
    const payload = signupPayload();
    const res = await injectAs(ctx.app, admin.token, { method: 'POST', url: '/api/user/signup', payload });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'investor', isAdmin: false });
  });
});

describe('staff on their own records', () => {
  it('support may edit their own name, not delete or credit themselves', async () => {
    const s = await createSupport(ctx.app);
    expect(
      (await injectAs(ctx.app, s.token, { method: 'PUT', url: `/api/profile/update/${s.id}`, payload: { name: 'Support Self' } }))
        .statusCode,
    ).toBe(200);
    expectError(await injectAs(ctx.app, s.token, { method: 'DELETE', url: `/api/profile/${s.id}` }), 403);
    expectError(
      await injectAs(ctx.app, s.token, {
        method: 'POST',
        url: `/api/profile/${s.id}/adjust`,
        payload: { account: 'balance', amount: 5, reason: 'x' },
      }),
      403,
    );
  });

  it('support cannot touch the admin', async () => {
    expectError(
      await injectAs(ctx.app, support.token, { method: 'PUT', url: `/api/profile/update/${admin.id}`, payload: { name: 'Pwned' } }),
      403,
    );
    expectError(await injectAs(ctx.app, support.token, { method: 'DELETE', url: `/api/profile/${admin.id}` }), 403);
  });

  it('the ledger reconciles after the whole matrix', async () => {
    await expectLedgerReconciled(ctx.db);
  });
});
