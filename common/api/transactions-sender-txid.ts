import { z } from 'zod';
import { coinFromLabel, COIN_SYMBOLS } from '../coins';
import { normalizeSenderTxid, SENDER_TXID_MAX, SENDER_TXID_MSG, senderTxidIssue } from '../validation/sender-txid';
import { API_INPUT_MSG } from './list';

// A deposit to one of our shared wallets carries the hash of the sender's payment, for staff
// to match it on the chain: given with the deposit or added while it is pending
// (PUT /api/transaction/sender-txid/{id}). And the rate the deposit screen shows the coin
// amount at, before anything is recorded (GET /api/deposit-rate/{coin}).

/** The hash as typed: its format depends on the coin, checked by senderTxidRefinement / senderTxidIssue. */
export const senderTxidField = z
  .string({ error: () => SENDER_TXID_MSG.required })
  .trim()
  .min(1, { error: () => SENDER_TXID_MSG.required })
  .max(SENDER_TXID_MAX + 8, { error: () => SENDER_TXID_MSG.notAHash })
  .transform(normalizeSenderTxid);

/** The deposit body's hash, checked against its coin's format (a coin that failed has its own message). */
export function senderTxidRefinement(v: { payment_method?: unknown; sender_txid?: string }, ctx: z.RefinementCtx): void {
  if (typeof v.sender_txid !== 'string' || typeof v.payment_method !== 'string') return;
  const coin = coinFromLabel(v.payment_method);
  const message = coin && senderTxidIssue(coin, v.sender_txid);
  if (message) ctx.addIssue({ code: 'custom', path: ['sender_txid'], message });
}

/** PUT /api/transaction/sender-txid/{id}: the investor's own pending deposit to a shared wallet. */
export const senderTxidBodySchema = z.strictObject({ sender_txid: senderTxidField });

/** GET /api/deposit-rate/{coin}. */
export const depositRateParamsSchema = z.object({ coin: z.enum(COIN_SYMBOLS, { error: () => API_INPUT_MSG.notOurCoin }) });

/** The rate a deposit's coin amount is worked out at: live, else the admins' fallback; all null when neither is known. */
export const depositRateSchema = z
  .object({
    coin: z.enum(COIN_SYMBOLS),
    /** USD per coin, a decimal string */
    usd: z.string().nullable(),
    source: z.enum(['live', 'fallback']).nullable(),
    /** when the rate was read (live) or set (fallback) */
    at: z.string().nullable(),
  })
  .describe('DepositRate');
export type DepositRate = z.infer<typeof depositRateSchema>;
