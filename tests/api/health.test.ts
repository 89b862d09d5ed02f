import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '@/server/lib/clock';
import { PGLITE_QUEUED_WINDOW_MS } from '@/server/modules/health/check';
import { DATABASE_UNAVAILABLE } from '@/server/modules/health/routes';
import { createTestApp, expectError, type TestContext } from '../helpers/test-app';

const onPglite = !process.env.TEST_DATABASE_URL;
// the PGlite window is measured on this clock: the tests move it instead of waiting
const clock = new ManualClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
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
});

/**
 * Holds the database from another session until released: an open transaction (on PGlite,
 * the one connection, as a slow statement holds it) that has also run `statement`.
 */
async function holdDatabase(statement: ReturnType<typeof sql>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding!: () => void;
  const isHeld = new Promise<void>((resolve) => (holding = resolve));
  const holder = ctx.db.transaction(async (tx) => {
    await tx.execute(statement);
    holding();
    await released;
  });
  await isHeld;
  return async () => {
    release();
    await holder;
    // statements are served in turn (PGlite): once this one answers, the checks queued before it have
    await ctx.db.execute(sql`select 1`);
  };
}

const health = () => ctx.app.inject({ method: 'GET', url: '/api/health' });

describe('GET /api/health while another session holds the database', () => {
  it('a slow statement: 200 meanwhile; once the window has passed, PGlite (still blocked) is 503, PostgreSQL answers on another connection', async () => {
    expect((await health()).statusCode).toBe(200); // the last check succeeded
    const release = await holdDatabase(sql`select pg_sleep(0.2)`);
    let first: Promise<{ statusCode: number }> | undefined;
    try {
      // the first probe queues a check behind the held statement (PGlite) and waits for it;
      // the next ones join that check instead of queueing one statement each
      first = health();
      expect((await health()).statusCode).toBe(200);
      expect((await health()).statusCode).toBe(200);
      clock.advance(PGLITE_QUEUED_WINDOW_MS);
      if (onPglite) expectError(await health(), 503, DATABASE_UNAVAILABLE);
      else expect((await health()).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await release();
    }
    // the first probe's answer depends on how long the release took: it only has to come
    expect([200, 503]).toContain((await first).statusCode);
    expect((await health()).statusCode).toBe(200);
  });

  it('a lock on users nobody releases: 503 within seconds (PGlite: 200 while queued, 503 once the window has passed)', async () => {
    expect((await health()).statusCode).toBe(200);
    const release = await holdDatabase(sql`lock table users in access exclusive mode`);
    const started = Date.now();
    let first: Promise<{ statusCode: number }> | undefined;
    try {
      first = health();
      if (onPglite) {
        expect((await health()).statusCode).toBe(200);
        clock.advance(PGLITE_QUEUED_WINDOW_MS);
      }
      expectError(await health(), 503, DATABASE_UNAVAILABLE);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await release();
    }
    await first;
    expect((await health()).statusCode).toBe(200);
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
