// GET /api/insight/history: the dashboard chart's end-of-day figures.
// A deposit, two investments (one returns its principal, one keeps it), daily accruals and
// maturity on a hand-moved clock; every day's point is checked against the ledger rows
// summed here, the running principal against the scenario, and today against the cached
// figures. The ledger dates its rows with the database's clock, so each step re-dates the
// rows it wrote to the suite's clock (the moment the step happened in the story).
import { and, asc, eq, gt, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsightHistory } from '@/common/api/insight';
import { ledgerEntries } from '@/server/db/schema';
import { ManualClock } from '@/server/lib/clock';
import { runAccrualCycle } from '@/server/modules/accrual/service';
import { createSupport, expectError, expectLedgerReconciled, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import {
  balances,
  call,
  createPlan,
  DAY_MS,
  deposit,
  fundedInvestor,
  HOUR_MS,
  invest,
  setStatus,
  startMoneyApp,
  UNKNOWN_ID,
} from '../transactions/money-helpers';

const START = new Date('2026-08-01T10:00:00Z');
const clock = new ManualClock(START);
let ctx: TestContext;
let admin: TestUser;
let btc: string;
let lastLedgerId = 0;

beforeAll(async () => {
  ({ ctx, admin, btc } = await startMoneyApp(clock));
  await createPlan(ctx.app, admin.token, { name: 'History Five', min: 100, max: 100000, roi: 1.5, duration: 5, status: true });
  await createPlan(ctx.app, admin.token, { name: 'History Keep', min: 100, max: 100000, roi: 1, duration: 3, status: false });
  lastLedgerId = await newestLedgerId();
});
afterAll(() => ctx.close());

async function newestLedgerId(): Promise<number> {
  const [row] = await ctx.db.select({ id: max(ledgerEntries.id) }).from(ledgerEntries);
  return row.id ?? 0;
}

/** Dates the ledger rows written since the last step at the suite's clock. */
async function stamp() {
  await ctx.db.update(ledgerEntries).set({ createdAt: clock.now() }).where(gt(ledgerEntries.id, lastLedgerId));
  lastLedgerId = await newestLedgerId();
}

const at = (days: number, hours = 0) => clock.set(new Date(START.getTime() + days * DAY_MS + hours * HOUR_MS));

async function runDay(days: number) {
  at(days, 2);
  await runAccrualCycle({ db: ctx.db, notifier: ctx.app.notifier }, clock.now());
  await stamp();
}

const history = (token: string | undefined, query: string) => call(ctx.app, token, { url: `/api/insight/history?${query}` });

async function historyOf(token: string, query: string): Promise<InsightHistory> {
  const res = await history(token, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InsightHistory;
}

/** End-of-day sums of the user's ledger rows, in cents, summed here rather than by the service. */
async function ledgerSums(userId: string, date: string) {
  const end = new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS);
  const rows = await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId)).orderBy(asc(ledgerEntries.id));
  const upTo = rows.filter((r) => r.createdAt < end);
  const sum = (account: 'balance' | 'bonus') => upTo.filter((r) => r.account === account).reduce((s, r) => s + r.amountCents, 0);
  return { balance: sum('balance'), profit: sum('bonus') };
}

const cents = (dollars: number) => Math.round(dollars * 100);

describe('a deposit, two investments, accruals and maturity', () => {
  let u: TestUser;
  // principal running at each day's end, from the story below (cents)
  const RUNNING: Record<string, number> = {
    '2026-08-01': 60000,
    '2026-08-02': 70000,
    '2026-08-03': 70000,
    '2026-08-04': 70000,
    '2026-08-05': 60000, // History Keep matures on 5 Aug (its third day) and keeps its 100.00
    '2026-08-06': 0, // History Five matures on 6 Aug (its fifth day) and returns its 600.00
  };

  beforeAll(async () => {
    u = await fundedInvestor(ctx.app, admin.token);
    await stamp();
    // day 0: a 1,000.00 deposit, approved; 600.00 into History Five (9.00 a day for 5 days)
    const dep = await deposit(ctx.app, u, 1000, btc);
    await setStatus(ctx.app, admin.token, dep._id, 'successful');
    await stamp();
    at(0, 2);
    await invest(ctx.app, u, 'History Five', 600);
    await stamp();
    // day 1: 100.00 into History Keep (1.00 a day for 3 days, principal kept)
    at(1, 1);
    await invest(ctx.app, u, 'History Keep', 100);
    await stamp();
    for (let day = 1; day <= 9; day += 1) await runDay(day);
    at(9, 12);
  });

  it("each day's balance and profit are the ledger sums up to that day's end, to the cent; invested is the running principal", async () => {
    const { range, points } = await historyOf(u.token, 'range=30d');
    expect(range).toBe('30d');
    expect(points).toHaveLength(30);
    expect(points.at(-1)!.date).toBe('2026-08-10');
    expect(points[0].date).toBe('2026-07-12');
    for (const p of points) {
      const sums = await ledgerSums(u.id, p.date);
      const invested = p.date < '2026-08-01' ? 0 : (RUNNING[p.date] ?? 0);
      expect({ date: p.date, balance: cents(p.balance), profit: cents(p.profit), invested: cents(p.invested) }).toEqual({
        date: p.date,
        ...sums,
        invested,
      });
      expect(cents(p.total)).toBe(sums.balance + sums.profit + invested);
    }
    // the story in figures: before, during and after the investments
    const byDate = new Map(points.map((p) => [p.date, p]));
    expect(byDate.get('2026-07-31')).toEqual({ date: '2026-07-31', balance: 0, invested: 0, profit: 0, total: 0 });
    expect(byDate.get('2026-08-01')).toEqual({ date: '2026-08-01', balance: 400, invested: 600, profit: 0, total: 1000 });
    // day 1's run pays History Five's first day (History Keep starts later that day)
    expect(byDate.get('2026-08-02')).toEqual({ date: '2026-08-02', balance: 300, invested: 700, profit: 9, total: 1009 });
    // day 4: History Keep's three days (3.00) move to the balance, its 100.00 is kept
    expect(byDate.get('2026-08-05')).toEqual({ date: '2026-08-05', balance: 303, invested: 600, profit: 36, total: 939 });
    // day 5: History Five's 45.00 and its 600.00 come back
    expect(byDate.get('2026-08-06')).toEqual({ date: '2026-08-06', balance: 948, invested: 0, profit: 0, total: 948 });
    expect(byDate.get('2026-08-10')).toEqual({ date: '2026-08-10', balance: 948, invested: 0, profit: 0, total: 948 });
  });

  it("today's point is the cached acct_bal and acct_bonus", async () => {
    const { points } = await historyOf(u.token, 'range=90d');
    expect(points).toHaveLength(90);
    const cached = await balances(ctx.db, u.id);
    expect({ balance: cents(points.at(-1)!.balance), profit: cents(points.at(-1)!.profit) }).toEqual({
      balance: cached.bal,
      profit: cached.bonus,
    });
    await expectLedgerReconciled(ctx.db);
  });

  it("'all' starts on the day of the first ledger row", async () => {
    const { range, points } = await historyOf(u.token, 'range=all');
    expect(range).toBe('all');
    expect(points.map((p) => p.date)).toEqual([
      '2026-08-01',
      '2026-08-02',
      '2026-08-03',
      '2026-08-04',
      '2026-08-05',
      '2026-08-06',
      '2026-08-07',
      '2026-08-08',
      '2026-08-09',
      '2026-08-10',
    ]);
  });

  it('staff may read anyone with user_id; an investor only themself', async () => {
    const own = await historyOf(u.token, 'range=30d');
    expect(await historyOf(u.token, `range=30d&user_id=${u.id}`)).toEqual(own);
    expect(await historyOf(admin.token, `range=30d&user_id=${u.id}`)).toEqual(own);
    const support = await createSupport(ctx.app);
    expect(await historyOf(support.token, `range=30d&user_id=${u.id}`)).toEqual(own);

    const other = await fundedInvestor(ctx.app, admin.token);
    expectError(await history(other.token, `range=30d&user_id=${u.id}`), 403);
    // without user_id, the other investor sees their own (empty) history
    const theirs = await historyOf(other.token, 'range=30d');
    expect(theirs.points.every((p) => p.total === 0)).toBe(true);
    expectError(await history(admin.token, `range=30d&user_id=${UNKNOWN_ID}`), 404);
    expectError(await history(undefined, 'range=30d'), 401);
  });
});

describe('the rules of the question', () => {
  it('a bad or missing range, or a user_id that is not an id, is a 400', async () => {
    const u = await fundedInvestor(ctx.app, admin.token);
    for (const query of ['range=7d', 'range=', '', 'range=30d&user_id=nope', 'range=30d&extra=1']) {
      expectError(await history(u.token, query), 400);
    }
  });

  it("rows the database dated after the app's today still count in today's point", async () => {
    // the suite's clock stays in August; these rows carry the machine's own date
    clock.set(new Date('2026-01-15T12:00:00Z'));
    const u = await fundedInvestor(ctx.app, admin.token, 250);
    const { points } = await historyOf(u.token, 'range=30d');
    expect(points.at(-1)).toEqual({ date: '2026-01-15', balance: 250, invested: 0, profit: 0, total: 250 });
    const [row] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, u.id), gt(ledgerEntries.createdAt, new Date('2026-01-16T00:00:00Z'))));
    expect(row.n).toBe(1);
  });
});
