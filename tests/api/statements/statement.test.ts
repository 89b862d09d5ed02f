// Monthly statements: a user's deposits, an investment with daily profit,
// a withdrawal and admin adjustments over two calendar months (UTC), read back as CSV and PDF.
// The CSV must reconcile to the ledger to the cent: opening + the month's rows = closing =
// the ledger sums before the next month = the next month's opening.
import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATEMENT_MSG } from '@/common/api/statements';
import { MSG } from '@/common/messages';
import { SITE } from '@/common/site';
import { ledgerEntries, users } from '@/server/db/schema';
import { ManualClock } from '@/server/lib/clock';
import { runAccrualCycle } from '@/server/modules/accrual/service';
import {
  adjust,
  createInvestor,
  createSupport,
  createTestApp,
  expectError,
  expectLedgerReconciled,
  loginAdmin,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import {
  call,
  createPlan,
  deposit,
  depositAddress,
  fundedInvestor,
  invest,
  MONEY_ENV,
  setStatus,
  UNKNOWN_ID,
  withdraw,
} from '../transactions/money-helpers';
import { pdfRuns } from '@/tests/helpers/statements';

const clock = new ManualClock(new Date('2026-09-20T09:00:00Z'));
const FORMULA_REASON = '=HYPERLINK("http://evil.example","click")';
let ctx: TestContext;
let admin: TestUser;
let support: TestUser;
let holder: TestUser;
let stranger: TestUser;

/**
 * The ledger's created_at is the database's now(), not the app's clock: after each step the
 * new rows of `user` are dated at the clock's time, as if the step had happened then.
 */
let lastStamped = 0;
async function stamp(user: TestUser) {
  const rows = await ctx.db
    .update(ledgerEntries)
    .set({ createdAt: clock.now() })
    .where(and(eq(ledgerEntries.userId, user.id), gt(ledgerEntries.id, lastStamped)))
    .returning({ id: ledgerEntries.id });
  lastStamped = Math.max(lastStamped, ...rows.map((r) => r.id));
}

const accrue = () => runAccrualCycle({ db: ctx.db, notifier: ctx.app.notifier }, clock.now());

const statement = (token: string | undefined, userId: string, month: string, format: 'csv' | 'pdf' = 'csv') =>
  call(ctx.app, token, { url: `/api/statements/${userId}?month=${month}&format=${format}` });

/** RFC 4180 rows (quoted cells with doubled quotes), CRLF between rows. */
function parseCsv(text: string): string[][] {
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell]) =>
        cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell,
      ),
    );
}

/** '1234.50' / '-0.05' -> cents, read as digits (no float). */
function cents(text: string): number {
  expect(text).toMatch(/^-?\d+\.\d{2}$/);
  const negative = text.startsWith('-');
  const n = Number(text.replace('-', '').replace('.', ''));
  return negative ? -n : n;
}

interface Parsed {
  header: string[];
  opening: { balance: number; profit: number };
  lines: { date: string; type: string; details: string; account: string; amount: number; balance: number; profit: number }[];
  closing: { balance: number; profit: number };
}

function readStatement(csv: string): Parsed {
  const [header, first, ...rest] = parseCsv(csv);
  const last = rest.pop()!;
  expect(first.slice(1, 2)).toEqual(['Opening']);
  expect(last.slice(1, 2)).toEqual(['Closing']);
  return {
    header,
    opening: { balance: cents(first[5]), profit: cents(first[6]) },
    lines: rest.map((r) => ({
      date: r[0],
      type: r[1],
      details: r[2],
      account: r[3],
      amount: cents(r[4]),
      balance: cents(r[5]),
      profit: cents(r[6]),
    })),
    closing: { balance: cents(last[5]), profit: cents(last[6]) },
  };
}

/** The ledger sums of the user before `before`, in cents, straight from the database. */
async function ledgerSums(userId: string, before: Date) {
  const [row] = await ctx.db
    .select({
      balance: sql<string>`coalesce(sum(amount_cents) filter (where account = 'balance'), 0)`,
      profit: sql<string>`coalesce(sum(amount_cents) filter (where account = 'bonus'), 0)`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), lt(ledgerEntries.createdAt, before)));
  return { balance: Number(row.balance), profit: Number(row.profit) };
}

/** The month's ledger rows as the CSV writes them: [date, account, amount]. */
async function ledgerRowsOf(userId: string, from: Date, to: Date) {
  const rows = await ctx.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), gte(ledgerEntries.createdAt, from), lt(ledgerEntries.createdAt, to)))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  return rows.map((r) => [
    `${r.createdAt.toISOString().slice(0, 10)} ${r.createdAt.toISOString().slice(11, 19)}`,
    r.account === 'bonus' ? 'profit' : 'balance',
    r.amountCents,
  ]);
}

beforeAll(async () => {
  ctx = await createTestApp(MONEY_ENV, { clock });
  admin = await loginAdmin(ctx.app);
  support = await createSupport(ctx.app);
  stranger = await createInvestor(ctx.app);
  await createPlan(ctx.app, admin.token, { name: 'Statement Plan', min: 100, max: 100000, roi: 1.5, duration: 30 });
  const btc = await depositAddress(ctx.app, admin.token);

  // 20 September: the admin's opening credit
  holder = await fundedInvestor(ctx.app, admin.token, 5000);
  await stamp(holder);
  // 21 September: a Bitcoin deposit, confirmed by the admin
  clock.advanceDays(1);
  const dep = await deposit(ctx.app, holder, 2000, btc);
  await setStatus(ctx.app, admin.token, dep._id, 'successful');
  await stamp(holder);
  // 22 September: $3,000 invested at 1.5 % a day ($45.00)
  clock.advanceDays(1);
  await invest(ctx.app, holder, 'Statement Plan', 3000);
  await stamp(holder);
  // one day of profit at a time, 23 September to 6 October (14 days), with a withdrawal and
  // two adjustments (one on the profit, one with a reason a spreadsheet would run) in October
  for (let day = 1; day <= 14; day++) {
    clock.advanceDays(1);
    await accrue();
    await stamp(holder);
    if (day === 10) {
      await withdraw(ctx.app, holder, 500);
      await stamp(holder);
    }
    if (day === 11) {
      expect((await adjust(ctx.app, admin.token, holder.id, -25.5, 'balance', FORMULA_REASON)).statusCode).toBe(200);
      expect((await adjust(ctx.app, admin.token, holder.id, -10.01, 'bonus', 'Fee correction')).statusCode).toBe(200);
      await stamp(holder);
    }
  }
  expect(clock.now().toISOString()).toBe('2026-10-06T09:00:00.000Z');
});
afterAll(() => ctx.close());

describe('the CSV reconciles to the ledger to the cent', () => {
  it('September and October: opening + movements = closing = ledger sums at the month end = the next opening', async () => {
    const months = [
      { month: '2026-09', from: new Date('2026-09-01T00:00:00Z'), to: new Date('2026-10-01T00:00:00Z') },
      { month: '2026-10', from: new Date('2026-10-01T00:00:00Z'), to: new Date('2026-11-01T00:00:00Z') },
    ];
    const parsed: Parsed[] = [];
    for (const { month, from, to } of months) {
      const res = await statement(holder.token, holder.id, month);
      expect(res.statusCode, res.body).toBe(200);
      const s = readStatement(res.body);
      expect(s.header).toEqual(['date_utc', 'type', 'details', 'account', 'amount_usd', 'balance_usd', 'profit_usd']);
      // the opening figures are the ledger before the month
      expect(s.opening).toEqual(await ledgerSums(holder.id, from));
      // each line's running figures follow from the one before
      let balance = s.opening.balance;
      let profit = s.opening.profit;
      for (const l of s.lines) {
        if (l.account === 'balance') balance += l.amount;
        else profit += l.amount;
        expect([l.balance, l.profit]).toEqual([balance, profit]);
      }
      expect(s.closing).toEqual({ balance, profit });
      expect(s.closing).toEqual(await ledgerSums(holder.id, to));
      // every ledger row of the month, once, in order
      expect(s.lines.map((l) => [l.date, l.account, l.amount])).toEqual(await ledgerRowsOf(holder.id, from, to));
      parsed.push(s);
    }
    const [september, october] = parsed;
    expect(september.opening).toEqual({ balance: 0, profit: 0 });
    expect(october.opening).toEqual(september.closing);
    // all of it: $5,000 + $2,000 - $3,000 - $500 - $25.50 on the balance; 14 days x $45.00 - $10.01 of profit
    expect(october.closing).toEqual({ balance: 347450, profit: 14 * 4500 - 1001 });
    const [cached] = await ctx.db
      .execute(sql`select acct_bal::int as acct_bal, acct_bonus::int as acct_bonus from users where id = ${holder.id}`)
      .then((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows));
    expect(cached).toEqual({ acct_bal: 347450, acct_bonus: 14 * 4500 - 1001 });
    await expectLedgerReconciled(ctx.db);
  });

  it('describes each line by what it refers to: coin, plan and day, adjustment reason', async () => {
    const september = readStatement((await statement(holder.token, holder.id, '2026-09')).body);
    expect(september.lines.map((l) => [l.date, l.type, l.details, l.account, l.amount])).toEqual([
      ['2026-09-20 09:00:00', 'Adjustment', 'funding for a test', 'balance', 500000],
      ['2026-09-21 09:00:00', 'Deposit', 'Bitcoin', 'balance', 200000],
      ['2026-09-22 09:00:00', 'Investment', 'Statement Plan', 'balance', -300000],
      ...Array.from({ length: 8 }, (_, i) => [
        `2026-09-${23 + i} 09:00:00`,
        'Daily profit',
        `Statement Plan, day ${i + 1}`,
        'profit',
        4500,
      ]),
    ]);
    const october = readStatement((await statement(support.token, holder.id, '2026-10')).body);
    expect(october.lines.filter((l) => l.type !== 'Daily profit').map((l) => [l.type, l.details, l.account, l.amount])).toEqual([
      ['Withdrawal', 'Bitcoin', 'balance', -50000],
      ['Adjustment', `'${FORMULA_REASON}`, 'balance', -2550],
      ['Adjustment', 'Fee correction', 'profit', -1001],
    ]);
    expect(october.lines.filter((l) => l.type === 'Daily profit')).toHaveLength(6);
  });

  it("defuses a cell a spreadsheet would run as a formula (the adjustment's reason) and quotes what must be quoted", async () => {
    const res = await statement(admin.token, holder.id, '2026-10');
    expect(res.body).toContain(`,"'=HYPERLINK(""http://evil.example"",""click"")",`);
    expect(res.body).not.toMatch(/(^|,)=HYPERLINK/m);
    // amounts stay plain numbers, the minus sign included
    expect(res.body).toContain(',balance,-25.50,');
  });

  it('a month without movements: opening = closing, no lines', async () => {
    const s = readStatement((await statement(holder.token, holder.id, '2026-08')).body);
    expect(s).toMatchObject({ opening: { balance: 0, profit: 0 }, lines: [], closing: { balance: 0, profit: 0 } });
  });
});

describe('the file', () => {
  it('CSV: text/csv in UTF-8, saved as statement-YYYY-MM.csv, never cached', async () => {
    const res = await statement(holder.token, holder.id, '2026-09');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="statement-2026-09.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('PDF: a PDF document, saved as statement-YYYY-MM.pdf, never cached', async () => {
    const res = await statement(holder.token, holder.id, '2026-10', 'pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="statement-2026-10.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(pageCount(res.rawPayload)).toBe(1);
  });

  it('PDF: the company, the holder, the period and the figures, formatted as money', async () => {
    const text = pdfRuns((await statement(holder.token, holder.id, '2026-10', 'pdf')).rawPayload);
    const [{ name }] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, holder.id));
    expect(text).toEqual(expect.arrayContaining([SITE.name, SITE.legalName, ...SITE.addressLines, 'Account statement', 'October 2026']));
    expect(text).toEqual(expect.arrayContaining([name, holder.email, '1 Oct 2026 to 31 Oct 2026 (calendar month, UTC)']));
    // opening (30 September's closing), closing; a line of the table
    expect(text).toEqual(expect.arrayContaining(['Opening', '$4,000.00', '$360.00', 'Closing', '$3,474.50', '$619.99']));
    expect(text).toEqual(expect.arrayContaining(['Adjustment · Fee correction', '-$10.01', 'Withdrawal · Bitcoin', '-$500.00']));
    expect(text.filter((t) => t.startsWith(`${SITE.name} · Statement for`))).toEqual([
      `${SITE.name} · Statement for ${name}, October 2026 · Page 1 of 1`,
    ]);
  });

  it('PDF: a long month goes on over more pages', async () => {
    const busy = await fundedInvestor(ctx.app, admin.token, 1000);
    for (let i = 0; i < 90; i++)
      expect((await adjust(ctx.app, admin.token, busy.id, 1, 'balance', `Small credit ${i + 1}`)).statusCode).toBe(200);
    await stamp(busy);
    const res = await statement(admin.token, busy.id, '2026-10', 'pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(pageCount(res.rawPayload)).toBeGreaterThanOrEqual(3);
    const csv = readStatement((await statement(admin.token, busy.id, '2026-10')).body);
    expect(csv.lines).toHaveLength(91);
    expect(csv.closing).toEqual({ balance: 100000 + 9000, profit: 0 });
    await expectLedgerReconciled(ctx.db);
  });
});

/** The PDF's page objects (not compressed: only the page contents are). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

describe('who may download it', () => {
  it('the holder and staff; another investor 403, nobody signed in 401, an unknown user 404', async () => {
    expect((await statement(holder.token, holder.id, '2026-10')).statusCode).toBe(200);
    expect((await statement(support.token, holder.id, '2026-10', 'pdf')).statusCode).toBe(200);
    expect((await statement(admin.token, holder.id, '2026-10')).statusCode).toBe(200);
    expectError(await statement(stranger.token, holder.id, '2026-10'), 403, MSG.forbidden);
    // refused before the query is read: a bad month tells another investor nothing
    expectError(await statement(stranger.token, holder.id, 'nonsense'), 403, MSG.forbidden);
    expectError(await statement(undefined, holder.id, '2026-10'), 401);
    expectError(await statement(admin.token, UNKNOWN_ID, '2026-10'), 404, MSG.userNotFound);
    expectError(await statement(stranger.token, UNKNOWN_ID, '2026-10'), 403, MSG.forbidden);
  });
});

describe('which months', () => {
  it.each([
    ['2026-13', STATEMENT_MSG.monthFormat],
    ['2026-1', STATEMENT_MSG.monthFormat],
    ['October', STATEMENT_MSG.monthFormat],
    ['1999-12', STATEMENT_MSG.monthTooEarly],
  ])('%s is a 400', async (month, message) => {
    const body = expectError(await statement(holder.token, holder.id, month), 400);
    expect(body.errors).toEqual(expect.arrayContaining([{ field: 'month', message }]));
  });

  it("a month after the server clock's is a 400; the running month is a statement so far", async () => {
    expectError(await statement(holder.token, holder.id, '2026-11'), 400, STATEMENT_MSG.monthInFuture);
    const res = await statement(holder.token, holder.id, '2026-10');
    expect(res.statusCode).toBe(200);
    expect(parseCsv(res.body).at(-1)?.[0]).toBe('2026-10-06 09:00:00');
  });

  it('the earliest month, 2000-01, is a statement; a format other than pdf or csv is a 400', async () => {
    expect((await statement(holder.token, holder.id, '2000-01')).statusCode).toBe(200);
    const body = expectError(await call(ctx.app, holder.token, { url: `/api/statements/${holder.id}?month=2026-10&format=xlsx` }), 400);
    expect(body.errors).toEqual(expect.arrayContaining([{ field: 'format', message: STATEMENT_MSG.format }]));
  });
});
