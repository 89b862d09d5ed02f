import { z } from 'zod';

const countAndSum = (what: string) =>
  z.object({
    count: z.number().int().describe(`how many ${what}`),
    amount: z.number().describe(`their total, US dollars`),
  });

/** The figures on the back-office home tiles. */
export const statsSummarySchema = z
  .object({
    users: z.number().int().describe('investors whose account is not deleted'),
    totalBalance: z.number().describe("sum of every user's balance (acct_bal), US dollars"),
    totalProfit: z.number().describe("sum of every user's profit (acct_bonus), US dollars"),
    pendingDeposits: countAndSum('deposits waiting for confirmation'),
    pendingWithdrawals: countAndSum('withdrawals waiting to be paid out'),
    activeInvestments: countAndSum('investments currently earning'),
    pendingKyc: z.number().int().describe('identity verifications waiting for review'),
    generatedAt: z.string().describe('when these figures were read'),
  })
  .describe('StatsSummary');
export type StatsSummary = z.infer<typeof statsSummarySchema>;
