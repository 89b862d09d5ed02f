import { formatterFor } from '@/common/i18n/formatters';
import { roiToBp } from '@/common/validation/plan';
import { PLAN_TEXT } from '../texts';

const whole = formatterFor((t) => new Intl.NumberFormat(t.number, { maximumFractionDigits: 0 }));
const cents = formatterFor((t) => new Intl.NumberFormat(t.number, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/**
 * A plan's min or max as the plan cards show it: a comma before the last three digits once the
 * number is longer than three (3000 -> 3,000). Larger figures get every group's comma
 * (1,000,000), and cents only when there are any. The separators are the reader's language's.
 */
export function formatPlanAmount(value: number): string {
  return Number.isInteger(value) ? whole().format(value) : cents().format(value);
}

/** Plan card 'total return': roi x duration, as a percent; computed in basis points. */
export function totalReturnPercent(roi: number, duration: number): number {
  return (roiToBp(roi) * duration) / 100;
}

const percent = formatterFor((t) => new Intl.NumberFormat(t.number, { style: 'percent', maximumFractionDigits: 2 }));
/** A percent as a number of hundredths (1.5 -> '1.5%'); the sign's place and spacing are the language's ('1,5 %'). */
export const formatPercent = (value: number): string => percent().format(value / 100);

export const formatDays = (days: number): string => PLAN_TEXT.days(days);
