import { z } from 'zod';
import { ALL_STATUSES, TRANSACTION_TYPES } from '../../../common/transactions';

/** A transaction as the API shows it, with SPEC.md's legacy fields and our typed ones. */
export const transactionSchema = z
  .object({
    _id: z.string(),
    userid: z.string(),
    user_name: z.string().optional(),
    user_email: z.string().optional(),
    /** deposit, withdraw, or the plan's name for an investment (SPEC.md) */
    trnx_type: z.string(),
    type: z.enum(TRANSACTION_TYPES),
    amount: z.number(),
    status: z.string(),
    payment_method: z.string(),
    payment_address: z.string(),
    /** a paid withdrawal: the payout's transaction hash, as the admin recorded it; null otherwise */
    payout_reference: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    plan_id: z.string().nullable().optional(),
    roi: z.number().nullable().optional(),
    duration: z.number().nullable().optional(),
    deposit_return: z.boolean().nullable().optional(),
    start_date: z.string().nullable().optional(),
    end_date: z.string().nullable().optional(),
    accrued_days: z.number().optional(),
    /** profit paid so far for an investment, in dollars */
    profit: z.number().optional(),
  })
  .describe('Transaction');
export type PublicTransaction = z.infer<typeof transactionSchema>;

export const transactionListFilterSchema = z.strictObject({
  q: z.string().max(200).optional(),
  id: z.array(z.uuid()).max(500).optional(),
  status: z.union([z.enum(ALL_STATUSES), z.array(z.enum(ALL_STATUSES)).max(10)]).optional(),
  trnx_type: z.union([z.enum(TRANSACTION_TYPES), z.array(z.enum(TRANSACTION_TYPES)).max(3)]).optional(),
  userid: z.uuid().optional(),
  createdAt_gte: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  createdAt_lte: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});
export type TransactionListFilter = z.infer<typeof transactionListFilterSchema>;

export const TRANSACTION_SORTABLE = ['id', '_id', 'createdAt', 'updatedAt', 'amount', 'status', 'trnx_type', 'type', 'userid'] as const;

export const loggedIdParamsSchema = z.object({ logged_id: z.uuid({ error: 'Not a valid id' }) });
