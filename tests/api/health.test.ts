import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from '@/server/modules/health/routes';
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

describe('GET /api/health/live (liveness)', () => {
  it('answers ok without a token, unlimited', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe('GET /api/health with the schema not usable', () => {
  it('a database without the users table: 503 in the error shape, while liveness stays 200', async () => {
    await ctx.db.execute(sql`alter table users rename to users_away`);
    try {
      expectError(await ctx.app.inject({ method: 'GET', url: '/api/health' }), 503, DATABASE_UNAVAILABLE);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await ctx.db.execute(sql`alter table users_away rename to users`);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('a database that does not answer in time: 503 within seconds, not a hang', async () => {
    // another session holds the users table: the health check cannot read it until released
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = ctx.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      locked();
      await held;
    });
    await isLocked;
    const started = Date.now();
    try {
      expectError(await ctx.app.inject({ method: 'GET', url: '/api/health' }), 503, DATABASE_UNAVAILABLE);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      release();
      await holder;
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('GET /api/health with the database gone', () => {
  // runs last in this file: it closes the database under the running app
  it('answers 503 in the error shape; liveness stays 200', async () => {
    await ctx.handle.close();
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/health' }), 503, DATABASE_UNAVAILABLE);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
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
