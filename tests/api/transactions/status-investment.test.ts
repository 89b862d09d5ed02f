// PUT /api/transaction/{id} on investments: pause and resume,
// early settlement, cancellation, and the settled states that no longer change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '@/server/lib/clock';
import { runAccrualCycle } from '@/server/modules/accrual/service';
import {
  adjust,
  createInvestor,
  expectError,
  expectFieldError,
  expectLedgerReconciled,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import {
  auditOf,
  balances,
  call,
  DAY_MS,
  fund,
  getTx,
  HOUR_MS,
  invest,
  ledgerOf,
  putTx,
  setStatus,
  snapshot,
  startMoneyApp,
  txRow,
} from './money-helpers';

const clock = new ManualClock(new Date('2026-04-01T08:00:00Z'));
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ({ ctx, admin } = await startMoneyApp(clock));
});
afterAll(() => ctx.close());

const run = () => runAccrualCycle({ db: ctx.db, notifier: ctx.app.notifier }, clock.now());
const day = (d: Date) => d.toISOString().slice(0, 10);
const statuses = async (id: string) =>
  (await auditOf(ctx.db, id, 'transaction.update')).map((a) => [
    (a.before as { status: string }).status,
    (a.after as { status: string }).status,
  ]);

async function investor(dollars: number) {
  const u = await createInvestor(ctx.app);
  await fund(ctx.app, admin.token, u.id, dollars);
  return u;
}

describe('pause and resume', () => {
  it('active -> inactive pays what is due, then nothing accrues while paused', async () => {
    const u = await investor(5000);
    const inv = await invest(ctx.app, u, 'Gold Reserve', 5000); // 1.2 % a day: 60.00
    clock.advance(3 * DAY_MS + 6 * HOUR_MS);
    // no run of the job in between: the pause itself pays the three days due
    const paused = await setStatus(ctx.app, admin.token, inv._id, 'inactive');
    expect(paused).toMatchObject({ status: 'inactive', accrued_days: 3, profit: 180 });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 0, bonus: 18000 });
    // still listed among the user's running investments
    const active = (await call(ctx.app, u.token, { url: `/api/transaction/invest/active/${u.id}` })).json();
    expect(active.map((t: { _id: string; status: string }) => [t._id, t.status])).toEqual([[inv._id, 'inactive']]);

    clock.advanceDays(10);
    await run();
    await run();
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 0, bonus: 18000 });
    expect((await getTx(ctx.app, u.token, inv._id)).accrued_days).toBe(3);
    // the same status again changes nothing
    await setStatus(ctx.app, admin.token, inv._id, 'inactive');
    expect(await statuses(inv._id)).toEqual([['active', 'inactive']]);
    await expectLedgerReconciled(ctx.db);
  });

  it('inactive -> active shifts the schedule and the end date by the pause', async () => {
    const u = await investor(4000);
    const start = clock.now();
    const inv = await invest(ctx.app, u, 'Crypto Starter', 4000); // 7 days at 1.5 %: 60.00 a day
    expect(inv.end_date).toBe(day(new Date(start.getTime() + 7 * DAY_MS)));
    clock.advanceDays(2);
    await run();
    expect((await getTx(ctx.app, u.token, inv._id)).accrued_days).toBe(2);
    await setStatus(ctx.app, admin.token, inv._id, 'inactive');
    clock.advanceDays(10);
    await run();
    const resumed = await setStatus(ctx.app, admin.token, inv._id, 'active');
    expect(resumed).toMatchObject({ status: 'active', accrued_days: 2, end_date: day(new Date(start.getTime() + 17 * DAY_MS)) });
    const row = await txRow(ctx.db, inv._id);
    expect(row.nextAccrualAt?.toISOString()).toBe(new Date(start.getTime() + 13 * DAY_MS).toISOString());
    expect(row.pausedAt).toBeNull();

    // day 3 is due one day after the resume, not at once
    await run();
    expect((await getTx(ctx.app, u.token, inv._id)).accrued_days).toBe(2);
    clock.set(new Date(start.getTime() + 13 * DAY_MS - 1));
    await run();
    expect((await getTx(ctx.app, u.token, inv._id)).accrued_days).toBe(2);
    clock.set(new Date(start.getTime() + 16 * DAY_MS));
    await run();
    expect(await getTx(ctx.app, u.token, inv._id)).toMatchObject({ status: 'active', accrued_days: 6, profit: 360 });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 0, bonus: 36000 });
    // it matures on the shifted end date
    clock.set(new Date(start.getTime() + 17 * DAY_MS));
    await run();
    expect(await getTx(ctx.app, u.token, inv._id)).toMatchObject({ status: 'completed', accrued_days: 7, profit: 420 });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 400000 + 42000, bonus: 0 });
    expect(await statuses(inv._id)).toEqual([
      ['active', 'inactive'],
      ['inactive', 'active'],
    ]);
    await expectLedgerReconciled(ctx.db);
  });
});

describe('early settlement and cancellation', () => {
  it('active -> completed settles with the profit so far, plus the principal when the plan returns deposits', async () => {
    const u = await investor(5000);
    const inv = await invest(ctx.app, u, 'Gold Reserve', 5000);
    clock.advance(4 * DAY_MS + 12 * HOUR_MS);
    await run();
    const done = await setStatus(ctx.app, admin.token, inv._id, 'completed');
    expect(done).toMatchObject({ status: 'completed', accrued_days: 4, profit: 240 });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 500000 + 24000, bonus: 0 });
    expect((await ledgerOf(ctx.db, inv._id)).map((l) => [l.kind, l.account, l.amountCents])).toEqual([
      ['investment', 'balance', -500000],
      ['accrual', 'bonus', 6000],
      ['accrual', 'bonus', 6000],
      ['accrual', 'bonus', 6000],
      ['accrual', 'bonus', 6000],
      ['maturity_profit', 'bonus', -24000],
      ['maturity_profit', 'balance', 24000],
      ['maturity_principal', 'balance', 500000],
    ]);
    // settled: later runs pay nothing more
    clock.advanceDays(40);
    await run();
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 524000, bonus: 0 });
    expect(await statuses(inv._id)).toEqual([['active', 'completed']]);
    await expectLedgerReconciled(ctx.db);
  });

  it('active -> completed pays the days due at that moment first', async () => {
    const u = await investor(5000);
    const inv = await invest(ctx.app, u, 'Gold Reserve', 5000);
    clock.advanceDays(2);
    const done = await setStatus(ctx.app, admin.token, inv._id, 'completed');
    expect(done).toMatchObject({ status: 'completed', accrued_days: 2, profit: 120 });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 512000, bonus: 0 });
    await expectLedgerReconciled(ctx.db);
  });

  it('without deposit return, early completion pays the profit only', async () => {
    const u = await investor(3000);
    const inv = await invest(ctx.app, u, 'NFT Collectibles', 3000); // 2.2 %: 66.00 a day, no deposit return
    expect(inv.deposit_return).toBe(false);
    clock.advanceDays(3);
    await run();
    await setStatus(ctx.app, admin.token, inv._id, 'completed');
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 19800, bonus: 0 });
    await expectLedgerReconciled(ctx.db);
  });

  it('active -> failed cancels and refunds the principal (whatever the plan says), profit so far included', async () => {
    const u = await investor(3000);
    const inv = await invest(ctx.app, u, 'NFT Collectibles', 3000);
    clock.advanceDays(2);
    await run();
    const failed = await setStatus(ctx.app, admin.token, inv._id, 'failed');
    expect(failed).toMatchObject({ status: 'failed', accrued_days: 2 });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 300000 + 13200, bonus: 0 });
    expect((await ledgerOf(ctx.db, inv._id)).filter((l) => l.kind === 'investment_refund').map((l) => l.amountCents)).toEqual([300000]);
    clock.advanceDays(20);
    await run();
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 313200, bonus: 0 });
    expect(await statuses(inv._id)).toEqual([['active', 'failed']]);
    await expectLedgerReconciled(ctx.db);
  });

  it('inactive -> completed and inactive -> failed settle what was paid before the pause', async () => {
    const u = await investor(10000);
    const a = await invest(ctx.app, u, 'Gold Reserve', 5000);
    const b = await invest(ctx.app, u, 'Gold Reserve', 5000);
    clock.advanceDays(1);
    await run();
    await setStatus(ctx.app, admin.token, a._id, 'inactive');
    await setStatus(ctx.app, admin.token, b._id, 'inactive');
    clock.advanceDays(5);
    await run();
    expect(await setStatus(ctx.app, admin.token, a._id, 'completed')).toMatchObject({ status: 'completed', accrued_days: 1 });
    expect(await setStatus(ctx.app, admin.token, b._id, 'failed')).toMatchObject({ status: 'failed', accrued_days: 1 });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 1000000 + 12000, bonus: 0 });
    expect(await statuses(a._id)).toEqual([
      ['active', 'inactive'],
      ['inactive', 'completed'],
    ]);
    await expectLedgerReconciled(ctx.db);
  });

  it('an early settlement the profit balance no longer covers: 409, nothing changes', async () => {
    const u = await investor(5000);
    const inv = await invest(ctx.app, u, 'Gold Reserve', 5000);
    clock.advanceDays(2);
    await run();
    // an admin debited the profit in between
    expect((await adjust(ctx.app, admin.token, u.id, -100, 'bonus')).statusCode).toBe(200);
    const before = await snapshot(ctx.db, u.id);
    for (const status of ['completed', 'failed']) {
      expectError(await putTx(ctx.app, admin.token, inv._id, { status }), 409);
    }
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
    expect(await getTx(ctx.app, admin.token, inv._id)).toMatchObject({ status: 'active', accrued_days: 2 });
    expect(await auditOf(ctx.db, inv._id)).toHaveLength(0);
    await expectLedgerReconciled(ctx.db);
  });
});

describe('settled investments and bad edits', () => {
  it('completed or failed -> anything else: 409, nothing changes; the same status again: no effect', async () => {
    const u = await investor(10000);
    const done = await invest(ctx.app, u, 'Gold Reserve', 5000);
    const cancelled = await invest(ctx.app, u, 'Gold Reserve', 5000);
    clock.advanceDays(1);
    await run();
    await setStatus(ctx.app, admin.token, done._id, 'completed');
    await setStatus(ctx.app, admin.token, cancelled._id, 'failed');
    const before = await snapshot(ctx.db, u.id);
    const audits = (await auditOf(ctx.db, done._id)).length + (await auditOf(ctx.db, cancelled._id)).length;
    for (const [t, from] of [
      [done, 'completed'],
      [cancelled, 'failed'],
    ] as const) {
      for (const to of ['active', 'inactive', 'completed', 'failed'].filter((s) => s !== from)) {
        expectError(
          await putTx(ctx.app, admin.token, t._id, { status: to }),
          409,
          `This investment is already ${from} and its money settled; its status can no longer change`,
        );
      }
      expect((await putTx(ctx.app, admin.token, t._id, { status: from })).statusCode).toBe(200);
    }
    clock.advanceDays(3);
    await run();
    // other users' investments accrue meanwhile: compare this user's own figures and rows
    const { allLedger: _l, allTransactions: _t, ...mine } = before;
    expect(await snapshot(ctx.db, u.id)).toMatchObject(mine);
    expect((await auditOf(ctx.db, done._id)).length + (await auditOf(ctx.db, cancelled._id)).length).toBe(audits);
    await expectLedgerReconciled(ctx.db);
  });

  it('deposit and withdrawal statuses: 400; amount and terms are fixed: 409', async () => {
    const u = await investor(5000);
    const inv = await invest(ctx.app, u, 'Gold Reserve', 5000);
    const before = await snapshot(ctx.db, u.id);
    for (const status of ['pending', 'successful']) {
      expectFieldError(
        await putTx(ctx.app, admin.token, inv._id, { status }),
        'status',
        /^Status of an? investment must be one of active, completed, failed, inactive$/,
      );
    }
    expectError(
      await putTx(ctx.app, admin.token, inv._id, { status: 'active', amount: 4000 }),
      409,
      'The amount of an investment cannot change',
    );
    expectError(
      await putTx(ctx.app, admin.token, inv._id, { status: 'active', payment_method: '60' }),
      409,
      "An investment's duration and daily return are fixed at purchase",
    );
    expectError(
      await putTx(ctx.app, admin.token, inv._id, { status: 'active', payment_address: '9.9' }),
      409,
      "An investment's duration and daily return are fixed at purchase",
    );
    // the admin edit form sends the legacy fields back unchanged: fine
    expect(
      (await putTx(ctx.app, admin.token, inv._id, { status: 'active', amount: 5000, payment_method: '30', payment_address: '1.2' }))
        .statusCode,
    ).toBe(200);
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
    expect(await txRow(ctx.db, inv._id)).toMatchObject({ amountCents: 500000, roiBp: 120, durationDays: 30, status: 'active' });
    expect(await auditOf(ctx.db, inv._id)).toHaveLength(0);
    await expectLedgerReconciled(ctx.db);
  });
});
