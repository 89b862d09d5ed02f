// Who may do what on every transaction route: anonymous 401; an
// investor only their own (another's id: 403; another's userid in a body: 400); support
// reads everything and changes nothing; the admin does everything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '@/server/lib/clock';
import { MSG } from '@/common/messages';
import {
  createInvestor,
  createSupport,
  createTestApp,
  expectError,
  expectFieldError,
  expectLedgerReconciled,
  loginAdmin,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import {
  auditOf,
  deposit,
  depositAddress,
  fund,
  invest,
  MONEY_ENV,
  postDeposit,
  postInvest,
  snapshot,
  txRow,
  verifyKyc,
  withdraw,
  type PublicTx,
  call,
} from './money-helpers';

const clock = new ManualClock(new Date('2026-06-01T10:00:00Z'));
let ctx: TestContext;
let admin: TestUser;
let support: TestUser;
let owner: TestUser;
let stranger: TestUser;
let btc: string;
let dep: PublicTx;
let wd: PublicTx;
let inv: PublicTx;

beforeAll(async () => {
  ctx = await createTestApp(MONEY_ENV, { clock });
  admin = await loginAdmin(ctx.app);
  support = await createSupport(ctx.app);
  owner = await createInvestor(ctx.app);
  stranger = await createInvestor(ctx.app);
  btc = await depositAddress(ctx.app, owner.token);
  await verifyKyc(ctx.app, admin.token, owner.id);
  await fund(ctx.app, admin.token, owner.id, 5000);
  dep = await deposit(ctx.app, owner, 500, btc);
  wd = await withdraw(ctx.app, owner, 200);
  inv = await invest(ctx.app, owner, 'Crypto Starter', 3000);
});
afterAll(() => ctx.close());

const UNAUTHENTICATED = 'Please sign in to continue';
const FORBIDDEN = 'You do not have permission to do this';
const as = (token: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  call(ctx.app, token, { method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

describe('anonymous: 401 on every route', () => {
  it('reads and writes', async () => {
    const before = await snapshot(ctx.db, owner.id);
    const routes: [Parameters<typeof as>[1], string, unknown?][] = [
      [
        'POST',
        '/api/transaction/save',
        { userid: owner.id, trnx_type: 'deposit', amount: 500, payment_method: 'Bitcoin', payment_address: btc },
      ],
      ['POST', '/api/transaction/save', { amount: 100, address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' }],
      ['POST', '/api/transaction/invest', { userid: owner.id, plan: 'Crypto Starter', amount: 3000 }],
      ['GET', `/api/transaction/invest/active/${owner.id}`],
      ['GET', `/api/transaction/${owner.id}`],
      ['GET', '/api/transaction/all/'],
      ['GET', '/api/transaction/all'],
      ['GET', `/api/transaction/single/${dep._id}`],
      ['PUT', `/api/transaction/${dep._id}`, { status: 'successful' }],
      ['DELETE', `/api/transaction/delete/${dep._id}`],
      ['POST', `/api/profile/${owner.id}/adjust`, { account: 'balance', amount: 100, reason: 'x' }],
    ];
    for (const [method, url, payload] of routes) {
      expectError(await as(undefined, method, url, payload), 401, UNAUTHENTICATED);
      // a token that is not ours is no better
      const forged = await ctx.app.inject({
        method,
        url,
        headers: { authorization: 'Bearer not.a.token' },
        ...(payload ? { payload: payload as object } : {}),
      });
      expectError(forged, 401);
    }
    expect(await snapshot(ctx.db, owner.id)).toEqual(before);
    expect((await txRow(ctx.db, dep._id)).status).toBe('pending');
  });
});

describe('who you are is checked before what you sent', () => {
  it('anonymous with a bad body or id: 401; an investor or support on an admin route with a bad body: 403', async () => {
    const before = await snapshot(ctx.db, owner.id);
    for (const [method, url, payload] of [
      ['POST', '/api/transaction/save', { amount: 'lots' }],
      ['POST', '/api/transaction/invest', {}],
      ['PUT', `/api/transaction/${dep._id}`, { status: 'bogus' }],
      ['PUT', '/api/transaction/not-an-id', { status: 'successful' }],
      ['DELETE', '/api/transaction/delete/not-an-id', undefined],
      ['GET', '/api/transaction/single/not-an-id', undefined],
      ['GET', '/api/transaction/not-an-id', undefined],
      ['GET', '/api/transaction/all/?sort=oops', undefined],
    ] as const) {
      expectError(await as(undefined, method, url, payload), 401, UNAUTHENTICATED);
    }
    for (const token of [owner.token, support.token]) {
      expectError(await as(token, 'PUT', `/api/transaction/${dep._id}`, { status: 'bogus', amount: -1 }), 403, FORBIDDEN);
      expectError(await as(token, 'PUT', '/api/transaction/not-an-id', { status: 'successful' }), 403, FORBIDDEN);
      expectError(await as(token, 'DELETE', '/api/transaction/delete/not-an-id'), 403, FORBIDDEN);
    }
    expectError(await as(owner.token, 'GET', '/api/transaction/all/?sort=oops'), 403, FORBIDDEN);
    expect(await snapshot(ctx.db, owner.id)).toEqual(before);
  });
});

describe('investor', () => {
  it('reads their own lists and records', async () => {
    for (const url of [`/api/transaction/invest/active/${owner.id}`, `/api/transaction/${owner.id}`]) {
      const res = await as(owner.token, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as PublicTx[]).every((r) => r.userid === owner.id)).toBe(true);
    }
    for (const t of [dep, wd, inv]) {
      expect((await as(owner.token, 'GET', `/api/transaction/single/${t._id}`)).statusCode).toBe(200);
    }
  });

  it("another's logged_id or record: 403", async () => {
    for (const url of [
      `/api/transaction/invest/active/${owner.id}`,
      `/api/transaction/${owner.id}`,
      `/api/transaction/${admin.id}`,
      `/api/transaction/single/${dep._id}`,
      `/api/transaction/single/${wd._id}`,
      `/api/transaction/single/${inv._id}`,
    ]) {
      expectError(await as(stranger.token, 'GET', url), 403, FORBIDDEN);
    }
  });

  it('no back-office list, no edits, no deletes, not even of their own records', async () => {
    const before = await snapshot(ctx.db, owner.id);
    for (const url of ['/api/transaction/all/', '/api/transaction/all']) {
      expectError(await as(owner.token, 'GET', url), 403, FORBIDDEN);
    }
    for (const token of [owner.token, stranger.token]) {
      expectError(await as(token, 'PUT', `/api/transaction/${dep._id}`, { status: 'successful' }), 403, FORBIDDEN);
      expectError(await as(token, 'PUT', `/api/transaction/${wd._id}`, { status: 'failed' }), 403, FORBIDDEN);
      expectError(await as(token, 'PUT', `/api/transaction/${inv._id}`, { status: 'completed' }), 403, FORBIDDEN);
      expectError(await as(token, 'DELETE', `/api/transaction/delete/${dep._id}`), 403, FORBIDDEN);
      expectError(
        await as(token, 'POST', `/api/profile/${owner.id}/adjust`, { account: 'balance', amount: 1000, reason: 'me' }),
        403,
        FORBIDDEN,
      );
    }
    expect(await snapshot(ctx.db, owner.id)).toEqual(before);
    expect((await txRow(ctx.db, dep._id)).status).toBe('pending');
    expect(await auditOf(ctx.db, dep._id)).toHaveLength(0);
  });

  it("someone else's userid in a body: 400, nothing moves for either", async () => {
    const before = await snapshot(ctx.db, owner.id);
    const strangerBefore = await snapshot(ctx.db, stranger.id);
    expectFieldError(
      await postDeposit(ctx.app, stranger, {
        userid: owner.id,
        trnx_type: 'deposit',
        amount: 500,
        payment_method: 'Bitcoin',
        payment_address: btc,
      }),
      'userid',
      'userid must be your own id',
    );
    expectFieldError(
      await as(stranger.token, 'POST', '/api/transaction/save', {
        userid: owner.id,
        amount: 100,
        address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      }),
      'userid',
      'userid must be your own id',
    );
    expectFieldError(
      await postInvest(ctx.app, owner, { userid: stranger.id, plan: 'Crypto Starter', amount: 3000 }),
      'userid',
      'userid must be your own id',
    );
    expectFieldError(
      await postInvest(ctx.app, stranger, { userid: owner.id, plan: 'Crypto Starter', amount: 3000 }),
      'userid',
      'userid must be your own id',
    );
    expect(await snapshot(ctx.db, owner.id)).toEqual(before);
    expect(await snapshot(ctx.db, stranger.id)).toEqual(strangerBefore);
  });
});

describe('support: read-only', () => {
  it('reads every list and record', async () => {
    for (const url of [
      '/api/transaction/all/',
      '/api/transaction/all',
      '/api/transaction/all/?range=[0,1]',
      `/api/transaction/${owner.id}`,
      `/api/transaction/invest/active/${owner.id}`,
      `/api/transaction/single/${dep._id}`,
      `/api/transaction/single/${inv._id}`,
    ]) {
      const res = await as(support.token, 'GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    expect((await as(support.token, 'GET', '/api/transaction/all/')).json()).toHaveLength(3);
  });

  it('changes nothing: PUT, DELETE and adjust are 403', async () => {
    const before = await snapshot(ctx.db, owner.id);
    expectError(await as(support.token, 'PUT', `/api/transaction/${dep._id}`, { status: 'successful' }), 403, FORBIDDEN);
    expectError(await as(support.token, 'PUT', `/api/transaction/${wd._id}`, { status: 'failed' }), 403, FORBIDDEN);
    expectError(await as(support.token, 'PUT', `/api/transaction/${inv._id}`, { status: 'failed' }), 403, FORBIDDEN);
    expectError(await as(support.token, 'DELETE', `/api/transaction/delete/${dep._id}`), 403, FORBIDDEN);
    expectError(
      await as(support.token, 'POST', `/api/profile/${owner.id}/adjust`, { account: 'balance', amount: 100, reason: 'x' }),
      403,
      FORBIDDEN,
    );
    expect(await snapshot(ctx.db, owner.id)).toEqual(before);
    expect(await auditOf(ctx.db, dep._id)).toHaveLength(0);
    await expectLedgerReconciled(ctx.db);
  });
});

describe('admin: everything', () => {
  it('reads, edits and deletes', async () => {
    for (const url of [
      '/api/transaction/all/',
      `/api/transaction/${owner.id}`,
      `/api/transaction/invest/active/${owner.id}`,
      `/api/transaction/single/${wd._id}`,
    ]) {
      expect((await as(admin.token, 'GET', url)).statusCode).toBe(200);
    }
    const approved = await as(admin.token, 'PUT', `/api/transaction/${dep._id}`, { status: 'successful' });
    expect(approved.statusCode, approved.body).toBe(200);
    const extra = await deposit(ctx.app, owner, 100, btc);
    expect((await as(admin.token, 'DELETE', `/api/transaction/delete/${extra._id}`)).statusCode).toBe(200);
    // staff hold no money on the platform: not even an investment in someone else's name
    expectError(await postInvest(ctx.app, admin, { userid: owner.id, plan: 'Crypto Starter', amount: 3000 }), 403, MSG.staffNotInvestor);
    await expectLedgerReconciled(ctx.db);
  });
});
