import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAdmin, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import { deposit, depositAddress, fundedInvestor, MONEY_ENV, setStatus } from '../transactions/money-helpers';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** The value of one series in Prometheus text, 0 when it is absent. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('without METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx?.close());

  it('/metrics is a 404, with or without a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_request_duration_seconds');
  });
});

describe('with METRICS_TOKEN', () => {
  let ctx: TestContext;
  let admin: TestUser;
  const scrape = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  beforeAll(async () => {
    ctx = await createTestApp({ ...MONEY_ENV, METRICS_TOKEN: TOKEN });
    admin = await loginAdmin(ctx.app);
  });
  afterAll(() => ctx?.close());

  it('no token: 401; a wrong one: 403; neither shows any figure', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, `Basic ${TOKEN}`, admin.token]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(403);
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('a route just called shows in the latency histogram under its pattern, never its raw URL', async () => {
    const before = await scrape();
    const series = 'http_request_duration_seconds_count{route="/api/transaction/single/:id",method="GET",status="4xx"}';
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/transaction/single/00000000-0000-4000-8000-000000000000?x=1',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(404);
    const after = await scrape();
    expect(sample(after, series)).toBe(sample(before, series) + 1);
    expect(after).toContain(
      'http_request_duration_seconds_bucket{le="0.005",route="/api/transaction/single/:id",method="GET",status="4xx"}',
    );
    expect(after).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(after).not.toContain('x=1');
  });

  it('a deposit and its approval move the money counters', async () => {
    const created = 'money_events_total{type="deposit",event="created",status="pending"}';
    const approved = 'money_events_total{type="deposit",event="status_change",status="successful"}';
    const before = await scrape();
    const investor = await fundedInvestor(ctx.app, admin.token);
    const d = await deposit(ctx.app, investor, 250, await depositAddress(ctx.app, admin.token));
    const middle = await scrape();
    expect(sample(middle, created)).toBe(sample(before, created) + 1);
    expect(sample(middle, approved)).toBe(sample(before, approved));
    await setStatus(ctx.app, admin.token, d._id, 'successful');
    const after = await scrape();
    expect(sample(after, approved)).toBe(sample(before, approved) + 1);
    expect(sample(after, created)).toBe(sample(middle, created));
  });

  it('lists the job and pool families (the pool only on PostgreSQL)', async () => {
    const text = await scrape();
    expect(text).toContain('# TYPE job_duration_seconds histogram');
    if (ctx.handle.driver === 'postgres') {
      expect(text).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);
      expect(text).toMatch(/^db_pool_connections\{state="waiting"\} 0$/m);
    } else {
      expect(text).not.toContain('db_pool_connections');
    }
  });
});
