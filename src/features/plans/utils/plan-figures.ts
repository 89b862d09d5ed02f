import { onFirstUse } from '@/common/on-first-use';
import { roiToBp } from '@/common/validation/plan';

const whole = onFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));
const cents = onFirstUse(() => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/**
 * A plan's min or max as the plan cards show it: a comma before the last three digits once the
 * number is longer than three (3000 -> 3,000). Larger figures get every group's comma
 * (1,000,000), and cents only when there are any.
 */
export function formatPlanAmount(value: number): string {
  return Number.isInteger(value) ? whole().format(value) : cents().format(value);
}

/** Plan card 'total return': roi x duration, as a percent; computed in basis points. */
export function totalReturnPercent(roi: number, duration: number): number {
  return (roiToBp(roi) * duration) / 100;
}

const percent = onFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }));
export const formatPercent = (value: number): string => `${percent().format(value)}%`;

export const formatDays = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'}`;
