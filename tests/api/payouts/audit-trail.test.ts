// Each step of the payout desk is in the audit log as staff read it (GET /api/audit): who
// approved, who paid with which reference, who rejected and why, and an approval a change of
// the withdrawal's terms cancelled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/common/api/audit';
import { testAddress } from '../test-addresses';
import { call, payoutReference, putTx } from '../transactions/money-helpers';
import { approve, newWithdrawal, pay, reject, richInvestor, startDesk } from './desk-helpers';

let s: Awaited<ReturnType<typeof startDesk>>;
beforeAll(async () => {
  s = await startDesk();
});
afterAll(() => s.ctx.close());

/** The audit entries about one withdrawal from the payout desk, oldest first, as an admin lists them. */
async function deskEntries(id: string): Promise<AuditEntry[]> {
  const query = new URLSearchParams({ filter: JSON.stringify({ entityId: id }), sort: JSON.stringify(['id', 'ASC']), range: '[0,99]' });
  const res = await call(s.ctx.app, s.admin.token, { url: `/api/audit?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as AuditEntry[]).filter((e) => e.action.startsWith('withdrawal.'));
}

describe('GET /api/audit shows the payout desk', () => {
  it('approve, a change that cancels the approval, approve again, pay', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, u, 1500);
    expect((await approve(s.ctx.app, s.support, w._id)).statusCode).toBe(200);
    const moved = testAddress('btc', 'audit-moved');
    expect((await putTx(s.ctx.app, s.admin2.token, w._id, { status: 'pending', payment_address: moved })).statusCode).toBe(200);
    expect((await approve(s.ctx.app, s.admin2, w._id)).statusCode).toBe(200);
    expect((await pay(s.ctx.app, s.admin, w._id, 6)).statusCode).toBe(200);

    const entries = await deskEntries(w._id);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['withdrawal.approve', s.support.id],
      ['withdrawal.approval_cleared', s.admin2.id],
      ['withdrawal.approve', s.admin2.id],
      ['withdrawal.pay', s.admin.id],
    ]);
    for (const e of entries) expect(e).toMatchObject({ entity: 'transaction', entityId: w._id, actorName: expect.any(String) });
    expect(entries[0].after).toEqual({ amount: 1500, payment_method: 'btc', payment_address: w.payment_address });
    expect(entries[1].before).toMatchObject({ approved_by: s.support.id, payment_address: w.payment_address });
    expect(entries[2].after).toEqual({ amount: 1500, payment_method: 'btc', payment_address: moved });
    expect(entries[3].after).toEqual({ payout_reference: payoutReference(6) });
  });

  it('reject, with the reason', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, u, 400);
    expect((await reject(s.ctx.app, s.admin2, w._id, 'Address on a sanctions list')).statusCode).toBe(200);
    const entries = await deskEntries(w._id);
    expect(entries).toEqual([
      expect.objectContaining({ action: 'withdrawal.reject', actorId: s.admin2.id, after: { reason: 'Address on a sanctions list' } }),
    ]);
  });

  it('support staff cannot read the audit log', async () => {
    expect((await call(s.ctx.app, s.support.token, { url: '/api/audit' })).statusCode).toBe(403);
  });
});
