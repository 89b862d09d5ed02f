// Idempotency-Key on the money-moving POSTs (POST /api/transaction/save,
// /api/transaction/invest, /api/profile/{id}/adjust): a retry gets the first answer and
// moves nothing more, even when the copies arrive together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '@/server/lib/clock';
import {
  createInvestor,
  expectError,
  expectLedgerReconciled,
  type InjectResponse,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import {
  balances,
  call,
  fund,
  fundedInvestor,
  postDeposit,
  postInvest,
  postWithdrawal,
  snapshot,
  startMoneyApp,
  tally,
  verifyKyc,
} from '../transactions/money-helpers';

const clock = new ManualClock(new Date('2026-09-01T10:00:00Z'));
let ctx: TestContext;
let admin: TestUser;
let btc: string;

beforeAll(async () => {
  ({ ctx, admin, btc } = await startMoneyApp(clock));
});
afterAll(() => ctx.close());

const REUSED = 'This Idempotency-Key was already used for a different request';
let n = 0;
const newKey = () => `key-${Date.now()}-${++n}`;
const key = (k: string) => ({ 'idempotency-key': k });

const verifiedInvestor = (dollars: number) => fundedInvestor(ctx.app, admin.token, dollars);

function adjustWithKey(k: string | undefined, userId: string, amount: number, reason = 'idempotent credit') {
  return call(ctx.app, admin.token, {
    method: 'POST',
    url: `/api/profile/${userId}/adjust`,
    headers: k === undefined ? {} : key(k),
    payload: { account: 'balance', amount, reason },
  });
}

/** All answers are the first one: same status and body, all but one marked replayed. */
function expectOneAnswer(responses: InjectResponse[], status: number) {
  expect(tally(responses)).toEqual({ [status]: responses.length });
  const bodies = new Set(responses.map((r) => r.body));
  expect(bodies.size, [...bodies].join('\n')).toBe(1);
  const replayed = responses.filter((r) => r.headers['idempotent-replayed'] === 'true');
  expect(replayed).toHaveLength(responses.length - 1);
  return JSON.parse(responses[0].body) as { _id: string };
}

describe('a retry with the same key and body gets the first answer', () => {
  it('deposit', async () => {
    const u = await createInvestor(ctx.app);
    const k = newKey();
    const body = { userid: u.id, trnx_type: 'deposit', amount: 150, payment_method: 'Bitcoin', payment_address: btc };
    const first = await postDeposit(ctx.app, u, body, key(k));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    clock.advance(60_000);
    // the same body with its keys in another order is the same request
    const again = await postDeposit(
      ctx.app,
      u,
      { payment_address: btc, payment_method: 'Bitcoin', amount: 150, trnx_type: 'deposit', userid: u.id },
      key(k),
    );
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await snapshot(ctx.db, u.id)).toMatchObject({ transactions: 1, ledger: 0, keys: 1 });
  });

  it('withdrawal: the funds are held once', async () => {
    const u = await verifiedInvestor(1000);
    const k = newKey();
    const first = await postWithdrawal(ctx.app, u, 300, key(k));
    expect(first.statusCode, first.body).toBe(201);
    for (let i = 0; i < 3; i++) {
      const again = await postWithdrawal(ctx.app, u, 300, key(k));
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()._id).toBe(first.json()._id);
    }
    expect(await snapshot(ctx.db, u.id)).toMatchObject({ bal: 70000, transactions: 1, ledger: 2 });
    await expectLedgerReconciled(ctx.db);
  });

  it('investment: the balance pays once', async () => {
    const u = await verifiedInvestor(10000);
    const k = newKey();
    const first = await postInvest(ctx.app, u, { plan: 'Crypto Starter', amount: 4000 }, key(k));
    expect(first.statusCode, first.body).toBe(201);
    const again = await postInvest(ctx.app, u, { plan: 'Crypto Starter', amount: 4000 }, key(k));
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await snapshot(ctx.db, u.id)).toMatchObject({ bal: 600000, transactions: 1 });
    await expectLedgerReconciled(ctx.db);
  });

  it('admin adjust: credited once', async () => {
    const u = await createInvestor(ctx.app);
    const k = newKey();
    const first = await adjustWithKey(k, u.id, 250.5);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().acct_bal).toBe(250.5);
    const again = await adjustWithKey(k, u.id, 250.5);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await snapshot(ctx.db, u.id)).toMatchObject({ bal: 25050, ledger: 1 });
    await expectLedgerReconciled(ctx.db);
  });

  it('without a key, two identical requests are two requests', async () => {
    const u = await verifiedInvestor(1000);
    expect((await postWithdrawal(ctx.app, u, 100)).statusCode).toBe(201);
    expect((await postWithdrawal(ctx.app, u, 100)).statusCode).toBe(201);
    expect(await snapshot(ctx.db, u.id)).toMatchObject({ bal: 80000, transactions: 2, keys: 0 });
    await expectLedgerReconciled(ctx.db);
  });
});

describe('20 copies at once', () => {
  it('withdrawal: one record, one hold', async () => {
    const u = await verifiedInvestor(1000);
    const k = newKey();
    const all = await Promise.all(Array.from({ length: 20 }, () => postWithdrawal(ctx.app, u, 100, key(k))));
    const t = expectOneAnswer(all, 201);
    expect(await snapshot(ctx.db, u.id)).toMatchObject({ bal: 90000, transactions: 1, ledger: 2, keys: 1 });
    expect(t._id).toBeTruthy();
    await expectLedgerReconciled(ctx.db);
  });

  it('investment: one record, one debit', async () => {
    const u = await verifiedInvestor(10000);
    const k = newKey();
    const all = await Promise.all(
      Array.from({ length: 20 }, () => postInvest(ctx.app, u, { plan: 'Crypto Starter', amount: 3000 }, key(k))),
    );
    expectOneAnswer(all, 201);
    expect(await snapshot(ctx.db, u.id)).toMatchObject({ bal: 700000, transactions: 1, ledger: 2 });
    await expectLedgerReconciled(ctx.db);
  });

  it('deposit: one record', async () => {
    const u = await createInvestor(ctx.app);
    const k = newKey();
    const body = { userid: u.id, trnx_type: 'deposit', amount: 500, payment_method: 'btc', payment_address: btc };
    const all = await Promise.all(Array.from({ length: 20 }, () => postDeposit(ctx.app, u, body, key(k))));
    expectOneAnswer(all, 201);
    expect(await snapshot(ctx.db, u.id)).toMatchObject({ transactions: 1, keys: 1 });
  });

  it('admin adjust: one credit', async () => {
    const u = await createInvestor(ctx.app);
    const k = newKey();
    // below the two-person threshold: applied at once (at it, one request is filed: approvals.test.ts)
    const all = await Promise.all(Array.from({ length: 20 }, () => adjustWithKey(k, u.id, 999)));
    expectOneAnswer(all, 200);
    expect(await snapshot(ctx.db, u.id)).toMatchObject({ bal: 99900, ledger: 1 });
    await expectLedgerReconciled(ctx.db);
  });
});

describe('a key names one request', () => {
  it('the same key with another body: 409, nothing moves', async () => {
    const u = await verifiedInvestor(1000);
    const k = newKey();
    expect((await postWithdrawal(ctx.app, u, 100, key(k))).statusCode).toBe(201);
    const before = await snapshot(ctx.db, u.id);
    expectError(await postWithdrawal(ctx.app, u, 200, key(k)), 409, REUSED);
    expectError(await postInvest(ctx.app, u, { plan: 'Crypto Starter', amount: 3000 }, key(k)), 409, REUSED);
    expect(await snapshot(ctx.db, u.id)).toEqual(before);

    const ik = newKey();
    await fund(ctx.app, admin.token, u.id, 10000);
    expect((await postInvest(ctx.app, u, { plan: 'Crypto Starter', amount: 3000 }, key(ik))).statusCode).toBe(201);
    const mid = await snapshot(ctx.db, u.id);
    expectError(await postInvest(ctx.app, u, { plan: 'Crypto Starter', amount: 3001 }, key(ik)), 409, REUSED);
    expectError(await postInvest(ctx.app, u, { plan: 'Gold Reserve', amount: 3000 }, key(ik)), 409, REUSED);
    expect(await snapshot(ctx.db, u.id)).toEqual(mid);
    await expectLedgerReconciled(ctx.db);
  });

  it('admin adjust: another amount, or the same body for another user, is another request (409)', async () => {
    const a = await createInvestor(ctx.app);
    const b = await createInvestor(ctx.app);
    const k = newKey();
    expect((await adjustWithKey(k, a.id, 100)).statusCode).toBe(200);
    expectError(await adjustWithKey(k, a.id, 200), 409, REUSED);
    expectError(await adjustWithKey(k, b.id, 100), 409, REUSED);
    expect(await balances(ctx.db, a.id)).toEqual({ bal: 10000, bonus: 0 });
    expect(await balances(ctx.db, b.id)).toEqual({ bal: 0, bonus: 0 });
    await expectLedgerReconciled(ctx.db);
  });

  it('keys are per user: the same key and body from two users are two requests', async () => {
    const a = await verifiedInvestor(1000);
    const b = await verifiedInvestor(1000);
    const k = newKey();
    const ra = await postWithdrawal(ctx.app, a, 100, key(k));
    const rb = await postWithdrawal(ctx.app, b, 100, key(k));
    expect([ra.statusCode, rb.statusCode]).toEqual([201, 201]);
    expect(rb.headers['idempotent-replayed']).toBeUndefined();
    expect(ra.json()._id).not.toBe(rb.json()._id);
    expect(rb.json().userid).toBe(b.id);
    expect(await balances(ctx.db, a.id)).toEqual({ bal: 90000, bonus: 0 });
    expect(await balances(ctx.db, b.id)).toEqual({ bal: 90000, bonus: 0 });
    await expectLedgerReconciled(ctx.db);
  });
});

describe('a failed request stores nothing', () => {
  it('403 Insufficient balance, then the balance is fixed: the retry runs', async () => {
    const u = await verifiedInvestor(1000);
    const k = newKey();
    expectError(await postInvest(ctx.app, u, { plan: 'Crypto Starter', amount: 3000 }, key(k)), 403, 'Insufficient balance');
    expect(await snapshot(ctx.db, u.id)).toMatchObject({ keys: 0, transactions: 0 });
    await fund(ctx.app, admin.token, u.id, 2000);
    const retry = await postInvest(ctx.app, u, { plan: 'Crypto Starter', amount: 3000 }, key(k));
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await snapshot(ctx.db, u.id)).toMatchObject({ bal: 0, keys: 1, transactions: 1 });
    await expectLedgerReconciled(ctx.db);
  });

  it('403 KYC and 409 balance on a withdrawal, then fixed: the retry runs', async () => {
    const u = await createInvestor(ctx.app);
    const k = newKey();
    expectError(await postWithdrawal(ctx.app, u, 500, key(k)), 403, 'Kindly verify your account to complete withdrawal');
    await verifyKyc(ctx.app, admin.token, u.id);
    expectError(await postWithdrawal(ctx.app, u, 500, key(k)), 409, 'you do not have enough balance to process a withdrawal');
    expect(await snapshot(ctx.db, u.id)).toMatchObject({ keys: 0, transactions: 0 });
    await fund(ctx.app, admin.token, u.id, 500);
    const retry = await postWithdrawal(ctx.app, u, 500, key(k));
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 0, bonus: 0 });
    await expectLedgerReconciled(ctx.db);
  });

  it('a 400 stores nothing either: the corrected request may use the same key', async () => {
    const u = await verifiedInvestor(1000);
    const k = newKey();
    expectError(await postWithdrawal(ctx.app, u, 50, key(k)), 400);
    expectError(await adjustWithKey(k, u.id, 0), 400);
    const fixed = await postWithdrawal(ctx.app, u, 150, key(k));
    expect(fixed.statusCode, fixed.body).toBe(201);
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 85000, bonus: 0 });
    await expectLedgerReconciled(ctx.db);
  });

  it('an admin debit the balance does not cover (409) stores nothing', async () => {
    const u = await createInvestor(ctx.app);
    const k = newKey();
    expectError(await adjustWithKey(k, u.id, -100), 409);
    await fund(ctx.app, admin.token, u.id, 100);
    const retry = await adjustWithKey(k, u.id, -100);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 0, bonus: 0 });
    await expectLedgerReconciled(ctx.db);
  });
});

describe('invalid keys: 400, nothing moves', () => {
  it('too long, empty, spaces, control or non-ASCII characters', async () => {
    const u = await verifiedInvestor(1000);
    const before = await snapshot(ctx.db, u.id);
    for (const bad of ['k'.repeat(300), 'k'.repeat(256), '', 'has space', 'tab\there', 'naïve-key']) {
      const headers = { 'idempotency-key': bad };
      expectError(await postWithdrawal(ctx.app, u, 100, headers), 400, 'Idempotency-Key must be 1 to 255 visible ASCII characters');
      expectError(await postInvest(ctx.app, u, { plan: 'Crypto Starter', amount: 3000 }, headers), 400);
      expectError(
        await postDeposit(
          ctx.app,
          u,
          { userid: u.id, trnx_type: 'deposit', amount: 500, payment_method: 'btc', payment_address: btc },
          headers,
        ),
        400,
      );
      expectError(await adjustWithKey(bad, u.id, 100), 400);
    }
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
    // the longest valid key is fine
    const longest = await postWithdrawal(ctx.app, u, 100, key('k'.repeat(255)));
    expect(longest.statusCode, longest.body).toBe(201);
    await expectLedgerReconciled(ctx.db);
  });
});
