import { z } from 'zod';
import { defineTexts, plain } from '../i18n/translate';
import { withGetters } from '../validation/lazy-text';
import { PAYOUT_BULK_MAX } from '../validation/payouts';

// Bitcoin payout batches: one unsigned PSBT paying several approved withdrawals, signed in the
// operator's wallet, broadcast there or through the server; the watcher marks what it paid.

export const BATCH_FEE_RATE_MAX = 2_000;

/** Messages filled with this module's limits: BATCH_MSG reads them as properties. */
const BATCH_LIMIT_MSG = defineTexts('batch', {
  tooMany: (max: number) => ({ max }),
  feeRate: (max: number) => ({ max }),
});

export const BATCH_MSG = withGetters(
  defineTexts('batch', {
    idsRequired: plain,
    notBitcoin: plain,
    needsApproval: plain,
    inAnotherBatch: plain,
    noKey: plain,
    noFingerprint: plain,
    notEnough: (haveSats: number, needSats: number) => ({ have: haveSats, need: needSats }),
    notAPsbt: plain,
    otherTransaction: plain,
    notSigned: plain,
    notBuilt: (state: string) => ({ state }),
    notFound: plain,
    refused: (detail: string) => ({ detail }),
    /** an id of the batch's body, or the batch's own id in the path */
    notWithdrawalId: plain,
    notBatchId: plain,
  }),
  {
    tooMany: () => BATCH_LIMIT_MSG.tooMany(PAYOUT_BULK_MAX),
    feeRate: () => BATCH_LIMIT_MSG.feeRate(BATCH_FEE_RATE_MAX),
  },
);

/** POST /api/payouts/batches (admins): the withdrawals to pay and the fee rate the operator picks. */
export const batchCreateSchema = z.strictObject({
  ids: z
    .array(z.uuid({ error: () => BATCH_MSG.notWithdrawalId }))
    .min(1, { error: () => BATCH_MSG.idsRequired })
    .max(PAYOUT_BULK_MAX, { error: () => BATCH_MSG.tooMany }),
  fee_rate: z
    .number({ error: () => BATCH_MSG.feeRate })
    .int({ error: () => BATCH_MSG.feeRate })
    .min(1, { error: () => BATCH_MSG.feeRate })
    .max(BATCH_FEE_RATE_MAX, { error: () => BATCH_MSG.feeRate }),
});
export type BatchCreateInput = z.infer<typeof batchCreateSchema>;

/** POST /api/payouts/batches/{id}/signed (admins): the PSBT as the wallet signed it, base64. */
export const batchSignedSchema = z.strictObject({
  psbt: z
    .string({ error: () => BATCH_MSG.notAPsbt })
    .trim()
    .min(1, { error: () => BATCH_MSG.notAPsbt })
    .max(2_000_000, { error: () => BATCH_MSG.notAPsbt }),
});

export const batchParamsSchema = z.object({ id: z.uuid({ error: () => BATCH_MSG.notBatchId }) });

export const payoutBatchSchema = z
  .object({
    id: z.string(),
    state: z.enum(['built', 'broadcast', 'paid', 'cancelled']),
    txid: z.string(),
    /** the unsigned PSBT, base64 */
    psbt: z.string(),
    fee_rate: z.number().int(),
    fee_sats: z.number().int(),
    change_address: z.string().nullable(),
    change_sats: z.number().int(),
    inputs: z.array(z.object({ txid: z.string(), vout: z.number().int(), address: z.string(), sats: z.number().int(), path: z.string() })),
    items: z.array(z.object({ transaction_id: z.string(), address: z.string(), sats: z.number().int(), amount_usd: z.number() })),
    created_by: z.string(),
    created_at: z.string(),
    broadcast_at: z.string().nullable(),
    paid_at: z.string().nullable(),
  })
  .describe('PayoutBatch');
export type PayoutBatch = z.infer<typeof payoutBatchSchema>;
export const payoutBatchListSchema = z.array(payoutBatchSchema);
