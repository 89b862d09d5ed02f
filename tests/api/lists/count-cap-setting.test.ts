import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOWER_BOUND_HEADER } from '@/server/lib/list-query';
import { createCallers, injectAs, type TestContext, type TestUser } from '@/tests/helpers/test-app';

// LIST_COUNT_CAP reaches every list that counts its rows: with a cap of 20, 30 of an investor's
// transactions are "at least 21", and 15 are exactly 15. The transactions list by type and
// status only is not counted but read from the kept counts: exact past the cap.
let ctx: TestContext;
let admin: TestUser;
let investor: TestUser;

beforeAll(async () => {
  ({ ctx, admin, investor } = await createCallers({ LIST_COUNT_CAP: '20' }));
});
afterAll(async () => ctx?.close());

async function failedDeposits(count: number) {
  // failed deposits: no money moves, so there is nothing for the ledger to agree with
  await ctx.db.execute(sql`
    insert into transactions (user_id, type, amount_cents, status, payment_method, created_at)
    select ${investor.id}, 'deposit', 100 + i, 'failed', 'btc', now() - i * interval '1 second'
    from generate_series(1, ${count}) as i`);
}

const list = (token: string, url: string) => injectAs(ctx.app, token, { method: 'GET', url });

describe('LIST_COUNT_CAP', () => {
  it('below the cap the total is exact', async () => {
    await failedDeposits(15);
    const res = await list(admin.token, '/api/transaction/all?range=[0,9]');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('transaction 0-9/15');
    expect(res.headers[LOWER_BOUND_HEADER.toLowerCase()]).toBeUndefined();
  });

  it('past it the total is one more than the cap, marked as a lower bound, for staff and investors alike', async () => {
    await failedDeposits(15);
    const byOwner = encodeURIComponent(JSON.stringify({ userid: investor.id }));
    for (const [token, url] of [
      [admin.token, `/api/transaction/all?range=[0,9]&filter=${byOwner}`],
      [investor.token, `/api/transaction/${investor.id}?range=[0,9]`],
    ]) {
      const res = await list(token, url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-range']).toBe('transaction 0-9/21');
      expect(res.headers[LOWER_BOUND_HEADER.toLowerCase()]).toBe('true');
    }
    // by type and status only, the kept counts: exact past the cap
    const failed = encodeURIComponent(JSON.stringify({ trnx_type: 'deposit', status: 'failed' }));
    const exact = await list(admin.token, `/api/transaction/all?range=[0,9]&filter=${failed}`);
    expect(exact.headers['content-range']).toBe('transaction 0-9/30');
    expect(exact.headers[LOWER_BOUND_HEADER.toLowerCase()]).toBeUndefined();
    // the last page is still reachable: the count reaches past the page asked for
    const last = await list(admin.token, `/api/transaction/all?range=[20,29]&filter=${byOwner}`);
    expect(last.headers['content-range']).toBe('transaction 20-29/30');
    expect(last.json()).toHaveLength(10);
  });
});
