import { fromCents } from '@/common/money';
import type { TransactionRow } from '@/server/db/schema';
import type { PublicTransaction } from '@/common/api/transactions';
import { isRiskFlag } from '@/common/validation/payouts';
import { formatUnits } from '@/common/chain/amounts';
import { CHAIN_COINS, isDepositFlag } from '@/common/chain/coins';
import { coinFromLabel } from '@/common/coins';
import type { ReviewEntry, WithdrawalReview } from '../payouts/reviews';

export interface TransactionView extends TransactionRow {
  userName?: string | null;
  userEmail?: string | null;
  /** cents of profit paid so far (investments) */
  profitCents?: number | null;
  /** withdrawals, for staff: the payout desk's steps (reviewsOf) */
  review?: WithdrawalReview;
}

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

export function toPublicTransaction(t: TransactionView): PublicTransaction {
  const base: PublicTransaction = {
    _id: t.id,
    userid: t.userId,
    ...(t.userName != null && { user_name: t.userName }),
    ...(t.userEmail != null && { user_email: t.userEmail }),
    trnx_type: t.type === 'investment' ? (t.planName ?? 'investment') : t.type,
    type: t.type,
    amount: fromCents(t.amountCents),
    status: t.status,
    payment_method: t.paymentMethod,
    payment_address: t.paymentAddress,
    payout_reference: t.payoutReference,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
  if (t.type === 'deposit') return { ...base, ...onChainFields(t) };
  if (t.type !== 'investment') return base;
  return {
    ...base,
    plan_id: t.planId,
    roi: t.roiBp === null ? null : t.roiBp / 100,
    duration: t.durationDays,
    deposit_return: t.depositReturn,
    start_date: day(t.startAt),
    end_date: day(t.endAt),
    accrued_days: t.accruedDays,
    profit: fromCents(t.profitCents ?? 0),
  };
}

/** A deposit to a derived address (issue 14): its quote and how far its payment has confirmed. */
function onChainFields(t: TransactionView): Partial<PublicTransaction> {
  const coin = coinFromLabel(t.paymentMethod);
  if (t.quoteUnits === null || !coin) return {};
  return {
    coin_amount: formatUnits(BigInt(t.quoteUnits), CHAIN_COINS[coin].decimals),
    quote_expires_at: t.quoteExpiresAt?.toISOString() ?? null,
    confirmations: t.confirmations,
    required_confirmations: t.requiredConfirmations,
  };
}

const staffRef = (e: ReviewEntry | undefined) => (e ? { id: e.actorId, name: e.actorName } : null);
const at = (e: ReviewEntry | undefined) => e?.at.toISOString() ?? null;

/**
 * A transaction as back-office staff see it: a withdrawal also carries its risk flags and who
 * approved, paid or rejected it (investors never get these: toPublicTransaction).
 */
export function toStaffTransaction(t: TransactionView, dualApprovalCents: number): PublicTransaction {
  const base = toPublicTransaction(t);
  if (t.type === 'deposit' && t.quoteUnits !== null) {
    return {
      ...base,
      quote_rate: t.quoteRate,
      quoted_amount: t.quotedCents === null ? null : fromCents(t.quotedCents),
      deposit_flags: (t.riskFlags ?? []).filter(isDepositFlag),
    };
  }
  if (t.type !== 'withdraw') return base;
  const r = t.review ?? {};
  return {
    ...base,
    needs_approval: t.amountCents >= dualApprovalCents,
    approved_by: staffRef(r.approved),
    approved_at: at(r.approved),
    paid_by: staffRef(r.paid),
    paid_at: at(r.paid),
    rejected_by: staffRef(r.rejected),
    rejected_at: at(r.rejected),
    rejected_reason: r.rejected?.reason ?? null,
    risk_flags: (t.riskFlags ?? []).filter(isRiskFlag),
  };
}
