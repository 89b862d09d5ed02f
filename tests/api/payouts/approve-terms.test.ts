// An approval names the terms the approver saw: the amount, coin and address. The
// server compares them under the withdrawal's row lock with the stored ones, so a stale screen
// approves nothing (409), and an approval without terms is a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_MSG } from '@/common/validation/payouts';
import { expectError, expectLedgerReconciled } from '@/tests/helpers/test-app';
import { auditOf, call, REJECTION, setStatus, UNKNOWN_ID } from '../transactions/money-helpers';
import { testAddress } from '../test-addresses';
import { approve, approveMany, newWithdrawal, pay, reviewRows, richInvestor, startDesk, termsOf } from './desk-helpers';

let s: Awaited<ReturnType<typeof startDesk>>;
beforeAll(async () => {
  s = await startDesk();
});
afterAll(() => s.ctx.close());

const THRESHOLD_MSG = PAYOUT_MSG.approvalRequired(100_000);

/** Nothing was approved: no step stored, no approval in the audit log. */
async function expectNoApproval(id: string) {
  expect(await reviewRows(s.ctx.db, id)).toEqual([]);
  expect(await auditOf(s.ctx.db, id, 'withdrawal.approve')).toEqual([]);
}

describe('one approval names what it approves', () => {
  it('the old address after the address was changed: 409, nothing approved; the new one is approved', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, u, 1500);
    const seen = termsOf(w);
    const moved = testAddress('btc', 'changed-under-the-approver');
    await setStatus(s.ctx.app, s.admin2.token, w._id, 'pending', { payment_address: moved });

    expectError(await approve(s.ctx.app, s.support, w._id, seen), 409, PAYOUT_MSG.approvalTermsChanged);
    await expectNoApproval(w._id);
    expectError(await pay(s.ctx.app, s.admin2, w._id), 403, THRESHOLD_MSG);

    const approved = await approve(s.ctx.app, s.support, w._id, { ...seen, payment_address: moved });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ payment_address: moved, approved_by: { id: s.support.id } });
    const [entry] = await auditOf(s.ctx.db, w._id, 'withdrawal.approve');
    expect(entry.after).toMatchObject({ amount: 1500, payment_address: moved });
  });

  it('the old amount after the amount was changed: 409, nothing approved', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, u, 1500);
    const seen = termsOf(w);
    // the amount of a held withdrawal changes through failed and back to pending
    await setStatus(s.ctx.app, s.admin.token, w._id, 'failed', REJECTION);
    await setStatus(s.ctx.app, s.admin.token, w._id, 'failed', { amount: 2500 });
    await setStatus(s.ctx.app, s.admin.token, w._id, 'pending');

    expectError(await approve(s.ctx.app, s.admin2, w._id, seen), 409, PAYOUT_MSG.approvalTermsChanged);
    await expectNoApproval(w._id);
    expectError(await approve(s.ctx.app, s.admin2, w._id, { ...seen, amount: 2500.01 }), 409, PAYOUT_MSG.approvalTermsChanged);
    expect((await approve(s.ctx.app, s.admin2, w._id, { ...seen, amount: 2500 })).statusCode).toBe(200);
    await expectLedgerReconciled(s.ctx.db);
  });

  it('another coin is other terms; another spelling of the stored address is the same', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, u, 1200);
    const seen = termsOf(w);
    const eth = { ...seen, payment_method: 'eth', payment_address: testAddress('eth', 'other-coin') };
    expectError(await approve(s.ctx.app, s.admin, w._id, eth), 409, PAYOUT_MSG.approvalTermsChanged);
    await expectNoApproval(w._id);
    // a bech32 address in capitals is the stored address, as the edit that clears an approval compares it
    const shouted = await approve(s.ctx.app, s.admin, w._id, { ...seen, payment_address: seen.payment_address.toUpperCase() });
    expect(shouted.statusCode, shouted.body).toBe(200);
  });

  it('without the terms: 400, nothing approved', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, u, 1100);
    const { amount, payment_method, payment_address } = termsOf(w);
    const url = `/api/transaction/${w._id}/approve`;
    for (const payload of [
      undefined,
      {},
      { amount, payment_method },
      { amount, payment_address },
      { payment_method, payment_address },
      { amount: String(amount), payment_method, payment_address },
      { amount: 0, payment_method, payment_address },
      { amount, payment_method, payment_address: '' },
    ]) {
      const res = await call(s.ctx.app, s.admin.token, { method: 'POST', url, payload });
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(400);
    }
    const bare = await call(s.ctx.app, s.admin.token, { method: 'POST', url, payload: {} });
    expect(bare.json().message).toContain(PAYOUT_MSG.approvalTermsRequired);
    await expectNoApproval(w._id);
  });
});

describe('a bulk approval names each withdrawal’s terms', () => {
  it('one stale item is refused and the others are approved, each on its own', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const a = await newWithdrawal(s.ctx.app, u, 1000);
    const b = await newWithdrawal(s.ctx.app, u, 1100);
    const c = await newWithdrawal(s.ctx.app, u, 1200);
    // b's address changes after the approver's screen loaded
    await setStatus(s.ctx.app, s.admin2.token, b._id, 'pending', { payment_address: testAddress('btc', 'bulk-stale') });
    const res = await approveMany(
      s.ctx.app,
      s.support,
      [a, b, c].map((w) => ({ id: w._id, ...termsOf(w) })),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      done: [a._id, c._id],
      failed: [{ id: b._id, status: 409, message: PAYOUT_MSG.approvalTermsChanged }],
    });
    for (const w of [a, c])
      expect((await reviewRows(s.ctx.db, w._id)).map((r) => [r.step, r.actorId])).toEqual([['approved', s.support.id]]);
    await expectNoApproval(b._id);
  });

  it('items without their terms: 400, nothing approved', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, u, 1000);
    const { amount, payment_method } = termsOf(w);
    for (const payload of [{ ids: [w._id] }, { items: [{ id: w._id }] }, { items: [{ id: w._id, amount, payment_method }] }]) {
      const res = await call(s.ctx.app, s.support.token, { method: 'POST', url: '/api/payouts/approve', payload });
      expect(res.statusCode, res.body).toBe(400);
    }
    // one good item beside a bad one: the body is refused as a whole, before any is approved
    const mixed = await approveMany(s.ctx.app, s.support, [
      { id: w._id, ...termsOf(w) },
      { id: UNKNOWN_ID, amount, payment_method } as never,
    ]);
    expect(mixed.statusCode, mixed.body).toBe(400);
    await expectNoApproval(w._id);
  });
});
