// Separation of duties on the payout desk: the two-person rule holds on sums (what one staff
// member approved or paid of one user's withdrawals in 24 hours), nobody acts on their own money,
// and an approval counts only while its author is still active staff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_MSG } from '@/common/validation/payouts';
import { withdrawalReviews } from '@/server/db/schema';
import { expectError, expectLedgerReconciled, login, type TestUser } from '@/tests/helpers/test-app';
import { balances, call, deposit, depositAddress, payoutReference, putTx, txRow, REJECTION } from '../transactions/money-helpers';
import { approve, newWithdrawal, pay, reject, reviewRows, richInvestor, startDesk } from './desk-helpers';

let s: Awaited<ReturnType<typeof startDesk>>;
beforeAll(async () => {
  s = await startDesk();
});
afterAll(() => s.ctx.close());

const THRESHOLD_MSG = PAYOUT_MSG.approvalRequired(100_000);
const SUM_MSG = PAYOUT_MSG.soleSumReached(100_000);
const DAY = 24 * 60 * 60 * 1000;

const paidLines = (admin: TestUser, lines: string) =>
  call(s.ctx.app, admin.token, { method: 'POST', url: '/api/payouts/paid', payload: { lines } });

/** The seeded admin edits a user (role, status). */
async function edit(userId: string, payload: Record<string, unknown>) {
  const res = await call(s.ctx.app, s.admin.token, { method: 'PUT', url: `/api/profile/update/${userId}`, payload });
  expect(res.statusCode, res.body).toBe(200);
}

/** A new staff member of `role`, signed in. */
async function newStaff(role: 'support' | 'admin'): Promise<TestUser> {
  const u = await richInvestor(s.ctx.app, s.admin, 0);
  await edit(u.id, { role });
  return { ...u, token: (await login(s.ctx.app, u.email, u.password)).accessToken };
}

describe('the two-person rule holds on sums', () => {
  it('three $999.99 withdrawals of one investor: one admin pays the first alone, not the second', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const [a, b, c] = [
      await newWithdrawal(s.ctx.app, u, 999.99),
      await newWithdrawal(s.ctx.app, u, 999.99),
      await newWithdrawal(s.ctx.app, u, 999.99),
    ];
    expect((await pay(s.ctx.app, s.admin, a._id)).statusCode).toBe(200);
    const before = await balances(s.ctx.db, u.id);
    expectError(await pay(s.ctx.app, s.admin, b._id, 2), 403, SUM_MSG);
    expect(await txRow(s.ctx.db, b._id)).toMatchObject({ status: 'pending', payoutReference: null });
    expect(await reviewRows(s.ctx.db, b._id)).toEqual([]);
    expect(await balances(s.ctx.db, u.id)).toEqual(before);
    // a second person's approval lets it through; the approver still cannot pay
    expect((await approve(s.ctx.app, s.admin2, b._id)).statusCode).toBe(200);
    expect((await pay(s.ctx.app, s.admin, b._id, 2)).statusCode).toBe(200);
    // admin2 approved $999.99 of this investor's today: paying the third alone is refused too
    expectError(await pay(s.ctx.app, s.admin2, c._id, 3), 403, SUM_MSG);
    expect((await txRow(s.ctx.db, c._id)).status).toBe('pending');
    await expectLedgerReconciled(s.ctx.db);
  });

  it('in one POST /api/payouts/paid: the second line is refused and nothing is paid', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const ws = [
      await newWithdrawal(s.ctx.app, u, 999.99),
      await newWithdrawal(s.ctx.app, u, 999.99),
      await newWithdrawal(s.ctx.app, u, 999.99),
    ];
    const before = await balances(s.ctx.db, u.id);
    const res = await paidLines(s.admin, ws.map((w, i) => `${w._id},${payoutReference(40 + i)}`).join('\n'));
    expectError(res, 400, PAYOUT_MSG.badLine(2, SUM_MSG.replace(/\.$/, '')));
    for (const w of ws) expect(await txRow(s.ctx.db, w._id)).toMatchObject({ status: 'pending', payoutReference: null });
    expect(await balances(s.ctx.db, u.id)).toEqual(before);
    await expectLedgerReconciled(s.ctx.db);
  });

  it('the sum is per staff member, user and 24 hours', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const other = await richInvestor(s.ctx.app, s.admin);
    const first = await newWithdrawal(s.ctx.app, u, 600);
    expect((await pay(s.ctx.app, s.admin, first._id)).statusCode).toBe(200);
    // another user's: a sum of its own
    expect((await pay(s.ctx.app, s.admin, (await newWithdrawal(s.ctx.app, other, 600))._id, 2)).statusCode).toBe(200);
    // another admin: a sum of their own
    expect((await pay(s.ctx.app, s.admin2, (await newWithdrawal(s.ctx.app, u, 600))._id, 3)).statusCode).toBe(200);
    const next = await newWithdrawal(s.ctx.app, u, 400);
    expectError(await pay(s.ctx.app, s.admin, next._id, 4), 403, SUM_MSG);
    // a day later the first payment no longer counts
    s.clock.advance(DAY + 1000);
    expect((await pay(s.ctx.app, s.admin, next._id, 4)).statusCode).toBe(200);
    await expectLedgerReconciled(s.ctx.db);
  });

  it('two payments at once by one admin are summed one after the other: one is paid, one refused', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const [a, b] = [await newWithdrawal(s.ctx.app, u, 600), await newWithdrawal(s.ctx.app, u, 600)];
    const both = await Promise.all([pay(s.ctx.app, s.admin, a._id, 51), pay(s.ctx.app, s.admin, b._id, 52)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const statuses = [(await txRow(s.ctx.db, a._id)).status, (await txRow(s.ctx.db, b._id)).status].sort();
    expect(statuses).toEqual(['pending', 'successful']);
    await expectLedgerReconciled(s.ctx.db);
  });

  it('an approval counts towards its author: who approved $999.99 cannot then pay another $999.99 alone', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const a = await newWithdrawal(s.ctx.app, u, 999.99);
    const b = await newWithdrawal(s.ctx.app, u, 999.99);
    expect((await approve(s.ctx.app, s.admin, a._id)).statusCode).toBe(200);
    expectError(await pay(s.ctx.app, s.admin, b._id, 2), 403, SUM_MSG);
    expect((await pay(s.ctx.app, s.admin2, a._id)).statusCode).toBe(200);
    await expectLedgerReconciled(s.ctx.db);
  });
});

describe('nobody acts on their own money', () => {
  it('a staff member promoted from investor cannot approve, pay, reject or edit their own withdrawal or deposit', async () => {
    const me = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, me, 300);
    const dep = await deposit(s.ctx.app, me, 500, await depositAddress(s.ctx.app, me.token));
    await edit(me.id, { role: 'admin' });
    const staff = { ...me, token: (await login(s.ctx.app, me.email, me.password)).accessToken };
    const before = await balances(s.ctx.db, me.id);

    expectError(await approve(s.ctx.app, staff, w._id), 403, PAYOUT_MSG.ownMoney);
    const bulk = await call(s.ctx.app, staff.token, {
      method: 'POST',
      url: '/api/payouts/approve',
      payload: { items: [{ id: w._id, amount: 300, payment_method: w.payment_method, payment_address: w.payment_address }] },
    });
    expect(bulk.json()).toEqual({ done: [], failed: [{ id: w._id, status: 403, message: PAYOUT_MSG.ownMoney }] });
    expectError(await pay(s.ctx.app, staff, w._id), 403, PAYOUT_MSG.ownMoney);
    expectError(
      await paidLines(staff, `${w._id},${payoutReference(9)}`),
      400,
      PAYOUT_MSG.badLine(1, PAYOUT_MSG.ownMoney.replace(/\.$/, '')),
    );
    expectError(await reject(s.ctx.app, staff, w._id, REJECTION.reason), 403, PAYOUT_MSG.ownMoney);
    expectError(await putTx(s.ctx.app, staff.token, w._id, { status: 'pending', amount: 10 }), 403, PAYOUT_MSG.ownMoney);
    expectError(await putTx(s.ctx.app, staff.token, dep._id, { status: 'successful' }), 403, PAYOUT_MSG.ownMoney);
    expectError(await putTx(s.ctx.app, staff.token, dep._id, { status: 'pending', amount: 100_000 }), 403, PAYOUT_MSG.ownMoney);

    expect(await txRow(s.ctx.db, w._id)).toMatchObject({ status: 'pending', amountCents: 30_000 });
    expect(await txRow(s.ctx.db, dep._id)).toMatchObject({ status: 'pending', amountCents: 50_000 });
    expect(await reviewRows(s.ctx.db, w._id)).toEqual([]);
    expect(await balances(s.ctx.db, me.id)).toEqual(before);

    // another admin can
    expect((await pay(s.ctx.app, s.admin2, w._id)).statusCode).toBe(200);
    await expectLedgerReconciled(s.ctx.db);
  });

  it("an approval by the withdrawal's owner (a row from before this rule) does not count", async () => {
    const me = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, me, 1000);
    await edit(me.id, { role: 'support' });
    // the owner's own approval, as an old row would be: active staff, but their own money
    await s.ctx.db.insert(withdrawalReviews).values({ transactionId: w._id, step: 'approved', actorId: me.id });
    expectError(await pay(s.ctx.app, s.admin2, w._id), 403, THRESHOLD_MSG);
    expect((await txRow(s.ctx.db, w._id)).status).toBe('pending');
  });
});

describe('approvals of people who left do not count', () => {
  for (const [how, leave] of [
    ['deleted', (id: string) => call(s.ctx.app, s.admin.token, { method: 'DELETE', url: `/api/profile/${id}` })],
    [
      'disabled',
      (id: string) => call(s.ctx.app, s.admin.token, { method: 'PUT', url: `/api/profile/update/${id}`, payload: { status: false } }),
    ],
    [
      'demoted',
      (id: string) => call(s.ctx.app, s.admin.token, { method: 'PUT', url: `/api/profile/update/${id}`, payload: { role: 'investor' } }),
    ],
  ] as const) {
    it(`approved by a staff member later ${how}: paying needs a new approval`, async () => {
      const approver = await newStaff('support');
      const u = await richInvestor(s.ctx.app, s.admin);
      const w = await newWithdrawal(s.ctx.app, u, 1500);
      expect((await approve(s.ctx.app, approver, w._id)).statusCode).toBe(200);
      const left = await leave(approver.id);
      expect(left.statusCode, left.body).toBe(200);
      const before = await balances(s.ctx.db, u.id);
      expectError(await pay(s.ctx.app, s.admin, w._id), 403, THRESHOLD_MSG);
      expect(await txRow(s.ctx.db, w._id)).toMatchObject({ status: 'pending', payoutReference: null });
      expect(await balances(s.ctx.db, u.id)).toEqual(before);
      await expectLedgerReconciled(s.ctx.db);
    });
  }
});
