import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallers, expectError, injectAs, type TestContext, type TestUser } from '@/tests/helpers/test-app';

// Found by the schema fuzz: URLs the router itself refuses answered fastify's own body (with
// an extra `code` key, echoing the URL) instead of the API's one error shape.

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ({ ctx, admin } = await createCallers());
});
afterAll(async () => ctx?.close());

describe('URLs the router cannot read', () => {
  it('a path parameter over 100 characters: 414 in the error shape, the URL not echoed', async () => {
    const long = 'x'.repeat(300);
    const res = await injectAs(ctx.app, admin.token, { method: 'GET', url: `/api/kyc/${long}/front` });
    expectError(res, 414, 'The address is too long');
    expect(res.body.includes(long)).toBe(false);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a broken percent-encoding in a path parameter: 400 in the error shape', async () => {
    const res = await injectAs(ctx.app, admin.token, { method: 'GET', url: '/api/profile/%ED%A0%80' });
    expect(res.statusCode).toBeLessThan(500);
    expectError(res, res.statusCode);
    const bad = await injectAs(ctx.app, admin.token, { method: 'GET', url: '/api/plans/%zz' });
    expectError(bad, 400);
  });
});
