import { z } from 'zod';
import { holdingUpdateSchema, type Liabilities } from '@/common/api/liabilities';
import { COINS, type CoinSymbol } from '@/common/coins';
import { MSG } from '@/common/messages';
import { formatUsdFromDollars } from '@/common/usd-format';
import { typedAmount } from '@/common/validation/typed-amount';
import { formatDay } from '../dashboard/days';
import { LIABILITIES_TEXT as T } from './texts';

// Pure shaping of GET /api/reports/liabilities for the page, its chart and its table.

/** The 'Record held' form: a typed amount in dollars, checked by the API's own rule. */
export const holdingFormSchema = z.object({ amount: typedAmount(holdingUpdateSchema.shape.amount, { blank: () => MSG.amountNumber }) });
export type HoldingFormValues = z.input<typeof holdingFormSchema>;

/** Every coin, with what is recorded as held in it (null: nothing recorded yet). */
export function heldPerCoin(l: Liabilities): { coin: CoinSymbol; name: string; amount: number | null; updatedAt: string | null }[] {
  return COINS.map((c) => {
    const held = l.held.find((h) => h.coin === c.symbol);
    return { coin: c.symbol, name: c.name, amount: held?.amount ?? null, updatedAt: held?.updated_at ?? null };
  });
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** How the page words the comparison: a shortfall today, one to come, or none in sight. */
export type Cover = { kind: 'short-now'; text: string } | { kind: 'short-later'; text: string } | { kind: 'covered'; text: string };

export function coverOf(l: Liabilities): Cover {
  const days = l.projection.length;
  if (l.margin < 0) {
    return {
      kind: 'short-now',
      text: T.shortNow(formatUsdFromDollars(l.owed.total), formatUsdFromDollars(l.held_total), formatUsdFromDollars(-l.margin)),
    };
  }
  if (l.shortfall_from) {
    const today = l.projection[0]?.date ?? l.shortfall_from;
    const n = daysBetween(today, l.shortfall_from);
    const owed = l.projection.find((d) => d.date === l.shortfall_from)?.owed ?? l.owed.total;
    return {
      kind: 'short-later',
      text: T.shortLater(formatDay(l.shortfall_from), n, formatUsdFromDollars(owed), formatUsdFromDollars(l.held_total)),
    };
  }
  return {
    kind: 'covered',
    text: T.covered(days, formatUsdFromDollars(l.margin)),
  };
}

/** The projection chart's points: what is owed at each day's end against what is held. */
export const projectionPoints = (l: Liabilities) => l.projection.map((d) => ({ date: d.date, owed: d.owed, held: l.held_total }));

/** The projection's table, in day order (a plan reads forwards). */
export const projectionRows = (l: Liabilities): string[][] =>
  l.projection.map((d) => [
    formatDay(d.date),
    formatUsdFromDollars(d.profit),
    formatUsdFromDollars(d.principal),
    formatUsdFromDollars(d.owed),
  ]);
