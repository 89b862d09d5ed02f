import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createInvestor,
  createSupport,
  createTestApp,
  expectLedgerReconciled,
  loginAdmin,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
let user: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAdmin(ctx.app);
  user = await createInvestor(ctx.app);
  for (const [account, amount] of [
    ['balance', 500],
    ['balance', -120.5],
    ['bonus', 30],
  ] as const) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/profile/${user.id}/adjust`,
      headers: bearer(admin.token),
      payload: { account, amount, reason: 'test' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => ctx.close());

const ledgerOf = (token: string, id: string, query = '') =>
  ctx.app.inject({ url: `/api/profile/${id}/ledger${query}`, headers: bearer(token) });

describe('GET /api/profile/:id/ledger', () => {
  it('lists every movement newest first, signed, in dollars', async () => {
    const res = await ledgerOf(admin.token, user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((e: { account: string; amount: number; kind: string }) => [e.account, e.amount, e.kind])).toEqual([
      ['bonus', 30, 'adjustment'],
      ['balance', -120.5, 'adjustment'],
      ['balance', 500, 'adjustment'],
    ]);
    expect(res.json()[0]).toMatchObject({ userid: user.id, actor_id: admin.id, reason: 'test' });
    await expectLedgerReconciled(ctx.db);
  });

  it('pages and filters with Content-Range', async () => {
    const res = await ledgerOf(admin.token, user.id, '?range=[0,0]&sort=["amount","DESC"]&filter={"account":"balance"}');
    expect(res.headers['content-range']).toBe('ledger 0-0/2');
    expect(res.json().map((e: { amount: number }) => e.amount)).toEqual([500]);
    expect((await ledgerOf(admin.token, user.id, '?filter={"kind":"nonsense"}')).statusCode).toBe(400);
    expect((await ledgerOf(admin.token, user.id, '?sort=["reason","ASC"]')).statusCode).toBe(400);
  });

  it('is readable by the user themself and by support, never by another investor or anonymously', async () => {
    expect((await ledgerOf(user.token, user.id)).statusCode).toBe(200);
    expect((await ledgerOf((await createSupport(ctx.app)).token, user.id)).statusCode).toBe(200);
    expect((await ledgerOf((await createInvestor(ctx.app)).token, user.id)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: `/api/profile/${user.id}/ledger` })).statusCode).toBe(401);
  });
});
