import { z } from 'zod';
import { COIN_SYMBOLS } from '../coins';
import { checkAddressForCurrency, walletBodyFields, walletFields } from '../validation/wallet';
import { searchFilterField, uuidListFilterField } from './list';

/** POST /api/address/save: name, address, currency required; unknown fields refused. */
export const walletCreateSchema = z.strictObject(walletBodyFields).superRefine(checkAddressForCurrency);
export type WalletCreateInput = z.output<typeof walletCreateSchema>;

/** PUT /api/address/{id}: any subset of the fields (the server checks the address against the stored currency too). */
export const walletUpdateSchema = z.strictObject(walletFields).partial().superRefine(checkAddressForCurrency);
export type WalletUpdateInput = z.output<typeof walletUpdateSchema>;

/** A deposit wallet as the API shows it. */
export const walletSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    address: z.string(),
    currency: z.enum(COIN_SYMBOLS),
    status: z.boolean().describe('offered on the deposit screen'),
    placeholder: z
      .boolean()
      .describe('the address is one of the seeded demo addresses nobody holds the key to (common/placeholder-wallets.ts)'),
    createdAt: z.string(),
  })
  .describe('Wallet');
export type PublicWallet = z.infer<typeof walletSchema>;

export const walletListFilterSchema = z.strictObject({
  q: searchFilterField.optional(),
  id: uuidListFilterField.optional(),
  currency: z.enum(COIN_SYMBOLS).optional(),
  status: z.boolean().optional(),
  /** true: only wallets at a seeded demo address; false: only real ones */
  placeholder: z.boolean().optional(),
});
export type WalletListFilter = z.infer<typeof walletListFilterSchema>;

export const WALLET_SORTABLE = ['id', 'name', 'address', 'currency', 'status', 'createdAt'] as const;

/**
 * GET /api/address/{id}: a coin symbol or a wallet id. Named `id` like the wallet's PUT and
 * DELETE at the same path, so the API description has one path, not two differing only in a name.
 */
export const walletLookupParamsSchema = z.object({
  id: z.string().describe('a coin symbol (btc, eth, usdt) or a wallet _id'),
});
