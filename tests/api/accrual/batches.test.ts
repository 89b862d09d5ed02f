// The accrual job works in batches (ACCRUAL_BATCH_SIZE), one transaction each, so no
// investor's balance row stays locked for a whole run: every investment is still paid each
// day exactly once, settled once, and a run after it pays nothing.
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import { transactions } from '@/server/db/schema';
import { ManualClock } from '@/server/lib/clock';
import { runAccrualCycle } from '@/server/modules/accrual/service';
import {
  createInvestor,
  createTestApp,
  expectLedgerReconciled,
  loginAdmin,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { balances, DAY_MS, fund, invest, ledgerOf, MONEY_ENV } from '../transactions/money-helpers';

const clock = new ManualClock(new Date('2026-10-01T06:00:00Z'));
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp(MONEY_ENV, { clock });
  admin = await loginAdmin(ctx.app);
});
afterAll(() => ctx.close());

/** ctx.db, calling `after` at the end of each of its transactions (before the commit), with its number from 1. */
function watched(after: (n: number) => Promise<void> = async () => undefined) {
  let n = 0;
  const db = Object.create(ctx.db, {
    transaction: {
      value: (work: (tx: unknown) => Promise<unknown>) =>
        ctx.db.transaction(async (tx) => {
          const result = await work(tx);
          n += 1;
          await after(n);
          return result;
        }),
    },
  }) as Db;
  return { db, transactions: () => n };
}

// Crypto Starter: 1.5 % a day for 7 days; 3,000 pays 45.00 a day
const DAILY = 4500;

describe('accrual in batches', () => {
  it('10 investments in batches of 3: each day paid once, each settled once, a second run pays nothing', async () => {
    // windows of 3 in owner order over owners with 3, 3, 2 and 2 investments: whatever order
    // the owners' ids fall in, some owner's investments straddle two windows
    const owners: TestUser[] = [];
    const ids: string[] = [];
    for (const count of [3, 3, 2, 2]) {
      const u = await createInvestor(ctx.app);
      await fund(ctx.app, admin.token, u.id, 3000 * count);
      owners.push(u);
      for (let i = 0; i < count; i++) ids.push((await invest(ctx.app, u, 'Crypto Starter', 3000))._id);
    }
    clock.advance(2 * DAY_MS + 60_000);
    const first = watched();
    const run = (db: Db) => runAccrualCycle({ db, notifier: ctx.app.notifier, batchSize: 3 }, clock.now());
    expect(await run(first.db)).toEqual({ ran: true, daysPaid: 20, settled: 0 });
    // windows of 3 + 3 + 3 + 1 active investments to pay, the same four to look for maturities
    expect(first.transactions()).toBe(8);
    for (const id of ids) {
      const days = (await ledgerOf(ctx.db, id)).filter((l) => l.kind === 'accrual').map((l) => [l.accrualDay, l.amountCents]);
      expect(days).toEqual([
        [1, DAILY],
        [2, DAILY],
      ]);
    }
    await expectLedgerReconciled(ctx.db);

    expect(await run(ctx.db)).toEqual({ ran: true, daysPaid: 0, settled: 0 });

    // to maturity: the other 5 days of each, then all 10 settled, three at a time
    clock.advance(5 * DAY_MS);
    const last = watched();
    expect(await run(last.db)).toEqual({ ran: true, daysPaid: 50, settled: 10 });
    expect(last.transactions()).toBe(8);
    const rows = await ctx.db.select({ status: transactions.status }).from(transactions).where(inArray(transactions.id, ids));
    expect(rows.map((r) => r.status)).toEqual(ids.map(() => 'completed'));
    for (const [i, u] of owners.entries()) {
      const count = [3, 3, 2, 2][i];
      expect(await balances(ctx.db, u.id)).toEqual({ bal: count * (300_000 + 7 * DAILY), bonus: 0 });
    }
    await expectLedgerReconciled(ctx.db);
    expect(await run(ctx.db)).toEqual({ ran: true, daysPaid: 0, settled: 0 });
    await expectLedgerReconciled(ctx.db);
  });
});

// PostgreSQL only (PGlite has one connection: nothing can wait on a lock there).
// describe.each over an empty list registers nothing: no skipped tests on either driver.
const onPostgres: [string][] = process.env.TEST_DATABASE_URL ? [['PostgreSQL']] : [];

describe.each(onPostgres)('accrual batches on %s', () => {
  /** Whether another connection can lock the user's row right now (NOWAIT: an answer, never a wait). */
  async function canLock(userId: string): Promise<boolean> {
    try {
      await ctx.db.execute(sql`select id from users where id = ${userId}::uuid for update nowait`);
      return true;
    } catch (err) {
      const code = (err as { cause?: { code?: string }; code?: string }).cause?.code ?? (err as { code?: string }).code;
      if (code === '55P03') return false; // lock_not_available
      throw err;
    }
  }

  it("a batch locks only its own investors' rows: the others can be changed meanwhile", async () => {
    const a = await createInvestor(ctx.app);
    const b = await createInvestor(ctx.app);
    await fund(ctx.app, admin.token, a.id, 3000);
    await fund(ctx.app, admin.token, b.id, 3000);
    await invest(ctx.app, a, 'Crypto Starter', 3000);
    await invest(ctx.app, b, 'Crypto Starter', 3000);
    // the walk goes by owner id (uuids order as their lowercase text): one owner a batch
    const [first, second] = [a, b].sort((x, y) => (x.id < y.id ? -1 : 1));
    clock.advance(DAY_MS + 60_000);

    const seen: { first: boolean; second: boolean }[] = [];
    const probing = watched(async (n) => {
      if (n <= 2) seen.push({ first: await canLock(first.id), second: await canLock(second.id) });
    });
    const result = await runAccrualCycle({ db: probing.db, notifier: ctx.app.notifier, batchSize: 1 }, clock.now());
    expect(result).toMatchObject({ ran: true, daysPaid: 2 });
    // batch 1 holds the first owner's row until it commits, the second's is free; batch 2 the other way round
    expect(seen).toEqual([
      { first: false, second: true },
      { first: true, second: false },
    ]);
    expect((await balances(ctx.db, a.id)).bonus).toBe(DAILY);
    expect((await balances(ctx.db, b.id)).bonus).toBe(DAILY);
    await expectLedgerReconciled(ctx.db);
  });
});
