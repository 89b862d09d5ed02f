// Activity's detail view lists one transaction's ledger movements through
// GET /api/profile/{id}/ledger?filter={"transaction_id":...}, owner (or staff) only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createInvestor,
  createTestApp,
  expectLedgerReconciled,
  loginAdmin,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { depositAddress, deposit, fundedInvestor, payoutReference, setStatus, withdraw } from '@/tests/api/transactions/money-helpers';

let ctx: TestContext;
let admin: TestUser;
let user: TestUser;
let depositId: string;
let withdrawalId: string;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
  admin = await loginAdmin(ctx.app);
  user = await fundedInvestor(ctx.app, admin.token, 50);
  const paid = await deposit(ctx.app, user, 500, await depositAddress(ctx.app, admin.token));
  depositId = paid._id;
  await setStatus(ctx.app, admin.token, depositId, 'successful');
  const out = await withdraw(ctx.app, user, 200);
  withdrawalId = out._id;
  // returned: the hold, then its release, both on the withdrawal
  await setStatus(ctx.app, admin.token, withdrawalId, 'failed', { reason: 'Address could not be paid' });
});
afterAll(() => ctx.close());

const movementsOf = (token: string, userId: string, transactionId: string) =>
  ctx.app.inject({
    url: `/api/profile/${userId}/ledger?sort=["createdAt","ASC"]&filter=${encodeURIComponent(JSON.stringify({ transaction_id: transactionId }))}`,
    headers: bearer(token),
  });

describe('one transaction’s ledger movements', () => {
  it('the owner reads only the movements of the transaction asked for, in order', async () => {
    const credited = await movementsOf(user.token, user.id, depositId);
    expect(credited.statusCode, credited.body).toBe(200);
    expect(
      credited.json().map((e: { kind: string; amount: number; transaction_id: string }) => [e.kind, e.amount, e.transaction_id]),
    ).toEqual([['deposit', 500, depositId]]);
    const returned = await movementsOf(user.token, user.id, withdrawalId);
    expect(returned.json().map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ['withdrawal_hold', -200],
      ['withdrawal_release', 200],
    ]);
    expect(returned.headers['content-range']).toBe('ledger 0-1/2');
    await expectLedgerReconciled(ctx.db);
  });

  it('a paid withdrawal keeps its hold as its one movement', async () => {
    const out = await withdraw(ctx.app, user, 100);
    await setStatus(ctx.app, admin.token, out._id, 'successful', { payout_reference: payoutReference(7) });
    const res = await movementsOf(user.token, user.id, out._id);
    expect(res.json().map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([['withdrawal_hold', -100]]);
  });

  it('another investor cannot read them, even naming the transaction; staff can', async () => {
    const other = await createInvestor(ctx.app);
    expect((await movementsOf(other.token, user.id, depositId)).statusCode).toBe(403);
    // their own ledger holds none of this user's movements
    const own = await movementsOf(other.token, other.id, depositId);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([]);
    expect((await movementsOf(admin.token, user.id, depositId)).json()).toHaveLength(1);
  });

  it('a transaction id that is not a uuid is a 400 with a message', async () => {
    const res = await ctx.app.inject({
      url: `/api/profile/${user.id}/ledger?filter=${encodeURIComponent('{"transaction_id":"nope"}')}`,
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });
});
