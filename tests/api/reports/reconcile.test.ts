import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { ADMIN_EMAIL, bearer, createCallers, expectLedgerReconciled, type TestContext, type TestUser } from '@/tests/helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
let investor: TestUser;
let support: TestUser;

beforeAll(async () => {
  ({ ctx, admin, investor, support } = await createCallers());
});
afterAll(() => ctx.close());

type Report = {
  ok: boolean;
  checkedUsers: number;
  discrepancies: { userId: string; email: string; acct_bal: number; ledger_bal: number; acct_bonus: number; ledger_bonus: number }[];
};

const reconcile = (token?: string) => ctx.app.inject({ method: 'GET', url: '/api/reports/reconcile', headers: token ? bearer(token) : {} });

const userCount = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;

describe('GET /api/reports/reconcile', () => {
  it('is for admins only: 401 anonymous, 403 investor and support', async () => {
    expect((await reconcile()).statusCode).toBe(401);
    for (const user of [investor, support]) {
      const res = await reconcile(user.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    }
  });

  it('a clean database reconciles: every user checked, no discrepancy', async () => {
    const res = await reconcile(admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, checkedUsers: await userCount(), discrepancies: [] });
    expect((res.json() as Report).checkedUsers).toBe(3);
  });

  it('still reconciles after money moved through the ledger', async () => {
    const credit = await ctx.app.inject({
      method: 'POST',
      url: `/api/profile/${investor.id}/adjust`,
      headers: bearer(admin.token),
      // below the two-person threshold: one admin credits it alone
      payload: { account: 'balance', amount: 234.56, reason: 'Opening balance' },
    });
    expect(credit.statusCode, credit.body).toBe(200);
    const bonus = await ctx.app.inject({
      method: 'POST',
      url: `/api/profile/${investor.id}/adjust`,
      headers: bearer(admin.token),
      payload: { account: 'bonus', amount: 10.01, reason: 'Goodwill' },
    });
    expect(bonus.statusCode, bonus.body).toBe(200);
    expect((await reconcile(admin.token)).json()).toMatchObject({ ok: true, discrepancies: [] });
    await expectLedgerReconciled(ctx.db);
  });

  it('names each user whose cached figures differ from the ledger, in dollars', async () => {
    // a cached figure changed behind the ledger's back
    await ctx.db
      .update(users)
      .set({ acctBal: sql`${users.acctBal} + 50025` })
      .where(eq(users.id, investor.id));
    await ctx.db.update(users).set({ acctBonus: 99 }).where(eq(users.id, support.id));
    try {
      const res = await reconcile(admin.token);
      expect(res.statusCode, res.body).toBe(200);
      const report = res.json() as Report;
      expect(report.ok).toBe(false);
      expect(report.checkedUsers).toBe(await userCount());
      expect(report.discrepancies).toHaveLength(2);
      expect(report.discrepancies).toContainEqual({
        userId: investor.id,
        email: investor.email,
        acct_bal: 734.81,
        ledger_bal: 234.56,
        acct_bonus: 10.01,
        ledger_bonus: 10.01,
      });
      expect(report.discrepancies).toContainEqual({
        userId: support.id,
        email: support.email,
        acct_bal: 0,
        ledger_bal: 0,
        acct_bonus: 0.99,
        ledger_bonus: 0,
      });
      expect(report.discrepancies.map((d) => d.email)).not.toContain(ADMIN_EMAIL);
    } finally {
      await ctx.db
        .update(users)
        .set({ acctBal: sql`${users.acctBal} - 50025` })
        .where(eq(users.id, investor.id));
      await ctx.db.update(users).set({ acctBonus: 0 }).where(eq(users.id, support.id));
    }
    expect((await reconcile(admin.token)).json()).toMatchObject({ ok: true });
  });
});
