import { z } from 'zod';

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
