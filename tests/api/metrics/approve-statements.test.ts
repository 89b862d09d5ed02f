import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectLedgerReconciled, loginAdmin, type TestUser } from '@/tests/helpers/test-app';
import { balances, call, deposit, fundedInvestor, setStatus, startMoneyApp, verifyKyc, withdraw } from '../transactions/money-helpers';
import { systemClock } from '@/server/lib/clock';
import { isAuthentication, recordStatements } from '@/tests/helpers/statements';

/**
 * The SQL drizzle builds from here on: every query it builds passes through the dialect's
 * sqlToQuery. Begin and commit (node-postgres) are built there too and are not counted.
 */
function spyOnBuiltSql() {
  const spy = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
  return {
    texts: () => spy.mock.results.map((r) => (r.value as { sql: string }).sql).filter((q) => !/^\s*(begin|commit)\b/i.test(q)),
    restore: () => spy.mockRestore(),
  };
}

let ctx: Awaited<ReturnType<typeof startMoneyApp>>['ctx'];
let admin: TestUser;
let btc: string;
beforeAll(async () => {
  ({ ctx, admin, btc } = await startMoneyApp(systemClock));
});
afterAll(() => ctx?.close());

// The write paths' round trips: each one is a wait on the database, with a connection
// of the pool held.
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
    // the admin's authentication (1), lock and read (2), balance and its ledger row in one
    // statement (3), the deposit's row with RETURNING (4), the owner's notice with their e-mail
    // preference (5), its mail job (6), the audit entry (7). It was 13 without the
    // authentication: a separate lock and read, three writes of the row, a re-read, the owner's
    // address; then 8, before the two pairs became one statement each.
    expect(run, run.join('\n')).toHaveLength(7);
    expect(run.filter(isAuthentication)).toHaveLength(1);
    expect(run.filter((q) => q.includes('insert into "ledger_entries"') && q.includes('update "users"'))).toHaveLength(1);
    expect(run.filter((q) => /update "transactions" set/.test(q))).toHaveLength(1);
    expect(run.filter((q) => /^select/.test(q) && q.includes('from "transactions"'))).toHaveLength(1);
  });
  it('builds no SQL while it runs: its statements were written once, when first used', async () => {
    const investor = await fundedInvestor(ctx.app, admin.token);
    const first = await deposit(ctx.app, investor, 125, btc);
    const second = await deposit(ctx.app, investor, 126, btc);
    const fresh = await loginAdmin(ctx.app);
    await setStatus(ctx.app, fresh.token, first._id, 'successful'); // the first approval writes the statements
    const built = spyOnBuiltSql();
    try {
      expect((await setStatus(ctx.app, fresh.token, second._id, 'successful')).status).toBe('successful');
      expect(built.texts()).toEqual([]);
    } finally {
      built.restore();
    }
    await expectLedgerReconciled(ctx.db);
  });
});

describe("an investor's deposit to a shared wallet (POST /api/transaction/save)", () => {
  it('is recorded in one statement, without BEGIN and COMMIT when it has no Idempotency-Key', async () => {
    const investor = await fundedInvestor(ctx.app, admin.token);
    const statements = recordStatements(ctx.db);
    const d = await deposit(ctx.app, investor, 180, btc);
    expect(d.status).toBe('pending');
    // the authentication; then the wallet checked, the user's row locked, the pending ones
    // counted and the row inserted by one function call. It was 3 (lock, count, insert), then 2,
    // each time in BEGIN ... COMMIT.
    expect(statements, statements.join('\n')).toHaveLength(2);
    expect(isAuthentication(statements[0])).toBe(true);
    expect(statements[1]).toMatch(/open_wallet_deposit\(/);
  });

  it('with an Idempotency-Key, is the same statement in the transaction that claims the key', async () => {
    const investor = await fundedInvestor(ctx.app, admin.token);
    const statements = recordStatements(ctx.db);
    const body = { userid: investor.id, trnx_type: 'deposit', amount: 181, payment_method: 'Bitcoin', payment_address: btc };
    const headers = { authorization: `Bearer ${investor.token}`, 'idempotency-key': `one-statement-${investor.id}` };
    const first = await ctx.app.inject({ method: 'POST', url: '/api/transaction/save', headers, payload: body });
    const again = await ctx.app.inject({ method: 'POST', url: '/api/transaction/save', headers, payload: body });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()._id).toBe(first.json()._id);
    const run = statements.filter((q) => !/^\s*(begin|commit)\b/i.test(q));
    // the first: the authentication, the key claimed, the deposit, the answer stored; the
    // replay: the authentication, the claim, the answer read
    expect(
      run.filter((q) => /open_wallet_deposit\(/.test(q)),
      run.join('\n'),
    ).toHaveLength(1);
    expect(run.filter(isAuthentication)).toHaveLength(2);
    expect(run).toHaveLength(7);
  });

  it('builds no SQL while it runs: its statements were written once, when their module loaded', async () => {
    const investor = await fundedInvestor(ctx.app, admin.token);
    await deposit(ctx.app, investor, 120, btc); // the first request of a route may set things up
    // building the lock and the insert per request was some 40% of a save's CPU
    const built = spyOnBuiltSql();
    try {
      const d = await deposit(ctx.app, investor, 130, btc);
      expect(d.status).toBe('pending');
      expect(built.texts()).toEqual([]);
    } finally {
      built.restore();
    }
  });
});

describe("the back office's transaction list (GET /api/transaction/all)", () => {
  it('builds no SQL for a filter shape it answered before: page, kept count and withdrawal steps', async () => {
    const investor = await fundedInvestor(ctx.app, admin.token, 500);
    await verifyKyc(ctx.app, admin.token, investor.id);
    // two pending: a page of one is full, so the list asks the kept counts for the total
    await withdraw(ctx.app, investor, 150);
    await withdraw(ctx.app, investor, 160);
    const fresh = await loginAdmin(ctx.app);
    const list = (status: string) =>
      call(ctx.app, fresh.token, {
        method: 'GET',
        url: `/api/transaction/all?${new URLSearchParams({ filter: JSON.stringify({ trnx_type: 'withdraw', status }), sort: '["createdAt","DESC"]', range: '[0,0]' })}`,
      });
    expect((await list('failed')).statusCode).toBe(200); // the shape's statements are written here
    const built = spyOnBuiltSql();
    try {
      const res = await list('pending');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(1);
      expect(res.headers['content-range']).toMatch(/\/2$/);
      expect(built.texts()).toEqual([]);
    } finally {
      built.restore();
    }
  });
});
