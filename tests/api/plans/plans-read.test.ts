import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_CATEGORIES } from '@/common/validation/plan';
import { DEMO_PLANS } from '@/server/db/seed-data';
import { bearer, createCallers, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import type { PublicPlan } from '@/common/api/plans';

let ctx: TestContext;
let admin: TestUser;
let investor: TestUser;
let support: TestUser;

beforeAll(async () => {
  ({ ctx, admin, investor, support } = await createCallers());
});
afterAll(() => ctx.close());

type Plan = PublicPlan;

const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

/** /api/plans/all with ra-data-simple-rest parameters. */
const list = (params: { sort?: unknown; range?: unknown; filter?: unknown }, token = investor.token) => {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) qs.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  return get(`/api/plans/all?${qs}`, token);
};

describe('GET /api/plans/all', () => {
  it('answers the seeded demo plans, one or more per category, in the API shape', async () => {
    const res = await get('/api/plans/all', investor.token);
    expect(res.statusCode, res.body).toBe(200);
    const plans = res.json() as Plan[];
    expect(plans).toHaveLength(DEMO_PLANS.length);
    expect(plans).toHaveLength(9);
    expect(new Set(plans.map((p) => p.category))).toEqual(new Set(PLAN_CATEGORIES));
    for (const p of plans) {
      expect(Object.keys(p).sort()).toEqual(
        ['_id', 'category', 'createdAt', 'description', 'duration', 'max', 'min', 'name', 'roi', 'status'].sort(),
      );
      expect(p._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(p.createdAt).toISOString()).toBe(p.createdAt);
    }
    // money in dollars, roi as a daily percent, duration in days, status = 'Deposit Return'
    expect(plans.find((p) => p.name === 'Crypto Starter')).toMatchObject({
      category: 'crypto',
      description: 'A short crypto plan for first-time investors.',
      min: 3000,
      max: 9999,
      roi: 1.5,
      duration: 7,
      status: true,
    });
    expect(plans.find((p) => p.name === 'Real Estate Income')).toMatchObject({ min: 5000, max: 100000, roi: 1, duration: 60 });
    expect(plans.find((p) => p.name === 'NFT Collectibles')).toMatchObject({ category: 'nft', roi: 2.2, status: false });
  });

  it('without parameters answers the whole array, cheapest plan first, with a Content-Range', async () => {
    const res = await get('/api/plans/all', investor.token);
    const plans = res.json() as Plan[];
    const mins = plans.map((p) => p.min);
    expect(mins).toEqual([...mins].sort((a, b) => a - b));
    expect(plans.filter((p) => p.category === 'crypto').map((p) => p.name)).toEqual(['Crypto Starter', 'Crypto Growth', 'Crypto Premium']);
    expect(res.headers['content-range']).toBe('plans 0-8/9');
  });

  it('is open to every signed-in role and refuses anonymous callers (401)', async () => {
    for (const user of [investor, support, admin]) {
      const res = await get('/api/plans/all', user.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toHaveLength(9);
    }
    const anon = await get('/api/plans/all');
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    expect((await get('/api/plans/all', 'not-a-token')).statusCode).toBe(401);
  });

  it('sorts by any listed field, both ways', async () => {
    const byRoiDesc = (await list({ sort: ['roi', 'DESC'] })).json() as Plan[];
    expect(byRoiDesc[0].name).toBe('Crypto Premium');
    expect(byRoiDesc.map((p) => p.roi)).toEqual([...byRoiDesc.map((p) => p.roi)].sort((a, b) => b - a));

    const byName = (await list({ sort: ['name', 'ASC'] })).json() as Plan[];
    expect(byName.map((p) => p.name)).toEqual([...byName.map((p) => p.name)].sort());

    const byDuration = (await list({ sort: ['duration', 'asc'] })).json() as Plan[];
    expect(byDuration[0]).toMatchObject({ name: 'Crypto Starter', duration: 7 });
    expect(byDuration.at(-1)).toMatchObject({ name: 'Real Estate Income', duration: 60 });

    const byMax = (await list({ sort: ['max', 'DESC'] })).json() as Plan[];
    expect(byMax[0].max).toBe(250000);

    for (const field of ['id', 'category', 'min', 'status', 'createdAt']) {
      const res = await list({ sort: [field, 'ASC'] });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(200);
      expect(res.json()).toHaveLength(9);
    }
  });

  it('pages with range and reports the page in Content-Range', async () => {
    const sort = ['min', 'ASC'];
    const all = (await list({ sort })).json() as Plan[];

    const first = await list({ sort, range: [0, 2] });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-range']).toBe('plans 0-2/9');
    expect((first.json() as Plan[]).map((p) => p._id)).toEqual(all.slice(0, 3).map((p) => p._id));

    const second = await list({ sort, range: [3, 5] });
    expect(second.headers['content-range']).toBe('plans 3-5/9');
    expect((second.json() as Plan[]).map((p) => p._id)).toEqual(all.slice(3, 6).map((p) => p._id));

    const last = await list({ sort, range: [6, 24] });
    expect(last.headers['content-range']).toBe('plans 6-8/9');
    expect(last.json()).toHaveLength(3);

    const beyond = await list({ sort, range: [50, 59] });
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['content-range']).toBe('plans 50-50/9');
  });

  it('filters by category, status, text (name or description) and id', async () => {
    const crypto = await list({ filter: { category: 'crypto' } });
    expect((crypto.json() as Plan[]).map((p) => p.name).sort()).toEqual(['Crypto Growth', 'Crypto Premium', 'Crypto Starter']);
    expect(crypto.headers['content-range']).toBe('plans 0-2/3');

    for (const category of PLAN_CATEGORIES) {
      const plans = (await list({ filter: { category } })).json() as Plan[];
      expect(plans.length, category).toBeGreaterThan(0);
      expect(plans.every((p) => p.category === category)).toBe(true);
    }

    const noReturn = (await list({ filter: { status: false } })).json() as Plan[];
    expect(noReturn.map((p) => p.name)).toEqual(['NFT Collectibles']);
    expect((await list({ filter: { status: true } })).json()).toHaveLength(8);

    // q: case-insensitive, over name and description
    expect(((await list({ filter: { q: 'gold' } })).json() as Plan[]).map((p) => p.name)).toEqual(['Gold Reserve']);
    expect(((await list({ filter: { q: 'PRECIOUS-METAL' } })).json() as Plan[]).map((p) => p.name)).toEqual(['Gold Reserve']);
    expect(
      (await list({ filter: { q: 'crypto', category: 'crypto', status: true }, range: [0, 1], sort: ['min', 'ASC'] })).headers[
        'content-range'
      ],
    ).toBe('plans 0-1/3');
    // % and _ are searched for literally
    expect((await list({ filter: { q: '%' } })).json()).toEqual([]);
    expect((await list({ filter: { q: '_' } })).json()).toEqual([]);

    const all = (await list({})).json() as Plan[];
    const ids = [all[0]._id, all[4]._id];
    const byId = (await list({ filter: { id: ids } })).json() as Plan[];
    expect(byId.map((p) => p._id).sort()).toEqual([...ids].sort());
    expect((await list({ filter: { id: [] } })).json()).toEqual([]);
  });

  it('refuses bad list parameters with 400, never 500', async () => {
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ sort: ['password', 'ASC'] }, 'Cannot sort by password'],
      [{ sort: ['deleted_at', 'ASC'] }, 'Cannot sort by deleted_at'],
      [{ sort: '["name","ASC"' }, 'sort must be JSON'],
      [{ sort: ['name', 'UP'] }, /./],
      [{ range: '[0,' }, 'range must be JSON'],
      [{ range: [5, 1] }, 'range end must not be before its start'],
      [{ range: [0, 1000] }, 'a page holds at most 500 rows'],
      [{ range: [-1, 3] }, /./],
      [{ filter: '{bad json' }, 'filter must be JSON'],
      [{ filter: { category: 'stocks' } }, /./],
      [{ filter: { status: 'yes' } }, /./],
      [{ filter: { id: ['not-a-uuid'] } }, /./],
      [{ filter: { deletedAt: null } }, /./],
    ];
    for (const [params, message] of cases) {
      const res = await list(params);
      expect(res.statusCode, `${JSON.stringify(params)}: ${res.body}`).toBe(400);
      const body = res.json() as { statusCode: number; message: string; errors?: { field: string }[] };
      expect(body.statusCode).toBe(400);
      if (typeof message === 'string') expect(body.message).toBe(message);
      else expect(body.message).toMatch(message);
    }
  });
});

describe('GET /api/plans/:id', () => {
  it('answers one plan to any signed-in user', async () => {
    const [plan] = (await get('/api/plans/all', investor.token)).json() as Plan[];
    for (const user of [investor, support, admin]) {
      const res = await get(`/api/plans/${plan._id}`, user.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(plan);
    }
  });

  it('401 anonymous, 404 unknown, 400 not an id', async () => {
    const [plan] = (await get('/api/plans/all', investor.token)).json() as Plan[];
    expect((await get(`/api/plans/${plan._id}`)).statusCode).toBe(401);

    const missing = await get('/api/plans/00000000-0000-4000-8000-000000000000', investor.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404, error: 'Not Found', message: 'Plan not found' });

    const bad = await get('/api/plans/crypto', investor.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Not a valid id' });
  });
});

it('the OpenAPI document describes the plan, wallet, audit and report routes', async () => {
  const res = await get('/api/docs/json');
  expect(res.statusCode).toBe(200);
  const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
  for (const p of [
    '/api/plans/all',
    '/api/plans/{id}',
    '/api/plans/save',
    '/api/address/all',
    '/api/address/save',
    '/api/address/{id}',
    '/api/audit',
    '/api/reports/reconcile',
  ]) {
    expect(paths, p).toContain(p);
  }
});
