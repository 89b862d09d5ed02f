import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createInvestor, createTestApp, createWithRole, expectError, loginAdmin, type TestContext } from '@/tests/helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const put = (token: string, id: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/profile/update/${id}`, headers: bearer(token), payload });

describe('sessions end when an account is disabled or deleted', () => {
  it('a token from before a disable stays refused after the account is enabled again', async () => {
    const admin = await loginAdmin(ctx.app);
    const user = await createInvestor(ctx.app);
    expect((await put(admin.token, user.id, { status: false })).statusCode).toBe(200);
    expect((await put(admin.token, user.id, { status: true })).statusCode).toBe(200);
    const res = await ctx.app.inject({ url: '/api/profile/me', headers: bearer(user.token) });
    expectError(res, 401);
  });
});

describe('the last active admin cannot be removed', () => {
  it('two admins demoting each other at once leave one admin', async () => {
    const first = await loginAdmin(ctx.app);
    const second = await createWithRole(ctx.app, 'admin');
    const [a, b] = await Promise.all([
      put(first.token, second.id, { role: 'investor' }),
      put(second.token, first.id, { role: 'investor' }),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    // one demotion wins; the other is refused, as the last admin or as a caller who is no longer admin
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const admins = (
      await ctx.app.inject({
        url: '/api/profile/all?filter={"role":"admin"}&range=[0,9]',
        headers: bearer(a.statusCode === 200 ? first.token : second.token),
      })
    ).json();
    expect(admins).toHaveLength(1);
  });
});
