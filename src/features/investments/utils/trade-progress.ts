import { fromCents, toCents } from '@/common/money';
import { dailyProfitCents } from '@/common/transactions';
import { roiToBp } from '@/common/validation/plan';
import type { Transaction } from '@/src/types/transaction';

const DAY_MS = 86_400_000;

const startOfUtcDay = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

/** Whole days from today to the end date (YYYY-MM-DD, as the API sends it); 0 once it has passed. */
export function daysRemaining(endDate: string, now: Date): number {
  const end = Date.parse(`${endDate}T00:00:00Z`);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - startOfUtcDay(now)) / DAY_MS));
}

export interface TradeProgress {
  /** days elapsed = duration - days remaining to the end date */
  elapsed: number;
  /** amount x roi / 100 x elapsed, in dollars (the daily profit rounded to the cent, as the ledger pays it) */
  profit: number;
  /** elapsed / duration x 100, rounded up */
  progress: number;
}

/** The investment's terms, from the typed fields or the legacy wire contract's (payment_method = days, payment_address = daily %). */
function tradeTerms(t: Transaction): { roi: number; duration: number; endDate: string } {
  const duration = t.duration ?? Number(t.payment_method);
  const roi = t.roi ?? Number(t.payment_address);
  const endDate = t.end_date ?? new Date(Date.parse(t.createdAt) + duration * DAY_MS).toISOString().slice(0, 10);
  return { roi: Number.isFinite(roi) ? roi : 0, duration: Number.isFinite(duration) ? duration : 0, endDate };
}

/** Active Trades: elapsed days, profit so far and the progress percent. */
export function tradeProgress(t: Transaction, now: Date = new Date()): TradeProgress {
  const { roi, duration, endDate } = tradeTerms(t);
  if (duration <= 0) return { elapsed: 0, profit: 0, progress: 100 };
  const elapsed = Math.min(duration, Math.max(0, duration - daysRemaining(endDate, now)));
  const profit = fromCents(dailyProfitCents(toCents(t.amount), roiToBp(roi)) * elapsed);
  return { elapsed, profit, progress: Math.ceil((elapsed / duration) * 100) };
}
