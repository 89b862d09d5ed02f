import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { users } from '@/server/db/schema';
import {
  adjust,
  createInvestor,
  createSupport,
  createTestApp,
  expectError,
  expectFieldError,
  expectLedgerReconciled,
  expectNoSecrets,
  injectAs,
  loginAdmin,
  type InjectResponse,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
let support: TestUser;
let investor: TestUser;
/** name -> user, the fixed population of this file (plus the admin and the support user) */
const people: Record<string, TestUser> = {};

type PublicUser = {
  _id: string;
  name: string;
  email: string;
  role: string;
  status: boolean;
  kyc_status: boolean;
  acct_bal: number;
  createdAt: string;
};

const NAMES = ['Zed Zimmer', 'Amy Adams', 'Carl Cobb', 'Dora Diaz', 'Bea Brown', 'Eve 100% Real', 'Finn_Under Score'];

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAdmin(ctx.app);
  support = await createSupport(ctx.app);
  await injectAs(ctx.app, admin.token, { method: 'PUT', url: `/api/profile/update/${support.id}`, payload: { name: 'Sam Support' } });
  for (const name of NAMES) people[name] = await createInvestor(ctx.app, { name });
  investor = people['Amy Adams'];
  // a known spread of states and dates: dates set directly in the database, money through the API
  const set = (name: string, values: Partial<typeof users.$inferInsert>) =>
    ctx.db.update(users).set(values).where(eq(users.id, people[name].id));
  await set('Zed Zimmer', { createdAt: new Date('2024-01-10T12:00:00Z'), kycStatus: true });
  await set('Amy Adams', { createdAt: new Date('2024-02-15T12:00:00Z') });
  await set('Carl Cobb', { createdAt: new Date('2024-03-20T23:30:00Z'), status: false });
  await set('Dora Diaz', { createdAt: new Date('2024-03-21T00:30:00Z'), kycStatus: true });
  for (const [name, amount] of [
    ['Zed Zimmer', 500],
    ['Amy Adams', 1],
    ['Carl Cobb', 70],
  ] as const) {
    expect((await adjust(ctx.app, admin.token, people[name].id, amount)).statusCode).toBe(200);
  }
});
afterAll(async () => {
  await expectLedgerReconciled(ctx.db);
  await ctx.close();
});

/** the admin's view by default; null = anonymous */
const list = (query: Record<string, unknown> = {}, token: string | null = admin.token) => {
  const qs = Object.entries(query)
    .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');
  return injectAs(ctx.app, token ?? undefined, { method: 'GET', url: `/api/profile/all${qs ? `?${qs}` : ''}` });
};
const names = (res: InjectResponse) => (res.json() as PublicUser[]).map((u) => u.name);
const ALL_LIVE = NAMES.length + 2; // the admin and the support user

describe('GET /api/profile/all without parameters', () => {
  it('answers the whole JSON array of users, no secrets', async () => {
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    expectNoSecrets(res.body);
    const body = res.json() as PublicUser[];
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(ALL_LIVE);
    expect(body.map((u) => u.name).sort()).toEqual([...NAMES, 'Administrator', 'Sam Support'].sort());
    for (const u of body) {
      expect(Object.keys(u).sort()).toEqual(
        [
          '_id',
          'acct_bal',
          'acct_bonus',
          'country',
          'createdAt',
          'email',
          'email_verified',
          'isAdmin',
          'kyc_status',
          // whether the owner has locked the account, for staff (tests/api/account-lock/staff-unlock.test.ts)
          'locked_at',
          'name',
          'phone_no',
          'progress_bar',
          'role',
          'status',
        ].sort(),
      );
    }
    // newest first by default
    const dates = body.map((u) => Date.parse(u.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('includes disabled users (they are not deleted) and excludes deleted ones', async () => {
    const gone = await createInvestor(ctx.app, { name: 'Gone Soon' });
    expect(names(await list())).toContain('Gone Soon');
    await injectAs(ctx.app, admin.token, { method: 'DELETE', url: `/api/profile/${gone.id}` });
    const after = names(await list());
    expect(after).not.toContain('Gone Soon');
    expect(after).toContain('Carl Cobb');
  });

  it('support may read it', async () => {
    const res = await list({}, support.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(ALL_LIVE);
  });

  it('an investor: 403; anonymous: 401', async () => {
    expectError(await list({}, investor.token), 403, MSG.forbidden);
    expectError(await list({}, null), 401, MSG.unauthenticated);
    expectError(await list({ range: [0, 9] }, investor.token), 403);
  });
});

describe('GET /api/profile/all with sort, range and filter (ra-data-simple-rest)', () => {
  it('a page and Content-Range "profile a-b/total"', async () => {
    const res = await list({ sort: ['name', 'ASC'], range: [0, 2] });
    expect(res.statusCode, res.body).toBe(200);
    expect(names(res)).toEqual(['Administrator', 'Amy Adams', 'Bea Brown']);
    expect(res.headers['content-range']).toBe(`profile 0-2/${ALL_LIVE}`);
  });

  it('the next page, and a last page shorter than asked', async () => {
    const second = await list({ sort: ['name', 'ASC'], range: [3, 5] });
    expect(names(second)).toEqual(['Carl Cobb', 'Dora Diaz', 'Eve 100% Real']);
    expect(second.headers['content-range']).toBe(`profile 3-5/${ALL_LIVE}`);
    const last = await list({ sort: ['name', 'ASC'], range: [6, 24] });
    expect(names(last)).toEqual(['Finn_Under Score', 'Sam Support', 'Zed Zimmer']);
    expect(last.headers['content-range']).toBe(`profile 6-8/${ALL_LIVE}`);
  });

  it('a page past the end is empty and still tells the total', async () => {
    const res = await list({ sort: ['name', 'ASC'], range: [50, 74] });
    expect(res.json()).toEqual([]);
    expect(res.headers['content-range']).toMatch(new RegExp(`^profile \\d+-\\d+/${ALL_LIVE}$`));
  });

  it('sorts descending, by money, by date, and accepts lower-case order', async () => {
    expect(names(await list({ sort: ['name', 'DESC'], range: [0, 1] }))).toEqual(['Zed Zimmer', 'Sam Support']);
    expect(names(await list({ sort: ['acct_bal', 'DESC'], range: [0, 2] }))).toEqual(['Zed Zimmer', 'Carl Cobb', 'Amy Adams']);
    expect(names(await list({ sort: ['createdAt', 'ASC'], range: [0, 1] }))).toEqual(['Zed Zimmer', 'Amy Adams']);
    expect(names(await list({ sort: ['name', 'asc'], range: [0, 0] }))).toEqual(['Administrator']);
    // react-admin's default sort field is id
    expect((await list({ sort: ['id', 'ASC'], range: [0, 0] })).statusCode).toBe(200);
  });

  it('sort alone: the whole list in that order', async () => {
    const res = await list({ sort: ['name', 'ASC'] });
    expect(names(res)).toEqual([...NAMES, 'Administrator', 'Sam Support'].sort());
  });

  it('filter q: a case-insensitive search over names and e-mails', async () => {
    expect(names(await list({ filter: { q: 'dIaZ' }, range: [0, 24] }))).toEqual(['Dora Diaz']);
    const byEmail = await list({ filter: { q: people['Bea Brown'].email.toUpperCase() }, range: [0, 24] });
    expect(names(byEmail)).toEqual(['Bea Brown']);
    expect(byEmail.headers['content-range']).toBe('profile 0-0/1');
    expect(names(await list({ filter: { q: 'no such person' }, range: [0, 24] }))).toEqual([]);
  });

  it('filter q: % and _ are searched for literally', async () => {
    expect(names(await list({ filter: { q: '100%' } }))).toEqual(['Eve 100% Real']);
    expect(names(await list({ filter: { q: '%' } }))).toEqual(['Eve 100% Real']);
    expect(names(await list({ filter: { q: 'n_u' } }))).toEqual(['Finn_Under Score']);
    expect(names(await list({ filter: { q: "'; drop table users; --" } }))).toEqual([]);
  });

  it('filter role', async () => {
    expect(names(await list({ filter: { role: 'admin' } }))).toEqual(['Administrator']);
    expect(names(await list({ filter: { role: 'support' } }))).toEqual(['Sam Support']);
    expect(await list({ filter: { role: 'investor' } }).then((r) => r.json().length)).toBe(NAMES.length);
  });

  it('filter status and kyc_status', async () => {
    expect(names(await list({ filter: { status: false } }))).toEqual(['Carl Cobb']);
    expect(names(await list({ filter: { kyc_status: true }, sort: ['name', 'ASC'] }))).toEqual([
      'Administrator',
      'Dora Diaz',
      'Zed Zimmer',
    ]);
    expect(names(await list({ filter: { kyc_status: true, role: 'investor' }, sort: ['name', 'ASC'] }))).toEqual([
      'Dora Diaz',
      'Zed Zimmer',
    ]);
  });

  it('filter createdAt_gte / createdAt_lte with instants', async () => {
    const res = await list({
      filter: { createdAt_gte: '2024-02-01T00:00:00Z', createdAt_lte: '2024-03-20T23:00:00Z' },
      sort: ['createdAt', 'ASC'],
      range: [0, 9],
    });
    expect(names(res)).toEqual(['Amy Adams']);
    expect(res.headers['content-range']).toBe('profile 0-0/1');
    expect(names(await list({ filter: { createdAt_lte: '2024-01-10T12:00:00Z' } }))).toEqual(['Zed Zimmer']);
    expect(
      names(
        await list({
          filter: { createdAt_gte: '2024-01-10T12:00:00.001Z', createdAt_lte: '2024-12-31T00:00:00+01:00' },
          sort: ['createdAt', 'ASC'],
        }),
      ),
    ).toEqual(['Amy Adams', 'Carl Cobb', 'Dora Diaz']);
  });

  it('filter createdAt with dates: both ends include the whole day (UTC)', async () => {
    const res = await list({ filter: { createdAt_gte: '2024-03-20', createdAt_lte: '2024-03-20' } });
    expect(names(res)).toEqual(['Carl Cobb']);
    expect(names(await list({ filter: { createdAt_gte: '2024-02-15', createdAt_lte: '2024-03-21' }, sort: ['createdAt', 'ASC'] }))).toEqual(
      ['Amy Adams', 'Carl Cobb', 'Dora Diaz'],
    );
    // today's sign-ups are found with today's date as the upper bound
    const today = new Date().toISOString().slice(0, 10);
    expect(names(await list({ filter: { createdAt_lte: today } }))).toContain('Bea Brown');
  });

  it('filter id: what react-admin getMany sends', async () => {
    const ids = [people['Bea Brown'].id, people['Zed Zimmer'].id];
    expect(names(await list({ filter: { id: ids }, sort: ['name', 'ASC'] }))).toEqual(['Bea Brown', 'Zed Zimmer']);
    expect(await list({ filter: { id: [] } }).then((r) => r.json())).toEqual([]);
  });

  it('the Content-Range total counts the filtered rows, not the page', async () => {
    const res = await list({ filter: { role: 'investor' }, sort: ['name', 'ASC'], range: [0, 1] });
    expect(names(res)).toEqual(['Amy Adams', 'Bea Brown']);
    expect(res.headers['content-range']).toBe(`profile 0-1/${NAMES.length}`);
  });
});

describe('GET /api/profile/all: bad parameters are 400 in the error shape, never 500', () => {
  it.each([
    ['sort', '["password_hash","ASC"]', 'Cannot sort by password_hash'],
    ['sort', '["nope","ASC"]', 'Cannot sort by nope'],
    ['sort', 'name', 'sort must be JSON'],
    ['sort', '["name"', 'sort must be JSON'],
    ['sort', '["name","UP"]', undefined],
    ['sort', '{"field":"name"}', undefined],
    ['sort', '["",""]', undefined],
    ['range', '[0', 'range must be JSON'],
    ['range', '[5,1]', 'range end must not be before its start'],
    ['range', '[0,500]', 'a page holds at most 500 rows'],
    ['range', '[-1,5]', undefined],
    ['range', '[0.5,5]', undefined],
    ['range', '["0","9"]', undefined],
    ['range', '[0]', undefined],
    ['filter', '{q:1}', 'filter must be JSON'],
    ['filter', '{"password_hash":"x"}', undefined],
    ['filter', '{"status":"yes"}', undefined],
    ['filter', '{"role":"root"}', undefined],
    ['filter', '{"createdAt_gte":"yesterday"}', undefined],
    ['filter', '{"createdAt_lte":"2024-02-30"}', undefined],
    ['filter', '{"id":["not-a-uuid"]}', undefined],
    ['filter', '[]', undefined],
    ['filter', 'null', undefined],
    ['filter', `{"q":"${'x'.repeat(201)}"}`, undefined],
  ])('%s=%s', async (param, raw, message) => {
    const res = await injectAs(ctx.app, admin.token, { method: 'GET', url: `/api/profile/all?${param}=${encodeURIComponent(raw)}` });
    const body = expectError(res, 400, message);
    expect(body.errors?.[0].field ?? '').toMatch(new RegExp(`^${param}`));
  });

  it('a page of exactly 500 rows is allowed', async () => {
    const res = await list({ range: [0, 499] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe(`profile 0-${ALL_LIVE - 1}/${ALL_LIVE}`);
  });

  it('unknown query parameters are ignored', async () => {
    expect((await injectAs(ctx.app, admin.token, { method: 'GET', url: '/api/profile/all?foo=bar' })).statusCode).toBe(200);
  });

  it('the filter message names the refused key', async () => {
    const res = await list({ filter: { password_hash: 'x' } });
    const body = expectFieldError(res, 'filter', /password_hash/);
    expect(body.message).toMatch(/password_hash/);
  });
});
