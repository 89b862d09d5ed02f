import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { auditLog, plans } from '@/server/db/schema';
import { bearer, createCallers, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import type { ErrorBody } from '@/common/api/errors';
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

let seq = 0;
const validPlan = (overrides: Record<string, unknown> = {}) => ({
  name: `Test Plan ${++seq}`,
  description: 'A plan made by the tests.',
  category: 'gold',
  min: 3000,
  max: 20000,
  roi: 1.25,
  duration: 14,
  ...overrides,
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload !== undefined && { payload: payload as object }) });

async function createPlan(overrides: Record<string, unknown> = {}): Promise<Plan> {
  const res = await send('POST', '/api/plans/save', admin.token, validPlan(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Plan;
}

const auditRowsFor = (entityId: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'plan'), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);

/** The 400 lists `field` with exactly `message`. */
function expectFieldError(res: { statusCode: number; body: string; json: () => unknown }, field: string, message: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as ErrorBody;
  expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  expect(body.errors, res.body).toContainEqual({ field, message });
}

describe('access to the admin plan routes', () => {
  it('anonymous 401, investor and support 403; nothing changes and nothing is audited', async () => {
    const plan = await createPlan();
    const auditBefore = (await auditRowsFor(plan._id)).length;
    const calls = [
      ['POST', '/api/plans/save', validPlan()],
      ['PUT', `/api/plans/${plan._id}`, { roi: 9 }],
      ['DELETE', `/api/plans/${plan._id}`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      const anon = await send(method, url, undefined, payload);
      expect(anon.statusCode, `${method} ${url} anonymous`).toBe(401);
      for (const user of [investor, support]) {
        const res = await send(method, url, user.token, payload);
        expect(res.statusCode, `${method} ${url} as ${user.email}`).toBe(403);
        expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden', message: MSG.forbidden });
      }
    }
    expect((await send('GET', `/api/plans/${plan._id}`, investor.token)).json()).toEqual(plan);
    expect(await auditRowsFor(plan._id)).toHaveLength(auditBefore);
    expect((await send('GET', '/api/plans/all', admin.token)).json()).toHaveLength(9 + 1);
  });
});

describe('POST /api/plans/save', () => {
  it('creates a plan (201), stores cents and basis points, lists it and audits it', async () => {
    const res = await send('POST', '/api/plans/save', admin.token, {
      name: '  Harvest Plus  ',
      description: 'Seasonal financing, second round.',
      category: 'agriculture',
      min: 3000.5,
      max: 45000.99,
      roi: 1.75,
      duration: 45,
      status: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    const plan = res.json() as Plan;
    expect(plan).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Harvest Plus',
      description: 'Seasonal financing, second round.',
      category: 'agriculture',
      min: 3000.5,
      max: 45000.99,
      roi: 1.75,
      duration: 45,
      status: false,
      createdAt: expect.any(String),
    });

    const [row] = await ctx.db.select().from(plans).where(eq(plans.id, plan._id));
    expect(row).toMatchObject({ minCents: 300050, maxCents: 4500099, roiBp: 175, durationDays: 45, status: false, deletedAt: null });

    expect((await send('GET', `/api/plans/${plan._id}`, investor.token)).json()).toEqual(plan);
    const agriculture = (
      await send('GET', `/api/plans/all?filter=${encodeURIComponent('{"category":"agriculture"}')}`, investor.token)
    ).json() as Plan[];
    expect(agriculture.map((p) => p._id)).toContain(plan._id);

    const audit = await auditRowsFor(plan._id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      action: 'plan.create',
      entity: 'plan',
      entityId: plan._id,
      before: null,
      after: plan,
    });
  });

  it("'Deposit Return' (status) defaults to true", async () => {
    const plan = await createPlan();
    expect(plan.status).toBe(true);
  });

  it('accepts the bounds: min equal to max, roi 100 and 0.01, duration 1 and 3650', async () => {
    expect(await createPlan({ min: 5000, max: 5000 })).toMatchObject({ min: 5000, max: 5000 });
    expect(await createPlan({ roi: 100, duration: 1 })).toMatchObject({ roi: 100, duration: 1 });
    expect(await createPlan({ roi: 0.01, duration: 3650 })).toMatchObject({ roi: 0.01, duration: 3650 });
    expect(await createPlan({ min: 0.01, max: 0.02 })).toMatchObject({ min: 0.01, max: 0.02 });
  });

  it('refuses a second live plan of the same name (any case), 409; a deleted plan frees its name', async () => {
    const plan = await createPlan({ name: 'Unique Gold' });
    const dup = await send('POST', '/api/plans/save', admin.token, validPlan({ name: ' unique GOLD ' }));
    expect(dup.statusCode, dup.body).toBe(409);
    expect(dup.json()).toMatchObject({ statusCode: 409, error: 'Conflict', message: MSG.planNameTaken });
    expect((await send('GET', '/api/plans/all?filter=' + encodeURIComponent('{"q":"unique gold"}'), admin.token)).json()).toHaveLength(1);

    expect((await send('DELETE', `/api/plans/${plan._id}`, admin.token)).statusCode).toBe(200);
    expect((await createPlan({ name: 'Unique Gold' })).name).toBe('Unique Gold');
  });

  it('every required field has its message', async () => {
    const res = await send('POST', '/api/plans/save', admin.token, {});
    expect(res.statusCode).toBe(400);
    const body = res.json() as ErrorBody;
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Name is required' },
        { field: 'description', message: 'Description is required' },
        { field: 'category', message: 'Category is required' },
        { field: 'min', message: 'Minimum is required' },
        { field: 'max', message: 'Maximum is required' },
        { field: 'roi', message: 'ROI is required' },
        { field: 'duration', message: 'Duration is required' },
      ]),
    );
    expect(body.errors).toHaveLength(7);
    expect(body.message).toBe('Name is required');

    for (const field of ['name', 'description', 'category', 'min', 'max', 'roi', 'duration']) {
      const plan: Record<string, unknown> = validPlan();
      delete plan[field];
      const label = {
        name: 'Name',
        description: 'Description',
        category: 'Category',
        min: 'Minimum',
        max: 'Maximum',
        roi: 'ROI',
        duration: 'Duration',
      }[field];
      expectFieldError(await send('POST', '/api/plans/save', admin.token, plan), field, `${label} is required`);
      // an empty form input arrives as null (numbers) or '' (text, select)
      expectFieldError(await send('POST', '/api/plans/save', admin.token, { ...plan, [field]: null }), field, `${label} is required`);
    }
    expectFieldError(await send('POST', '/api/plans/save', admin.token, validPlan({ name: '' })), 'name', 'Name is required');
    expectFieldError(await send('POST', '/api/plans/save', admin.token, validPlan({ name: '   ' })), 'name', 'Name is required');
    expectFieldError(
      await send('POST', '/api/plans/save', admin.token, validPlan({ description: ' ' })),
      'description',
      'Description is required',
    );
    expectFieldError(await send('POST', '/api/plans/save', admin.token, validPlan({ category: '' })), 'category', 'Category is required');
  });

  it('checks each field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 42 }, 'name', 'Name must be text'],
      [{ name: 'x'.repeat(101) }, 'name', MSG.nameMax],
      [{ description: 'x'.repeat(2001) }, 'description', 'Description cannot exceed 2000 characters'],
      [{ category: 'stocks' }, 'category', MSG.planCategoryInvalid],
      [{ category: 'Gold' }, 'category', MSG.planCategoryInvalid],
      [{ min: 0 }, 'min', 'Minimum must be greater than zero'],
      [{ min: -100 }, 'min', 'Minimum must be greater than zero'],
      [{ min: '3000' }, 'min', 'Minimum must be a number'],
      [{ min: 3000.123 }, 'min', MSG.amountCents],
      [{ min: 100_000_001, max: 100_000_002 }, 'min', MSG.amountTooLarge],
      [{ max: 0 }, 'max', 'Maximum must be greater than zero'],
      [{ max: 'lots' }, 'max', 'Maximum must be a number'],
      [{ max: 20000.001 }, 'max', MSG.amountCents],
      [{ min: 5000, max: 4999.99 }, 'max', 'Maximum must be at least the minimum'],
      [{ roi: 0 }, 'roi', MSG.planRoiRange],
      [{ roi: -1 }, 'roi', MSG.planRoiRange],
      [{ roi: 100.01 }, 'roi', MSG.planRoiRange],
      [{ roi: 1.234 }, 'roi', 'ROI can have at most two decimal places'],
      [{ roi: '1.5' }, 'roi', 'ROI must be a number'],
      [{ duration: 0 }, 'duration', MSG.planDurationRange],
      [{ duration: 3651 }, 'duration', MSG.planDurationRange],
      [{ duration: 1.5 }, 'duration', MSG.planDurationRange],
      [{ duration: '7' }, 'duration', 'Duration must be a number'],
      [{ status: 'yes' }, 'status', 'Deposit Return must be true or false'],
      [{ foo: 1 }, 'foo', MSG.fieldUnknown('foo')],
      [{ _id: '00000000-0000-4000-8000-000000000000' }, '_id', MSG.fieldUnknown('_id')],
      [{ roi_bp: 150 }, 'roi_bp', MSG.fieldUnknown('roi_bp')],
    ];
    for (const [overrides, field, message] of cases) {
      expectFieldError(await send('POST', '/api/plans/save', admin.token, validPlan(overrides)), field, message);
    }
    // the messages read as plain sentences
    expect(MSG.planMaxBelowMin).toBe('Maximum must be at least the minimum');
    expect((await send('GET', '/api/plans/all', admin.token)).json()).not.toContainEqual(
      expect.objectContaining({ name: expect.stringMatching(/^x+$/) }),
    );
  });

  it('refuses a body that is not JSON or not an object, 400', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/plans/save',
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(bad.statusCode).toBe(400);
    expect((await send('POST', '/api/plans/save', admin.token, [validPlan()])).statusCode).toBe(400);
  });
});

describe('PUT /api/plans/:id', () => {
  it('changes only the fields sent and audits before and after', async () => {
    const plan = await createPlan({ min: 3000, max: 20000, roi: 1.25 });
    const res = await send('PUT', `/api/plans/${plan._id}`, admin.token, { roi: 2.05 });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json() as Plan;
    expect(updated).toEqual({ ...plan, roi: 2.05 });
    expect((await send('GET', `/api/plans/${plan._id}`, investor.token)).json()).toEqual(updated);

    const audit = await auditRowsFor(plan._id);
    expect(audit.map((a) => a.action)).toEqual(['plan.create', 'plan.update']);
    expect(audit[1]).toMatchObject({ actorId: admin.id, entity: 'plan', before: plan, after: updated });
  });

  it('edits every field at once', async () => {
    const plan = await createPlan();
    const changes = {
      name: 'Renamed Plan',
      description: 'New words.',
      category: 'forex',
      min: 100,
      max: 200.5,
      roi: 3,
      duration: 90,
      status: false,
    };
    const res = await send('PUT', `/api/plans/${plan._id}`, admin.token, changes);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...plan, ...changes });
    const [row] = await ctx.db.select().from(plans).where(eq(plans.id, plan._id));
    expect(row).toMatchObject({ minCents: 10000, maxCents: 20050, roiBp: 300, durationDays: 90, category: 'forex' });
  });

  it('checks a bound sent alone against the stored other bound', async () => {
    const plan = await createPlan({ min: 3000, max: 20000 });
    const tooHighMin = await send('PUT', `/api/plans/${plan._id}`, admin.token, { min: 20000.01 });
    expectFieldError(tooHighMin, 'min', "Minimum cannot be more than the plan's maximum ($20,000.00)");
    expect((tooHighMin.json() as ErrorBody).message).toBe("Minimum cannot be more than the plan's maximum ($20,000.00)");

    const tooLowMax = await send('PUT', `/api/plans/${plan._id}`, admin.token, { max: 2999.99 });
    expectFieldError(tooLowMax, 'max', "Maximum must be at least the plan's minimum ($3,000.00)");

    expectFieldError(
      await send('PUT', `/api/plans/${plan._id}`, admin.token, { min: 9000, max: 8000 }),
      'max',
      'Maximum must be at least the minimum',
    );

    // nothing changed, nothing audited
    expect((await send('GET', `/api/plans/${plan._id}`, admin.token)).json()).toEqual(plan);
    expect(await auditRowsFor(plan._id)).toHaveLength(1);

    // moving both together, or one within the other, is fine
    expect((await send('PUT', `/api/plans/${plan._id}`, admin.token, { min: 30000, max: 40000 })).json()).toMatchObject({
      min: 30000,
      max: 40000,
    });
    expect((await send('PUT', `/api/plans/${plan._id}`, admin.token, { min: 40000 })).json()).toMatchObject({ min: 40000, max: 40000 });
    expect((await send('PUT', `/api/plans/${plan._id}`, admin.token, { max: 40000 })).json()).toMatchObject({ min: 40000, max: 40000 });
  });

  it('applies the create rules to each field sent', async () => {
    const plan = await createPlan();
    const url = `/api/plans/${plan._id}`;
    expectFieldError(await send('PUT', url, admin.token, { name: '' }), 'name', 'Name is required');
    expectFieldError(await send('PUT', url, admin.token, { name: null }), 'name', 'Name is required');
    expectFieldError(await send('PUT', url, admin.token, { description: '  ' }), 'description', 'Description is required');
    expectFieldError(await send('PUT', url, admin.token, { category: 'stocks' }), 'category', MSG.planCategoryInvalid);
    expectFieldError(await send('PUT', url, admin.token, { min: 0 }), 'min', 'Minimum must be greater than zero');
    expectFieldError(await send('PUT', url, admin.token, { max: 1.001 }), 'max', MSG.amountCents);
    expectFieldError(await send('PUT', url, admin.token, { roi: 101 }), 'roi', MSG.planRoiRange);
    expectFieldError(await send('PUT', url, admin.token, { duration: 0 }), 'duration', MSG.planDurationRange);
    expectFieldError(await send('PUT', url, admin.token, { status: 1 }), 'status', 'Deposit Return must be true or false');
    expectFieldError(await send('PUT', url, admin.token, { createdAt: '2020-01-01' }), 'createdAt', MSG.fieldUnknown('createdAt'));
    expect((await send('GET', url, admin.token)).json()).toEqual(plan);
  });

  it('an empty edit changes nothing and is not audited', async () => {
    const plan = await createPlan();
    const res = await send('PUT', `/api/plans/${plan._id}`, admin.token, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(plan);
    expect(await auditRowsFor(plan._id)).toHaveLength(1);
  });

  it('refuses to take the name of another live plan (409)', async () => {
    const a = await createPlan({ name: 'Name A' });
    await createPlan({ name: 'Name B' });
    const res = await send('PUT', `/api/plans/${a._id}`, admin.token, { name: 'name b' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: MSG.planNameTaken });
    // keeping its own name (another case) is fine
    expect((await send('PUT', `/api/plans/${a._id}`, admin.token, { name: 'NAME A' })).json()).toMatchObject({ name: 'NAME A' });
  });

  it('404 for an unknown or deleted plan, 400 for a bad id', async () => {
    expect((await send('PUT', '/api/plans/00000000-0000-4000-8000-000000000000', admin.token, { roi: 2 })).json()).toMatchObject({
      statusCode: 404,
      message: 'Plan not found',
    });
    const plan = await createPlan();
    await send('DELETE', `/api/plans/${plan._id}`, admin.token);
    expect((await send('PUT', `/api/plans/${plan._id}`, admin.token, { roi: 2 })).statusCode).toBe(404);
    expect((await send('PUT', `/api/plans/${plan._id}`, admin.token, {})).statusCode).toBe(404);
    const bad = await send('PUT', '/api/plans/123', admin.token, { roi: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Not a valid id' });
  });
});

describe('concurrent admins', () => {
  it('two edits of opposite bounds that each fit the stored plan: one wins, the other is refused', async () => {
    const plan = await createPlan({ min: 3000, max: 20000 });
    const results = await Promise.all([
      send('PUT', `/api/plans/${plan._id}`, admin.token, { min: 15000 }),
      send('PUT', `/api/plans/${plan._id}`, admin.token, { max: 10000 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const stored = (await send('GET', `/api/plans/${plan._id}`, admin.token)).json() as Plan;
    expect(stored.min).toBeLessThanOrEqual(stored.max);
    expect(await auditRowsFor(plan._id)).toHaveLength(2);
  });

  it('two creates of one name: one 201, one 409', async () => {
    const results = await Promise.all([
      send('POST', '/api/plans/save', admin.token, validPlan({ name: 'Race Plan' })),
      send('POST', '/api/plans/save', admin.token, validPlan({ name: 'race plan' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const found = (await send('GET', `/api/plans/all?filter=${encodeURIComponent('{"q":"race plan"}')}`, admin.token)).json() as Plan[];
    expect(found).toHaveLength(1);
  });
});

describe('DELETE /api/plans/:id', () => {
  it('soft-deletes: answers the plan, hides it everywhere, keeps the row, audits it', async () => {
    const plan = await createPlan({ category: 'nft' });
    const res = await send('DELETE', `/api/plans/${plan._id}`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(plan);

    expect((await send('GET', `/api/plans/${plan._id}`, investor.token)).statusCode).toBe(404);
    expect((await send('GET', `/api/plans/${plan._id}`, admin.token)).statusCode).toBe(404);
    const everything = (await send('GET', '/api/plans/all', admin.token)).json() as Plan[];
    expect(everything.map((p) => p._id)).not.toContain(plan._id);
    const byId = await send(
      'GET',
      `/api/plans/all?filter=${encodeURIComponent(JSON.stringify({ id: [plan._id] }))}&range=[0,9]`,
      admin.token,
    );
    expect(byId.json()).toEqual([]);
    expect(byId.headers['content-range']).toBe('plans 0-0/0');
    const nft = (await send('GET', `/api/plans/all?filter=${encodeURIComponent('{"category":"nft"}')}`, investor.token)).json() as Plan[];
    expect(nft.map((p) => p.name)).toEqual(['NFT Collectibles']);

    const [row] = await ctx.db.select().from(plans).where(eq(plans.id, plan._id));
    expect(row.deletedAt).toBeInstanceOf(Date);

    const audit = await auditRowsFor(plan._id);
    expect(audit.map((a) => a.action)).toEqual(['plan.create', 'plan.delete']);
    expect(audit[1]).toMatchObject({ actorId: admin.id, before: plan, after: { ...plan, deletedAt: row.deletedAt!.toISOString() } });
  });

  it('a second delete is 404; unknown 404; bad id 400', async () => {
    const plan = await createPlan();
    expect((await send('DELETE', `/api/plans/${plan._id}`, admin.token)).statusCode).toBe(200);
    const again = await send('DELETE', `/api/plans/${plan._id}`, admin.token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: 'Plan not found' });
    expect(await auditRowsFor(plan._id)).toHaveLength(2);
    expect((await send('DELETE', '/api/plans/00000000-0000-4000-8000-000000000000', admin.token)).statusCode).toBe(404);
    expect((await send('DELETE', '/api/plans/nope', admin.token)).statusCode).toBe(400);
  });
});
