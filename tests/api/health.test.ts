import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('answers ok with the database up and the driver in use, without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      status: 'ok',
      database: 'up',
      driver: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
    expect(ctx.handle.driver).toBe(res.json().driver);
  });

  it('ignores a bad token (liveness is public)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { authorization: 'Bearer junk' } });
    expect(res.statusCode).toBe(200);
  });

  it('answers HEAD too', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });

  it('is not rate-limited', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('other methods and a trailing slash are JSON 404s', async () => {
    expectError(await ctx.app.inject({ method: 'POST', url: '/api/health', payload: {} }), 404);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/health/' }), 404);
  });
});

describe('GET /api/health with the database gone', () => {
  // runs last in this file: it closes the database under the running app
  it('answers 503 with database down, in its own shape', async () => {
    await ctx.handle.close();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', database: 'down', driver: ctx.handle.driver });
  });

  it('other routes answer a 500 in the error shape that reveals nothing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email_address: 'someone@example.com', password: 'secret-password' },
    });
    const body = expectError(res, 500);
    expect(body.message).not.toMatch(/pool|pglite|select|sql|stack/i);
  });
});
