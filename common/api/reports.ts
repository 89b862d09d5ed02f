import { z } from 'zod';
import { API_INPUT_MSG } from './list';

export const discrepancySchema = z.object({
  userId: z.string(),
  email: z.string(),
  acct_bal: z.number().describe('cached balance, US dollars'),
  ledger_bal: z.number().describe('sum of the balance ledger rows, US dollars'),
  acct_bonus: z.number().describe('cached profit, US dollars'),
  ledger_bonus: z.number().describe('sum of the profit ledger rows, US dollars'),
});

export const reconcileReportSchema = z
  .object({
    ok: z.boolean().describe('every cached figure equals its ledger sum'),
    checkedUsers: z.number().int(),
    discrepancies: z.array(discrepancySchema),
  })
  .describe('ReconcileReport');
export type ReconcileReport = z.infer<typeof reconcileReportSchema>;

// The back-office home's charts. Dollars per UTC day, oldest first.

/** The periods the home's charts offer. */
export const ACTIVITY_PERIODS = [30, 90] as const;
export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];

export const activityQuerySchema = z.object({
  days: z
    .enum(['30', '90'], { error: () => API_INPUT_MSG.activityDays })
    .default('30')
    .transform((d) => Number(d) as ActivityPeriod),
});

export const activityDaySchema = z.object({
  /** the UTC day, YYYY-MM-DD */
  date: z.string(),
  /** deposits credited that day, less deposits reversed that day (ledger 'deposit' + 'deposit_reversal') */
  deposits: z.number(),
  /** withdrawals the payout desk marked paid that day (withdrawal_reviews step 'paid') */
  withdrawals: z.number(),
  /** daily profit credited that day (ledger 'accrual') */
  profit_paid: z.number(),
  /** investors who signed up that day */
  new_investors: z.number().int(),
  /** every balance and profit at the day's end (the ledger's running sum) */
  money_held: z.number(),
});
export type ActivityDay = z.infer<typeof activityDaySchema>;

export const activityReportSchema = z
  .object({ days: z.array(activityDaySchema).describe('every day of the period, today last, zeros included') })
  .describe('ActivityReport');
export type ActivityReport = z.infer<typeof activityReportSchema>;
