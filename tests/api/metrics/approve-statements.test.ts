import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import { expectLedgerReconciled, loginAdmin, type TestUser } from '@/tests/helpers/test-app';
import { balances, deposit, fundedInvestor, setStatus, startMoneyApp } from '../transactions/money-helpers';
import { systemClock } from '@/server/lib/clock';

// Every statement the app sends through drizzle, by text: a logger put on the database's
// session (transactions copy its options). The authentication query is prepared before
// this is installed, so it is not in the count.
function recordStatements(db: Db) {
  const seen: string[] = [];
  const logger = { logQuery: (query: string) => void seen.push(query) };
  const session = (db as unknown as { session: { logger: unknown; options: { logger?: unknown } } }).session;
  session.logger = logger;
  session.options.logger = logger;
  return seen;
}

let ctx: Awaited<ReturnType<typeof startMoneyApp>>['ctx'];
let admin: TestUser;
let btc: string;
beforeAll(async () => {
  ({ ctx, admin, btc } = await startMoneyApp(systemClock));
});
afterAll(() => ctx?.close());

// The approve path's round trips (issue 16): each one is a wait on the database.
describe("an admin's approval of a deposit (PUT /api/transaction/:id to successful)", () => {
  it('credits the balance in a handful of statements', async () => {
    const investor = await fundedInvestor(ctx.app, admin.token);
    const d = await deposit(ctx.app, investor, 125, btc);
    const fresh = await loginAdmin(ctx.app);
    const statements = recordStatements(ctx.db);
    const approved = await setStatus(ctx.app, fresh.token, d._id, 'successful');
    // begin and commit (sent as statements on node-postgres only) are not counted
    const run = statements.filter((q) => !/^\s*(begin|commit)\b/i.test(q));
    expect(approved.status).toBe('successful');
    expect((await balances(ctx.db, investor.id)).bal).toBe(12500);
    await expectLedgerReconciled(ctx.db);
    // lock and read (1), balance (2), ledger row (3), the deposit's row with RETURNING (4), the
    // owner's notice, their e-mail preference and its mail job (5-7), the audit entry (8).
    // It was 13: a separate lock and read, three writes of the row, a re-read, the owner's address.
    expect(run, run.join('\n')).toHaveLength(8);
    expect(run.filter((q) => /^update "transactions"/.test(q))).toHaveLength(1);
    expect(run.filter((q) => /^select/.test(q) && q.includes('from "transactions"'))).toHaveLength(1);
  });
});
