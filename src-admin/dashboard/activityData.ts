import type { ActivityDay } from '@/common/api/reports';
import { formatCount } from '@/common/i18n/formatters';
import { formatUsdFromDollars } from '@/common/usd-format';
import { formatDay } from './days';
import { formatUsdCompactFromDollars } from '@/common/usd-format';
import { DASHBOARD_TEXT } from './texts';

// Pure shaping of GET /api/reports/activity for the home's charts and their tables.

/** The money moved per day, in the order the chart stacks its bars and the table its columns. */
export const MONEY_SERIES = ['deposits', 'withdrawals', 'profit_paid'] as const satisfies readonly (keyof ActivityDay)[];

/** A money series' name, in the reader's language (the chart's legend, the table's column). */
export function moneySeriesLabel(key: (typeof MONEY_SERIES)[number]): string {
  if (key === 'deposits') return DASHBOARD_TEXT.depositsSeries;
  return key === 'withdrawals' ? DASHBOARD_TEXT.withdrawalsPaid : DASHBOARD_TEXT.profitPaid;
}

/** The period's totals, for the figures above the charts. */
export interface ActivityTotals {
  deposits: number;
  withdrawals: number;
  profitPaid: number;
  newInvestors: number;
  /** the last day's money held (null for an empty period) */
  heldNow: number | null;
}

/** Sums in cents, so 0.1 + 0.2 stays 0.3. */
const sum = (days: ActivityDay[], pick: (d: ActivityDay) => number) => days.reduce((s, d) => s + Math.round(pick(d) * 100), 0) / 100;

export function activityTotals(days: ActivityDay[]): ActivityTotals {
  const last = days.at(-1);
  return {
    deposits: sum(days, (d) => d.deposits),
    withdrawals: sum(days, (d) => d.withdrawals),
    profitPaid: sum(days, (d) => d.profit_paid),
    newInvestors: days.reduce((s, d) => s + d.new_investors, 0),
    heldNow: last ? last.money_held : null,
  };
}

/** The money chart's table: one row per day, newest first (what an operator looks for first). */
export function moneyRows(days: ActivityDay[]): string[][] {
  return [...days].reverse().map((d) => [formatDay(d.date), ...MONEY_SERIES.map((key) => formatUsdFromDollars(d[key]))]);
}

/** The sign-ups table: days with none are left out, so the table says who came, not 90 zeros. */
export function investorRows(days: ActivityDay[]): string[][] {
  return [...days]
    .reverse()
    .filter((d) => d.new_investors > 0)
    .map((d) => [formatDay(d.date), formatCount(d.new_investors)]);
}

/** Money held at each day's end, newest first. */
export function heldRows(days: ActivityDay[]): string[][] {
  return [...days].reverse().map((d) => [formatDay(d.date), formatUsdFromDollars(d.money_held)]);
}

/** The y-axis of a money chart: whole dollars, compact ('$12K'), never '$12,000.00' on every line. */
export const formatAxisUsd = formatUsdCompactFromDollars;
