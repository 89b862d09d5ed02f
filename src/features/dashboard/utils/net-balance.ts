import { fromCents, toCents } from '@/common/money';

/** Net Balance = balance + profit, added in cents so 0.1 + 0.2 stays 0.30. */
export const netBalance = (balance: number, profit: number): number => fromCents(toCents(balance) + toCents(profit));

/** Total = balance + invested principal + profit, in cents like Net Balance. */
export const totalOf = (balance: number, invested: number, profit: number): number =>
  fromCents(toCents(balance) + toCents(invested) + toCents(profit));

/** progress_bar as a percent the progress bar can show: 0..100. */
export const clampPercent = (value: number): number => (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0);
