import type { ReviewState } from '@/common/api/payouts';
import { RISK_FLAG_LABELS, RISK_FLAGS, type RiskFlag } from '@/common/validation/payouts';
import type { TransactionRecord } from '../ui/transactions/kinds';
import { formatDateTime } from '../ui/money';
import { PAYOUT_TEXT as T } from './texts';

/** A pending withdrawal in the payout queue: a transaction with the desk's review fields. */
export type PayoutRecord = TransactionRecord;

/**
 * Where a withdrawal stands on the desk, in the words staff read:
 * - rejected: 'Rejected by X at T' (with the reason beside it)
 * - paid: 'Paid by X at T'
 * - approved: 'Approved by X at T' (an admin other than X may now mark it paid)
 * - needs approval: at or above the two-person threshold and nobody approved it yet
 * - single: below the threshold, nobody needs to approve it (an admin marks it paid)
 * Who must do what next is the server's `review_state.next_step` (nextStepOf), not this.
 */
export type ApprovalState =
  { kind: 'rejected' | 'paid' | 'approved'; text: string; by: string } | { kind: 'needs-approval' | 'single'; text: string };

/** Each step's words, without and with the time it was taken. */
const STEP_TEXT = {
  rejected: { by: (name: string) => T.rejectedBy(name), byAt: (name: string, at: string) => T.rejectedByAt(name, at) },
  paid: { by: (name: string) => T.paidBy(name), byAt: (name: string, at: string) => T.paidByAt(name, at) },
  approved: { by: (name: string) => T.approvedBy(name), byAt: (name: string, at: string) => T.approvedByAt(name, at) },
} as const;

export function approvalState(record: Partial<PayoutRecord>): ApprovalState {
  const step = (kind: keyof typeof STEP_TEXT, who: { name: string } | null | undefined, at: string | null | undefined) => {
    const name = who?.name || T.someone;
    const when = formatDateTime(at);
    return { kind, text: when ? STEP_TEXT[kind].byAt(name, when) : STEP_TEXT[kind].by(name), by: name };
  };
  if (record.rejected_by || record.rejected_at) return step('rejected', record.rejected_by, record.rejected_at);
  if (record.paid_by || record.paid_at) return step('paid', record.paid_by, record.paid_at);
  if (record.approved_by || record.approved_at) return step('approved', record.approved_by, record.approved_at);
  if (record.needs_approval) return { kind: 'needs-approval', text: T.needsApproval };
  return { kind: 'single', text: T.noApprovalNeeded };
}

/**
 * Who must do what next, told to the signed-in staff member by the server (which applies the
 * two-person rule), and which steps are theirs now; nothing is offered when the record says nothing.
 */
export function reviewStateOf(record: Partial<PayoutRecord> | undefined): ReviewState {
  return (
    record?.review_state ?? { next_step: '', may_approve: false, may_withdraw_approval: false, may_mark_paid: false, may_reject: false }
  );
}

/** The flags the server raised, known ones only, in the order the rules list them. */
export function riskFlagsOf(record: Partial<PayoutRecord> | undefined): { flag: RiskFlag; label: string; description: string }[] {
  const raised = new Set<string>(record?.risk_flags ?? []);
  return RISK_FLAGS.filter((flag) => raised.has(flag)).map((flag) => ({ flag, ...RISK_FLAG_LABELS[flag] }));
}

/** How long a withdrawal has waited: '45 min', '5 h', '3 d' (under a minute: 'just now'). */
export function waitedFor(createdAt: string | null | undefined, now: number = Date.now()): string {
  if (!createdAt) return '';
  const minutes = Math.floor(Math.max(0, now - new Date(createdAt).getTime()) / 60_000);
  if (minutes < 1) return T.justNow;
  if (minutes < 60) return T.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return T.hours(hours);
  return T.days(Math.floor(hours / 24));
}
