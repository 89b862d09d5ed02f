// GET /api/reports/activity, the back-office home's figures per UTC day.
// Five days of a small platform's life on a manual clock: sign-ups, deposits approved (one of
// them taken back), an investment, a withdrawal paid by the desk, accruals and an admin credit.
// Each day's figures must equal what the ledger and the records hold for that day.
import { gt, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityDay, ActivityReport } from '@/common/api/reports';
import { ledgerEntries, users } from '@/server/db/schema';
import { rowsOf } from '@/server/db/rows';
import { ManualClock } from '@/server/lib/clock';
import { runAccrualCycle } from '@/server/modules/accrual/service';
import {
  adjust,
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
import { approve, pay } from '../payouts/desk-helpers';
import {
  createPlan,
  DAY_MS,
  deposit,
  depositAddress,
  fundedInvestor,
  invest,
  MONEY_ENV,
  setStatus,
  withdraw,
} from '../transactions/money-helpers';

// Noon UTC four days before the real today: the report's "today" is the real one until
// server/app.ts hands the reports routes the app's clock (docs/pending-admin-insight.md), so
// the manual days end on the real today; with the clock handed over nothing here changes.
const realToday = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
const day = (n: number) => new Date(realToday + n * DAY_MS).toISOString().slice(0, 10);
const clock = new ManualClock(new Date(realToday - 4 * DAY_MS + 12 * 3_600_000));

let ctx: TestContext;
let admin: TestUser;
let support: TestUser;

// The database stamps ledger rows and users with its own now(), not the app's clock; every step
// below moves what it wrote to the manual clock's instant, as if it had happened then.
let lastLedgerId = 0;
const stampedUsers = new Set<string>();
async function stampStep() {
  const at = clock.now();
  await ctx.db.update(ledgerEntries).set({ createdAt: at }).where(gt(ledgerEntries.id, lastLedgerId));
  const [{ max }] = rowsOf<{ max: string | null }>(await ctx.db.execute(sql`select max(id)::text as max from ${ledgerEntries}`));
  lastLedgerId = Number(max ?? 0);
  const known = [...stampedUsers];
  const fresh = await ctx.db
    .update(users)
    .set({ createdAt: at })
    .where(known.length ? notInArray(users.id, known) : undefined)
    .returning({ id: users.id });
  for (const u of fresh) stampedUsers.add(u.id);
}

const read = async (days?: string, who: TestUser = support): Promise<ActivityReport> => {
  const res = await injectAs(ctx.app, who.token, { method: 'GET', url: `/api/reports/activity${days ? `?days=${days}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  ctx = await createTestApp(MONEY_ENV, { clock });
  admin = await loginAdmin(ctx.app);
  support = await createSupport(ctx.app);
  await createPlan(ctx.app, admin.token, { name: 'Activity Ten', min: 100, max: 100000, roi: 1.5, duration: 10, status: true });
  await stampStep();
});
afterAll(() => ctx.close());

describe('GET /api/reports/activity', () => {
  beforeAll(async () => {
    const btc = await depositAddress(ctx.app, admin.token);

    // day -4: Ada signs up and deposits $500, approved
    const ada = await fundedInvestor(ctx.app, admin.token);
    await setStatus(ctx.app, admin.token, (await deposit(ctx.app, ada, 500, btc))._id, 'successful');
    await stampStep();

    // day -3: Bo and Cy sign up; Bo deposits $1,000.25; Ada invests $300 (her profit starts a day later)
    clock.advanceDays(1);
    const bo = await fundedInvestor(ctx.app, admin.token);
    await fundedInvestor(ctx.app, admin.token);
    await setStatus(ctx.app, admin.token, (await deposit(ctx.app, bo, 1_000.25, btc))._id, 'successful');
    await invest(ctx.app, ada, 'Activity Ten', 300);
    await stampStep();

    // day -2: Bo asks for $120; support approves, the admin pays it; a $200 deposit of Ada's is approved
    clock.advanceDays(1);
    const payout = await withdraw(ctx.app, bo, 120);
    expect((await approve(ctx.app, support, payout._id)).statusCode).toBe(200);
    expect((await pay(ctx.app, admin, payout._id)).statusCode).toBe(200);
    const mistaken = await deposit(ctx.app, ada, 200, btc);
    await setStatus(ctx.app, admin.token, mistaken._id, 'successful');
    await stampStep();

    // day -1: the accrual pays Ada's two days so far; the $200 deposit is taken back
    clock.advanceDays(1);
    await runAccrualCycle({ db: ctx.db, notifier: ctx.app.notifier }, clock.now());
    await setStatus(ctx.app, admin.token, mistaken._id, 'failed');
    await stampStep();

    // today: an admin credit (not a deposit) and one more day of profit
    clock.advanceDays(1);
    expect((await adjust(ctx.app, admin.token, bo.id, 25)).statusCode).toBe(200);
    await runAccrualCycle({ db: ctx.db, notifier: ctx.app.notifier }, clock.now());
    await stampStep();
  });

  it('gives each of the last 30 days, oldest first, with what happened on it', async () => {
    const { days } = await read();
    expect(days).toHaveLength(30);
    expect(days[0].date).toBe(day(-29));
    expect(days.at(-1)!.date).toBe(day(0));
    const on = (n: number) => days.find((d) => d.date === day(n))!;

    // the daily profit of $300 at 1.5 %: $4.50 a day, two days paid on day -1, one today
    expect(on(-4)).toMatchObject({ deposits: 500, withdrawals: 0, profit_paid: 0, new_investors: 1 });
    expect(on(-3)).toMatchObject({ deposits: 1_000.25, withdrawals: 0, profit_paid: 0, new_investors: 2 });
    expect(on(-2)).toMatchObject({ deposits: 200, withdrawals: 120, profit_paid: 0, new_investors: 0 });
    expect(on(-1)).toMatchObject({ deposits: -200, withdrawals: 0, profit_paid: 9, new_investors: 0 });
    expect(on(0)).toMatchObject({ deposits: 0, withdrawals: 0, profit_paid: 4.5, new_investors: 0 });
    // money held: deposits in, the investment and the withdrawal's hold out, profit and the credit in
    expect([-4, -3, -2, -1, 0].map((n) => on(n).money_held)).toEqual([500, 1_200.25, 1_280.25, 1_089.25, 1_118.75]);
    // before the first day: nothing, but every day is there
    expect(days.slice(0, 25).every((d) => d.deposits === 0 && d.withdrawals === 0 && d.profit_paid === 0 && d.new_investors === 0)).toBe(
      true,
    );
    expect(days.slice(0, 25).every((d) => d.money_held === 0)).toBe(true);
  });

  it("each day's figures are the ledger's sums for that day; money held today is every balance and profit", async () => {
    const { days } = await read();
    const ledger = await ctx.db.select().from(ledgerEntries);
    const dayOf = (d: Date) => d.toISOString().slice(0, 10);
    const cents = (d: ActivityDay) => ({
      deposits: Math.round(d.deposits * 100),
      profit: Math.round(d.profit_paid * 100),
      held: Math.round(d.money_held * 100),
    });
    for (const d of days) {
      const end = Date.parse(`${d.date}T00:00:00Z`) + DAY_MS;
      const onDay = ledger.filter((e) => dayOf(e.createdAt) === d.date);
      expect(cents(d), d.date).toEqual({
        deposits: onDay.filter((e) => e.kind === 'deposit' || e.kind === 'deposit_reversal').reduce((s, e) => s + e.amountCents, 0),
        profit: onDay.filter((e) => e.kind === 'accrual').reduce((s, e) => s + e.amountCents, 0),
        held: ledger.filter((e) => e.createdAt.getTime() < end).reduce((s, e) => s + e.amountCents, 0),
      });
    }
    const [{ total }] = rowsOf<{ total: string }>(
      await ctx.db.execute(sql`select sum(acct_bal + acct_bonus)::bigint::text as total from ${users}`),
    );
    expect(Math.round(days.at(-1)!.money_held * 100)).toBe(Number(total));
    await expectLedgerReconciled(ctx.db);
  });

  it('gives 90 days when asked, with the same recent days', async () => {
    const thirty = (await read('30')).days;
    const ninety = (await read('90', admin)).days;
    expect(ninety).toHaveLength(90);
    expect(ninety[0].date).toBe(day(-89));
    expect(ninety.slice(-30)).toEqual(thirty);
  });

  it('refuses any other period, and is for staff only', async () => {
    for (const bad of ['7', '30.0', 'all', '']) {
      expectFieldError(
        await injectAs(ctx.app, support.token, { method: 'GET', url: `/api/reports/activity?days=${bad}` }),
        'days',
        'Choose 30 or 90 days',
      );
    }
    const investor = await fundedInvestor(ctx.app, admin.token);
    expectError(await injectAs(ctx.app, investor.token, { method: 'GET', url: '/api/reports/activity' }), 403);
    expectError(await injectAs(ctx.app, undefined, { method: 'GET', url: '/api/reports/activity' }), 401);
  });
});
