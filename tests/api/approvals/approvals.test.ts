// The second person's desk: money one admin could create and then send out (a credit that brings
// what they credited a user in 24 hours to DUAL_APPROVAL_USD, a balance set as high in the user
// edit, a raised daily withdrawal limit) waits as a request until a different active admin
// approves it; the change is applied then, through the ledger, once.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_MSG, type StaffApproval } from '@/common/api/approvals';
import { PAYOUT_MSG } from '@/common/validation/payouts';
import { auditLog, ledgerEntries, users } from '@/server/db/schema';
import {
  createInvestor,
  createSupport,
  createTestApp,
  createWithRole,
  expectError,
  expectLedgerReconciled,
  injectAs,
  loginAdmin,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
let admin2: TestUser;
let support: TestUser;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
  admin = await loginAdmin(ctx.app);
  admin2 = await createWithRole(ctx.app, 'admin');
  support = await createSupport(ctx.app);
});
afterAll(() => ctx.close());

const credit = (who: TestUser, userId: string, amount: number, headers: Record<string, string> = {}) =>
  injectAs(ctx.app, who.token, {
    method: 'POST',
    url: `/api/profile/${userId}/adjust`,
    payload: { account: 'balance', amount, reason: 'goodwill credit' },
    headers,
  });
const editUser = (who: TestUser, userId: string, payload: Record<string, unknown>) =>
  injectAs(ctx.app, who.token, { method: 'PUT', url: `/api/profile/update/${userId}`, payload });
const decide = (who: TestUser, id: string, decision: 'approve' | 'reject', payload?: Record<string, unknown>) =>
  injectAs(ctx.app, who.token, { method: 'POST', url: `/api/approvals/${id}/${decision}`, ...(payload && { payload }) });
const listed = async (who: TestUser, filter: Record<string, unknown> = {}) => {
  const res = await injectAs(ctx.app, who.token, { url: `/api/approvals?filter=${encodeURIComponent(JSON.stringify(filter))}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StaffApproval[];
};
const userRow = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];
const ledgerOf = (id: string) => ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, id)).orderBy(asc(ledgerEntries.id));
const auditActions = async (id: string) =>
  (await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(asc(auditLog.id))).map((a) => [a.action, a.actorId]);

/** A pending request's id from a 202. */
function pendingId(res: { statusCode: number; body: string; json: () => { pending_approval: StaffApproval } }) {
  expect(res.statusCode, res.body).toBe(202);
  return res.json().pending_approval._id;
}

describe('a credit at the threshold waits for a second admin', () => {
  it('$1,000 by one admin: 202, nothing credited; another admin approves and it is credited once', async () => {
    const u = await createInvestor(ctx.app);
    const res = await credit(admin, u.id, 1000);
    const id = pendingId(res);
    expect(res.json().pending_approval).toMatchObject({
      kind: 'credit',
      status: 'pending',
      user: { id: u.id },
      account: 'balance',
      amount: 1000,
      reason: 'goodwill credit',
      requested_by: { id: admin.id },
      decided_by: null,
    });
    expect((await userRow(u.id)).acctBal).toBe(0);
    expect(await ledgerOf(u.id)).toEqual([]);
    // both admins (and support, read-only) see it
    for (const who of [admin, admin2, support]) expect((await listed(who, { status: 'pending' })).map((a) => a._id)).toContain(id);

    expectError(await decide(admin, id, 'approve'), 403, APPROVAL_MSG.ownRequest);
    expect((await decide(support, id, 'approve')).statusCode).toBe(403);
    expect((await decide(u, id, 'approve')).statusCode).toBe(403);
    expect((await userRow(u.id)).acctBal).toBe(0);

    const approved = await decide(admin2, id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decided_by: { id: admin2.id }, decided_at: expect.any(String) });
    expect((await userRow(u.id)).acctBal).toBe(100_000);
    expect((await ledgerOf(u.id)).map((l) => [l.kind, l.amountCents, l.actorId])).toEqual([['adjustment', 100_000, admin.id]]);
    expectError(await decide(admin2, id, 'approve'), 409, APPROVAL_MSG.notPending('approved'));
    expectError(await decide(admin2, id, 'reject'), 409, APPROVAL_MSG.notPending('approved'));
    expect((await userRow(u.id)).acctBal).toBe(100_000);
    expect(await auditActions(u.id)).toEqual([
      ['approval.request', admin.id],
      ['user.credit', admin.id],
      ['approval.approve', admin2.id],
    ]);
    await expectLedgerReconciled(ctx.db);
  });

  it('split credits add up: $600 then $400 by one admin, the second waits', async () => {
    const u = await createInvestor(ctx.app);
    expect((await credit(admin, u.id, 600)).statusCode).toBe(200);
    pendingId(await credit(admin, u.id, 400));
    expect((await userRow(u.id)).acctBal).toBe(60_000);
    // another admin's credits are their own sum; debits never wait
    expect((await credit(admin2, u.id, 300)).statusCode).toBe(200);
    expect((await credit(admin, u.id, -500)).statusCode).toBe(200);
    expect((await userRow(u.id)).acctBal).toBe(40_000);
    await expectLedgerReconciled(ctx.db);
  });

  it('two credits at once by one admin are summed one after the other: one applied, one waits', async () => {
    const u = await createInvestor(ctx.app);
    const both = await Promise.all([credit(admin, u.id, 600), credit(admin, u.id, 600)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 202]);
    expect((await userRow(u.id)).acctBal).toBe(60_000);
    await expectLedgerReconciled(ctx.db);
  });

  it('a retry with the same Idempotency-Key files one request', async () => {
    const u = await createInvestor(ctx.app);
    const key = { 'idempotency-key': `credit-${u.id}` };
    const first = await credit(admin, u.id, 5000, key);
    const again = await credit(admin, u.id, 5000, key);
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await listed(admin, { userId: u.id })).toHaveLength(1);
  });

  it('rejected by another admin or cancelled by its requester: nothing changes', async () => {
    const u = await createInvestor(ctx.app);
    const a = pendingId(await credit(admin, u.id, 2000));
    const b = pendingId(await credit(admin, u.id, 3000));
    const rejected = await decide(admin2, a, 'reject', { reason: 'No ticket for this' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', decided_by: { id: admin2.id }, decision_reason: 'No ticket for this' });
    expect((await decide(admin, b, 'reject', {})).json()).toMatchObject({ status: 'cancelled', decided_by: { id: admin.id } });
    expectError(await decide(admin2, b, 'approve'), 409, APPROVAL_MSG.notPending('cancelled'));
    expect((await userRow(u.id)).acctBal).toBe(0);
    expect(await ledgerOf(u.id)).toEqual([]);
  });

  it('two admins approving at once: one wins, the money moves once', async () => {
    const admin3 = await createWithRole(ctx.app, 'admin');
    const u = await createInvestor(ctx.app);
    const id = pendingId(await credit(admin, u.id, 2500));
    const all = await Promise.all([decide(admin2, id, 'approve'), decide(admin3, id, 'approve'), decide(admin2, id, 'approve')]);
    expect(all.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await ledgerOf(u.id)).map((l) => l.amountCents)).toEqual([250_000]);
    await expectLedgerReconciled(ctx.db);
  });

  it("a request whose requester has left is void; a staff member never decides their own account's", async () => {
    const leaver = await createWithRole(ctx.app, 'admin');
    const u = await createInvestor(ctx.app);
    const id = pendingId(await credit(leaver, u.id, 1000));
    expect((await editUser(admin, leaver.id, { role: 'support' })).statusCode).toBe(200);
    expectError(await decide(admin2, id, 'approve'), 409, APPROVAL_MSG.requesterGone);
    expect((await userRow(u.id)).acctBal).toBe(0);

    const colleague = await createWithRole(ctx.app, 'admin');
    const forColleague = pendingId(await credit(admin, colleague.id, 1000));
    expectError(await decide(colleague, forColleague, 'approve'), 403, PAYOUT_MSG.ownMoney);
    expectError(await decide(colleague, forColleague, 'reject'), 403, PAYOUT_MSG.ownMoney);
    expect((await userRow(colleague.id)).acctBal).toBe(0);
  });
});

describe('the user edit is money too', () => {
  it('acct_bal set $1,000 higher: 200 with the pending request, balance unchanged until approved', async () => {
    const u = await createInvestor(ctx.app);
    const res = await editUser(admin, u.id, { acct_bal: 1000, acct_bonus: 10, name: 'Still Edited', reason: 'migrated balance' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Still Edited',
      acct_bal: 0,
      acct_bonus: 10,
      pending_approvals: [{ kind: 'credit', account: 'balance', amount: 1000, reason: 'migrated balance' }],
    });
    expect((await decide(admin2, res.json().pending_approvals[0]._id, 'approve')).statusCode).toBe(200);
    expect(await userRow(u.id)).toMatchObject({ acctBal: 100_000, acctBonus: 1000 });
    // lowering needs nobody else
    expect((await editUser(admin, u.id, { acct_bal: 5 })).json()).toMatchObject({ acct_bal: 5 });
    expect((await editUser(admin, u.id, { acct_bal: 5 })).json()).not.toHaveProperty('pending_approvals');
    await expectLedgerReconciled(ctx.db);
  });

  it('a raised daily withdrawal limit waits; a lower one applies at once', async () => {
    const u = await createInvestor(ctx.app);
    const raised = await editUser(admin, u.id, { daily_withdrawal_limit: 50_000 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({ pending_approvals: [{ kind: 'withdrawal_limit', daily_withdrawal_limit: 50_000 }] });
    expect((await userRow(u.id)).dailyWithdrawalLimitCents).toBeNull();
    expectError(await decide(admin, raised.json().pending_approvals[0]._id, 'approve'), 403, APPROVAL_MSG.ownRequest);
    expect((await decide(admin2, raised.json().pending_approvals[0]._id, 'approve')).statusCode).toBe(200);
    expect((await userRow(u.id)).dailyWithdrawalLimitCents).toBe(5_000_000);
    const lowered = await editUser(admin, u.id, { daily_withdrawal_limit: 100 });
    expect(lowered.json()).toMatchObject({ daily_withdrawal_limit: 100 });
    expect(lowered.json()).not.toHaveProperty('pending_approvals');
  });

  it('an admin never sets their own balance or limit; other fields of their own profile stay editable', async () => {
    const me = await userRow(admin.id);
    for (const payload of [{ acct_bal: 1 }, { acct_bonus: 1 }, { daily_withdrawal_limit: 1 }]) {
      expectError(await editUser(admin, admin.id, payload), 403, PAYOUT_MSG.ownMoney);
    }
    // the back-office form sends the figures unchanged with every save
    const same = await editUser(admin, admin.id, { acct_bal: me.acctBal / 100, acct_bonus: me.acctBonus / 100, country: me.country });
    expect(same.statusCode, same.body).toBe(200);
    expect(await userRow(admin.id)).toMatchObject({
      acctBal: me.acctBal,
      acctBonus: me.acctBonus,
      dailyWithdrawalLimitCents: me.dailyWithdrawalLimitCents,
    });
  });
});

describe('access', () => {
  it('the list and one request are for staff; deciding is for admins', async () => {
    const u = await createInvestor(ctx.app);
    const id = pendingId(await credit(admin, u.id, 1000));
    expect((await injectAs(ctx.app, undefined, { url: '/api/approvals' })).statusCode).toBe(401);
    expect((await injectAs(ctx.app, u.token, { url: '/api/approvals' })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, support.token, { url: `/api/approvals/${id}` })).json()).toMatchObject({ _id: id });
    expect((await decide(support, id, 'reject', {})).statusCode).toBe(403);
    expectError(await decide(admin2, '00000000-0000-4000-8000-000000000000', 'approve'), 404, APPROVAL_MSG.notFound);
    expect((await decide(admin2, 'not-an-id', 'approve')).statusCode).toBe(400);
  });
});
