import { and, eq, sql } from 'drizzle-orm';
import { APPROVAL_MSG, type StaffApproval } from '@/common/api/approvals';
import { fromCents } from '@/common/money';
import type { Db, Queryable } from '@/server/db/client';
import {
  staffApprovalRequests,
  users,
  type CreditPayload,
  type StaffApprovalRow,
  type UserRow,
  type WithdrawalLimitPayload,
} from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { conflict, forbidden, notFound } from '@/server/lib/errors';
import { recordAudit } from '../audit/repository';
import type { Notifier } from '../notifications/notifier';
import { postEntry } from '../ledger/service';
import { lockLiveUser } from '../users/repository';
import { toApproval } from './presenter';
import { creditedByActorToday, findApproval, lockApproval } from './repository';
import { assertNotOwnMoney, isActiveStaff } from '../duties/rules';

// Money one staff member could create and then send out waits for a second one: a credit that
// brings what one admin credited a user in 24 hours to the two-person threshold, and a raised
// daily withdrawal limit. Filed here by the profile desk (adjust, the user edit); decided by a
// different active admin, who applies it in the decision's transaction, once.

/** The configuration the rule reads (DUAL_APPROVAL_USD, DAILY_WITHDRAWAL_LIMIT_USD), in cents. */
export interface ApprovalRules {
  dualApprovalCents: number;
  dailyWithdrawalLimitCents: number;
}

export interface ApprovalDeps {
  db: Db;
  clock: Clock;
  notifier: Notifier;
}

/**
 * Whether this credit by `actorId` needs a second person: it does when it, with what the same
 * admin credited this user in the last 24 hours, reaches the threshold (sums, not single
 * credits, so splitting one credit into small ones does not get past it). Debits never do.
 */
export async function creditNeedsSecondPerson(tx: Queryable, actorId: string, userId: string, amountCents: number, rules: ApprovalRules) {
  if (amountCents <= 0) return false;
  if (amountCents >= rules.dualApprovalCents) return true;
  return (await creditedByActorToday(tx, actorId, userId)) + amountCents >= rules.dualApprovalCents;
}

/** A new per-user limit above the one in force (null is the configured default): a raise waits for a second person. */
export const raisesLimit = (currentCents: number | null, nextCents: number | null, rules: ApprovalRules) =>
  (nextCents ?? rules.dailyWithdrawalLimitCents) > (currentCents ?? rules.dailyWithdrawalLimitCents);

/** Files a request in the caller's transaction (audited); it changes nothing until approved. */
export async function fileRequest(
  tx: Queryable,
  actor: UserRow,
  request:
    | { kind: 'credit'; targetUserId: string; payload: CreditPayload }
    | { kind: 'withdrawal_limit'; targetUserId: string; payload: WithdrawalLimitPayload },
): Promise<StaffApproval> {
  assertNotOwnMoney(actor.id, request.targetUserId);
  const [row] = await tx
    .insert(staffApprovalRequests)
    .values({ ...request, requestedBy: actor.id })
    .returning({ id: staffApprovalRequests.id });
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'approval.request',
    entity: 'user',
    entityId: request.targetUserId,
    after: { approval_id: row.id, kind: request.kind, ...request.payload },
  });
  const view = await findApproval(tx, row.id);
  return toApproval(view!);
}

/** Applies an approved request's change through the ledger or the user row, once (the request row is locked). */
async function apply(tx: Queryable, r: StaffApprovalRow, approver: UserRow, notifier: Notifier) {
  const before = await lockLiveUser(tx, r.targetUserId);
  if (!before) throw conflict(APPROVAL_MSG.userGone);
  if (r.kind === 'credit') {
    const p = r.payload as CreditPayload;
    const balances = await postEntry(
      tx,
      {
        userId: r.targetUserId,
        account: p.account,
        amountCents: p.amountCents,
        kind: 'adjustment',
        actorId: r.requestedBy,
        reason: p.reason,
      },
      { notifier, kind: 'balance_adjusted', params: { account: p.account, amountCents: p.amountCents } },
    );
    const after = p.account === 'balance' ? balances.acctBal : balances.acctBonus;
    await recordAudit(tx, {
      actorId: r.requestedBy,
      action: 'user.credit',
      entity: 'user',
      entityId: r.targetUserId,
      before: { account: p.account, cents: after - p.amountCents },
      after: {
        account: p.account,
        cents: after,
        amountCents: p.amountCents,
        reason: p.reason,
        approved_by: approver.id,
        approval_id: r.id,
      },
    });
    return;
  }
  const { limitCents } = r.payload as WithdrawalLimitPayload;
  await tx
    .update(users)
    .set({ dailyWithdrawalLimitCents: limitCents, updatedAt: sql`now()` })
    .where(eq(users.id, r.targetUserId));
  await recordAudit(tx, {
    actorId: r.requestedBy,
    action: 'user.update',
    entity: 'user',
    entityId: r.targetUserId,
    before: { daily_withdrawal_limit: before.dailyWithdrawalLimitCents == null ? null : fromCents(before.dailyWithdrawalLimitCents) },
    after: { daily_withdrawal_limit: limitCents == null ? null : fromCents(limitCents), approved_by: approver.id, approval_id: r.id },
  });
}

/** Whether the requester is still an active admin: a request of someone who left is void. */
async function requesterActive(tx: Queryable, id: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isActiveStaff(['admin'])));
  return !!row;
}

/**
 * The second person's decision. Approving: a different active admin, not the user of the
 * request, while the requester is still active staff; the change is applied in the same
 * transaction. Rejecting: any admin but the user; the requester rejecting their own request
 * cancels it.
 */
export async function decide(
  deps: ApprovalDeps,
  actor: UserRow,
  id: string,
  decision: 'approve' | 'reject',
  reason?: string,
): Promise<StaffApproval> {
  await deps.db.transaction(async (tx) => {
    const r = await lockApproval(tx, id);
    if (!r) throw notFound(APPROVAL_MSG.notFound);
    if (r.status !== 'pending') throw conflict(APPROVAL_MSG.notPending(r.status));
    const ownRequest = r.requestedBy === actor.id;
    if (decision === 'approve' && ownRequest) throw forbidden(APPROVAL_MSG.ownRequest);
    if (!ownRequest) assertNotOwnMoney(actor.id, r.targetUserId);
    if (decision === 'approve') {
      if (!(await requesterActive(tx, r.requestedBy))) throw conflict(APPROVAL_MSG.requesterGone);
      await apply(tx, r, actor, deps.notifier);
    }
    const status = decision === 'approve' ? 'approved' : ownRequest ? 'cancelled' : 'rejected';
    await tx
      .update(staffApprovalRequests)
      .set({ status, decidedBy: actor.id, decidedAt: deps.clock.now(), decisionReason: reason || null })
      .where(eq(staffApprovalRequests.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: `approval.${decision === 'approve' ? 'approve' : ownRequest ? 'cancel' : 'reject'}`,
      entity: 'user',
      entityId: r.targetUserId,
      before: { approval_id: id, kind: r.kind, ...r.payload, requested_by: r.requestedBy },
      after: { status, ...(reason && { reason }) },
    });
  });
  const view = await findApproval(deps.db, id);
  return toApproval(view!);
}
