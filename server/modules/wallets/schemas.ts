import { z } from 'zod';
import { COIN_SYMBOLS, type CoinSymbol } from '../../../common/coins';
import type { WalletRow } from '../../db/schema';

// The database enum and the shared list of coins must name the same values.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const coinsMatch: Same<WalletRow['currency'], CoinSymbol> = true;
void coinsMatch;

/** A deposit wallet as the API shows it. */
export const walletSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    address: z.string(),
    currency: z.enum(COIN_SYMBOLS),
    status: z.boolean().describe('offered on the deposit screen'),
    createdAt: z.string(),
  })
  .describe('Wallet');
export type PublicWallet = z.infer<typeof walletSchema>;

export const walletListFilterSchema = z.strictObject({
  q: z.string().max(200).optional(),
  id: z.array(z.uuid()).max(500).optional(),
  currency: z.enum(COIN_SYMBOLS).optional(),
  status: z.boolean().optional(),
});
export type WalletListFilter = z.infer<typeof walletListFilterSchema>;

export const WALLET_SORTABLE = ['id', 'name', 'address', 'currency', 'status', 'createdAt'] as const;

/** GET /api/address/{x}: a coin symbol or a wallet id. */
export const walletLookupParamsSchema = z.object({
  x: z.string().describe('a coin symbol (btc, eth, usdt) or a wallet _id'),
});
