// Rejecting a withdrawal with a reason: the funds return, the owner is told why, in
// the inbox and by e-mail; one at a time or several, each on its own.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_LINKS } from '@/common/app-links';
import { PAYOUT_MSG, REJECT_REASON_MAX } from '@/common/validation/payouts';
import { notifications, transactions } from '@/server/db/schema';
import { createWithRole, expectError, expectFieldError, expectLedgerReconciled } from '@/tests/helpers/test-app';
import { appUrl, expectMail, startMailSuite, type MailSuite } from '../notifications/mail-helpers';
import {
  auditOf,
  balances,
  call,
  deposit,
  depositAddress,
  fundedInvestor,
  ledgerOf,
  putTx,
  txRow,
  UNKNOWN_ID,
} from '../transactions/money-helpers';
import { approve, approveMany, newWithdrawal, pay, reject, reviewRows, termsOf } from './desk-helpers';
import type { TestUser } from '@/tests/helpers/test-app';

let s: MailSuite;
let support: TestUser;
beforeAll(async () => {
  s = await startMailSuite();
  support = await createWithRole(s.ctx.app, 'support');
});
afterAll(() => s.close());

const REASON = 'The address belongs to a sanctioned exchange <b>';

describe('POST /api/transaction/{id}/reject', () => {
  it('refunds, records the reason, and tells the owner why (inbox and e-mail)', async () => {
    const u = await fundedInvestor(s.ctx.app, s.admin.token, 1000);
    const w = await newWithdrawal(s.ctx.app, u, 400);
    const res = await reject(s.ctx.app, s.admin, w._id, `  ${REASON}  `);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'failed', rejected_by: { id: s.admin.id }, rejected_reason: REASON });
    expect(await balances(s.ctx.db, u.id)).toEqual({ bal: 100_000, bonus: 0 });
    expect((await ledgerOf(s.ctx.db, w._id)).map((l) => l.kind)).toEqual(['withdrawal_hold', 'withdrawal_release']);
    expect((await reviewRows(s.ctx.db, w._id)).map((r) => [r.step, r.actorId, r.reason])).toEqual([['rejected', s.admin.id, REASON]]);
    expect(await auditOf(s.ctx.db, w._id, 'withdrawal.reject')).toEqual([expect.objectContaining({ after: { reason: REASON } })]);

    const inbox = await s.ctx.db.select().from(notifications).where(eq(notifications.userId, u.id));
    const refunded = inbox.find((n) => n.kind === 'withdrawal_refunded');
    expect(refunded?.body).toContain(`Reason: ${REASON}`);
    const subject = 'Withdrawal returned to your balance: $400.00';
    const [mail] = await s.smtp.waitForMail(u.email, 1, subject);
    expectMail(mail, { to: u.email, subject, figures: ['$400.00', w._id], links: [appUrl(APP_LINKS.activity)] });
    expect(mail.text).toContain(REASON);
    // HTML-escaped in the HTML part
    expect(mail.html).not.toContain('<b>');
    await expectLedgerReconciled(s.ctx.db);
  });

  it('needs a reason; only admins; only pending withdrawals; nothing changes otherwise', async () => {
    const u = await fundedInvestor(s.ctx.app, s.admin.token, 1000);
    const w = await newWithdrawal(s.ctx.app, u, 300);
    for (const reason of [undefined, '', '   ', 'x'.repeat(REJECT_REASON_MAX + 1), 42]) {
      const res = await reject(s.ctx.app, s.admin, w._id, reason);
      expect(res.statusCode, String(reason)).toBe(400);
    }
    expectFieldError(await reject(s.ctx.app, s.admin, w._id, ''), 'reason', PAYOUT_MSG.reasonRequired);
    expect((await reject(s.ctx.app, support, w._id, REASON)).statusCode).toBe(403);
    expect((await reject(s.ctx.app, u, w._id, REASON)).statusCode).toBe(403);
    expect((await reject(s.ctx.app, s.admin, UNKNOWN_ID, REASON)).statusCode).toBe(404);
    expect(await txRow(s.ctx.db, w._id)).toMatchObject({ status: 'pending' });
    expect(await balances(s.ctx.db, u.id)).toEqual({ bal: 70_000, bonus: 0 });

    expect((await reject(s.ctx.app, s.admin, w._id, REASON)).statusCode).toBe(200);
    expectError(await reject(s.ctx.app, s.admin, w._id, REASON), 409, PAYOUT_MSG.notPending('failed'));
    expect(await balances(s.ctx.db, u.id)).toEqual({ bal: 100_000, bonus: 0 });
    await expectLedgerReconciled(s.ctx.db);
  });
});

describe('PUT /api/transaction/{id} to failed: a rejection always says why', () => {
  // a past defect: the withdrawal's edit page refunded and told the owner nothing
  it('a pending withdrawal set to failed without a reason is 400 and nothing changes', async () => {
    const u = await fundedInvestor(s.ctx.app, s.admin.token, 1000);
    const w = await newWithdrawal(s.ctx.app, u, 250);
    const before = await balances(s.ctx.db, u.id);
    for (const payload of [{ status: 'failed' }, { status: 'failed', reason: '   ' }, { status: 'failed', reason: null }]) {
      const res = await putTx(s.ctx.app, s.admin.token, w._id, payload);
      expect(res.statusCode, res.body).toBe(400);
    }
    expectFieldError(await putTx(s.ctx.app, s.admin.token, w._id, { status: 'failed' }), 'reason', PAYOUT_MSG.rejectNeedsReason);
    expectFieldError(await putTx(s.ctx.app, s.admin.token, w._id, { status: 'failed', reason: '' }), 'reason', PAYOUT_MSG.reasonRequired);
    expect(await txRow(s.ctx.db, w._id)).toMatchObject({ status: 'pending' });
    expect(await balances(s.ctx.db, u.id)).toEqual(before);
    expect(await reviewRows(s.ctx.db, w._id)).toEqual([]);
  });

  it("with a reason it is the reject route's rejection: refund, step, audit, the owner told why", async () => {
    const u = await fundedInvestor(s.ctx.app, s.admin.token, 1000);
    const w = await newWithdrawal(s.ctx.app, u, 250);
    const reason = 'Your bank flagged the destination';
    const res = await putTx(s.ctx.app, s.admin.token, w._id, { status: 'failed', reason: `  ${reason} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'failed', rejected_by: { id: s.admin.id }, rejected_reason: reason });
    expect(await balances(s.ctx.db, u.id)).toEqual({ bal: 100_000, bonus: 0 });
    expect(await auditOf(s.ctx.db, w._id, 'withdrawal.reject')).toEqual([expect.objectContaining({ after: { reason } })]);
    const inbox = await s.ctx.db.select().from(notifications).where(eq(notifications.userId, u.id));
    expect(inbox.find((n) => n.kind === 'withdrawal_refunded')?.body).toContain(`Reason: ${reason}`);
    await expectLedgerReconciled(s.ctx.db);
  });

  it("a reason goes with nothing else; a deposit's failed needs none; a paid withdrawal stays final (409)", async () => {
    const u = await fundedInvestor(s.ctx.app, s.admin.token, 1000);
    const w = await newWithdrawal(s.ctx.app, u, 150);
    expectFieldError(
      await putTx(s.ctx.app, s.admin.token, w._id, { status: 'pending', reason: REASON }),
      'reason',
      PAYOUT_MSG.reasonNotHere,
    );
    const dep = await deposit(s.ctx.app, u, 300, await depositAddress(s.ctx.app, u.token));
    expect((await putTx(s.ctx.app, s.admin.token, dep._id, { status: 'failed' })).statusCode).toBe(200);
    expectFieldError(
      await putTx(s.ctx.app, s.admin.token, dep._id, { status: 'failed', reason: REASON }),
      'reason',
      PAYOUT_MSG.reasonNotHere,
    );
    // failed -> failed again (an amount fixed on a rejected one) is no new rejection
    expect((await putTx(s.ctx.app, s.admin.token, w._id, { status: 'failed', reason: REASON })).statusCode).toBe(200);
    expect((await putTx(s.ctx.app, s.admin.token, w._id, { status: 'failed', amount: 120 })).statusCode).toBe(200);
    const paid = await newWithdrawal(s.ctx.app, u, 100);
    expect((await pay(s.ctx.app, s.admin, paid._id)).statusCode).toBe(200);
    expectError(await putTx(s.ctx.app, s.admin.token, paid._id, { status: 'failed', reason: REASON }), 409, /paid withdrawal is final/);
    await expectLedgerReconciled(s.ctx.db);
  });
});

describe('a rejection sent again', () => {
  it('with its reason it is accepted and changes nothing; with another reason it is refused (409)', async () => {
    const u = await fundedInvestor(s.ctx.app, s.admin.token, 1000);
    const w = await newWithdrawal(s.ctx.app, u, 250);
    const other = await createWithRole(s.ctx.app, 'admin');
    expect((await putTx(s.ctx.app, s.admin.token, w._id, { status: 'failed', reason: REASON })).statusCode).toBe(200);
    // a second admin who opened it while it was pending, and a retry of the first
    for (const by of [other, s.admin]) {
      const again = await putTx(s.ctx.app, by.token, w._id, { status: 'failed', reason: ` ${REASON}` });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ status: 'failed', rejected_by: { id: s.admin.id }, rejected_reason: REASON });
    }
    expectError(
      await putTx(s.ctx.app, other.token, w._id, { status: 'failed', reason: 'Another reason' }),
      409,
      PAYOUT_MSG.rejectedWithAnotherReason,
    );
    expect((await txRow(s.ctx.db, w._id)).status).toBe('failed');
    expect((await ledgerOf(s.ctx.db, w._id)).map((l) => l.kind)).toEqual(['withdrawal_hold', 'withdrawal_release']);
    expect(await auditOf(s.ctx.db, w._id, 'withdrawal.reject')).toHaveLength(1);
    const inbox = await s.ctx.db.select().from(notifications).where(eq(notifications.userId, u.id));
    expect(inbox.filter((n) => n.kind === 'withdrawal_refunded')).toHaveLength(1);
    expect(await balances(s.ctx.db, u.id)).toEqual({ bal: 100_000, bonus: 0 });
    await expectLedgerReconciled(s.ctx.db);
  });
});

describe('a failed withdrawal nobody rejected', () => {
  it('(a row from before reasons were kept) takes no reason: 400, as a reason on any other edge, and nothing changes', async () => {
    const u = await fundedInvestor(s.ctx.app, s.admin.token, 1000);
    const [legacy] = await s.ctx.db
      .insert(transactions)
      .values({ userId: u.id, type: 'withdraw', amountCents: 10_000, status: 'failed', paymentMethod: 'btc', paymentAddress: 'bc1qlegacy' })
      .returning();
    const before = await txRow(s.ctx.db, legacy.id);
    expectFieldError(
      await putTx(s.ctx.app, s.admin.token, legacy.id, { status: 'failed', reason: REASON }),
      'reason',
      PAYOUT_MSG.reasonNotHere,
    );
    expect(await txRow(s.ctx.db, legacy.id)).toEqual(before);
    expect(await ledgerOf(s.ctx.db, legacy.id)).toEqual([]);
    expect(await balances(s.ctx.db, u.id)).toEqual({ bal: 100_000, bonus: 0 });
    await expectLedgerReconciled(s.ctx.db);
  });
});

describe('bulk approve and reject', () => {
  it('each id on its own: the answer lists what failed and why', async () => {
    const u = await fundedInvestor(s.ctx.app, s.admin.token, 5000);
    const a = await newWithdrawal(s.ctx.app, u, 1000);
    const b = await newWithdrawal(s.ctx.app, u, 1100);
    const c = await newWithdrawal(s.ctx.app, u, 1200);
    expect((await approve(s.ctx.app, s.admin, b._id)).statusCode).toBe(200);
    const res = await approveMany(s.ctx.app, support, [
      { id: a._id, ...termsOf(a) },
      { id: b._id, ...termsOf(b) },
      { id: UNKNOWN_ID, ...termsOf(a) },
      { id: c._id, ...termsOf(c) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      done: [a._id, c._id],
      failed: [
        { id: b._id, status: 409, message: PAYOUT_MSG.alreadyApproved },
        { id: UNKNOWN_ID, status: 404, message: 'Transaction not found' },
      ],
    });
    expect((await reviewRows(s.ctx.db, a._id)).map((r) => r.actorId)).toEqual([support.id]);

    const rejected = await call(s.ctx.app, s.admin.token, {
      method: 'POST',
      url: '/api/payouts/reject',
      payload: { ids: [a._id, b._id], reason: 'Duplicate requests' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toEqual({ done: [a._id, b._id], failed: [] });
    expect(await balances(s.ctx.db, u.id)).toEqual({ bal: 500_000 - 120_000, bonus: 0 });
    expect(
      (await call(s.ctx.app, support.token, { method: 'POST', url: '/api/payouts/reject', payload: { ids: [c._id], reason: 'x' } }))
        .statusCode,
    ).toBe(403);
    await expectLedgerReconciled(s.ctx.db);
  });

  it('bad bodies are 400', async () => {
    const terms = { amount: 1000, payment_method: 'btc', payment_address: 'bc1q' };
    for (const payload of [
      {},
      { items: [] },
      { items: [{ id: 'nope', ...terms }] },
      { items: Array.from({ length: 201 }, () => ({ id: UNKNOWN_ID, ...terms })) },
      // the old shape, ids without the terms approved
      { ids: [UNKNOWN_ID] },
    ]) {
      expect((await call(s.ctx.app, s.admin.token, { method: 'POST', url: '/api/payouts/approve', payload })).statusCode).toBe(400);
    }
    expect(
      (await call(s.ctx.app, s.admin.token, { method: 'POST', url: '/api/payouts/reject', payload: { ids: [UNKNOWN_ID] } })).statusCode,
    ).toBe(400);
  });
});
