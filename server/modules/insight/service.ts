import { fromCents } from '@/common/money';
import { INSIGHT_MAX_DAYS, type InsightHistory, type InsightPoint, type InsightRange } from '@/common/api/insight';
import type { Queryable } from '@/server/db/client';
import { dailyDeltas, type DayDelta } from './repository';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const startOfUtcDay = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

const WINDOW_DAYS: Record<Exclude<InsightRange, 'all'>, number> = { '30d': 30, '90d': 90 };

/** The first day shown: 29 or 89 days before today, or the first day with a movement (at most ~2 years back). */
function firstDay(range: InsightRange, today: number, deltas: DayDelta[]): number {
  if (range !== 'all') return today - (WINDOW_DAYS[range] - 1) * DAY_MS;
  const earliest = today - (INSIGHT_MAX_DAYS - 1) * DAY_MS;
  const first = deltas.length ? Date.parse(`${deltas[0].day}T00:00:00Z`) : today;
  return Math.min(today, Math.max(earliest, first));
}

/**
 * End-of-day balance, invested principal, profit and their total for every UTC day of the
 * range, today last. Running sums in integer cents; dollars only in the answer. Rows dated
 * after today's end (the database clock ahead of the app's) count in today's point, so today
 * always equals the cached figures.
 */
export async function insightHistory(db: Queryable, userId: string, range: InsightRange, now: Date): Promise<InsightHistory> {
  const deltas = await dailyDeltas(db, userId);
  const today = startOfUtcDay(now);
  const from = firstDay(range, today, deltas);
  const todayKey = dayOf(today);
  const sums = { balance: 0, profit: 0, invested: 0 };
  let next = 0;
  const addUpTo = (key: string) => {
    while (next < deltas.length && (deltas[next].day <= key || key === todayKey)) {
      sums.balance += deltas[next].balance;
      sums.profit += deltas[next].profit;
      sums.invested += deltas[next].invested;
      next += 1;
    }
  };
  const points: InsightPoint[] = [];
  for (let day = from; day <= today; day += DAY_MS) {
    const key = dayOf(day);
    addUpTo(key);
    points.push({
      date: key,
      balance: fromCents(sums.balance),
      invested: fromCents(sums.invested),
      profit: fromCents(sums.profit),
      total: fromCents(sums.balance + sums.invested + sums.profit),
    });
  }
  return { range, points };
}
