import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { revokedTokens, users } from '@/server/db/schema';
import {
  createInvestor,
  createTestApp,
  createWithRole,
  expectError,
  injectAs,
  login,
  loginAdmin,
  TEST_JWT_SECRET,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { craftToken, decodeToken, tamperToken, tokenPayload } from '@/tests/helpers/tokens';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAdmin(ctx.app);
});
afterAll(() => ctx.close());

const me = (token: string | undefined, headers: Record<string, string> = {}) =>
  injectAs(ctx.app, token, { method: 'GET', url: '/api/profile/me', headers });
const adminList = (token: string) => injectAs(ctx.app, token, { method: 'GET', url: '/api/profile/all' });

describe('the token the server issues', () => {
  it('is an HS256 JWT with id, isAdmin, role, jti, iat, exp and a 24 h lifetime', async () => {
    const u = await createInvestor(ctx.app);
    const { header, payload } = decodeToken(u.token);
    expect(header).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ id: u.id, isAdmin: false, role: 'investor', jti: expect.any(String) });
    expect(Object.keys(payload).sort()).toEqual(['exp', 'iat', 'id', 'isAdmin', 'jti', 'role']);
    expect(payload.exp as number).toBe((payload.iat as number) + 24 * 3600);
    expect(Math.abs((payload.iat as number) - Date.now() / 1000)).toBeLessThan(60);
    const adminPayload = decodeToken(admin.token).payload;
    expect(adminPayload).toMatchObject({ id: admin.id, isAdmin: true, role: 'admin' });
  });

  it('carries a different jti on every sign-in', async () => {
    const u = await createInvestor(ctx.app);
    const again = await login(ctx.app, u.email, u.password);
    expect(decodeToken(again.accessToken).payload.jti).not.toBe(decodeToken(u.token).payload.jti);
  });

  it('is accepted by a protected route', async () => {
    const u = await createInvestor(ctx.app);
    const res = await me(u.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()._id).toBe(u.id);
  });
});

describe('a request without a usable token gets 401', () => {
  it('no Authorization header', async () => {
    expectError(await me(undefined), 401, MSG.unauthenticated);
  });

  it.each([
    ['another scheme', 'Basic YWRtaW46YWRtaW4='],
    ['an empty bearer', 'Bearer '],
    ['garbage', 'Bearer not.a.jwt'],
    ['two dots only', 'Bearer ..'],
    ['the bare token without a scheme', ''],
  ])('%s', async (_label, value) => {
    const u = await createInvestor(ctx.app);
    const header = value === '' ? u.token : value;
    expectError(await me(undefined, { authorization: header }), 401, MSG.sessionInvalid);
  });
});

describe('token attacks', () => {
  let victim: TestUser;
  beforeAll(async () => {
    victim = await createInvestor(ctx.app);
  });

  it('alg none (unsigned) is refused', async () => {
    const payload = decodeToken(victim.token).payload;
    expectError(await me(craftToken(payload, { alg: 'none' })), 401);
    // an unsigned token claiming admin rights is refused too
    const forged = craftToken({ ...payload, isAdmin: true, role: 'admin' }, { alg: 'none' });
    expectError(await adminList(forged), 401);
  });

  it('alg none with the original signature kept is refused', async () => {
    const [, p, s] = victim.token.split('.');
    const head = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expectError(await me(`${head}.${p}.${s}`), 401);
  });

  it.each(['HS384', 'HS512'] as const)('%s with the same secret is refused (algorithm pinned to HS256)', async (alg) => {
    const payload = decodeToken(victim.token).payload;
    expectError(await me(craftToken(payload, { alg })), 401);
  });

  it('an HS256 token crafted here with the right secret works (the crafting itself is sound)', async () => {
    const payload = decodeToken(victim.token).payload;
    const res = await me(craftToken({ ...payload, jti: 'crafted-jti' }));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a token signed with another secret is refused', async () => {
    const payload = decodeToken(victim.token).payload;
    expectError(await me(craftToken(payload, { secret: 'another-secret-that-is-also-long-enough-0123456789' })), 401);
  });

  it('an altered payload with the old signature is refused: isAdmin/role flipped', async () => {
    const forged = tamperToken(victim.token, { isAdmin: true, role: 'admin' });
    expectError(await adminList(forged), 401);
    expectError(await me(forged), 401);
  });

  it("an altered payload with the old signature is refused: someone else's id", async () => {
    const forged = tamperToken(victim.token, { id: admin.id });
    expectError(await me(forged), 401);
  });

  it('an altered payload with the old signature is refused: exp pushed out', async () => {
    const payload = decodeToken(victim.token).payload;
    expectError(await me(tamperToken(victim.token, { exp: (payload.exp as number) + 365 * 86400 })), 401);
  });

  /** the victim's real claims with a fresh jti: accepted when signed with the real secret */
  const validClaims = (): Record<string, unknown> => ({ ...decodeToken(victim.token).payload, jti: randomUUID() });

  it("the control: the victim's claims re-signed with the real secret are accepted", async () => {
    expect((await me(craftToken(validClaims()))).statusCode).toBe(200);
  });

  it('an expired token is refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = craftToken({ ...validClaims(), exp: now - 1 });
    expectError(await me(expired), 401, MSG.sessionInvalid);
    expectError(await me(craftToken({ ...validClaims(), exp: now - 3600 })), 401, MSG.sessionInvalid);
  });

  it('a token not yet valid (nbf in the future) is refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    expectError(await me(craftToken({ ...validClaims(), nbf: now + 3600 })), 401);
  });

  it('a correctly signed token lacking jti, exp, iat or a uuid id is refused', async () => {
    const { jti: _jti, ...noJti } = validClaims();
    expectError(await me(craftToken(noJti)), 401);
    expectError(await me(craftToken({ ...validClaims(), jti: '' })), 401);
    const { exp: _exp, ...noExp } = validClaims();
    expectError(await me(craftToken(noExp)), 401);
    const { iat: _iat, ...noIat } = validClaims();
    expectError(await me(craftToken(noIat)), 401);
    expectError(await me(craftToken({ ...validClaims(), id: 'not-a-uuid' })), 401);
    expectError(await me(craftToken({ ...validClaims(), id: 42 })), 401);
  });

  it('a correctly signed token for a user that does not exist is refused', async () => {
    expectError(await me(craftToken({ ...validClaims(), id: '00000000-0000-4000-8000-000000000000' })), 401);
    expectError(await me(craftToken(tokenPayload('00000000-0000-4000-8000-000000000000'))), 401);
  });

  it('a token issued before the account existed is refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    expectError(await me(craftToken({ ...validClaims(), iat: now - 86400, exp: now + 3600 })), 401);
  });
});

describe('revocation', () => {
  it('a token revoked by logout is refused; other sessions of the user carry on', async () => {
    const u = await createInvestor(ctx.app);
    const other = await login(ctx.app, u.email, u.password);
    const out = await injectAs(ctx.app, u.token, { method: 'POST', url: '/api/user/logout' });
    expect(out.statusCode).toBe(204);
    expectError(await me(u.token), 401, MSG.sessionInvalid);
    expect((await me(other.accessToken)).statusCode).toBe(200);
    const jti = decodeToken(u.token).payload.jti as string;
    const rows = await ctx.db.select().from(revokedTokens).where(eq(revokedTokens.jti, jti));
    expect(rows).toHaveLength(1);
    expect(rows[0].userId).toBe(u.id);
    // kept until the token would have expired anyway
    expect(rows[0].expiresAt.getTime()).toBe((decodeToken(u.token).payload.exp as number) * 1000);
  });
});

describe('the server re-reads the user on every request', () => {
  it('a token of a deleted user is refused', async () => {
    const u = await createInvestor(ctx.app);
    const del = await injectAs(ctx.app, admin.token, { method: 'DELETE', url: `/api/profile/${u.id}` });
    expect(del.statusCode, del.body).toBe(200);
    expectError(await me(u.token), 401, MSG.sessionInvalid);
  });

  it('a token of a disabled user is refused', async () => {
    const u = await createInvestor(ctx.app);
    const off = await injectAs(ctx.app, admin.token, {
      method: 'PUT',
      url: `/api/profile/update/${u.id}`,
      payload: { status: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expectError(await me(u.token), 401, MSG.sessionInvalid);
    // disabled accounts cannot sign in either (only the password holder learns why)
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email_address: u.email, password: u.password },
    });
    expectError(res, 403);
  });

  it('a token issued before a self password change is refused; the new token works', async () => {
    const u = await createInvestor(ctx.app);
    const otherSession = await login(ctx.app, u.email, u.password);
    const res = await injectAs(ctx.app, u.token, {
      method: 'PUT',
      url: `/api/profile/update/${u.id}`,
      payload: { password: 'a-brand-new-password', current_password: u.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json().accessToken as string;
    expect(fresh).toEqual(expect.any(String));
    expectError(await me(u.token), 401);
    expectError(await me(otherSession.accessToken), 401);
    const ok = await me(fresh);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()._id).toBe(u.id);
    // the new password signs in at once and its token works; the old one does not sign in
    const again = await login(ctx.app, u.email, 'a-brand-new-password');
    expect((await me(again.accessToken)).statusCode).toBe(200);
    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email_address: u.email, password: u.password },
    });
    expectError(old, 401, MSG.loginIncorrect);
  });

  it("a token issued before an admin changed the user's password is refused", async () => {
    const u = await createInvestor(ctx.app);
    const res = await injectAs(ctx.app, admin.token, {
      method: 'PUT',
      url: `/api/profile/update/${u.id}`,
      payload: { password: 'set-by-the-admin' },
    });
    expect(res.statusCode, res.body).toBe(200);
    // no token is handed to the admin for someone else
    expect(res.json()).not.toHaveProperty('accessToken');
    expectError(await me(u.token), 401);
    // the admin's own token is untouched
    expect((await me(admin.token)).statusCode).toBe(200);
    const fresh = await login(ctx.app, u.email, 'set-by-the-admin');
    expect((await me(fresh.accessToken)).statusCode).toBe(200);
  });

  it('a token crafted with iat before the cut-off is refused even with the right secret', async () => {
    const u = await createInvestor(ctx.app);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, u.id));
    const cutoff = Math.floor(row.tokensValidAfter.getTime() / 1000);
    const now = Math.floor(Date.now() / 1000);
    expectError(await me(craftToken(tokenPayload(u.id, { iat: cutoff - 1, exp: now + 3600 }))), 401);
  });
});

describe('admin rights come from the database, not the token', () => {
  it('a demoted admin whose old token says isAdmin true gets 403 on admin routes', async () => {
    const second = await createWithRole(ctx.app, 'admin');
    expect(decodeToken(second.token).payload).toMatchObject({ isAdmin: true, role: 'admin' });
    expect((await adminList(second.token)).statusCode).toBe(200);

    const demote = await injectAs(ctx.app, admin.token, {
      method: 'PUT',
      url: `/api/profile/update/${second.id}`,
      payload: { role: 'investor' },
    });
    expect(demote.statusCode, demote.body).toBe(200);

    expectError(await adminList(second.token), 403, MSG.forbidden);
    const adj = await injectAs(ctx.app, second.token, {
      method: 'POST',
      url: `/api/profile/${second.id}/adjust`,
      payload: { account: 'balance', amount: 1000, reason: 'self-service' },
    });
    expectError(adj, 403);
    const other = await createInvestor(ctx.app);
    expectError(await injectAs(ctx.app, second.token, { method: 'DELETE', url: `/api/profile/${other.id}` }), 403);
    expectError(await injectAs(ctx.app, second.token, { method: 'GET', url: `/api/profile/${other.id}` }), 403);
    // the token still identifies the user, who now reads as an investor
    const self = await me(second.token);
    expect(self.statusCode).toBe(200);
    expect(self.json()).toMatchObject({ isAdmin: false, role: 'investor' });
  });

  it("a promoted user's old investor token gains the new rights at once", async () => {
    const u = await createInvestor(ctx.app);
    expectError(await adminList(u.token), 403);
    await injectAs(ctx.app, admin.token, { method: 'PUT', url: `/api/profile/update/${u.id}`, payload: { role: 'support' } });
    expect((await adminList(u.token)).statusCode).toBe(200);
  });

  it('a token whose claims say admin is still an investor if the database says so', async () => {
    const u = await createInvestor(ctx.app);
    const real = decodeToken(u.token).payload;
    const forged = craftToken({ ...real, role: 'admin', isAdmin: true, jti: 'forged-with-the-secret' });
    // signed with the real secret, so it authenticates; the claims grant nothing
    expect((await me(forged)).statusCode).toBe(200);
    expectError(await adminList(forged), 403);
  });

  it('the token secret never appears in the DB row of revocations or in responses', async () => {
    const rows = await ctx.db
      .select()
      .from(revokedTokens)
      .where(and(eq(revokedTokens.userId, admin.id)));
    expect(JSON.stringify(rows)).not.toContain(TEST_JWT_SECRET);
  });
});
