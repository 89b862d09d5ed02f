import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallers, injectAs, type TestContext, type TestUser } from '../helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
let investor: TestUser;

beforeAll(async () => {
  ({ ctx, admin, investor } = await createCallers());
});
afterAll(async () => ctx?.close());

// API answers hold balances, KYC data and tokens: no browser cache or proxy may keep them.
describe('Cache-Control on API answers', () => {
  it.each([
    ['investor', 'GET', '/api/profile/me'],
    ['investor', 'GET', '/api/plans/all'],
    ['admin', 'GET', '/api/profile/all'],
    ['admin', 'GET', '/api/transaction/all'],
    ['admin', 'GET', '/api/audit'],
    ['anonymous', 'GET', '/api/profile/me'],
    ['investor', 'GET', '/api/no-such-route'],
  ])('%s %s %s: no-store', async (who, method, url) => {
    const token = who === 'admin' ? admin.token : who === 'investor' ? investor.token : undefined;
    const res = await injectAs(ctx.app, token, { method: method as 'GET', url });
    expect(res.headers['cache-control'], `${url}: ${res.statusCode}`).toBe('no-store');
  });

  it('the sign-in answer (it carries the token) too', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email_address: investor.email, password: investor.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
