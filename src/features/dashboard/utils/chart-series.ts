import type { InsightPoint } from '@/common/api/insight';
import { SERIES_TEXT } from '../texts';

export const SERIES_KEYS = ['balance', 'invested', 'profit', 'total'] as const;
export type SeriesKey = (typeof SERIES_KEYS)[number];

export interface ChartSeries {
  /** each point's UTC day as an instant at its midnight, for a time axis */
  days: Date[];
  /** one line per figure, in SERIES_KEYS order, values in dollars */
  series: { id: SeriesKey; label: string; data: number[] }[];
}

/** The API's points (oldest first) -> the chart's x axis and its four lines. */
export function toChartSeries(points: InsightPoint[]): ChartSeries {
  return {
    days: points.map((p) => new Date(`${p.date}T00:00:00Z`)),
    series: SERIES_KEYS.map((id) => ({ id, label: SERIES_TEXT[id], data: points.map((p) => p[id]) })),
  };
}

/** A point of the time axis back to its day, 'YYYY-MM-DD' (what formatDate reads as a calendar day). */
export const dayKey = (d: Date): string => d.toISOString().slice(0, 10);
