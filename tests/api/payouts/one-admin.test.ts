// A default install has one admin (and here one support member): the payout desk must let a
// withdrawal go from requested to paid there. Each withdrawal's review_state tells the staff
// member reading it who must do what, and offers no step that strands the money: an approval
// nobody else could follow with a payment is refused, and its author can withdraw one.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_MSG, PAYOUT_NEXT } from '@/common/validation/payouts';
import { users } from '@/server/db/schema';
import { ManualClock } from '@/server/lib/clock';
import {
  createInvestor,
  createSupport,
  createTestApp,
  createWithRole,
  expectError,
  expectLedgerReconciled,
  loginAdmin,
  type TestUser,
} from '@/tests/helpers/test-app';
import {
  auditOf,
  call,
  deposit,
  depositAddress,
  MONEY_ENV,
  payoutReference,
  setStatus,
  txRow,
  verifyKyc,
} from '../transactions/money-helpers';
import { approve, newWithdrawal, reviewRows } from './desk-helpers';

const THRESHOLD = 100_000;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
let support: TestUser;
let supportName: string;
beforeAll(async () => {
  ctx = await createTestApp(MONEY_ENV, { clock: new ManualClock(new Date('2030-03-01T12:00:00Z')) });
  admin = await loginAdmin(ctx.app);
  support = await createSupport(ctx.app);
  [{ name: supportName }] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, support.id));
});
// every withdrawal here holds and pays money: the cached balances stay equal to the ledger's sums
afterEach(() => expectLedgerReconciled(ctx.db));
afterAll(() => ctx.close());

/**
 * An investor who can withdraw, as the one admin makes them: KYC verified and a deposit the admin
 * confirmed (an admin's direct credit of this size would wait for a second admin).
 */
async function richInvestor(dollars = 5000) {
  const u = await createInvestor(ctx.app);
  await verifyKyc(ctx.app, admin.token, u.id);
  const d = await deposit(ctx.app, u, dollars, await depositAddress(ctx.app, u.token));
  await setStatus(ctx.app, admin.token, d._id, 'successful');
  return u;
}

const stateFor = async (who: TestUser, id: string) => {
  const res = await call(ctx.app, who.token, { url: `/api/transaction/single/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().review_state;
};

const markPaid = (who: TestUser, id: string, reference: string, key = `paid-${id}-${reference}`) =>
  call(ctx.app, who.token, {
    method: 'POST',
    url: `/api/transaction/${id}/paid`,
    headers: { 'idempotency-key': key },
    payload: { reference },
  });

const withdrawApproval = (who: TestUser, id: string) =>
  call(ctx.app, who.token, { method: 'DELETE', url: `/api/transaction/${id}/approve` });

describe('under the threshold, one admin', () => {
  it('the admin is told to mark it paid and is offered no approval; support is told an admin pays it; Mark paid with the hash pays it', async () => {
    const u = await richInvestor();
    const w = await newWithdrawal(ctx.app, u, 200);

    expect(await stateFor(admin, w._id)).toEqual({
      next_step: PAYOUT_NEXT.payAlone(THRESHOLD),
      may_approve: false,
      may_withdraw_approval: false,
      may_mark_paid: true,
      may_reject: true,
    });
    expect(await stateFor(support, w._id)).toEqual({
      next_step: PAYOUT_NEXT.adminPaysAlone(THRESHOLD),
      may_approve: true,
      may_withdraw_approval: false,
      may_mark_paid: false,
      may_reject: false,
    });
    // the desk's queue carries the same state
    const queue = await call(ctx.app, admin.token, { url: '/api/payouts' });
    expect(queue.json().find((t: { _id: string }) => t._id === w._id).review_state.may_mark_paid).toBe(true);

    // the only admin's approval would leave nobody to pay it: refused, nothing recorded
    expectError(await approve(ctx.app, admin, w._id), 409, PAYOUT_MSG.approvalWouldStrand);
    expect(await reviewRows(ctx.db, w._id)).toEqual([]);

    // a hash that is no hash is refused before anything happens
    expect((await markPaid(admin, w._id, 'not a hash!')).statusCode).toBe(400);
    expect((await markPaid(support, w._id, payoutReference(1))).statusCode).toBe(403);

    const paid = await markPaid(admin, w._id, payoutReference(1));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'successful',
      payout_reference: payoutReference(1),
      paid_by: { id: admin.id },
      review_state: { next_step: PAYOUT_NEXT.paid, may_mark_paid: false },
    });
    // a retry with the same key gets the first answer, not 'not pending'
    const again = await markPaid(admin, w._id, payoutReference(1));
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // the investor sees it paid
    const mine = await call(ctx.app, u.token, { url: `/api/transaction/single/${w._id}` });
    expect(mine.json()).toMatchObject({ status: 'successful', payout_reference: payoutReference(1) });
    expect(mine.json().review_state).toBeUndefined();
  });

  it('past the 24-hour sum one admin may pay alone, the admin is told why and what comes next', async () => {
    const u = await richInvestor();
    const first = await newWithdrawal(ctx.app, u, 600);
    expect((await markPaid(admin, first._id, payoutReference(2))).statusCode).toBe(200);
    const second = await newWithdrawal(ctx.app, u, 500);
    expect(await stateFor(admin, second._id)).toMatchObject({
      next_step: PAYOUT_MSG.soleSumReached(THRESHOLD),
      may_mark_paid: false,
      may_approve: false,
    });
    expectError(await markPaid(admin, second._id, payoutReference(3)), 403, PAYOUT_MSG.soleSumReached(THRESHOLD));
    // support approves: then the admin pays
    expect((await stateFor(support, second._id)).may_approve).toBe(true);
    expect((await approve(ctx.app, support, second._id)).statusCode).toBe(200);
    expect(await stateFor(admin, second._id)).toMatchObject({ next_step: PAYOUT_NEXT.approvedYouPay(supportName), may_mark_paid: true });
    expect((await markPaid(admin, second._id, payoutReference(3))).statusCode).toBe(200);
  });
});

describe('at or above the threshold, one admin and one support member', () => {
  it('before anyone clicks, each is told: support approves, the admin pays; then it is paid', async () => {
    const u = await richInvestor();
    const w = await newWithdrawal(ctx.app, u, 1500);

    expect(await stateFor(admin, w._id)).toEqual({
      next_step: PAYOUT_NEXT.needsSupportApproval(THRESHOLD),
      may_approve: false,
      may_withdraw_approval: false,
      may_mark_paid: false,
      may_reject: true,
    });
    expect(await stateFor(support, w._id)).toEqual({
      next_step: PAYOUT_NEXT.needsApproval(THRESHOLD),
      may_approve: true,
      may_withdraw_approval: false,
      may_mark_paid: false,
      may_reject: false,
    });
    expectError(await approve(ctx.app, admin, w._id), 409, PAYOUT_MSG.approvalWouldStrand);

    const approved = await approve(ctx.app, support, w._id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().review_state).toMatchObject({ next_step: PAYOUT_NEXT.youApproved, may_withdraw_approval: true });
    expect(await stateFor(admin, w._id)).toMatchObject({
      next_step: PAYOUT_NEXT.approvedYouPay(supportName),
      may_mark_paid: true,
      may_approve: false,
      may_withdraw_approval: false,
    });
    const paid = await markPaid(admin, w._id, payoutReference(4));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'successful', approved_by: { id: support.id }, paid_by: { id: admin.id } });
    // a paid withdrawal keeps its approval
    expectError(await withdrawApproval(support, w._id), 409, PAYOUT_MSG.notPending('successful'));
    expect((await reviewRows(ctx.db, w._id)).map((r) => r.step)).toEqual(['approved', 'paid']);
  });
});

describe('DELETE /api/transaction/{id}/approve: withdrawing an approval', () => {
  it('its author only, audited; the approval row goes and the withdrawal can be approved again', async () => {
    const u = await richInvestor();
    const w = await newWithdrawal(ctx.app, u, 1200);
    expectError(await withdrawApproval(support, w._id), 409, PAYOUT_MSG.noApproval);
    expect((await approve(ctx.app, support, w._id)).statusCode).toBe(200);

    expectError(await withdrawApproval(admin, w._id), 403, PAYOUT_MSG.notYourApproval);
    const back = await withdrawApproval(support, w._id);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ status: 'pending', approved_by: null, review_state: { may_approve: true } });
    expect(await reviewRows(ctx.db, w._id)).toEqual([]);
    expect(await auditOf(ctx.db, w._id, 'withdrawal.approval_withdrawn')).toHaveLength(1);
    expect((await auditOf(ctx.db, w._id, 'withdrawal.approval_withdrawn'))[0]).toMatchObject({ actorId: support.id });
    expect(await txRow(ctx.db, w._id)).toMatchObject({ status: 'pending' });
    expect((await approve(ctx.app, support, w._id)).statusCode).toBe(200);
  });

  it('an approval left with no other admin to pay it says so, and withdrawing it lets its author pay', async () => {
    const second = await createWithRole(ctx.app, 'admin');
    const u = await richInvestor();
    const w = await newWithdrawal(ctx.app, u, 300);
    // with a second admin the approval could be followed, so it is taken
    expect((await approve(ctx.app, admin, w._id)).statusCode).toBe(200);
    expect(await stateFor(admin, w._id)).toMatchObject({ next_step: PAYOUT_NEXT.youApproved, may_withdraw_approval: true });
    // the second admin leaves: now nobody may pay it
    const demoted = await call(ctx.app, admin.token, {
      method: 'PUT',
      url: `/api/profile/update/${second.id}`,
      payload: { role: 'investor' },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(await stateFor(admin, w._id)).toMatchObject({
      next_step: PAYOUT_NEXT.youApprovedStranded,
      may_withdraw_approval: true,
      may_mark_paid: false,
    });
    expect((await withdrawApproval(admin, w._id)).statusCode).toBe(200);
    expect(await stateFor(admin, w._id)).toMatchObject({ next_step: PAYOUT_NEXT.payAlone(THRESHOLD), may_mark_paid: true });
    expect((await markPaid(admin, w._id, payoutReference(5))).statusCode).toBe(200);
  });
});

describe('an approval whose author has left the staff', () => {
  it('counts for nothing and stands in nobody’s way: another staff member approves in its place, and the admin pays', async () => {
    const leaving = await createSupport(ctx.app);
    const u = await richInvestor();
    const w = await newWithdrawal(ctx.app, u, 1200);
    expect((await approve(ctx.app, leaving, w._id)).statusCode).toBe(200);
    expect(await stateFor(admin, w._id)).toMatchObject({ may_mark_paid: true });

    const demoted = await call(ctx.app, admin.token, {
      method: 'PUT',
      url: `/api/profile/update/${leaving.id}`,
      payload: { role: 'investor' },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    // the void approval pays nothing, and no longer keeps the others from approving
    expect(await stateFor(admin, w._id)).toMatchObject({ may_mark_paid: false });
    expect(await stateFor(support, w._id)).toMatchObject({ may_approve: true });
    expectError(await markPaid(admin, w._id, payoutReference(7)), 403, PAYOUT_MSG.approvalRequired(THRESHOLD));

    const again = await approve(ctx.app, support, w._id);
    expect(again.statusCode, again.body).toBe(200);
    expect((await reviewRows(ctx.db, w._id)).map((r) => [r.step, r.actorId])).toEqual([['approved', support.id]]);
    expect((await auditOf(ctx.db, w._id, 'withdrawal.approve')).at(-1)).toMatchObject({
      actorId: support.id,
      after: expect.objectContaining({ replaced_void_approval: true }),
    });
    const paid = await markPaid(admin, w._id, payoutReference(7));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await txRow(ctx.db, w._id)).toMatchObject({ status: 'successful' });
  });
});
