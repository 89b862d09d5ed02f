import { z } from 'zod';
import { COIN_SYMBOLS } from '../coins';
import { nonNegativeMoneySchema } from '../money';
import { API_INPUT_MSG } from './list';

// What the platform owes now, what running investments will pay over the
// next days if nothing changes, and the operator's record of what is held per coin. Dollars.

/** How far ahead the projection looks. */
export const LIABILITY_DAYS = 90;

export const liabilitiesSchema = z
  .object({
    as_of: z.string(),
    owed: z.object({
      /** every investor's available balance */
      balances: z.number(),
      /** profit credited and not yet moved to a balance */
      profit: z.number(),
      /** principal of running (active or paused) investments */
      principal_running: z.number(),
      /** the part of it that comes back to a balance at maturity (plans with Deposit Return) */
      principal_returnable: z.number(),
      /** withdrawals asked for and not paid yet: held off the balances, still owed */
      withdrawals_pending: z.number(),
      /** balances + profit + returnable principal + pending withdrawals: what investors can claim (a proof-of-reserves snapshot's total) */
      total: z.number(),
    }),
    held: z.array(z.object({ coin: z.enum(COIN_SYMBOLS), amount: z.number(), updated_at: z.string() })),
    held_total: z.number(),
    /** held_total - owed.total: negative is a shortfall today */
    margin: z.number(),
    /** per UTC day from today: profit the accrual will credit, principal that matures, and what is owed after it */
    projection: z.array(z.object({ date: z.string(), profit: z.number(), principal: z.number(), owed: z.number() })),
    /** the first day on which what is owed passes what is held (today included); null when it does not within the projection */
    shortfall_from: z.string().nullable(),
  })
  .describe('Liabilities');
export type Liabilities = z.infer<typeof liabilitiesSchema>;

/** PUT /api/reports/holdings/{coin} (admin): the USD value held in that coin. */
export const holdingUpdateSchema = z.strictObject({ amount: nonNegativeMoneySchema });
export const holdingParamsSchema = z.object({ coin: z.enum(COIN_SYMBOLS, { error: () => API_INPUT_MSG.notOurCoin }) });
