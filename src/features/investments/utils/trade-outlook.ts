import { fromCents, toCents } from '@/common/money';
import { dailyProfitCents } from '@/common/transactions';
import { roiToBp } from '@/common/validation/plan';
import type { Transaction } from '@/src/types/transaction';
import { daysRemaining } from './trade-progress';

export interface TradeOutlook {
  /** the plan's whole term: daily profit (rounded to the cent, as the ledger pays it) x duration, in dollars */
  expectedReturn: number;
  /** whole days to the end date; 0 once it has passed */
  daysLeft: number;
  /** days of profit paid so far over the duration, 0..100, rounded down (never 100 before the last day is paid) */
  paidPercent: number;
}

/** What a running investment will have paid by its end, and how far it is. */
export function tradeOutlook(t: Transaction, now: Date = new Date()): TradeOutlook {
  const duration = t.duration ?? Number(t.payment_method);
  const roi = t.roi ?? Number(t.payment_address);
  const days = Number.isFinite(duration) && duration > 0 ? duration : 0;
  const daily = Number.isFinite(roi) ? dailyProfitCents(toCents(t.amount), roiToBp(roi)) : 0;
  const paid = Math.min(days, Math.max(0, t.accrued_days ?? 0));
  return {
    expectedReturn: fromCents(daily * days),
    daysLeft: t.end_date ? daysRemaining(t.end_date, now) : 0,
    paidPercent: days ? Math.floor((paid / days) * 100) : 0,
  };
}
