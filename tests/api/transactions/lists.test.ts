// The read side: GET /api/transaction/all/ (and without the slash), /transaction/{id},
// /transaction/invest/active/{logged_id}, /transaction/single/{id}; the API's
// list conventions (sort, range, filter, Content-Range) and the admin list's legacy order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '@/server/lib/clock';
import {
  createInvestor,
  createSupport,
  createTestApp,
  expectError,
  expectLedgerReconciled,
  expectNoSecrets,
  loginAdmin,
  type InjectResponse,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { deposit, depositAddress, fund, invest, MONEY_ENV, setStatus, verifyKyc, withdraw, type PublicTx, call } from './money-helpers';

const clock = new ManualClock(new Date('2026-05-10T10:00:00Z'));
let ctx: TestContext;
let admin: TestUser;
let support: TestUser;
let alice: TestUser;
let bob: TestUser;
/** the records in the order they were made (t[0] first) */
const t: PublicTx[] = [];
const at: string[] = [];

async function step<T extends PublicTx>(make: () => Promise<T>): Promise<T> {
  clock.advance(60_000);
  at.push(clock.now().toISOString());
  const row = await make();
  t.push(row);
  return row;
}

beforeAll(async () => {
  ctx = await createTestApp(MONEY_ENV, { clock });
  admin = await loginAdmin(ctx.app);
  support = await createSupport(ctx.app);
  alice = await createInvestor(ctx.app, { name: 'Alice Lister' });
  bob = await createInvestor(ctx.app, { name: 'Bob Builder' });
  for (const u of [alice, bob]) {
    await verifyKyc(ctx.app, admin.token, u.id);
    await fund(ctx.app, admin.token, u.id, 10000);
  }
  const btc = await depositAddress(ctx.app, alice.token, 'btc');
  const eth = await depositAddress(ctx.app, alice.token, 'eth');
  await step(() => deposit(ctx.app, alice, 100, btc)); // 0: pending
  await step(async () => setStatus(ctx.app, admin.token, (await deposit(ctx.app, bob, 200, eth, 'Ethereum'))._id, 'successful')); // 1
  await step(() => withdraw(ctx.app, alice, 150)); // 2: pending
  await step(() => invest(ctx.app, alice, 'Gold Reserve', 3000)); // 3: active
  await step(async () => setStatus(ctx.app, admin.token, (await deposit(ctx.app, bob, 300, btc))._id, 'failed')); // 4
  await step(() => invest(ctx.app, bob, 'Crypto Starter', 3500)); // 5: active
  await step(async () => setStatus(ctx.app, admin.token, (await deposit(ctx.app, alice, 400, btc))._id, 'successful')); // 6
  await step(() => withdraw(ctx.app, bob, 120)); // 7: pending
  await step(async () => setStatus(ctx.app, admin.token, (await invest(ctx.app, alice, 'Forex Majors', 3100))._id, 'completed')); // 8
  await step(async () => setStatus(ctx.app, admin.token, (await invest(ctx.app, alice, 'Gold Reserve', 3200))._id, 'inactive')); // 9
});
afterAll(() => ctx.close());

const ids = (res: InjectResponse) => (res.json() as PublicTx[]).map((r) => r._id);
const of = (...n: number[]) => n.map((i) => t[i]._id);
const list = (token: string, url: string) => call(ctx.app, token, { url });
const q = (params: Record<string, unknown>) =>
  '?' +
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

describe('GET /api/transaction/all/', () => {
  it('without parameters: the whole array, deposits, then withdrawals, then investments, newest first in each', async () => {
    for (const url of ['/api/transaction/all/', '/api/transaction/all']) {
      const res = await list(admin.token, url);
      expect(res.statusCode, res.body).toBe(200);
      expect(ids(res)).toEqual(of(6, 4, 1, 0, 7, 2, 9, 8, 5, 3));
      expect(res.headers['content-range']).toBe('transaction 0-9/10');
      expectNoSecrets(res.body);
    }
    const rows = (await list(admin.token, '/api/transaction/all/')).json() as (PublicTx & { user_name: string; user_email: string })[];
    expect(rows[0]).toMatchObject({
      userid: alice.id,
      user_name: 'Alice Lister',
      user_email: alice.email,
      trnx_type: 'deposit',
      amount: 400,
      status: 'successful',
      createdAt: at[6],
    });
    expect(rows.find((r) => r._id === t[5]._id)).toMatchObject({
      trnx_type: 'Crypto Starter',
      payment_method: '7',
      payment_address: '1.5',
      status: 'active',
    });
    expect(rows.find((r) => r._id === t[1]._id)).toMatchObject({
      payment_method: 'Ethereum',
      payment_address: '0x64656D6f2D6465706f7369742D65746800000000',
    });
  });

  it('sort and range, with Content-Range', async () => {
    let res = await list(admin.token, `/api/transaction/all/${q({ sort: ['amount', 'ASC'] })}`);
    expect(res.json().map((r: PublicTx) => r.amount)).toEqual([100, 120, 150, 200, 300, 400, 3000, 3100, 3200, 3500]);
    res = await list(admin.token, `/api/transaction/all/${q({ sort: ['createdAt', 'DESC'], range: [2, 4] })}`);
    expect(ids(res)).toEqual(of(7, 6, 5));
    expect(res.headers['content-range']).toBe('transaction 2-4/10');
    res = await list(admin.token, `/api/transaction/all${q({ sort: ['createdAt', 'asc'], range: [8, 20] })}`);
    expect(ids(res)).toEqual(of(8, 9));
    expect(res.headers['content-range']).toBe('transaction 8-9/10');
    res = await list(admin.token, `/api/transaction/all${q({ range: [0, 2] })}`);
    expect(ids(res)).toEqual(of(6, 4, 1));
    expect(res.headers['content-range']).toBe('transaction 0-2/10');
    res = await list(admin.token, `/api/transaction/all${q({ sort: ['status', 'ASC'], range: [0, 0] })}`);
    expect(res.json()[0].status).toBe('active');
  });

  it('a sort with ties: pages join up without gaps or repeats, and the other direction is the exact reverse', async () => {
    const all = async (dir: 'ASC' | 'DESC') => {
      const out: string[] = [];
      for (let from = 0; from < 10; from += 3) {
        out.push(...ids(await list(admin.token, `/api/transaction/all/${q({ sort: ['status', dir], range: [from, from + 2] })}`)));
      }
      return out;
    };
    const up = await all('ASC');
    expect(new Set(up).size).toBe(10);
    expect(await all('DESC')).toEqual([...up].reverse());
    expect(ids(await list(admin.token, `/api/transaction/all/${q({ sort: ['status', 'ASC'] })}`))).toEqual(up);
  });
  it('filters: status, trnx_type, userid, q, createdAt_gte/lte, and together with a range', async () => {
    const f = async (filter: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
      const res = await list(admin.token, `/api/transaction/all/${q({ filter, ...extra })}`);
      expect(res.statusCode, res.body).toBe(200);
      return res;
    };
    expect(ids(await f({ status: 'pending' }))).toEqual(of(0, 7, 2));
    expect(ids(await f({ status: ['active', 'inactive'] }))).toEqual(of(9, 5, 3));
    expect(ids(await f({ trnx_type: 'withdraw' }))).toEqual(of(7, 2));
    expect(ids(await f({ trnx_type: ['deposit', 'investment'], status: 'successful' }))).toEqual(of(6, 1));
    expect(ids(await f({ userid: bob.id }))).toEqual(of(4, 1, 7, 5));
    // q: the user's name or e-mail, the address, the plan's name
    expect(ids(await f({ q: 'alice lis' }))).toEqual(of(6, 0, 2, 9, 8, 3));
    expect(ids(await f({ q: bob.email.toUpperCase() }))).toEqual(of(4, 1, 7, 5));
    expect(ids(await f({ q: 'gold res' }))).toEqual(of(9, 3));
    expect(ids(await f({ q: '0x64656D6f' }))).toEqual(of(1));
    expect(ids(await f({ q: '%' }))).toEqual([]);
    expect(ids(await f({ createdAt_gte: at[3], createdAt_lte: at[5] }))).toEqual(of(4, 5, 3));
    expect(ids(await f({ createdAt_gte: at[8] }))).toEqual(of(9, 8));
    // a bare date (what react-admin's DateInput sends) means that whole day, in UTC
    const all = of(6, 4, 1, 0, 7, 2, 9, 8, 5, 3);
    expect(ids(await f({ createdAt_lte: '2026-05-10' }))).toEqual(all);
    expect(ids(await f({ createdAt_gte: '2026-05-10', createdAt_lte: '2026-05-10' }))).toEqual(all);
    expect(ids(await f({ createdAt_lte: '2026-05-09' }))).toEqual([]);
    expect(ids(await f({ createdAt_gte: '2026-05-11' }))).toEqual([]);
    const page = await f({ userid: alice.id }, { sort: ['createdAt', 'DESC'], range: [1, 2] });
    expect(ids(page)).toEqual(of(8, 6));
    expect(page.headers['content-range']).toBe('transaction 1-2/6');
    const none = await f({ status: 'failed', trnx_type: 'withdraw' }, { range: [0, 9] });
    expect(none.json()).toEqual([]);
    expect(none.headers['content-range']).toMatch(/^transaction \d+-\d+\/0$/);
  });

  it('filters that differ only in shape (one value or several, none, the order, a range or not) each get their own rows', async () => {
    // each shape's statements are prepared once and reused (repository.ts): asked in turns on
    // the same server, a shape missing from the cache's key would answer with another's rows
    const f = async (filter: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
      const res = await list(admin.token, `/api/transaction/all/${q({ filter, ...extra })}`);
      expect(res.statusCode, res.body).toBe(200);
      return ids(res);
    };
    for (let turn = 0; turn < 2; turn++) {
      expect(await f({ status: 'pending' })).toEqual(of(0, 7, 2));
      expect(await f({ status: ['pending'] })).toEqual(of(0, 7, 2));
      expect(await f({ status: ['pending', 'active'] })).toEqual(of(0, 7, 2, 5, 3));
      expect(await f({ status: [] })).toEqual([]);
      expect(await f({ id: [t[4]._id] })).toEqual(of(4));
      expect(await f({ id: [t[4]._id, t[9]._id] })).toEqual(of(4, 9));
      expect(await f({ id: [] })).toEqual([]);
      expect(await f({ userid: bob.id }, { sort: ['createdAt', 'ASC'] })).toEqual(of(1, 4, 5, 7));
      expect(await f({ userid: bob.id }, { sort: ['createdAt', 'DESC'] })).toEqual(of(7, 5, 4, 1));
      expect(await f({ userid: bob.id }, { range: [1, 2] })).toEqual(of(1, 7));
      expect(await f({ createdAt_lte: at[5] })).toEqual(of(4, 1, 0, 2, 5, 3));
      expect(await f({ createdAt_lte: '2026-05-09' })).toEqual([]);
    }
  });

  it('bad list input: 400, never 500', async () => {
    const bad = [
      'sort=notjson',
      q({ sort: ['password_hash', 'ASC'] }),
      q({ sort: ['amount', 'UP'] }),
      q({ sort: 'amount' }),
      q({ range: [5, 1] }),
      q({ range: [0, 5000] }),
      q({ range: [-1, 3] }),
      q({ range: [0.5, 3] }),
      'range=[0,',
      q({ filter: { nope: 1 } }),
      q({ filter: { status: 'approved' } }),
      q({ filter: { trnx_type: 'invest' } }),
      q({ filter: { userid: 'someone' } }),
      q({ filter: { createdAt_gte: 'yesterday' } }),
      q({ filter: { q: 'x'.repeat(500) } }),
      q({ filter: [1, 2] }),
      'filter={bad',
    ];
    for (const query of bad) {
      for (const base of ['/api/transaction/all/', `/api/transaction/${alice.id}`]) {
        const res = await list(admin.token, `${base}${query.startsWith('?') ? query : `?${query}`}`);
        expectError(res, 400);
      }
    }
  });
});

describe("a user's lists", () => {
  it('GET /api/transaction/{id}: the whole history, newest first', async () => {
    const res = await list(alice.token, `/api/transaction/${alice.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(res)).toEqual(of(9, 8, 6, 3, 2, 0));
    expect(res.json().map((r: PublicTx) => r.status)).toEqual(['inactive', 'completed', 'successful', 'active', 'pending', 'pending']);
    // staff read anyone's
    expect(ids(await list(support.token, `/api/transaction/${alice.id}`))).toEqual(of(9, 8, 6, 3, 2, 0));
    expect(ids(await list(admin.token, `/api/transaction/${bob.id}`))).toEqual(of(7, 5, 4, 1));
  });

  it('GET /api/transaction/{id} takes list parameters, and its userid cannot be widened', async () => {
    const res = await list(alice.token, `/api/transaction/${alice.id}${q({ range: [0, 1] })}`);
    expect(ids(res)).toEqual(of(9, 8));
    expect(res.headers['content-range']).toBe('transaction 0-1/6');
    expect(ids(await list(alice.token, `/api/transaction/${alice.id}${q({ filter: { trnx_type: 'deposit' } })}`))).toEqual(of(6, 0));
    // a filter on someone else's id still reads only your own
    expect(ids(await list(alice.token, `/api/transaction/${alice.id}${q({ filter: { userid: bob.id } })}`))).toEqual(of(9, 8, 6, 3, 2, 0));
    expect(ids(await list(alice.token, `/api/transaction/${alice.id}${q({ filter: { q: 'Bob' } })}`))).toEqual([]);
  });

  it('GET /api/transaction/invest/active/{logged_id}: running investments (active or paused) with the legacy fields', async () => {
    const res = await list(alice.token, `/api/transaction/invest/active/${alice.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(res)).toEqual(of(9, 3));
    expect(res.json()[1]).toMatchObject({
      trnx_type: 'Gold Reserve',
      amount: 3000,
      payment_method: '30',
      payment_address: '1.2',
      createdAt: at[3],
      status: 'active',
      duration: 30,
      roi: 1.2,
    });
    expect(ids(await list(support.token, `/api/transaction/invest/active/${bob.id}`))).toEqual(of(5));
    const none = await createInvestor(ctx.app);
    expect((await list(none.token, `/api/transaction/invest/active/${none.id}`)).json()).toEqual([]);
    expect((await list(none.token, `/api/transaction/${none.id}`)).json()).toEqual([]);
  });

  it('GET /api/transaction/single/{id}: one record', async () => {
    const res = await list(alice.token, `/api/transaction/single/${t[2]._id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      _id: t[2]._id,
      userid: alice.id,
      trnx_type: 'withdraw',
      amount: 150,
      status: 'pending',
      createdAt: at[2],
    });
    expectNoSecrets(res.body);
    expectError(await list(admin.token, '/api/transaction/single/00000000-0000-4000-8000-000000000000'), 404, 'Transaction not found');
    expectError(await list(admin.token, '/api/transaction/single/42'), 400);
    expectError(await list(admin.token, '/api/transaction/not-a-uuid'), 400);
    expectError(await list(admin.token, '/api/transaction/invest/active/not-a-uuid'), 400);
    await expectLedgerReconciled(ctx.db);
  });
});
