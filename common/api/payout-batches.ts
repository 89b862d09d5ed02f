import { z } from 'zod';
import { PAYOUT_BULK_MAX } from '../validation/payouts';

// Bitcoin payout batches: one unsigned PSBT paying several approved withdrawals, signed in the
// operator's wallet, broadcast there or through the server; the watcher marks what it paid.

export const BATCH_FEE_RATE_MAX = 2_000;

export const BATCH_MSG = {
  idsRequired: 'Choose at least one withdrawal',
  tooMany: `At most ${PAYOUT_BULK_MAX} withdrawals in a batch`,
  feeRate: `The fee rate is a whole number of sat/vB from 1 to ${BATCH_FEE_RATE_MAX}`,
  notBitcoin: 'Only bitcoin withdrawals go in a bitcoin batch',
  needsApproval: 'Only withdrawals approved by another staff member go in a batch: approve it first',
  inAnotherBatch: 'This withdrawal is in a batch already: cancel that batch first',
  noKey: "Batches need the operator's bitcoin key (BTC_XPUB) and its node (ESPLORA_URL)",
  noFingerprint:
    "Set BTC_MASTER_FINGERPRINT (the wallet's master fingerprint) so that your wallet recognises the batch's inputs and signs them",
  notEnough: (haveSats: number, needSats: number) =>
    `The operator's confirmed bitcoin (${haveSats} sat) does not cover the batch and its fee (${needSats} sat)`,
  notAPsbt: 'This is not a PSBT (base64, or the .psbt file)',
  otherTransaction: "This PSBT is another transaction than the batch's: upload the batch's PSBT once your wallet has signed it",
  notSigned: 'The PSBT is not fully signed: sign every input in your wallet, then upload it again',
  notBuilt: (state: string) => `This batch is ${state}: only a batch waiting for its signature can take one or be cancelled`,
  notFound: 'There is no such batch',
  refused: (detail: string) => `The network refused the transaction: ${detail}`,
} as const;

/** POST /api/payouts/batches (admins): the withdrawals to pay and the fee rate the operator picks. */
export const batchCreateSchema = z.strictObject({
  ids: z
    .array(z.uuid({ error: 'Not a withdrawal id' }))
    .min(1, BATCH_MSG.idsRequired)
    .max(PAYOUT_BULK_MAX, BATCH_MSG.tooMany),
  fee_rate: z
    .number({ error: BATCH_MSG.feeRate })
    .int(BATCH_MSG.feeRate)
    .min(1, BATCH_MSG.feeRate)
    .max(BATCH_FEE_RATE_MAX, BATCH_MSG.feeRate),
});
export type BatchCreateInput = z.infer<typeof batchCreateSchema>;

/** POST /api/payouts/batches/{id}/signed (admins): the PSBT as the wallet signed it, base64. */
export const batchSignedSchema = z.strictObject({
  psbt: z.string({ error: BATCH_MSG.notAPsbt }).trim().min(1, BATCH_MSG.notAPsbt).max(2_000_000, BATCH_MSG.notAPsbt),
});

export const batchParamsSchema = z.object({ id: z.uuid({ error: 'Not a batch id' }) });

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
