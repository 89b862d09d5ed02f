import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvestor, createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('smoke', () => {
  it('signs up and reads /profile/me', async () => {
    const u = await createInvestor(ctx.app);
    const res = await ctx.app.inject({ url: '/api/profile/me', headers: { authorization: `Bearer ${u.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: u.email, acct_bal: 0, role: 'investor', isAdmin: false });
    expect(res.body).not.toContain('password');
  });
});
