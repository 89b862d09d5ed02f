import { fromCents } from '@/common/money';
import type { TransactionRow } from '@/server/db/schema';
import type { PublicTransaction } from '@/common/api/transactions';

export interface TransactionView extends TransactionRow {
  userName?: string | null;
  userEmail?: string | null;
  /** cents of profit paid so far (investments) */
  profitCents?: number | null;
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
