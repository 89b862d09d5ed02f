import { z } from 'zod';
import { API_INPUT_MSG } from './list';

// Where an investor's money has stood, day by day, for the dashboard chart.

/** The chart's windows: the last 30 or 90 UTC days (today included), or since the first ledger row. */
export const INSIGHT_RANGES = ['30d', '90d', 'all'] as const;
export type InsightRange = (typeof INSIGHT_RANGES)[number];

/** 'all' goes back at most this many days (about two years), so one answer stays small. */
export const INSIGHT_MAX_DAYS = 731;

export const insightHistoryQuerySchema = z.strictObject({
  range: z.enum(INSIGHT_RANGES, { error: () => API_INPUT_MSG.insightRange }),
  /** staff only: whose history; an investor may only name themself */
  user_id: z.uuid({ error: () => API_INPUT_MSG.notValidId }).optional(),
});

/** One UTC day's end-of-day figures, in dollars. */
export const insightPointSchema = z.object({
  date: z.string().describe('YYYY-MM-DD (UTC)'),
  /** available balance (the balance account) */
  balance: z.number(),
  /** principal of investments running at the day's end */
  invested: z.number(),
  /** profit credited and not yet moved to the balance (the bonus account) */
  profit: z.number(),
  /** balance + invested + profit */
  total: z.number(),
});
export type InsightPoint = z.infer<typeof insightPointSchema>;

export const insightHistorySchema = z
  .object({
    range: z.enum(INSIGHT_RANGES),
    /** oldest first, one per UTC day, the last one today */
    points: z.array(insightPointSchema),
  })
  .describe('InsightHistory');
export type InsightHistory = z.infer<typeof insightHistorySchema>;
