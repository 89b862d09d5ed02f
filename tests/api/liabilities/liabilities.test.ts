// What the platform owes now (balances, profit, returnable principal) and
// what running investments will pay day by day for 90 days if nothing changes, computed with
// the accrual job's own formula. The projection is checked against the job itself: the clock
// is moved day by day, the job runs, and what it paid each UTC day is what was projected.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIABILITY_DAYS, type Liabilities } from '@/common/api/liabilities';
import { auditLog, ledgerEntries, users } from '@/server/db/schema';
import { ManualClock } from '@/server/lib/clock';
import { runAccrualCycle } from '@/server/modules/accrual/service';
import {
  createSupport,
  createTestApp,
  expectError,
  expectFieldError,
  expectLedgerReconciled,
  injectAs,
  loginAdmin,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { createPlan, DAY_MS, fundedInvestor, invest, MONEY_ENV, setStatus } from '../transactions/money-helpers';
import { rowsOf } from '@/server/db/rows';

// mid-morning UTC: investments made now pay their days at this time of day
const START = new Date('2026-09-01T09:15:00Z');
const clock = new ManualClock(START);
let ctx: TestContext;
let admin: TestUser;
let support: TestUser;

beforeAll(async () => {
  ctx = await createTestApp(MONEY_ENV, { clock });
  admin = await loginAdmin(ctx.app);
  support = await createSupport(ctx.app);
  await createPlan(ctx.app, admin.token, { name: 'Owed Ten', min: 100, max: 100000, roi: 1.37, duration: 10, status: true });
  await createPlan(ctx.app, admin.token, { name: 'Owed Kept Four', min: 100, max: 100000, roi: 2.5, duration: 4, status: false });
  await createPlan(ctx.app, admin.token, { name: 'Owed Long', min: 100, max: 100000, roi: 0.5, duration: 120, status: true });
});
afterAll(() => ctx.close());

const read = async (who: TestUser = support): Promise<Liabilities> => {
  const res = await injectAs(ctx.app, who.token, { method: 'GET', url: '/api/reports/liabilities' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Cents of accrued profit and of returned principal in the ledger so far. */
async function paidSoFar() {
  const [row] = rowsOf<{ profit: string; principal: string }>(
    await ctx.db.execute(sql`
      select coalesce(sum(amount_cents) filter (where kind = 'accrual'), 0)::bigint::text as profit,
             coalesce(sum(amount_cents) filter (where kind = 'maturity_principal'), 0)::bigint::text as principal
      from ${ledgerEntries}`),
  );
  return { profit: Number(row.profit), principal: Number(row.principal) };
}

describe('liabilities', () => {
  let paused: string;
  beforeAll(async () => {
    const a = await fundedInvestor(ctx.app, admin.token, 20_000);
    const b = await fundedInvestor(ctx.app, admin.token, 9_000);
    await invest(ctx.app, a, 'Owed Ten', 3_333.33);
    await invest(ctx.app, a, 'Owed Kept Four', 1_001);
    clock.advance(5 * 3_600_000);
    await invest(ctx.app, b, 'Owed Long', 2_500);
    paused = (await invest(ctx.app, b, 'Owed Ten', 1_000))._id;
    // paused: owes its principal, pays nothing until resumed
    await setStatus(ctx.app, admin.token, paused, 'inactive');
  });

  it('owes what the investors can claim now, as the ledger has it', async () => {
    const l = await read();
    const [sums] = rowsOf<{ bal: string; bonus: string }>(
      await ctx.db.execute(sql`select sum(acct_bal)::bigint::text as bal, sum(acct_bonus)::bigint::text as bonus from ${users}`),
    );
    expect(l.owed.balances).toBe(Number(sums.bal) / 100);
    expect(l.owed.profit).toBe(Number(sums.bonus) / 100);
    expect(l.owed.principal_running).toBe(3_333.33 + 1_001 + 2_500 + 1_000);
    // 'Owed Kept Four' keeps its principal
    expect(l.owed.principal_returnable).toBe(3_333.33 + 2_500 + 1_000);
    expect(l.owed.withdrawals_pending).toBe(0);
    expect(l.owed.total).toBe(Math.round((l.owed.balances + l.owed.profit + l.owed.principal_returnable) * 100) / 100);
    expect(l.projection).toHaveLength(LIABILITY_DAYS);
    expect(l.projection[0].date).toBe('2026-09-01');
  });

  it('projects, day by day, exactly what the accrual job then pays', async () => {
    const projected = (await read()).projection;
    const dayStart = Date.UTC(2026, 8, 1);
    let before = await paidSoFar();
    // 12 days cover the ten-day plan's maturity and the kept-principal plan's end
    for (let day = 0; day < 12; day++) {
      clock.set(new Date(dayStart + (day + 1) * DAY_MS - 1));
      await runAccrualCycle({ db: ctx.db, notifier: ctx.app.notifier }, clock.now());
      const after = await paidSoFar();
      expect(
        { profit: (after.profit - before.profit) / 100, principal: (after.principal - before.principal) / 100 },
        projected[day].date,
      ).toEqual({ profit: projected[day].profit, principal: projected[day].principal });
      before = after;
    }
    // something was paid, and the ten-day plan's principal came back on its last day
    expect(projected.slice(0, 12).some((d) => d.principal === 3_333.33)).toBe(true);
    // the first day's profit is due a day after investing
    expect(projected[0].profit).toBe(0);
    expect(projected[1].profit).toBeGreaterThan(0);
    await expectLedgerReconciled(ctx.db);
  });

  it('compares with what the admin records as held: a shortfall shows the day it begins', async () => {
    const now = await read();
    // enough for today and a little more: the running profit passes it later
    const held = Math.floor(now.owed.total + now.projection[3].profit / 2);
    const set = await injectAs(ctx.app, admin.token, { method: 'PUT', url: '/api/reports/holdings/btc', payload: { amount: held } });
    expect(set.statusCode, set.body).toBe(200);
    const l: Liabilities = set.json();
    expect(l.held).toEqual([expect.objectContaining({ coin: 'btc', amount: held })]);
    expect(l.held_total).toBe(held);
    expect(l.margin).toBe(Math.round((held - l.owed.total) * 100) / 100);
    const firstShort = l.projection.find((d) => d.owed > held)?.date ?? null;
    expect(l.shortfall_from).toBe(firstShort);

    // plenty held: no shortfall in 90 days
    await injectAs(ctx.app, admin.token, { method: 'PUT', url: '/api/reports/holdings/eth', payload: { amount: 10_000_000 } });
    expect((await read()).shortfall_from).toBeNull();
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'holding.update'));
    expect(audit.map((a) => a.entityId).sort()).toEqual(['btc', 'eth']);
  });

  it('is for staff; holdings only admins set, with a checked amount', async () => {
    const investor = await fundedInvestor(ctx.app, admin.token, 0);
    expectError(await injectAs(ctx.app, investor.token, { method: 'GET', url: '/api/reports/liabilities' }), 403);
    expectError(await injectAs(ctx.app, undefined, { method: 'GET', url: '/api/reports/liabilities' }), 401);
    expectError(await injectAs(ctx.app, support.token, { method: 'PUT', url: '/api/reports/holdings/btc', payload: { amount: 5 } }), 403);
    expectFieldError(
      await injectAs(ctx.app, admin.token, { method: 'PUT', url: '/api/reports/holdings/btc', payload: { amount: -5 } }),
      'amount',
      /negative/i,
    );
    expectError(await injectAs(ctx.app, admin.token, { method: 'PUT', url: '/api/reports/holdings/doge', payload: { amount: 5 } }), 400);
  });
});
