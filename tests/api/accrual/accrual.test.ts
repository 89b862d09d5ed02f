// The accrual job, run directly with a hand-moved clock: whole days
// only, once per investment and day, catch-up after downtime, maturity with and without
// deposit return, profit rounded half up to the cent, nothing while paused.
// Every test leaves no investment running, so the job's global counts are exact.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyProfitCents } from '@/common/transactions';
import { ledgerEntries } from '@/server/db/schema';
import { ManualClock } from '@/server/lib/clock';
import { runAccrualCycle } from '@/server/modules/accrual/service';
import {
  adjust,
  createInvestor,
  createTestApp,
  expectLedgerReconciled,
  loginAdmin,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import {
  balances,
  createPlan,
  DAY_MS,
  fund,
  getTx,
  invest,
  ledgerOf,
  MONEY_ENV,
  setStatus,
  txRow,
  call,
} from '../transactions/money-helpers';

const clock = new ManualClock(new Date('2026-08-01T00:30:00Z'));
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp(MONEY_ENV, { clock });
  admin = await loginAdmin(ctx.app);
  await createPlan(ctx.app, admin.token, { name: 'Accrual Thirty', min: 1000, max: 100000, roi: 1.5, duration: 30, status: true });
  await createPlan(ctx.app, admin.token, { name: 'Rounding Plan', min: 100, max: 100000, roi: 1.37, duration: 3 });
  await createPlan(ctx.app, admin.token, { name: 'Half Cent Plan', min: 100, max: 100000, roi: 1, duration: 5 });
  await createPlan(ctx.app, admin.token, { name: 'No Return Five', min: 100, max: 100000, roi: 2, duration: 5, status: false });
});
afterAll(() => ctx.close());

const run = () => runAccrualCycle({ db: ctx.db, notifier: ctx.app.notifier }, clock.now());
const at = (start: Date, ms: number) => clock.set(new Date(start.getTime() + ms));

async function investor(dollars: number) {
  const u = await createInvestor(ctx.app);
  await fund(ctx.app, admin.token, u.id, dollars);
  return u;
}

/** The accrual rows of one investment: [day, cents]. */
async function accruals(id: string) {
  return (await ledgerOf(ctx.db, id)).filter((l) => l.kind === 'accrual').map((l) => [l.accrualDay, l.amountCents]);
}

const days = (from: number, to: number, cents: number) => Array.from({ length: to - from + 1 }, (_, i) => [from + i, cents]);

describe('whole days of profit', () => {
  it('0, 1, 5 and 30 simulated days, then maturity with the deposit returned', async () => {
    const u = await investor(10000);
    const start = clock.now();
    const inv = await invest(ctx.app, u, 'Accrual Thirty', 10000); // 150.00 a day
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 0, bonus: 0 });

    // day 0: nothing is due, not even a millisecond before the first whole day
    expect(await run()).toEqual({ ran: true, daysPaid: 0, settled: 0 });
    at(start, DAY_MS - 1);
    expect(await run()).toEqual({ ran: true, daysPaid: 0, settled: 0 });
    expect(await getTx(ctx.app, u.token, inv._id)).toMatchObject({ accrued_days: 0, profit: 0, status: 'active' });

    // day 1
    at(start, DAY_MS);
    expect(await run()).toEqual({ ran: true, daysPaid: 1, settled: 0 });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 0, bonus: 15000 });
    expect(await getTx(ctx.app, u.token, inv._id)).toMatchObject({ accrued_days: 1, profit: 150 });

    // day 5 (part-way into day 6 still counts 5)
    at(start, 5 * DAY_MS + 23 * 3_600_000);
    expect(await run()).toEqual({ ran: true, daysPaid: 4, settled: 0 });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 0, bonus: 75000 });
    expect(await accruals(inv._id)).toEqual(days(1, 5, 15000));
    expect((await txRow(ctx.db, inv._id)).nextAccrualAt?.toISOString()).toBe(new Date(start.getTime() + 6 * DAY_MS).toISOString());

    // day 29: still running
    at(start, 29 * DAY_MS);
    expect(await run()).toEqual({ ran: true, daysPaid: 24, settled: 0 });
    expect(await getTx(ctx.app, u.token, inv._id)).toMatchObject({ status: 'active', accrued_days: 29, profit: 4350 });

    // day 30: the last day's profit, then maturity in the same run
    at(start, 30 * DAY_MS);
    expect(await run()).toEqual({ ran: true, daysPaid: 1, settled: 1 });
    expect(await getTx(ctx.app, u.token, inv._id)).toMatchObject({ status: 'completed', accrued_days: 30, profit: 4500 });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 1000000 + 450000, bonus: 0 });
    const ledger = (await ledgerOf(ctx.db, inv._id)).map((l) => [l.kind, l.account, l.amountCents]);
    expect(ledger.filter(([k]) => k === 'accrual')).toHaveLength(30);
    expect(ledger.filter(([k]) => k !== 'accrual')).toEqual([
      ['investment', 'balance', -1000000],
      ['maturity_profit', 'bonus', -450000],
      ['maturity_profit', 'balance', 450000],
      ['maturity_principal', 'balance', 1000000],
    ]);
    expect((await call(ctx.app, u.token, { url: `/api/transaction/invest/active/${u.id}` })).json()).toEqual([]);

    // after maturity nothing more, however long
    at(start, 90 * DAY_MS);
    expect(await run()).toEqual({ ran: true, daysPaid: 0, settled: 0 });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 1450000, bonus: 0 });
    await expectLedgerReconciled(ctx.db);
  });

  it('catches up after a gap: one run pays the 5 days missed, each day once', async () => {
    const u = await investor(5000);
    const start = clock.now();
    const inv = await invest(ctx.app, u, 'Half Cent Plan', 5000); // 1 %: 50.00 a day, 5 days
    at(start, 4 * DAY_MS + 12 * 3_600_000);
    // the server was down: no run until now, then one run pays the four days due
    expect(await run()).toEqual({ ran: true, daysPaid: 4, settled: 0 });
    expect(await accruals(inv._id)).toEqual(days(1, 4, 5000));
    at(start, 40 * DAY_MS);
    expect(await run()).toEqual({ ran: true, daysPaid: 1, settled: 1 });
    expect(await accruals(inv._id)).toEqual(days(1, 5, 5000));
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 500000 + 25000, bonus: 0 });
    await expectLedgerReconciled(ctx.db);
  });

  it('a gap of exactly 5 days is paid by one run', async () => {
    const u = await investor(10000);
    const start = clock.now();
    const inv = await invest(ctx.app, u, 'Accrual Thirty', 10000);
    at(start, 5 * DAY_MS);
    expect(await run()).toEqual({ ran: true, daysPaid: 5, settled: 0 });
    expect(await accruals(inv._id)).toEqual(days(1, 5, 15000));
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 0, bonus: 75000 });
    await setStatus(ctx.app, admin.token, inv._id, 'failed');
    await expectLedgerReconciled(ctx.db);
  });

  it('running twice pays once, also when two runs overlap', async () => {
    const u = await investor(10000);
    const start = clock.now();
    const inv = await invest(ctx.app, u, 'Accrual Thirty', 10000);
    at(start, 3 * DAY_MS);
    expect(await run()).toMatchObject({ daysPaid: 3 });
    expect(await run()).toMatchObject({ daysPaid: 0 });
    expect(await run()).toMatchObject({ daysPaid: 0 });
    at(start, 6 * DAY_MS);
    const both = await Promise.all([run(), run(), run()]);
    expect(both.reduce((n, r) => n + r.daysPaid, 0)).toBe(3);
    expect(await accruals(inv._id)).toEqual(days(1, 6, 15000));
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 0, bonus: 90000 });
    // the database itself refuses a second row for a day already paid
    await expect(
      ctx.db
        .insert(ledgerEntries)
        .values({ userId: u.id, account: 'bonus', amountCents: 15000, kind: 'accrual', transactionId: inv._id, accrualDay: 3 }),
    ).rejects.toThrow();
    expect(await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, inv._id))).toHaveLength(7);
    await setStatus(ctx.app, admin.token, inv._id, 'failed');
    await expectLedgerReconciled(ctx.db);
  });

  it('pays many investments of many users in one set-based run', async () => {
    const users = await Promise.all([investor(20000), investor(20000), investor(20000)]);
    const start = clock.now();
    const invs = [];
    for (const u of users) {
      invs.push(await invest(ctx.app, u, 'Accrual Thirty', 10000));
      invs.push(await invest(ctx.app, u, 'Half Cent Plan', 3000.5));
    }
    at(start, 3 * DAY_MS);
    expect(await run()).toEqual({ ran: true, daysPaid: 18, settled: 0 });
    for (const u of users) expect(await balances(ctx.db, u.id)).toEqual({ bal: 2000000 - 1000000 - 300050, bonus: 3 * 15000 + 3 * 3001 });
    at(start, 5 * DAY_MS);
    expect(await run()).toEqual({ ran: true, daysPaid: 12, settled: 3 });
    for (const u of users) {
      expect(await balances(ctx.db, u.id)).toEqual({ bal: 2000000 - 1000000 + 5 * 3001, bonus: 5 * 15000 });
    }
    for (const inv of invs.filter((_, i) => i % 2 === 0)) await setStatus(ctx.app, admin.token, inv._id, 'failed');
    for (const u of users) expect(await balances(ctx.db, u.id)).toEqual({ bal: 2000000 + 5 * 3001 + 5 * 15000, bonus: 0 });
    await expectLedgerReconciled(ctx.db);
  });
});

describe('maturity', () => {
  it("without deposit return (seeded 'NFT Collectibles'): only the profit comes back", async () => {
    const u = await investor(3000);
    const start = clock.now();
    const inv = await invest(ctx.app, u, 'NFT Collectibles', 3000); // 2.2 %: 66.00 a day, 10 days
    expect(inv.deposit_return).toBe(false);
    at(start, 10 * DAY_MS);
    expect(await run()).toEqual({ ran: true, daysPaid: 10, settled: 1 });
    expect(await getTx(ctx.app, u.token, inv._id)).toMatchObject({ status: 'completed', accrued_days: 10, profit: 660 });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 66000, bonus: 0 });
    expect((await ledgerOf(ctx.db, inv._id)).filter((l) => l.kind === 'maturity_principal')).toEqual([]);
    await expectLedgerReconciled(ctx.db);
  });

  it('without deposit return (a plan the admin made)', async () => {
    const u = await investor(1000);
    const start = clock.now();
    await invest(ctx.app, u, 'No Return Five', 1000); // 2 %: 20.00 a day
    at(start, 5 * DAY_MS);
    expect(await run()).toEqual({ ran: true, daysPaid: 5, settled: 1 });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 10000, bonus: 0 });
    await expectLedgerReconciled(ctx.db);
  });

  it("with deposit return (seeded 30-day 'Crypto Premium'): principal and profit", async () => {
    const u = await investor(60000);
    const start = clock.now();
    const inv = await invest(ctx.app, u, 'Crypto Premium', 50000); // 2.5 %: 1,250.00 a day
    at(start, 15 * DAY_MS);
    expect(await run()).toEqual({ ran: true, daysPaid: 15, settled: 0 });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 1000000, bonus: 15 * 125000 });
    at(start, 30 * DAY_MS);
    expect(await run()).toEqual({ ran: true, daysPaid: 15, settled: 1 });
    expect(await getTx(ctx.app, u.token, inv._id)).toMatchObject({ status: 'completed', accrued_days: 30, profit: 37500 });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 1000000 + 5000000 + 3750000, bonus: 0 });
    await expectLedgerReconciled(ctx.db);
  });

  it('a maturity the profit balance no longer covers waits for a later run', async () => {
    const u = await investor(1000);
    const start = clock.now();
    const inv = await invest(ctx.app, u, 'No Return Five', 1000);
    at(start, 4 * DAY_MS);
    await run();
    // an admin debited part of the profit: the last day is paid, but the settlement waits
    const debit = await call(ctx.app, admin.token, {
      method: 'POST',
      url: `/api/profile/${u.id}/adjust`,
      payload: { account: 'bonus', amount: -50, reason: 'correction' },
    });
    expect(debit.statusCode, debit.body).toBe(200);
    at(start, 5 * DAY_MS);
    expect(await run()).toEqual({ ran: true, daysPaid: 1, settled: 0 });
    expect(await getTx(ctx.app, u.token, inv._id)).toMatchObject({ status: 'active', accrued_days: 5 });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 0, bonus: 5000 });
    // once covered again, it settles
    // (with the $1,000 funding, past the two-person threshold: the fixture's second admin approves)
    const credit = await adjust(ctx.app, admin.token, u.id, 50, 'bonus', 'correction undone');
    expect(credit.statusCode, credit.body).toBe(200);
    expect(await run()).toEqual({ ran: true, daysPaid: 0, settled: 1 });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 10000, bonus: 0 });
    await expectLedgerReconciled(ctx.db);
  });
});

describe('rounding to the cent', () => {
  it('3,333.33 at 1.37 % a day is 45.67 a day (45.6666621 rounded half up), exactly', async () => {
    expect(dailyProfitCents(333333, 137)).toBe(4567);
    const u = await investor(3333.33);
    const start = clock.now();
    const inv = await invest(ctx.app, u, 'Rounding Plan', 3333.33);
    expect(inv).toMatchObject({ roi: 1.37, payment_address: '1.37' });
    at(start, DAY_MS);
    await run();
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 0, bonus: 4567 });
    at(start, 2 * DAY_MS);
    await run();
    expect(await getTx(ctx.app, u.token, inv._id)).toMatchObject({ accrued_days: 2, profit: 91.34 });
    at(start, 3 * DAY_MS);
    expect(await run()).toEqual({ ran: true, daysPaid: 1, settled: 1 });
    expect(await accruals(inv._id)).toEqual(days(1, 3, 4567));
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 333333 + 3 * 4567, bonus: 0 });
    const me = (await call(ctx.app, u.token, { url: '/api/profile/me' })).json();
    expect(me).toMatchObject({ acct_bal: 3470.34, acct_bonus: 0 });
    await expectLedgerReconciled(ctx.db);
  });

  it('half a cent rounds up; just under half rounds down', async () => {
    const u = await investor(20000);
    const start = clock.now();
    const half = await invest(ctx.app, u, 'Half Cent Plan', 3000.5); // 30.005 -> 30.01
    const under = await invest(ctx.app, u, 'Half Cent Plan', 3000.49); // 30.0049 -> 30.00
    const starter = await invest(ctx.app, u, 'Crypto Starter', 3001); // 1.5 %: 45.015 -> 45.02
    const tiny = await invest(ctx.app, u, 'Rounding Plan', 100.01); // 1.37 %: 1.370137 -> 1.37
    at(start, DAY_MS);
    expect(await run()).toMatchObject({ daysPaid: 4 });
    expect(await accruals(half._id)).toEqual([[1, 3001]]);
    expect(await accruals(under._id)).toEqual([[1, 3000]]);
    expect(await accruals(starter._id)).toEqual([[1, 4502]]);
    expect(await accruals(tiny._id)).toEqual([[1, 137]]);
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 2000000 - 300050 - 300049 - 300100 - 10001, bonus: 3001 + 3000 + 4502 + 137 });
    for (const t of [half, under, starter, tiny]) await setStatus(ctx.app, admin.token, t._id, 'failed');
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 2000000 + 3001 + 3000 + 4502 + 137, bonus: 0 });
    await expectLedgerReconciled(ctx.db);
  });
});

describe('paused investments', () => {
  it('accrue nothing while inactive, and mature later by the length of the pause', async () => {
    const u = await investor(5000);
    const start = clock.now();
    const inv = await invest(ctx.app, u, 'Half Cent Plan', 5000); // 50.00 a day, 5 days
    at(start, 2 * DAY_MS);
    expect(await run()).toMatchObject({ daysPaid: 2 });
    await setStatus(ctx.app, admin.token, inv._id, 'inactive');
    for (const d of [3, 5, 9, 20]) {
      at(start, d * DAY_MS);
      expect(await run()).toEqual({ ran: true, daysPaid: 0, settled: 0 });
    }
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 0, bonus: 10000 });
    // resumed 18 days later than planned: days 3..5 fall due on days 21..23
    await setStatus(ctx.app, admin.token, inv._id, 'active');
    expect(await run()).toEqual({ ran: true, daysPaid: 0, settled: 0 });
    at(start, 21 * DAY_MS);
    expect(await run()).toEqual({ ran: true, daysPaid: 1, settled: 0 });
    at(start, 23 * DAY_MS - 1);
    expect(await run()).toEqual({ ran: true, daysPaid: 1, settled: 0 });
    at(start, 23 * DAY_MS);
    expect(await run()).toEqual({ ran: true, daysPaid: 1, settled: 1 });
    expect(await accruals(inv._id)).toEqual(days(1, 5, 5000));
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 525000, bonus: 0 });
    await expectLedgerReconciled(ctx.db);
  });
});
