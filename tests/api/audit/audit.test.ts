import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/server/db/schema';
import { DEFAULT_LIST_SIZE } from '@/server/lib/list-query';
import { recordAudit } from '@/server/modules/audit/repository';
import { ADMIN_EMAIL, bearer, createCallers, type TestContext, type TestUser } from '@/tests/helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
let investor: TestUser;
let support: TestUser;

type Entry = {
  _id: string;
  actorId: string | null;
  actorEmail: string | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string;
  entityLabel: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
};
type Plan = Record<string, unknown> & { _id: string };

let plan: Plan;
let planAfterEdit: Plan;
let wallet: { _id: string };

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload !== undefined && { payload: payload as object }) });

const audit = (params: Record<string, unknown> = {}, token = admin.token) => {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) qs.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  return send('GET', `/api/audit${qs.size ? `?${qs}` : ''}`, token);
};

beforeAll(async () => {
  // creating the support user is a user.update by the admin
  ({ ctx, admin, investor, support } = await createCallers());

  const created = await send('POST', '/api/plans/save', admin.token, {
    name: 'Audited Plan',
    description: 'Watched closely.',
    category: 'forex',
    min: 1000,
    max: 2000,
    roi: 1,
    duration: 10,
  });
  expect(created.statusCode, created.body).toBe(201);
  plan = created.json() as Plan;
  const edited = await send('PUT', `/api/plans/${plan._id}`, admin.token, { max: 2500 });
  expect(edited.statusCode, edited.body).toBe(200);
  planAfterEdit = edited.json() as Plan;
  const w = await send('POST', '/api/address/save', admin.token, {
    name: 'Audited wallet',
    address: 'TLaevFSZ4SiHkL6XwSjDqRkivntVLVCuym',
    currency: 'usdt',
  });
  expect(w.statusCode, w.body).toBe(201);
  wallet = w.json() as { _id: string };
  expect((await send('DELETE', `/api/address/${wallet._id}`, admin.token)).statusCode).toBe(200);
  const credit = await send('POST', `/api/profile/${investor.id}/adjust`, admin.token, {
    account: 'balance',
    amount: 250,
    reason: 'Welcome bonus',
  });
  expect(credit.statusCode, credit.body).toBe(200);
  // a change the system made on its own: no actor
  await recordAudit(ctx.db, { actorId: null, action: 'system.check', entity: 'system', entityId: 'nightly' });
});
afterAll(() => ctx.close());

describe('GET /api/audit', () => {
  it('is for admins only: 401 anonymous, 403 investor and support', async () => {
    expect((await audit({}, '')).statusCode).toBe(401);
    for (const user of [investor, support]) {
      const res = await audit({}, user.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    }
  });

  it('lists every admin change, newest first, with the actor and before/after', async () => {
    const res = await audit();
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json() as Entry[];
    expect(res.headers['content-range']).toBe(`audit 0-${entries.length - 1}/${entries.length}`);
    const mine = ['system.check', 'user.credit', 'wallet.delete', 'wallet.create', 'plan.update', 'plan.create'];
    expect(entries.slice(0, mine.length).map((e) => e.action)).toEqual(mine);
    // before them: promoting the support user
    expect(entries.slice(mine.length).map((e) => e.action)).toContain('user.update');
    for (const e of entries) {
      expect(Object.keys(e).sort()).toEqual([
        '_id',
        'action',
        'actorEmail',
        'actorId',
        'actorName',
        'after',
        'before',
        'createdAt',
        'entity',
        'entityId',
        'entityLabel',
      ]);
      expect(e._id).toMatch(/^\d+$/);
    }
    const ids = entries.map((e) => Number(e._id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const times = entries.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const update = entries.find((e) => e.action === 'plan.update')!;
    expect(update).toMatchObject({
      actorId: admin.id,
      actorEmail: ADMIN_EMAIL,
      entity: 'plan',
      entityId: plan._id,
      before: plan,
      after: planAfterEdit,
    });
    expect(entries.find((e) => e.action === 'plan.create')).toMatchObject({ before: null, after: plan });
    expect(entries.find((e) => e.action === 'wallet.delete')).toMatchObject({ entity: 'wallet', entityId: wallet._id });
    expect(entries.find((e) => e.action === 'user.credit')).toMatchObject({
      entity: 'user',
      entityId: investor.id,
      actorEmail: ADMIN_EMAIL,
    });
    expect(entries.find((e) => e.action === 'user.update')).toMatchObject({
      entityId: support.id,
      after: expect.objectContaining({ role: 'support' }),
    });
    expect(entries[0]).toMatchObject({ actorId: null, actorEmail: null, before: null, after: null });
  });

  it('filters by entity, entityId, action, actorId, text and time', async () => {
    const actions = async (filter: Record<string, unknown>) => ((await audit({ filter })).json() as Entry[]).map((e) => e.action);
    const all = (await audit()).json() as Entry[];
    expect(await actions({ entity: 'plan' })).toEqual(['plan.update', 'plan.create']);
    expect(await actions({ entityId: wallet._id })).toEqual(['wallet.delete', 'wallet.create']);
    expect(await actions({ action: 'user.credit' })).toEqual(['user.credit']);
    expect(await actions({ entity: 'plan', action: 'plan.create' })).toEqual(['plan.create']);
    expect(await actions({ actorId: admin.id })).toEqual(all.filter((e) => e.actorId === admin.id).map((e) => e.action));
    expect(await actions({ actorId: admin.id })).toHaveLength(all.length - 1);
    expect(await actions({ actorId: investor.id })).toEqual([]);
    // q: over action, entity and entityId; case-insensitive; % literal
    expect(await actions({ q: 'WALLET' })).toEqual(['wallet.delete', 'wallet.create']);
    expect(await actions({ q: plan._id.slice(0, 8) })).toEqual(['plan.update', 'plan.create']);
    expect(await actions({ q: '%' })).toEqual([]);

    const today = new Date().toISOString().slice(0, 10);
    expect(await actions({ createdAt_gte: today, createdAt_lte: today })).toHaveLength(all.length);
    expect(await actions({ createdAt_gte: '2999-01-01' })).toEqual([]);
    expect(await actions({ createdAt_lte: '2000-01-01T00:00:00Z' })).toEqual([]);
    const planCreate = all.find((e) => e.action === 'plan.create')!;
    expect(await actions({ createdAt_lte: planCreate.createdAt, entity: 'plan' })).toEqual(['plan.create']);
    expect(await actions({ createdAt_gte: planCreate.createdAt, entity: 'plan' })).toEqual(['plan.update', 'plan.create']);

    const two = all.slice(0, 2).map((e) => e._id);
    expect(((await audit({ filter: { id: two } })).json() as Entry[]).map((e) => e._id)).toEqual(two);
  });

  it('sorts and pages with Content-Range', async () => {
    const all = (await audit()).json() as Entry[];
    const asc = await audit({ sort: ['id', 'ASC'] });
    expect((asc.json() as Entry[]).map((e) => e._id)).toEqual([...all].reverse().map((e) => e._id));

    const page = await audit({ sort: ['createdAt', 'DESC'], range: [0, 2] });
    expect(page.headers['content-range']).toBe(`audit 0-2/${all.length}`);
    expect((page.json() as Entry[]).map((e) => e._id)).toEqual(all.slice(0, 3).map((e) => e._id));
    const next = await audit({ sort: ['createdAt', 'DESC'], range: [3, 5] });
    expect(next.headers['content-range']).toBe(`audit 3-5/${all.length}`);
    expect((next.json() as Entry[]).map((e) => e._id)).toEqual(all.slice(3, 6).map((e) => e._id));
    const tail = await audit({ range: [5, 100] });
    expect(tail.headers['content-range']).toBe(`audit 5-${all.length - 1}/${all.length}`);
    const beyond = await audit({ range: [100, 109] });
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['content-range']).toBe(`audit 100-100/${all.length}`);
    const filtered = await audit({ filter: { entity: 'plan' }, range: [0, 0] });
    expect(filtered.headers['content-range']).toBe('audit 0-0/2');

    const byAction = (await audit({ sort: ['action', 'ASC'] })).json() as Entry[];
    expect(byAction.map((e) => e.action)).toEqual([...byAction.map((e) => e.action)].sort());
    for (const field of ['entity', 'entityId', 'actorId', 'createdAt'])
      expect((await audit({ sort: [field, 'ASC'] })).statusCode).toBe(200);
  });

  it('without a range answers at most its newest 1,000 rows, and says so', async () => {
    await ctx.db.insert(auditLog).values(
      Array.from({ length: DEFAULT_LIST_SIZE + 5 }, (_, i) => ({
        actorId: admin.id,
        action: 'bulk.test',
        entity: 'bulk',
        entityId: String(i),
      })),
    );
    const res = await audit();
    expect(res.json()).toHaveLength(DEFAULT_LIST_SIZE);
    const total = Number(res.headers['content-range']!.toString().split('/')[1]);
    expect(total).toBeGreaterThan(DEFAULT_LIST_SIZE);
    expect(res.headers['content-range']).toBe(`audit 0-${DEFAULT_LIST_SIZE - 1}/${total}`);
    const bulk = await audit({ filter: { entity: 'bulk' }, range: [1000, 1009] });
    expect(bulk.headers['content-range']).toBe(`audit 1000-1004/${DEFAULT_LIST_SIZE + 5}`);
  });

  it('refuses bad parameters with 400', async () => {
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ sort: ['before', 'ASC'] }, 'Cannot sort by before'],
      [{ sort: '[' }, 'sort must be JSON'],
      [{ filter: 'nope' }, 'filter must be JSON'],
      [{ filter: { actorId: 'admin' } }, 'Not a valid id'],
      [{ filter: { id: ['abc'] } }, 'Not a valid id'],
      [{ filter: { createdAt_gte: 'yesterday' } }, /./],
      [{ filter: { password: 'x' } }, /./],
      [{ range: [3, 1] }, 'range end must not be before its start'],
    ];
    for (const [params, message] of cases) {
      const res = await audit(params);
      expect(res.statusCode, `${JSON.stringify(params)}: ${res.body}`).toBe(400);
      const body = res.json() as { message: string };
      if (typeof message === 'string') expect(body.message).toBe(message);
      else expect(body.message).toMatch(message);
    }
  });
});
