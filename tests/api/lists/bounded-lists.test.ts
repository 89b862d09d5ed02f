import { desc, sql } from 'drizzle-orm';
import { transactions } from '@/server/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COUNT_CAP, DEFAULT_LIST_SIZE, LOWER_BOUND_HEADER } from '@/server/lib/list-query';
import { createCallers, expectLedgerReconciled, injectAs, type TestContext, type TestUser } from '@/tests/helpers/test-app';

// 200,000 rows made an unpaged list 75 MB and 8 s. Every list now answers at most its newest
// DEFAULT_LIST_SIZE rows without `range`, and Content-Range tells the truth about the rest:
// counted exactly up to DEFAULT_COUNT_CAP rows, past it a lower bound that says so. The
// transactions list by type and status only (or unfiltered) has its exact total from the kept
// counts however many rows there are.

const ROWS = 200_000;

let ctx: TestContext;
let admin: TestUser;
let investor: TestUser;
let newestFirst: string[];

type Row = { _id: string; createdAt: string; trnx_type: string };

beforeAll(async () => {
  ({ ctx, admin, investor } = await createCallers());
  // set-based: failed deposits (no money moved), one second apart, newest = i 1
  await ctx.db.execute(sql`
    insert into transactions (user_id, type, amount_cents, status, payment_method, created_at)
    select ${investor.id}, 'deposit', 100 + i, 'failed', 'btc', now() - i * interval '1 second'
    from generate_series(1, ${ROWS}) as i`);
  const newest = await ctx.db
    .select({ id: transactions.id })
    .from(transactions)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(DEFAULT_LIST_SIZE);
  newestFirst = newest.map((r) => r.id);
  // a few more users than a page, for the users list
  await ctx.db.execute(sql`
    insert into users (name, email, password_hash, country, phone_no, created_at)
    select 'Bulk ' || i, 'bulk' || i || '@example.com', 'not-a-hash', 'Canada', '+1 555 000 0000', now() - i * interval '1 minute'
    from generate_series(1, ${DEFAULT_LIST_SIZE + 5}) as i`);
}, 120_000);
afterAll(async () => ctx?.close());

const get = (token: string, url: string) => injectAs(ctx.app, token, { method: 'GET', url });
/** Where a count that stopped at the cap leaves the total: one past it, proving there are more. */
const AT_LEAST = DEFAULT_COUNT_CAP + 1;
const lowerBound = (res: { headers: Record<string, unknown> }) => res.headers[LOWER_BOUND_HEADER.toLowerCase()];

describe('lists without range', () => {
  it('GET /api/transaction/all: the newest 1,000 of 200,000, and all 200,000 in Content-Range (the kept counts)', async () => {
    const res = await get(admin.token, '/api/transaction/all');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-range']).toBe(`transaction 0-${DEFAULT_LIST_SIZE - 1}/${ROWS}`);
    expect(lowerBound(res)).toBeUndefined();
    const rows = res.json() as Row[];
    expect(rows).toHaveLength(DEFAULT_LIST_SIZE);
    expect(new Set(rows.map((r) => r._id))).toEqual(new Set(newestFirst));
  });

  it("GET /api/transaction/{id}: the user's newest 1,000, newest first", async () => {
    const res = await get(investor.token, `/api/transaction/${investor.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe(`transaction 0-${DEFAULT_LIST_SIZE - 1}/${AT_LEAST}`);
    expect(lowerBound(res)).toBe('true');
    expect((res.json() as Row[]).map((r) => r._id)).toEqual(newestFirst);
  });

  it('paging on through the rest keeps the same lower bound', async () => {
    const range = encodeURIComponent('[1000,1499]');
    const sort = encodeURIComponent('["createdAt","DESC"]');
    const res = await get(investor.token, `/api/transaction/${investor.id}?range=${range}&sort=${sort}`);
    expect(res.headers['content-range']).toBe(`transaction 1000-1499/${AT_LEAST}`);
    expect(lowerBound(res)).toBe('true');
    expect(res.json()).toHaveLength(500);
  });

  it('a page past the cap: the lower bound is past the page, so paging by the total goes on', async () => {
    const from = DEFAULT_COUNT_CAP + 500;
    const range = encodeURIComponent(JSON.stringify([from, from + 99]));
    const sort = encodeURIComponent('["createdAt","DESC"]');
    const res = await get(investor.token, `/api/transaction/${investor.id}?range=${range}&sort=${sort}`);
    expect(res.json()).toHaveLength(100);
    expect(res.headers['content-range']).toBe(`transaction ${from}-${from + 99}/${from + 101}`);
    expect(lowerBound(res)).toBe('true');
  });

  /** The transactions list from the `newest`-th newest row on (the rows are a second apart). */
  const newestOnly = async (newest: number) => {
    const [{ at }] = await ctx.db
      .select({ at: transactions.createdAt })
      .from(transactions)
      .orderBy(desc(transactions.createdAt))
      .offset(newest - 1)
      .limit(1);
    const filter = encodeURIComponent(JSON.stringify({ createdAt_gte: at.toISOString() }));
    return get(admin.token, `/api/transaction/all?range=${encodeURIComponent('[0,24]')}&filter=${filter}`);
  };

  it('a filtered list under the cap is counted exactly, without the lower-bound header', async () => {
    const res = await newestOnly(5000);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-range']).toBe('transaction 0-24/5000');
    expect(lowerBound(res)).toBeUndefined();
  });

  it('as many rows as the cap: still exact; one more: the lower bound', async () => {
    const at = await newestOnly(DEFAULT_COUNT_CAP);
    expect(at.headers['content-range']).toBe(`transaction 0-24/${DEFAULT_COUNT_CAP}`);
    expect(lowerBound(at)).toBeUndefined();
    const past = await newestOnly(DEFAULT_COUNT_CAP + 1);
    expect(past.headers['content-range']).toBe(`transaction 0-24/${AT_LEAST}`);
    expect(lowerBound(past)).toBe('true');
  });

  it('GET /api/profile/all: the newest 1,000 users', async () => {
    const res = await get(admin.token, '/api/profile/all');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { createdAt: string }[];
    expect(rows).toHaveLength(DEFAULT_LIST_SIZE);
    const total = Number(String(res.headers['content-range']).split('/')[1]);
    expect(total).toBeGreaterThan(DEFAULT_LIST_SIZE);
    expect(res.headers['content-range']).toBe(`profile 0-${DEFAULT_LIST_SIZE - 1}/${total}`);
    const times = rows.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('a short list is whole, and says so', async () => {
    const res = await get(admin.token, '/api/plans/all');
    const n = (res.json() as unknown[]).length;
    expect(n).toBeLessThan(DEFAULT_LIST_SIZE);
    expect(res.headers['content-range']).toBe(`plans 0-${n - 1}/${n}`);
  });

  it('money untouched', async () => {
    await expectLedgerReconciled(ctx.db);
  });
});
