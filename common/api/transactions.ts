import { z } from 'zod';
import { PAYOUT_CHECK_STATES } from '../chain/payout-check';
import { stepUpCodeField } from './two-factor';
import { MSG } from '../messages';
import { positiveMoneySchema } from '../money';
import { ADDRESS_MSG, addressShapeField } from '../crypto-address';
import { coinFromLabel } from '../coins';
import { ALL_STATUSES, MIN_DEPOSIT_USD, MIN_WITHDRAWAL_USD, TRANSACTION_TYPES } from '../transactions';
import { addressIssue, TX_MSG, withdrawalCoin } from '../validation/transaction';
import { API_INPUT_MSG, dateBoundFilterField, searchFilterField, uuidListFilterField } from './list';
import { payoutReferenceField, rejectReasonField, withdrawalReviewFields } from './payouts';
import { onChainDepositFields } from './chain';
import { senderTxidField, senderTxidRefinement } from './transactions-sender-txid';

const userIdField = z.uuid({ error: () => TX_MSG.notOwnId });

/** An amount that moves money: positive, whole cents. */
const amountField = positiveMoneySchema;

/** POST /api/transaction/save, a deposit. */
export const depositSchema = z
  .strictObject({
    userid: userIdField,
    trnx_type: z.literal('deposit'),
    amount: amountField.refine((n) => n >= MIN_DEPOSIT_USD, { error: () => TX_MSG.minDeposit }),
    payment_method: z
      .string({ error: () => TX_MSG.coin })
      .trim()
      .refine((v) => coinFromLabel(v) !== undefined, { error: () => TX_MSG.coin }),
    // names one of our wallets: only its shape here, then the server looks it up. Left out for
    // a coin watched on its chain: the server derives a fresh address and quotes.
    payment_address: addressShapeField(() => TX_MSG.addressRequired).optional(),
    /** to a shared wallet: the hash of the payment, when the sender has it already (they may add it later) */
    sender_txid: senderTxidField.optional(),
  })
  // the hash is checked against the coin's own format, on the screen as on the API
  .superRefine(senderTxidRefinement);

/** A coin by symbol or name, any case, as its symbol ('Bitcoin' -> 'btc'). */
const coinField = z
  .string({ error: () => TX_MSG.coin })
  .refine((v) => coinFromLabel(v) !== undefined, { error: () => TX_MSG.coin })
  .transform((v) => coinFromLabel(v)!);

/** POST /api/transaction/save, a withdrawal: the user comes from the token. */
export const withdrawalSchema = z
  .strictObject({
    trnx_type: z.literal('withdraw').optional(),
    userid: userIdField.optional(),
    amount: amountField.refine((n) => n >= MIN_WITHDRAWAL_USD, { error: () => TX_MSG.minWithdrawal }),
    payment_method: coinField.optional(),
    address: z
      .string({ error: () => TX_MSG.addressRequired })
      .trim()
      .min(1, { error: () => TX_MSG.addressRequired })
      .max(128, { error: () => ADDRESS_MSG.unknown }),
    /** with two-factor sign-in on, a current code (step-up) */
    code: stepUpCodeField,
  })
  // a mistyped address is refused here, before any money is held, on the screen as on the API
  .superRefine((v, ctx) => {
    // runs even when a field failed: a coin or address that failed has its own message already
    if (typeof v.address !== 'string' || !v.address) return;
    if (v.payment_method !== undefined && coinFromLabel(String(v.payment_method)) !== v.payment_method) return;
    const message = addressIssue(withdrawalCoin(v), v.address);
    if (message) ctx.addIssue({ code: 'custom', path: ['address'], message });
  });

export const transactionSaveSchema = z.discriminatedUnion('trnx_type', [depositSchema, withdrawalSchema], {
  error: () => TX_MSG.type,
});

/** POST /api/transaction/invest: terms come from the plan record, whatever is sent here. */
export const investSchema = z
  .strictObject({
    userid: userIdField,
    planId: z.uuid({ error: () => TX_MSG.planRequired }).optional(),
    // the plan's name: how the plan is found when no planId comes
    plan: z
      .string({ error: () => TX_MSG.planRequired })
      .trim()
      .min(1, { error: () => TX_MSG.planRequired })
      .max(200)
      .optional(),
    currency: z.literal('usd', { error: () => TX_MSG.currency }).default('usd'),
    // a missing amount reads 'Please Select or Enter an amount to Invest.'
    amount: z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null || issue.input === '' ? TX_MSG.amountRequired : MSG.amountNumber,
      })
      .pipe(amountField),
    // part of the legacy wire contract; ignored in favour of the plan's own figures
    duration: z.unknown().optional(),
    roi: z.unknown().optional(),
  })
  .refine((v) => v.planId !== undefined || v.plan !== undefined, { error: () => TX_MSG.planRequired, path: ['plan'] });

/** PUT /api/transaction/{id}: an admin's edit. */
export const transactionUpdateSchema = z.strictObject({
  status: z.enum(ALL_STATUSES, { error: () => TX_MSG.statusRequired }),
  amount: amountField.optional(),
  payment_method: z.string().max(200).optional(),
  payment_address: z.string().max(200).optional(),
  /** a withdrawal marked successful: the payout's transaction hash (null: none given) */
  payout_reference: payoutReferenceField.nullable().optional(),
  /** a pending withdrawal set to failed is a rejection: why, as told to the investor (required there, refused elsewhere) */
  reason: rejectReasonField.optional(),
});

/** A transaction as the API shows it, with the legacy wire contract's fields and our typed ones. */
export const transactionSchema = z
  .object({
    _id: z.string(),
    userid: z.string(),
    user_name: z.string().optional(),
    user_email: z.string().optional(),
    /** deposit, withdraw, or the plan's name for an investment (the legacy wire contract) */
    trnx_type: z.string(),
    type: z.enum(TRANSACTION_TYPES),
    amount: z.number(),
    status: z.string(),
    payment_method: z.string(),
    payment_address: z.string(),
    /** a paid withdrawal: the payout's transaction hash, as the admin recorded it; null otherwise */
    payout_reference: z.string().nullable(),
    /** a paid withdrawal: what its chain shows of the payout (common/chain/payout-check.ts); absent otherwise */
    payout_check: z
      .object({
        state: z.enum(PAYOUT_CHECK_STATES),
        confirmations: z.number().int(),
        required_confirmations: z.number().int(),
        /** the payout's page on a block explorer; null when unverified */
        explorer_url: z.string().nullable(),
      })
      .optional(),
    /** a deposit to a shared wallet: the payment's hash as the sender gave it, for staff to match; null until given */
    sender_txid: z.string().nullable().optional(),
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
    /** withdrawals, staff only: the payout desk's review (who approved, paid, rejected) and risk flags */
    ...withdrawalReviewFields,
    /** deposits to a derived address: the quote and the payment's confirmations */
    ...onChainDepositFields,
  })
  .describe('Transaction');
export type PublicTransaction = z.infer<typeof transactionSchema>;

export const transactionListFilterSchema = z.strictObject({
  q: searchFilterField.optional(),
  id: uuidListFilterField.optional(),
  status: z.union([z.enum(ALL_STATUSES), z.array(z.enum(ALL_STATUSES)).max(10)]).optional(),
  trnx_type: z.union([z.enum(TRANSACTION_TYPES), z.array(z.enum(TRANSACTION_TYPES)).max(3)]).optional(),
  userid: z.uuid().optional(),
  createdAt_gte: dateBoundFilterField.optional(),
  createdAt_lte: dateBoundFilterField.optional(),
});
export type TransactionListFilter = z.infer<typeof transactionListFilterSchema>;

export const TRANSACTION_SORTABLE = ['id', '_id', 'createdAt', 'updatedAt', 'amount', 'status', 'trnx_type', 'type', 'userid'] as const;

export const loggedIdParamsSchema = z.object({ logged_id: z.uuid({ error: () => API_INPUT_MSG.notValidId }) });

/**
 * GET /api/transaction/{id}: the user's id. Named `id` like the PUT and DELETE of a transaction
 * at the same path, so the API description has one path, not two differing only in a name.
 */
export const userIdParamsSchema = z.object({
  id: z.uuid({ error: () => API_INPUT_MSG.notValidId }).describe("the user's id"),
});
