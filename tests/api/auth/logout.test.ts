import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import {
  createInvestor,
  createSupport,
  createTestApp,
  expectError,
  injectAs,
  login,
  loginAdmin,
  type TestContext,
} from '@/tests/helpers/test-app';
import { craftToken, decodeToken } from '@/tests/helpers/tokens';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const logout = (token: string | undefined, extra: Record<string, unknown> = {}) =>
  injectAs(ctx.app, token, { method: 'POST', url: '/api/user/logout', ...extra });
const me = (token: string) => injectAs(ctx.app, token, { method: 'GET', url: '/api/profile/me' });

describe('POST /api/user/logout', () => {
  it('revokes the presented token: 204 with no body, then 401 everywhere', async () => {
    const u = await createInvestor(ctx.app);
    expect((await me(u.token)).statusCode).toBe(200);
    const res = await logout(u.token);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expectError(await me(u.token), 401, MSG.sessionInvalid);
    expectError(await injectAs(ctx.app, u.token, { method: 'GET', url: `/api/profile/${u.id}` }), 401);
    expectError(
      await injectAs(ctx.app, u.token, { method: 'PUT', url: `/api/profile/update/${u.id}`, payload: { name: 'Changed Name' } }),
      401,
    );
  });

  it('a second logout with the same token is 401', async () => {
    const u = await createInvestor(ctx.app);
    expect((await logout(u.token)).statusCode).toBe(204);
    expectError(await logout(u.token), 401, MSG.sessionInvalid);
  });

  it('only the presented token: other sessions of the same user carry on', async () => {
    const u = await createInvestor(ctx.app);
    const second = await login(ctx.app, u.email, u.password);
    expect((await logout(u.token)).statusCode).toBe(204);
    expect((await me(second.accessToken)).statusCode).toBe(200);
  });

  it('signing in again after logout gives a working token', async () => {
    const u = await createInvestor(ctx.app);
    await logout(u.token);
    const again = await login(ctx.app, u.email, u.password);
    expect((await me(again.accessToken)).statusCode).toBe(200);
  });

  it('works for support and admin tokens too', async () => {
    const support = await createSupport(ctx.app);
    expect((await logout(support.token)).statusCode).toBe(204);
    expectError(await injectAs(ctx.app, support.token, { method: 'GET', url: '/api/profile/all' }), 401);
    const admin = await loginAdmin(ctx.app);
    expect((await logout(admin.token)).statusCode).toBe(204);
    expectError(await injectAs(ctx.app, admin.token, { method: 'GET', url: '/api/profile/all' }), 401);
    // the admin can still sign in
    expect((await me((await loginAdmin(ctx.app)).token)).statusCode).toBe(200);
  });

  it('a body sent with logout changes nothing (an empty JSON object is fine)', async () => {
    const u = await createInvestor(ctx.app);
    const res = await logout(u.token, { payload: {} });
    expect(res.statusCode).toBe(204);
  });

  it('anonymous: 401', async () => {
    expectError(await logout(undefined), 401, MSG.unauthenticated);
  });

  it('an invalid, forged or expired token: 401, and nothing is revoked for the victim', async () => {
    const u = await createInvestor(ctx.app);
    const claims = decodeToken(u.token).payload;
    expectError(await logout('garbage'), 401);
    expectError(await logout(craftToken(claims, { secret: 'x'.repeat(40) })), 401);
    expectError(await logout(craftToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 })), 401);
    expect((await me(u.token)).statusCode).toBe(200);
  });
});
