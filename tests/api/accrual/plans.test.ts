// The accrual's statements cost what a batch touches, whatever the planner guesses. At 1M
// investments a batch once took 6.5 s instead of 0.2 s: its update joined the batch's rows to
// the primary key *and* named them by `= any(array)`, and the planner put both in the inner
// side of a nested loop, re-reading the whole id array at each of the batch's rows. Here the
// planner is pushed to nested loops over indexes (hash and merge joins and sequential scans
// off, as the tiny tables of a test would otherwise be read whole), and every index scan that
// reads an id array must run once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { ManualClock } from '@/server/lib/clock';
import { accrualStatement, settlementStatement } from '@/server/modules/accrual/service';
import { createInvestor, createTestApp, loginAdmin, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import { DAY_MS, fund, invest, MONEY_ENV } from '../transactions/money-helpers';

const clock = new ManualClock(new Date('2026-10-01T06:00:00Z'));
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp(MONEY_ENV, { clock });
  admin = await loginAdmin(ctx.app);
  // three owners with three investments each: a batch of nine rows over three owners
  for (let i = 0; i < 3; i++) {
    const u = await createInvestor(ctx.app);
    await fund(ctx.app, admin.token, u.id, 9000);
    for (let j = 0; j < 3; j++) await invest(ctx.app, u, 'Crypto Starter', 3000);
  }
});
afterAll(() => ctx.close());

interface PlanNode {
  'Node Type': string;
  'Index Cond'?: string;
  'Index Name'?: string;
  'Actual Loops'?: number;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** Runs `statement` under EXPLAIN ANALYZE in `tx` with nested loops forced, and returns its plan's nodes. */
async function plannedNodes(tx: Tx, statement: ReturnType<typeof accrualStatement>): Promise<PlanNode[]> {
  await tx.execute(sql`select set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true),
                              set_config('enable_seqscan', 'off', true)`);
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(await tx.execute(sql`explain (analyze, format json) ${statement}`));
  const raw = row['QUERY PLAN'];
  const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  return nodesOf(plan.Plan);
}

/** The index scans that read an id array (`= ANY`), with how often each ran. */
const arrayScans = (nodes: PlanNode[]) =>
  nodes
    .filter((n) => n['Index Cond']?.includes('ANY'))
    .map((n) => ({ index: n['Index Name'], loops: n['Actual Loops'], rows: n['Actual Rows'] }));

class RolledBack extends Error {}

/** What `work` returns, from a transaction that is rolled back after it: a plan is read, nothing is kept. */
async function thenRollBack<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await expect(
    ctx.db.transaction(async (tx) => {
      result = await work(tx);
      throw new RolledBack();
    }),
  ).rejects.toBeInstanceOf(RolledBack);
  return result as T;
}

describe("the accrual's plans, with nested loops forced", () => {
  it("paying a batch reads each id array once: the investments' and no owner's by array", async () => {
    clock.advance(2 * DAY_MS + 60_000);
    const nodes = await thenRollBack((tx) => plannedNodes(tx, accrualStatement(clock.now(), { batch: {} })));
    expect(arrayScans(nodes)).toEqual([{ index: 'transactions_pkey', loops: 1, rows: 9 }]);
  });

  it('settling a batch reads each id array once', async () => {
    clock.advance(7 * DAY_MS);
    const nodes = await thenRollBack(async (tx) => {
      await tx.execute(accrualStatement(clock.now(), { batch: {} })); // all seven days paid: all nine mature
      return plannedNodes(tx, settlementStatement('completed', { batch: {} }));
    });
    expect(arrayScans(nodes)).toEqual([{ index: 'transactions_pkey', loops: 1, rows: 9 }]);
  });
});
