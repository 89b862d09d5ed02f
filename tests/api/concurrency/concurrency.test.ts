// Requests that race for the same money ("a retried request, two
// admins or two server processes can't double a credit or a debit"). All copies are sent
// at once with Promise.all; on PostgreSQL they run on separate pooled connections.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PENDING_DEPOSITS } from '@/common/transactions';
import { TX_MSG } from '@/common/validation/transaction';
import { notifications, transactions } from '@/server/db/schema';
import { ManualClock } from '@/server/lib/clock';
import { runAccrualCycle } from '@/server/modules/accrual/service';
import { WITHDRAWAL_FINAL } from '@/server/modules/money/state-machine';
import { adjust, createInvestor, expectError, expectLedgerReconciled, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import {
  balances,
  deposit,
  fund,
  fundedInvestor,
  invest,
  ledgerOf,
  payoutReference,
  postDeposit,
  postInvest,
  postWithdrawal,
  putTx,
  startMoneyApp,
  tally,
  REJECTION,
} from '../transactions/money-helpers';

const clock = new ManualClock(new Date('2026-10-01T10:00:00Z'));
let ctx: TestContext;
let admin: TestUser;
let btc: string;

beforeAll(async () => {
  ({ ctx, admin, btc } = await startMoneyApp(clock));
});
afterAll(() => ctx.close());

const verifiedInvestor = (dollars: number) => fundedInvestor(ctx.app, admin.token, dollars);

const rows = async (userId: string, type: 'deposit' | 'withdraw' | 'investment') =>
  (
    await ctx.db
      .select({ n: count() })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.type, type)))
  )[0].n;

describe('racing for one balance', () => {
  it('50 withdrawals at once against a balance that affords 12: exactly 12 succeed', async () => {
    const u = await verifiedInvestor(1234.56);
    const all = await Promise.all(Array.from({ length: 50 }, () => postWithdrawal(ctx.app, u, 100)));
    expect(tally(all)).toEqual({ 201: 12, 409: 38 });
    for (const r of all.filter((x) => x.statusCode === 409)) {
      expectError(r, 409, 'you do not have enough balance to process a withdrawal');
    }
    expect(new Set(all.filter((r) => r.statusCode === 201).map((r) => r.json()._id)).size).toBe(12);
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 3456, bonus: 0 });
    expect(await rows(u.id, 'withdraw')).toBe(12);
    await expectLedgerReconciled(ctx.db);
  });

  it('50 investments at once against a balance that affords 7: exactly 7 succeed, the rest 403', async () => {
    const u = await verifiedInvestor(21500);
    const all = await Promise.all(Array.from({ length: 50 }, () => postInvest(ctx.app, u, { plan: 'Crypto Starter', amount: 3000 })));
    expect(tally(all)).toEqual({ 201: 7, 403: 43 });
    for (const r of all.filter((x) => x.statusCode === 403)) expectError(r, 403, 'Insufficient balance');
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 50000, bonus: 0 });
    expect(await rows(u.id, 'investment')).toBe(7);
    await expectLedgerReconciled(ctx.db);
  });

  it('withdrawals and investments mixed: never more than the balance, never below zero', async () => {
    const u = await verifiedInvestor(10000);
    const all = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 ? postWithdrawal(ctx.app, u, 1000) : postInvest(ctx.app, u, { plan: 'Crypto Starter', amount: 3000 }),
      ),
    );
    const won = all.filter((r) => r.statusCode === 201);
    expect(all.every((r) => [201, 403, 409].includes(r.statusCode))).toBe(true);
    const spentCents = won.reduce((sum, r) => sum + Math.round(r.json().amount * 100), 0);
    const { bal } = await balances(ctx.db, u.id);
    expect(bal).toBeGreaterThanOrEqual(0);
    expect(bal).toBe(1000000 - spentCents);
    // a withdrawal was refused, so what is left is less than one
    expect(bal).toBeLessThan(100000);
    expect((await rows(u.id, 'withdraw')) + (await rows(u.id, 'investment'))).toBe(won.length);
    await expectLedgerReconciled(ctx.db);
  });

  it('20 admin debits at once against a balance that affords 10: exactly 10 succeed', async () => {
    const u = await createInvestor(ctx.app);
    await fund(ctx.app, admin.token, u.id, 1000);
    const all = await Promise.all(Array.from({ length: 20 }, () => adjust(ctx.app, admin.token, u.id, -100)));
    expect(tally(all)).toEqual({ 200: 10, 409: 10 });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 0, bonus: 0 });
    await expectLedgerReconciled(ctx.db);
  });
});

describe('racing admins and users', () => {
  it('ten admins approving one deposit at once credit it once', async () => {
    const u = await createInvestor(ctx.app);
    const dep = await deposit(ctx.app, u, 750, btc);
    const all = await Promise.all(Array.from({ length: 10 }, () => putTx(ctx.app, admin.token, dep._id, { status: 'successful' })));
    expect(tally(all)).toEqual({ 200: 10 });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 75000, bonus: 0 });
    expect((await ledgerOf(ctx.db, dep._id)).map((l) => l.kind)).toEqual(['deposit']);
    await expectLedgerReconciled(ctx.db);
  });

  it('paying and refusing one withdrawal at once: once paid it stays paid, its money held once', async () => {
    const u = await verifiedInvestor(1000);
    const w = await postWithdrawal(ctx.app, u, 400);
    const id = w.json()._id;
    const all = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        putTx(
          ctx.app,
          admin.token,
          id,
          i % 2 ? { status: 'failed', ...REJECTION } : { status: 'successful', payout_reference: payoutReference(1) },
        ),
      ),
    );
    // every 'successful' lands (the first pays, the rest repeat it); a 'failed' before it is a
    // rejection or its repeat, a 'failed' after it is refused
    expect(
      Object.keys(tally(all)).filter((code) => code !== '200' && code !== '409'),
      JSON.stringify(tally(all)),
    ).toEqual([]);
    for (const r of all.filter((x) => x.statusCode === 409)) expectError(r, 409, WITHDRAWAL_FINAL);
    const kinds = (await ledgerOf(ctx.db, id)).map((l) => l.kind);
    const held = kinds.filter((k) => k === 'withdrawal_hold').length - kinds.filter((k) => k === 'withdrawal_release').length;
    const [row] = await ctx.db.select().from(transactions).where(eq(transactions.id, id));
    expect(row).toMatchObject({ status: 'successful', payoutReference: payoutReference(1) });
    expect(held).toBe(1);
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 60000, bonus: 0 });
    await expectLedgerReconciled(ctx.db);
  });

  it('ten admins rejecting one withdrawal at once return its money once and tell its owner once', async () => {
    const u = await verifiedInvestor(1000);
    const id = (await postWithdrawal(ctx.app, u, 400)).json()._id;
    const all = await Promise.all(Array.from({ length: 10 }, () => putTx(ctx.app, admin.token, id, { status: 'failed', ...REJECTION })));
    expect(tally(all)).toEqual({ 200: 10 });
    expect((await ledgerOf(ctx.db, id)).map((l) => l.kind)).toEqual(['withdrawal_hold', 'withdrawal_release']);
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 100000, bonus: 0 });
    const told = await ctx.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, u.id), eq(notifications.kind, 'withdrawal_refunded')));
    expect(told[0].n).toBe(1);
    await expectLedgerReconciled(ctx.db);
  });

  it(`deposits sent at once by a user with ${MAX_PENDING_DEPOSITS - 1} pending: exactly one more is accepted`, async () => {
    const u = await createInvestor(ctx.app);
    for (let i = 1; i < MAX_PENDING_DEPOSITS; i++) await deposit(ctx.app, u, 100, btc);
    const all = await Promise.all(
      Array.from({ length: 10 }, () =>
        postDeposit(ctx.app, u, { userid: u.id, trnx_type: 'deposit', amount: 100, payment_method: 'btc', payment_address: btc }),
      ),
    );
    expect(tally(all)).toEqual({ 201: 1, 409: 9 });
    for (const r of all.filter((x) => x.statusCode === 409)) expectError(r, 409, TX_MSG.tooManyPendingDeposits);
    expect(await rows(u.id, 'deposit')).toBe(MAX_PENDING_DEPOSITS);
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 0, bonus: 0 });
  });

  it('a deposit reversed while the user withdraws the money: only one of them wins', async () => {
    const u = await verifiedInvestor(0.01);
    const dep = await deposit(ctx.app, u, 500, btc);
    expect((await putTx(ctx.app, admin.token, dep._id, { status: 'successful' })).statusCode).toBe(200);
    const [withdrawal, reversal] = await Promise.all([
      postWithdrawal(ctx.app, u, 500),
      putTx(ctx.app, admin.token, dep._id, { status: 'failed' }),
    ]);
    const outcome = [withdrawal.statusCode, reversal.statusCode];
    expect([JSON.stringify([201, 409]), JSON.stringify([409, 200])]).toContain(JSON.stringify(outcome));
    if (outcome[0] === 409) expectError(withdrawal, 409, 'you do not have enough balance to process a withdrawal');
    else expectError(reversal, 409, "The user's balance no longer covers this deposit, so it cannot be taken back");
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 1, bonus: 0 });
    await expectLedgerReconciled(ctx.db);
  });

  it('the accrual job and an early settlement at once pay each day once', async () => {
    const u = await verifiedInvestor(5000);
    const inv = await invest(ctx.app, u, 'Gold Reserve', 5000); // 60.00 a day
    clock.advanceDays(3);
    // (the investments of the earlier tests accrue in the same runs)
    const [, settle] = await Promise.all([
      runAccrualCycle({ db: ctx.db, notifier: ctx.app.notifier }, clock.now()),
      putTx(ctx.app, admin.token, inv._id, { status: 'completed' }),
      runAccrualCycle({ db: ctx.db, notifier: ctx.app.notifier }, clock.now()),
    ]);
    expect(settle.statusCode, settle.body).toBe(200);
    const accruals = (await ledgerOf(ctx.db, inv._id)).filter((l) => l.kind === 'accrual').map((l) => l.accrualDay);
    expect(accruals).toEqual([1, 2, 3]);
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 500000 + 18000, bonus: 0 });
    clock.advanceDays(40);
    await runAccrualCycle({ db: ctx.db, notifier: ctx.app.notifier }, clock.now());
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 518000, bonus: 0 });
    await expectLedgerReconciled(ctx.db);
  });

  it('many users at once: each balance is its own', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => verifiedInvestor(350)));
    const all = await Promise.all(users.flatMap((u) => Array.from({ length: 6 }, () => postWithdrawal(ctx.app, u, 100))));
    expect(tally(all)).toEqual({ 201: 15, 409: 15 });
    for (const u of users) expect(await balances(ctx.db, u.id)).toEqual({ bal: 5000, bonus: 0 });
    await expectLedgerReconciled(ctx.db);
  });
});
