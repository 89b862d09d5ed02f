import { fromCents } from '@/common/money';
import type { TransactionRow } from '@/server/db/schema';
import type { PublicTransaction } from '@/common/api/transactions';
import type { ReviewState } from '@/common/api/payouts';
import { isRiskFlag } from '@/common/validation/payouts';
import { formatUnits } from '@/common/chain/amounts';
import { CHAIN_COINS, isDepositFlag } from '@/common/chain/coins';
import { COIN_NOT_RECORDED, coinBySymbol } from '@/common/coins';

// The payout desk's steps of a withdrawal (withdrawals/reviews.ts reads and writes them), as staff see them.

export type ReviewStep = 'approved' | 'paid' | 'rejected';

/** One step as the staff screens show it. */
export interface ReviewEntry {
  actorId: string;
  actorName: string;
  at: Date;
  reference: string | null;
  reason: string | null;
  /** approved: the coin's rate (USD per coin) the amount due was fixed at, if there was one */
  rateUsd: string | null;
  /** whether the actor is still active staff: an approval by someone deleted, disabled or demoted is void */
  actorActive: boolean;
}
export type WithdrawalReview = Partial<Record<ReviewStep, ReviewEntry>>;

export interface TransactionView extends TransactionRow {
  userName?: string | null;
  userEmail?: string | null;
  /** cents of profit paid so far (investments) */
  profitCents?: number | null;
  /** withdrawals, for staff: the payout desk's steps (reviewsOf) */
  review?: WithdrawalReview;
  /** withdrawals, for staff: who must do what next, for the staff member asking (withdrawals/review-state.ts) */
  reviewState?: ReviewState;
  /** a paid withdrawal: what its chain shows of the payout (withdrawals/payout-check.ts) */
  payoutCheck?: NonNullable<PublicTransaction['payout_check']>;
}

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

/**
 * The legacy wire contract's `payment_method`, written from the typed columns (the only place
 * it is): a deposit's coin by name ('Bitcoin', as the web app names it), a withdrawal's by
 * symbol ('btc'; 'crypto' for one from before coins were recorded), an investment's duration in
 * days ('30'). Edits compare what they are sent with it (transactions/service.ts).
 */
export function wirePaymentMethod(t: Pick<TransactionRow, 'type' | 'coin' | 'durationDays'>): string {
  if (t.type === 'investment') return t.durationDays === null ? '' : String(t.durationDays);
  if (t.type === 'withdraw') return t.coin ?? COIN_NOT_RECORDED;
  return t.coin ? coinBySymbol(t.coin).name : '';
}

/** The legacy wire contract's `payment_address`: the address, or an investment's daily percent ('1.5', from roi_bp). */
export function wirePaymentAddress(t: Pick<TransactionRow, 'type' | 'roiBp' | 'paymentAddress'>): string {
  if (t.type !== 'investment') return t.paymentAddress;
  return t.roiBp === null ? '' : String(t.roiBp / 100);
}

// The presenters build one object and add to it, rather than spreading partial objects into
// new ones: a list of 50 spent about a tenth of its server time copying them.

export function toPublicTransaction(t: TransactionView): PublicTransaction {
  const out: PublicTransaction = {
    _id: t.id,
    userid: t.userId,
    trnx_type: t.type === 'investment' ? (t.planName ?? 'investment') : t.type,
    type: t.type,
    amount: fromCents(t.amountCents),
    status: t.status,
    payment_method: wirePaymentMethod(t),
    payment_address: wirePaymentAddress(t),
    payout_reference: t.payoutReference,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
  if (t.payoutCheck) out.payout_check = t.payoutCheck;
  if (t.userName != null) out.user_name = t.userName;
  if (t.userEmail != null) out.user_email = t.userEmail;
  if (t.type === 'deposit') {
    out.sender_txid = t.senderTxid;
    addOnChainFields(out, t);
  } else if (t.type === 'investment') {
    out.plan_id = t.planId;
    out.roi = t.roiBp === null ? null : t.roiBp / 100;
    out.duration = t.durationDays;
    out.deposit_return = t.depositReturn;
    out.start_date = day(t.startAt);
    out.end_date = day(t.endAt);
    out.accrued_days = t.accruedDays;
    out.profit = fromCents(t.profitCents ?? 0);
  }
  return out;
}

/** A deposit to a derived address: its quote and how far its payment has confirmed. */
function addOnChainFields(out: PublicTransaction, t: TransactionView): void {
  const { coin } = t;
  if (t.quoteUnits === null || !coin) return;
  out.coin_amount = formatUnits(BigInt(t.quoteUnits), CHAIN_COINS[coin].decimals);
  out.quote_expires_at = t.quoteExpiresAt?.toISOString() ?? null;
  out.confirmations = t.confirmations;
  out.required_confirmations = t.requiredConfirmations;
}

const staffRef = (e: ReviewEntry | undefined) => (e ? { id: e.actorId, name: e.actorName } : null);
const at = (e: ReviewEntry | undefined) => e?.at.toISOString() ?? null;

/**
 * A transaction as back-office staff see it: a withdrawal also carries its risk flags and who
 * approved, paid or rejected it (investors never get these: toPublicTransaction).
 */
export function toStaffTransaction(t: TransactionView, dualApprovalCents: number): PublicTransaction {
  const out = toPublicTransaction(t);
  if (t.type === 'deposit' && t.quoteUnits !== null) {
    out.quote_rate = t.quoteRate;
    out.quoted_amount = t.quotedCents === null ? null : fromCents(t.quotedCents);
    out.deposit_flags = (t.riskFlags ?? []).filter(isDepositFlag);
    return out;
  }
  if (t.type !== 'withdraw') return out;
  const r = t.review ?? {};
  out.needs_approval = t.amountCents >= dualApprovalCents;
  out.approved_by = staffRef(r.approved);
  out.approved_at = at(r.approved);
  out.paid_by = staffRef(r.paid);
  out.paid_at = at(r.paid);
  out.rejected_by = staffRef(r.rejected);
  out.rejected_at = at(r.rejected);
  out.rejected_reason = r.rejected?.reason ?? null;
  out.risk_flags = (t.riskFlags ?? []).filter(isRiskFlag);
  if (t.reviewState) out.review_state = t.reviewState;
  return out;
}
