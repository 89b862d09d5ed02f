// The kept transaction counts (migration 0016) follow every way a row comes, goes or changes
// type or status, in the same database transaction: the back-office's list by type and status
// reads its exact total from them instead of counting rows.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/server/db/rows';
import { ManualClock } from '@/server/lib/clock';
import { LOWER_BOUND_HEADER } from '@/server/lib/list-query';
import { foldTransactionCounts } from '@/server/modules/money/counts';
import { isAuthentication, recordStatements } from '@/tests/helpers/statements';
import { injectAs, transactionCountsOff, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import { deposit, fundedInvestor, invest, REJECTION, setStatus, startMoneyApp, withdraw } from './money-helpers';

const clock = new ManualClock(new Date('2026-10-01T06:00:00Z'));
let ctx: TestContext;
let admin: TestUser;
let btc: string;

beforeAll(async () => {
  ({ ctx, admin, btc } = await startMoneyApp(clock));
});
afterAll(() => ctx.close());

const expectCountsKept = async () => expect(await transactionCountsOff(ctx.db)).toEqual([]);

/** The rows of transaction_counts: how many there are, and how many belong to a connection rather than the folded backend 0. */
async function countRows() {
  const [row] = rowsOf<{ rows: number; unfolded: number }>(
    await ctx.db.execute(sql`select count(*)::int as rows, count(*) filter (where backend <> 0)::int as unfolded from transaction_counts`),
  );
  return row;
}

class RolledBack extends Error {}

describe('the kept transaction counts', () => {
  it('follow the API: saves, approvals, rejections, investments and deletions', async () => {
    const ann = await fundedInvestor(ctx.app, admin.token, 5000);
    await expectCountsKept();
    const d1 = await deposit(ctx.app, ann, 100, btc);
    const d2 = await deposit(ctx.app, ann, 200, btc);
    await expectCountsKept();
    await setStatus(ctx.app, admin.token, d1._id, 'successful');
    await setStatus(ctx.app, admin.token, d2._id, 'failed');
    await expectCountsKept();
    const w = await withdraw(ctx.app, ann, 150);
    await setStatus(ctx.app, admin.token, w._id, 'failed', REJECTION);
    const i = await invest(ctx.app, ann, 'Crypto Starter', 3000);
    await setStatus(ctx.app, admin.token, i._id, 'inactive');
    await expectCountsKept();
    const gone = await injectAs(ctx.app, admin.token, { method: 'DELETE', url: `/api/transaction/delete/${d2._id}` });
    expect(gone.statusCode, gone.body).toBe(200);
    await expectCountsKept();
  });

  it('follow set-based writes of many rows, and a rolled-back write leaves them as they were', async () => {
    const bob = await fundedInvestor(ctx.app, admin.token);
    await ctx.db.execute(sql`
      insert into transactions (user_id, type, amount_cents, status, payment_method)
      select ${bob.id}, (array['deposit', 'withdraw']::transaction_type[])[1 + i % 2], 100 + i, 'pending', 'btc'
      from generate_series(1, 40) as i`);
    await expectCountsKept();
    await ctx.db.execute(sql`update transactions set status = 'failed' where user_id = ${bob.id} and amount_cents % 3 = 0`);
    // a type change moves a row between two counts as well
    await ctx.db.execute(sql`update transactions set type = 'withdraw' where user_id = ${bob.id} and amount_cents % 5 = 0`);
    await expectCountsKept();
    const before = await transactionCountsOff(ctx.db);
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.execute(sql`delete from transactions where user_id = ${bob.id} and status = 'pending'`);
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect(await transactionCountsOff(ctx.db)).toEqual(before);
    await ctx.db.execute(sql`delete from transactions where user_id = ${bob.id} and status = 'failed'`);
    await expectCountsKept();
  });

  it('folding leaves one row per type and status, with the same sums, and changes nothing done twice', async () => {
    expect((await countRows()).unfolded).toBeGreaterThan(0);
    await foldTransactionCounts(ctx.db);
    await expectCountsKept();
    const folded = await countRows();
    expect(folded.unfolded).toBe(0);
    await foldTransactionCounts(ctx.db);
    expect(await countRows()).toEqual(folded);
    await expectCountsKept();
  });

  const list = (filter: object, range = '[0,4]') =>
    injectAs(ctx.app, admin.token, {
      method: 'GET',
      url: `/api/transaction/all?range=${range}&filter=${encodeURIComponent(JSON.stringify(filter))}`,
    });

  /** How many transactions there are `where`, counted row by row. */
  const rowsOf2 = async (where: ReturnType<typeof sql>) =>
    rowsOf<{ n: number }>(await ctx.db.execute(sql`select count(*)::int as n from transactions where ${where}`))[0].n;

  it('the list by type and status gives the kept count as its exact total; by anything else it counts rows', async () => {
    for (const [filter, where] of [
      [{}, sql`true`],
      [{ trnx_type: 'deposit' }, sql`type = 'deposit'`],
      [{ status: ['failed', 'pending'] }, sql`status in ('failed', 'pending')`],
      [{ trnx_type: ['deposit', 'withdraw'], status: 'pending' }, sql`type in ('deposit', 'withdraw') and status = 'pending'`],
      [{ trnx_type: 'deposit', status: [] }, sql`false`],
    ] as const) {
      const res = await list(filter);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-range'], JSON.stringify(filter)).toMatch(new RegExp(`/${await rowsOf2(where)}$`));
      expect(res.headers[LOWER_BOUND_HEADER.toLowerCase()]).toBeUndefined();
    }
  });

  it('a page by type and status reads its total in its own statement; a page past the end asks the counts alone', async () => {
    const deposits = await rowsOf2(sql`type = 'deposit'`);
    expect(deposits).toBeGreaterThan(2);
    const statements = recordStatements(ctx.db);
    const reads = () => statements.splice(0).filter((q) => !isAuthentication(q));
    for (const [range, expected] of [
      ['[0,1]', 1],
      ['[1,1]', 1],
      [`[${deposits},${deposits + 4}]`, 2],
    ] as const) {
      const res = await list({ trnx_type: 'deposit' }, range);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-range'], range).toMatch(new RegExp(`/${deposits}$`));
      expect(reads(), range).toHaveLength(expected);
    }
  });
});

// PostgreSQL only: PGlite has one connection, so nothing writes beside it.
const onPostgres: [string][] = process.env.TEST_DATABASE_URL ? [['PostgreSQL']] : [];

describe.each(onPostgres)('on %s, with writers on many connections', () => {
  it('concurrent saves and a fold meanwhile keep every count', async () => {
    const investors = await Promise.all(Array.from({ length: 4 }, () => fundedInvestor(ctx.app, admin.token)));
    const writes = investors.flatMap((u) =>
      Array.from({ length: 5 }, () =>
        ctx.db.execute(
          sql`insert into transactions (user_id, type, amount_cents, status, payment_method) values (${u.id}, 'deposit', 100, 'pending', 'btc')`,
        ),
      ),
    );
    await Promise.all([...writes, foldTransactionCounts(ctx.db), foldTransactionCounts(ctx.db)]);
    await expectCountsKept();
  });
});
