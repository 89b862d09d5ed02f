import type { StaffApproval } from '@/common/api/approvals';
import { fromCents } from '@/common/money';
import type { CreditPayload, WithdrawalLimitPayload } from '@/server/db/schema';
import type { ApprovalView } from './repository';

/** A request as staff see it: the payload's money in dollars, the people by id and name. */
export function toApproval(r: ApprovalView): StaffApproval {
  const credit = r.kind === 'credit' ? (r.payload as CreditPayload) : undefined;
  const limit = r.kind === 'withdrawal_limit' ? (r.payload as WithdrawalLimitPayload) : undefined;
  return {
    _id: r.id,
    kind: r.kind,
    status: r.status,
    user: { id: r.targetUserId, name: r.userName, email: r.userEmail },
    account: credit?.account ?? null,
    amount: credit ? fromCents(credit.amountCents) : null,
    reason: credit?.reason ?? null,
    daily_withdrawal_limit: limit?.limitCents == null ? null : fromCents(limit.limitCents),
    requested_by: { id: r.requestedBy, name: r.requesterName },
    decided_by: r.decidedBy ? { id: r.decidedBy, name: r.deciderName } : null,
    decided_at: r.decidedAt?.toISOString() ?? null,
    decision_reason: r.decisionReason,
    createdAt: r.createdAt.toISOString(),
  };
}
