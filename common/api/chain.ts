import { z } from 'zod';
import { COIN_SYMBOLS } from '../coins';
import { CHAIN_PAYMENT_STATUSES, DEPOSIT_FLAGS } from '../chain/coins';
import { defineTexts, plain } from '../i18n/translate';
import { API_INPUT_MSG, uuidListFilterField } from './list';

// The on-chain deposit API: which coins are watched on their chain, the on-chain fields of a deposit,
// every on-chain payment for staff, and the fallback rates admins set.

/** GET /api/deposit-options: per coin, whether a deposit gets its own address watched on the chain. */
export const depositOptionSchema = z
  .object({
    symbol: z.enum(COIN_SYMBOLS),
    /** true: the deposit gets a fresh address and a quote, and is credited on confirmation */
    on_chain: z.boolean(),
    /** confirmations before credit (on-chain coins) */
    required_confirmations: z.number().int(),
    /** the token's contract on its chain, for the payment URI (USDT on TRON: TRON_USDT_CONTRACT); null for a native coin */
    token_contract: z.string().nullable(),
  })
  .describe('DepositOption');
export type DepositOption = z.infer<typeof depositOptionSchema>;

/** A deposit's on-chain fields (absent or null for a deposit to a shared wallet). */
export const onChainDepositFields = {
  coin_amount: z.string().nullable().optional().describe('the exact coin amount quoted, a decimal string'),
  quote_expires_at: z.string().nullable().optional().describe('until then the quoted amount holds'),
  confirmations: z.number().int().nullable().optional().describe('of the payment seen so far; null before one is seen'),
  required_confirmations: z.number().int().nullable().optional(),
  quote_rate: z.string().nullable().optional().describe('staff only: USD per coin of the quote'),
  quoted_amount: z.number().nullable().optional().describe('staff only: the USD asked for, before what arrived'),
  deposit_flags: z.array(z.enum(DEPOSIT_FLAGS)).optional().describe('staff only: what the watcher saw'),
};

/** GET /api/chain-payments (staff): one payment seen on a chain to a derived address. */
export const chainPaymentSchema = z
  .object({
    _id: z.string(),
    coin: z.enum(COIN_SYMBOLS),
    txid: z.string(),
    /** the output (BTC) or log (TRC-20) index within the transaction; 0 for ether */
    output_index: z.number().int(),
    address: z.string(),
    /** coin received, an exact decimal string */
    coin_amount: z.string(),
    confirmations: z.number().int(),
    required_confirmations: z.number().int(),
    status: z.enum(CHAIN_PAYMENT_STATUSES),
    block_number: z.number().int().nullable(),
    /** the deposit record it credited (or will) */
    transaction_id: z.string().nullable(),
    userid: z.string().nullable(),
    user_email: z.string().nullable().optional(),
    /** the deposit's owner, for staff to read a name rather than an id */
    user_name: z.string().nullable().optional(),
    /** the deposit's quote: coin amount and USD asked */
    quoted_coin_amount: z.string().nullable(),
    quoted_amount: z.number().nullable(),
    /** USD credited for this payment, once credited */
    credited_amount: z.number().nullable(),
    /** USD per coin it was credited at */
    rate: z.string().nullable(),
    flags: z.array(z.enum(DEPOSIT_FLAGS)),
    explorer_url: z.string(),
    seen_at: z.string(),
    credited_at: z.string().nullable(),
  })
  .describe('ChainPayment');
export type PublicChainPayment = z.infer<typeof chainPaymentSchema>;

export const chainPaymentListFilterSchema = z.strictObject({
  q: z.string().max(200).optional(),
  id: uuidListFilterField.optional(),
  coin: z.enum(COIN_SYMBOLS).optional(),
  status: z.enum(CHAIN_PAYMENT_STATUSES).optional(),
  userid: z.uuid().optional(),
  transaction_id: z.uuid().optional(),
});
export type ChainPaymentListFilter = z.infer<typeof chainPaymentListFilterSchema>;
export const CHAIN_PAYMENT_SORTABLE = ['seen_at', 'credited_at', 'confirmations', 'coin', 'status'] as const;

/** GET /api/chain/rates (staff): the live rate and the admin's fallback per coin. */
export const coinRateSchema = z
  .object({
    coin: z.enum(COIN_SYMBOLS),
    /** from the price source, when it last answered */
    live_usd: z.string().nullable(),
    live_at: z.string().nullable(),
    /** why the price source's last call failed, and when it was made; null once it answers again */
    live_error: z.string().nullable(),
    live_error_at: z.string().nullable(),
    /** set by an admin; used when the price source cannot be reached */
    fallback_usd: z.string().nullable(),
    fallback_updated_at: z.string().nullable(),
  })
  .describe('CoinRate');
export type CoinRate = z.infer<typeof coinRateSchema>;

export const RATE_MSG = defineTexts('rate', {
  rate: plain,
  unavailable: plain,
  noAddress: plain,
});

/** PUT /api/chain/rates/{coin} (admin): a fallback rate in USD per coin, or null to remove it. */
export const fallbackRateSchema = z.strictObject({
  usd: z
    .string({ error: () => RATE_MSG.rate })
    .trim()
    .regex(/^\d{1,12}(\.\d{1,8})?$/, { error: () => RATE_MSG.rate })
    .refine((v) => Number(v) > 0, { error: () => RATE_MSG.rate })
    .nullable(),
});
export const coinParamsSchema = z.object({ coin: z.enum(COIN_SYMBOLS, { error: () => API_INPUT_MSG.notOurCoin }) });
