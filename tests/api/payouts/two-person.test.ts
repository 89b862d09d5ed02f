// Two-person approval: at or above DUAL_APPROVAL_USD a withdrawal is marked paid only
// after a different staff member approved it; the approver can never pay it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_MSG } from '@/common/validation/payouts';
import { expectError, expectLedgerReconciled } from '@/tests/helpers/test-app';
import {
  auditOf,
  balances,
  call,
  deposit,
  depositAddress,
  ledgerOf,
  payoutReference,
  setStatus,
  tally,
  txRow,
  UNKNOWN_ID,
  REJECTION,
} from '../transactions/money-helpers';
import { putTx } from '../transactions/money-helpers';
import { testAddress } from '../test-addresses';
import { withdrawalReviews } from '@/server/db/schema';
import { approve, newWithdrawal, pay, reviewRows, richInvestor, startDesk, termsOf } from './desk-helpers';

let s: Awaited<ReturnType<typeof startDesk>>;
beforeAll(async () => {
  s = await startDesk();
});
afterAll(() => s.ctx.close());

const THRESHOLD_MSG = PAYOUT_MSG.approvalRequired(100_000);

describe('the threshold (DUAL_APPROVAL_USD 1,000)', () => {
  it('$999.99 is paid by one admin; $1,000.00 unapproved is 403 and nothing changes', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const small = await newWithdrawal(s.ctx.app, u, 999.99);
    const res = await pay(s.ctx.app, s.admin, small._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'successful', needs_approval: false, approved_by: null, paid_by: { id: s.admin.id } });

    const big = await newWithdrawal(s.ctx.app, u, 1000);
    const before = await balances(s.ctx.db, u.id);
    expectError(await pay(s.ctx.app, s.admin, big._id), 403, THRESHOLD_MSG);
    expect(await txRow(s.ctx.db, big._id)).toMatchObject({ status: 'pending', payoutReference: null });
    expect(await reviewRows(s.ctx.db, big._id)).toEqual([]);
    expect(await balances(s.ctx.db, u.id)).toEqual(before);
    await expectLedgerReconciled(s.ctx.db);
  });

  it('follows the configured threshold', async () => {
    const other = await startDesk({ DUAL_APPROVAL_USD: '200' });
    try {
      const u = await richInvestor(other.ctx.app, other.admin);
      const w = await newWithdrawal(other.ctx.app, u, 200);
      expectError(await pay(other.ctx.app, other.admin, w._id), 403, PAYOUT_MSG.approvalRequired(20_000));
      expect((await approve(other.ctx.app, other.admin2, w._id)).statusCode).toBe(200);
      expect((await pay(other.ctx.app, other.admin, w._id)).statusCode).toBe(200);
    } finally {
      await other.ctx.close();
    }
  });
});

describe('approve, then pay', () => {
  it('the approver paying is 403; another admin pays: review rows, audit, staff view', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, u, 1500);
    const approved = await approve(s.ctx.app, s.admin, w._id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'pending',
      needs_approval: true,
      approved_by: { id: s.admin.id, name: expect.any(String) },
    });
    expect(approved.json().approved_at).toBe('2030-03-01T12:00:00.000Z');

    expectError(await pay(s.ctx.app, s.admin, w._id), 403, PAYOUT_MSG.ownApproval);
    expect(await txRow(s.ctx.db, w._id)).toMatchObject({ status: 'pending' });

    s.clock.advance(60_000);
    const paid = await pay(s.ctx.app, s.admin2, w._id, 7);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'successful',
      payout_reference: payoutReference(7),
      approved_by: { id: s.admin.id },
      paid_by: { id: s.admin2.id },
      paid_at: '2030-03-01T12:01:00.000Z',
      rejected_by: null,
    });
    const rows = await reviewRows(s.ctx.db, w._id);
    expect(rows.map((r) => [r.step, r.actorId, r.reference])).toEqual([
      ['approved', s.admin.id, null],
      ['paid', s.admin2.id, payoutReference(7)],
    ]);
    expect(await auditOf(s.ctx.db, w._id, 'withdrawal.approve')).toEqual([expect.objectContaining({ actorId: s.admin.id })]);
    expect(await auditOf(s.ctx.db, w._id, 'withdrawal.pay')).toEqual([
      expect.objectContaining({ actorId: s.admin2.id, after: { payout_reference: payoutReference(7) } }),
    ]);
    // the staff list shows the same
    const list = await call(s.ctx.app, s.support.token, {
      url: `/api/transaction/all?filter=${encodeURIComponent(JSON.stringify({ id: [w._id] }))}`,
    });
    expect(list.json()[0]).toMatchObject({ approved_by: { id: s.admin.id }, paid_by: { id: s.admin2.id }, risk_flags: expect.any(Array) });
    await expectLedgerReconciled(s.ctx.db);
  });

  it('support approves and an admin pays; support cannot pay and investors cannot approve', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, u, 2000);
    expect((await call(s.ctx.app, u.token, { method: 'POST', url: `/api/transaction/${w._id}/approve` })).statusCode).toBe(403);
    expect((await approve(s.ctx.app, s.support, w._id)).statusCode).toBe(200);
    expect((await pay(s.ctx.app, s.support, w._id)).statusCode).toBe(403);
    const paid = await pay(s.ctx.app, s.admin, w._id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ approved_by: { id: s.support.id }, paid_by: { id: s.admin.id } });
  });

  it('below the threshold an approval is optional, but whoever approved still cannot pay', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, u, 300);
    expect((await approve(s.ctx.app, s.admin, w._id)).statusCode).toBe(200);
    expectError(await pay(s.ctx.app, s.admin, w._id), 403, PAYOUT_MSG.ownApproval);
    expect((await pay(s.ctx.app, s.admin2, w._id)).statusCode).toBe(200);
  });

  it('approving: 409 twice or when not pending, 409 on a deposit, 404 unknown, 400 a bad id', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, u, 1200);
    expect((await approve(s.ctx.app, s.admin, w._id)).statusCode).toBe(200);
    expectError(await approve(s.ctx.app, s.admin2, w._id), 409, PAYOUT_MSG.alreadyApproved);
    expectError(await approve(s.ctx.app, s.admin, w._id), 409, PAYOUT_MSG.alreadyApproved);
    expect((await pay(s.ctx.app, s.admin2, w._id)).statusCode).toBe(200);
    expectError(await approve(s.ctx.app, s.support, w._id), 409, PAYOUT_MSG.notPending('successful'));
    const dep = await deposit(s.ctx.app, u, 500, await depositAddress(s.ctx.app, u.token));
    expectError(await approve(s.ctx.app, s.admin, dep._id), 409, PAYOUT_MSG.notAWithdrawal);
    expect((await approve(s.ctx.app, s.admin, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await approve(s.ctx.app, s.admin, 'not-an-id')).statusCode).toBe(400);
    expect(await reviewRows(s.ctx.db, w._id)).toHaveLength(2);
  });
});

describe('races', () => {
  it('two admins approving at once: exactly one wins', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, u, 5000);
    const all = await Promise.all([s.admin, s.admin2, s.support, s.admin, s.admin2].map((who) => approve(s.ctx.app, who, w._id)));
    expect(tally(all)).toEqual({ 200: 1, 409: 4 });
    expect((await reviewRows(s.ctx.db, w._id)).filter((r) => r.step === 'approved')).toHaveLength(1);
    expect(await auditOf(s.ctx.db, w._id, 'withdrawal.approve')).toHaveLength(1);
  });

  it('two admins paying one withdrawal at once: one outcome, the money paid once', async () => {
    const u = await richInvestor(s.ctx.app, s.admin, 3000);
    const w = await newWithdrawal(s.ctx.app, u, 2500);
    expect((await approve(s.ctx.app, s.support, w._id)).statusCode).toBe(200);
    const all = await Promise.all([pay(s.ctx.app, s.admin, w._id, 1), pay(s.ctx.app, s.admin2, w._id, 2)]);
    expect(tally(all)).toEqual({ 200: 1, 409: 1 });
    const winner = all.find((r) => r.statusCode === 200)!.json();
    const row = await txRow(s.ctx.db, w._id);
    expect(row.status).toBe('successful');
    expect(row.payoutReference).toBe(winner.payout_reference);
    const paidRows = (await reviewRows(s.ctx.db, w._id)).filter((r) => r.step === 'paid');
    expect(paidRows).toHaveLength(1);
    expect(paidRows[0].reference).toBe(winner.payout_reference);
    expect((await ledgerOf(s.ctx.db, w._id)).map((l) => l.kind)).toEqual(['withdrawal_hold']);
    expect(await balances(s.ctx.db, u.id)).toEqual({ bal: 50_000, bonus: 0 });
    await expectLedgerReconciled(s.ctx.db);
  });

  it('an approval and a payment of an unapproved withdrawal at once: one consistent outcome', async () => {
    for (let round = 0; round < 4; round++) {
      const u = await richInvestor(s.ctx.app, s.admin, 5000);
      const w = await newWithdrawal(s.ctx.app, u, 3000);
      const [approved, paid] = await Promise.all([approve(s.ctx.app, s.admin, w._id), pay(s.ctx.app, s.admin2, w._id, round + 1)]);
      expect(approved.statusCode, approved.body).toBe(200);
      const row = await txRow(s.ctx.db, w._id);
      const steps = (await reviewRows(s.ctx.db, w._id)).map((r) => [r.step, r.actorId]);
      if (paid.statusCode === 200) {
        // the approval landed first: admin2 paid what admin approved
        expect(row).toMatchObject({ status: 'successful', payoutReference: payoutReference(round + 1) });
        expect(steps).toEqual([
          ['approved', s.admin.id],
          ['paid', s.admin2.id],
        ]);
      } else {
        // the payment came first and found no approval: still pending, now approved
        expectError(paid, 403, THRESHOLD_MSG);
        expect(row).toMatchObject({ status: 'pending', payoutReference: null });
        expect(steps).toEqual([['approved', s.admin.id]]);
      }
      expect((await ledgerOf(s.ctx.db, w._id)).map((l) => l.kind)).toEqual(['withdrawal_hold']);
      expect(await balances(s.ctx.db, u.id)).toEqual({ bal: 200_000, bonus: 0 });
    }
    await expectLedgerReconciled(s.ctx.db);
  });

  it('an approval of the address shown and a change of it at once: no approval of the new address stands', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, u, 1500);
    const moved = testAddress('btc', 'raced-change');
    const [approved, changed] = await Promise.all([
      approve(s.ctx.app, s.admin, w._id, termsOf(w)),
      putTx(s.ctx.app, s.admin2.token, w._id, { status: 'pending', payment_address: moved }),
    ]);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await txRow(s.ctx.db, w._id)).paymentAddress).toBe(moved);
    expect((await reviewRows(s.ctx.db, w._id)).filter((r) => r.step === 'approved')).toEqual([]);
    if (approved.statusCode === 200) {
      // the approval came first and the change cleared it
      expect(await auditOf(s.ctx.db, w._id, 'withdrawal.approval_cleared')).toHaveLength(1);
    } else {
      // the change came first: the approval named the old address and approved nothing
      expectError(approved, 409, PAYOUT_MSG.approvalTermsChanged);
      expect(await auditOf(s.ctx.db, w._id, 'withdrawal.approve')).toEqual([]);
    }
    expectError(await pay(s.ctx.app, s.admin2, w._id), 403, THRESHOLD_MSG);
  });

  it('the approver and another admin paying at once: only the other admin can', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, u, 1000);
    expect((await approve(s.ctx.app, s.admin, w._id)).statusCode).toBe(200);
    const all = await Promise.all([pay(s.ctx.app, s.admin, w._id, 1), pay(s.ctx.app, s.admin2, w._id, 2)]);
    // the approver is refused: 403, or 409 when the other's payment landed first (paid is final)
    expect(all[1].statusCode, all[1].body).toBe(200);
    expect([403, 409]).toContain(all[0].statusCode);
    expect((await txRow(s.ctx.db, w._id)).payoutReference).toBe(payoutReference(2));
  });
});

describe('the approval covers the amount, the coin and the address', () => {
  // a past defect: admin B could mark paid, in one PUT, a withdrawal A approved with a new
  // address in it, paying where nobody approved
  it('approved, then a PUT with a new address and status successful: refused, nothing paid or changed', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, u, 1500);
    expect((await approve(s.ctx.app, s.admin, w._id)).statusCode).toBe(200);
    const before = await balances(s.ctx.db, u.id);
    const elsewhere = testAddress('btc', 'not-approved');
    for (const change of [
      { payment_address: elsewhere },
      { payment_method: 'eth', payment_address: testAddress('eth', 'not-approved') },
      { payment_method: 'usdt', payment_address: testAddress('usdt', 'not-approved') },
    ]) {
      const res = await putTx(s.ctx.app, s.admin2.token, w._id, { status: 'successful', payout_reference: payoutReference(9), ...change });
      expectError(res, 409, PAYOUT_MSG.payWithChangedTerms);
    }
    const row = await txRow(s.ctx.db, w._id);
    expect(row).toMatchObject({ status: 'pending', coin: 'btc', paymentAddress: w.payment_address, payoutReference: null });
    // the refused request changed nothing: the approval of the original address still stands
    expect((await reviewRows(s.ctx.db, w._id)).map((r) => [r.step, r.actorId])).toEqual([['approved', s.admin.id]]);
    expect(await balances(s.ctx.db, u.id)).toEqual(before);
    expect(await ledgerOf(s.ctx.db, w._id)).toHaveLength(1);
    // the address typed again in capitals is the same destination: paying goes through
    const same = await putTx(s.ctx.app, s.admin2.token, w._id, {
      status: 'successful',
      payout_reference: payoutReference(9),
      payment_address: w.payment_address.toUpperCase(),
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ status: 'successful', payment_address: w.payment_address, approved_by: { id: s.admin.id } });
    await expectLedgerReconciled(s.ctx.db);
  });

  it('below the threshold too: a change and the payment are two steps', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, u, 200);
    const res = await putTx(s.ctx.app, s.admin.token, w._id, {
      status: 'successful',
      payout_reference: payoutReference(1),
      payment_address: testAddress('btc', 'small-change'),
    });
    expectError(res, 409, PAYOUT_MSG.payWithChangedTerms);
    expect(await txRow(s.ctx.db, w._id)).toMatchObject({ status: 'pending', paymentAddress: w.payment_address });
  });

  it('approve, change the address, then paying needs a new approval by someone other than the payer', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, u, 2000);
    expect((await approve(s.ctx.app, s.admin, w._id)).statusCode).toBe(200);
    const moved = testAddress('btc', 'moved-after-approval');
    const changed = await putTx(s.ctx.app, s.admin2.token, w._id, { status: 'pending', payment_address: moved.toUpperCase() });
    expect(changed.statusCode, changed.body).toBe(200);
    // stored in its one spelling; the approval was of the old address, so it no longer counts
    expect(changed.json()).toMatchObject({ payment_address: moved, approved_by: null, needs_approval: true });
    expect(await reviewRows(s.ctx.db, w._id)).toEqual([]);
    expect(await auditOf(s.ctx.db, w._id, 'withdrawal.approval_cleared')).toEqual([
      expect.objectContaining({
        actorId: s.admin2.id,
        before: expect.objectContaining({ approved_by: s.admin.id, payment_address: w.payment_address }),
      }),
    ]);

    expectError(await pay(s.ctx.app, s.admin2, w._id), 403, THRESHOLD_MSG);
    expectError(await pay(s.ctx.app, s.admin, w._id), 403, THRESHOLD_MSG);
    // the payer approving their own payment is no second person
    expect((await approve(s.ctx.app, s.admin2, w._id)).statusCode).toBe(200);
    expectError(await pay(s.ctx.app, s.admin2, w._id), 403, PAYOUT_MSG.ownApproval);
    const [approval] = await auditOf(s.ctx.db, w._id, 'withdrawal.approve').then((a) => a.slice(-1));
    expect(approval.after).toMatchObject({ payment_address: moved });
    const paid = await pay(s.ctx.app, s.admin, w._id, 4);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ payment_address: moved, approved_by: { id: s.admin2.id }, paid_by: { id: s.admin.id } });
    await expectLedgerReconciled(s.ctx.db);
  });

  it('a changed amount clears the approval too (a failed withdrawal edited, then held again)', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, u, 1000);
    expect((await approve(s.ctx.app, s.support, w._id)).statusCode).toBe(200);
    await setStatus(s.ctx.app, s.admin.token, w._id, 'failed', REJECTION);
    // paid straight from failed with a new amount: two steps as well
    const res = await putTx(s.ctx.app, s.admin.token, w._id, { status: 'successful', amount: 1200, payout_reference: payoutReference(2) });
    expectError(res, 409, PAYOUT_MSG.payWithChangedTerms);
    await setStatus(s.ctx.app, s.admin.token, w._id, 'failed', { amount: 1200 });
    expect((await reviewRows(s.ctx.db, w._id)).map((r) => r.step)).toEqual(['rejected']);
    expectError(await pay(s.ctx.app, s.admin, w._id), 403, THRESHOLD_MSG);
    expect((await txRow(s.ctx.db, w._id)).status).toBe('failed');
    await expectLedgerReconciled(s.ctx.db);
  });
});

describe('failed and back', () => {
  it('failed -> pending starts a new cycle: the old approval no longer counts', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, u, 1000);
    expect((await approve(s.ctx.app, s.admin2, w._id)).statusCode).toBe(200);
    await setStatus(s.ctx.app, s.admin.token, w._id, 'failed', REJECTION);
    // the rejection ended the approval (the audit log keeps it and says it was cleared)
    expect((await reviewRows(s.ctx.db, w._id)).map((r) => r.step)).toEqual(['rejected']);
    expect(await auditOf(s.ctx.db, w._id, 'withdrawal.approval_cleared')).toEqual([
      expect.objectContaining({ actorId: s.admin.id, before: expect.objectContaining({ approved_by: s.admin2.id }) }),
    ]);
    await setStatus(s.ctx.app, s.admin.token, w._id, 'pending');
    expect(await reviewRows(s.ctx.db, w._id)).toEqual([]);
    expectError(await pay(s.ctx.app, s.admin, w._id), 403, THRESHOLD_MSG);
    expect((await approve(s.ctx.app, s.admin2, w._id)).statusCode).toBe(200);
    expect((await pay(s.ctx.app, s.admin, w._id)).statusCode).toBe(200);
    // the audit log keeps the first cycle
    expect(await auditOf(s.ctx.db, w._id, 'withdrawal.approve')).toHaveLength(2);
    await expectLedgerReconciled(s.ctx.db);
  });

  it('a rejection ends the approval: paid straight from failed needs a fresh one by someone else', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const unapproved = await newWithdrawal(s.ctx.app, u, 1000);
    await setStatus(s.ctx.app, s.admin.token, unapproved._id, 'failed', REJECTION);
    expectError(await pay(s.ctx.app, s.admin, unapproved._id), 403, THRESHOLD_MSG);
    expect((await txRow(s.ctx.db, unapproved._id)).status).toBe('failed');

    // approve, reject, then mark paid straight from failed: the old approval pays nothing
    const approved = await newWithdrawal(s.ctx.app, u, 1000);
    expect((await approve(s.ctx.app, s.admin, approved._id)).statusCode).toBe(200);
    await setStatus(s.ctx.app, s.admin2.token, approved._id, 'failed', REJECTION);
    const before = await balances(s.ctx.db, u.id);
    for (const payer of [s.admin2, s.admin]) expectError(await pay(s.ctx.app, payer, approved._id), 403, THRESHOLD_MSG);
    expect(await txRow(s.ctx.db, approved._id)).toMatchObject({ status: 'failed', payoutReference: null });
    expect(await balances(s.ctx.db, u.id)).toEqual(before);

    // a fresh cycle: pending again, approved by someone else, then paid
    await setStatus(s.ctx.app, s.admin2.token, approved._id, 'pending');
    expect((await approve(s.ctx.app, s.support, approved._id)).statusCode).toBe(200);
    const paid = await pay(s.ctx.app, s.admin2, approved._id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ approved_by: { id: s.support.id }, paid_by: { id: s.admin2.id }, rejected_by: null });
    await expectLedgerReconciled(s.ctx.db);
  });

  it('an approval left beside a rejection (a row from before rejections ended approvals) does not count', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, u, 1000);
    await setStatus(s.ctx.app, s.admin.token, w._id, 'failed', REJECTION);
    await s.ctx.db.insert(withdrawalReviews).values({ transactionId: w._id, step: 'approved', actorId: s.support.id });
    expectError(await pay(s.ctx.app, s.admin2, w._id), 403, THRESHOLD_MSG);
    expect((await txRow(s.ctx.db, w._id)).status).toBe('failed');
    await expectLedgerReconciled(s.ctx.db);
  });
});

describe('who sees the review', () => {
  it('investors never see risk flags or reviews; staff do', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, u, 1000);
    expect((await approve(s.ctx.app, s.admin, w._id)).statusCode).toBe(200);
    const hidden = ['risk_flags', 'approved_by', 'approved_at', 'paid_by', 'rejected_reason', 'needs_approval'];
    for (const key of hidden) expect(w).not.toHaveProperty(key);
    for (const url of [`/api/transaction/single/${w._id}`, `/api/transaction/${u.id}`]) {
      const res = await call(s.ctx.app, u.token, { url });
      expect(res.statusCode, res.body).toBe(200);
      for (const key of hidden) expect(res.body).not.toContain(`"${key}"`);
    }
    const staff = await call(s.ctx.app, s.support.token, { url: `/api/transaction/single/${w._id}` });
    expect(staff.json()).toMatchObject({ approved_by: { id: s.admin.id }, needs_approval: true, risk_flags: expect.any(Array) });
    const mine = await call(s.ctx.app, s.support.token, { url: `/api/transaction/${u.id}` });
    expect(mine.json()[0]).toMatchObject({ approved_by: { id: s.admin.id } });
  });
});
