import { getMetricsFromIterator } from 'prom2javascript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRIC_LABELS, ROUTE_PATTERN } from '@/server/modules/metrics/labels';
import { createTestApp, type TestContext, type TestUser, loginAdmin } from '@/tests/helpers/test-app';
import { createPlan, deposit, depositAddress, fundedInvestor, invest, MONEY_ENV, setStatus, withdraw } from '../transactions/money-helpers';

const TOKEN = 'metrics-token-for-the-label-tests-0123456789';
/** A plan name as staff may type it: free text that must never become a label value. */
const PLAN_NAME = 'Orchard Harvest (staff note: ask Sam)';
/** The route labels that are not a registered pattern (plugins/metrics.ts). */
const OTHER_ROUTES = ['not found', 'web app'];

describe('/metrics labels', () => {
  let ctx: TestContext;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp({ ...MONEY_ENV, METRICS_TOKEN: TOKEN });
    admin = await loginAdmin(ctx.app);
  });
  afterAll(() => ctx?.close());

  it('every series of every metric, after money events of each type, has its declared labels with values from closed sets', async () => {
    // money events of every type, an investment in a plan named in free text among them
    await createPlan(ctx.app, admin.token, { name: PLAN_NAME, min: 100, max: 10_000, roi: 1, duration: 10 });
    const investor = await fundedInvestor(ctx.app, admin.token, 2_000);
    const d = await deposit(ctx.app, investor, 250, await depositAddress(ctx.app, admin.token));
    await setStatus(ctx.app, admin.token, d._id, 'successful');
    const inv = await invest(ctx.app, investor, PLAN_NAME, 500);
    await setStatus(ctx.app, admin.token, inv._id, 'inactive');
    await withdraw(ctx.app, investor, 150);
    await ctx.app.inject({ method: 'GET', url: '/no/such/page?secret=1' });

    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(PLAN_NAME);
    const families = Object.entries(await getMetricsFromIterator(res.body.split('\n')[Symbol.iterator]())).map(([name, family]) => ({
      name,
      metrics: family.data as { labels: Record<string, string> }[],
    }));
    expect(families.length).toBeGreaterThan(0);
    const declared: Record<string, Record<string, readonly string[] | string>> = METRIC_LABELS;

    const seen = new Set<string>();
    for (const family of families) {
      const labels = declared[family.name];
      expect(labels, `${family.name} is declared in server/modules/metrics/labels.ts`).toBeDefined();
      for (const series of family.metrics) {
        const given = series.labels;
        expect(Object.keys(given).sort(), family.name).toEqual(Object.keys(labels).sort());
        for (const [name, value] of Object.entries(given)) {
          seen.add(`${family.name}{${name}}`);
          const allowed = labels[name];
          if (allowed === ROUTE_PATTERN) {
            const method = given.method;
            const known = OTHER_ROUTES.includes(value) || ctx.app.hasRoute({ method: method as 'GET', url: value });
            expect(known, `${family.name} route="${value}" is a registered pattern`).toBe(true);
          } else {
            expect(allowed, `${family.name} ${name}="${value}"`).toContain(value);
          }
        }
      }
    }
    // the scrape did exercise the labels that carry money and routes
    for (const label of ['money_events_total{type}', 'money_events_total{status}', 'http_request_duration_seconds{route}']) {
      expect(seen, label).toContain(label);
    }
    const money = families.find((f) => f.name === 'money_events_total')!;
    const types = new Set(money.metrics.map((s) => s.labels?.type));
    expect([...types].sort()).toEqual(['deposit', 'investment', 'withdraw']);
  });
});
