import { z } from 'zod';
import { COIN_SYMBOLS } from '../coins';
import { PASSWORD_MAX } from '../validation/fields';
import { refineAddressForCoin, WITHDRAWAL_ADDRESS_MSG, withdrawalAddressFields } from '../validation/withdrawal-addresses';
import { stepUpCodeField } from './two-factor';

/** One saved address: GET /api/withdrawal-addresses, 201 of POST. */
export const withdrawalAddressSchema = z
  .object({
    _id: z.string(),
    coin: z.enum(COIN_SYMBOLS),
    address: z.string(),
    label: z.string(),
    usable_from: z.string().describe('ISO 8601: with the allow-list on, withdrawals to it are refused before then'),
    createdAt: z.string().describe('ISO 8601'),
  })
  .describe('WithdrawalAddress');
export type PublicWithdrawalAddress = z.infer<typeof withdrawalAddressSchema>;

/** GET /api/withdrawal-addresses filter: `{ coin: 'btc' }` lists one coin's. */
export const withdrawalAddressListFilterSchema = z.strictObject({ coin: withdrawalAddressFields.coin.optional() });
export type WithdrawalAddressListFilter = z.infer<typeof withdrawalAddressListFilterSchema>;

export const WITHDRAWAL_ADDRESS_SORTABLE = ['createdAt', 'label', 'coin'] as const;

/** POST /api/withdrawal-addresses: the address must belong to the coin's network; with 2FA on, a code. */
export const createWithdrawalAddressSchema = z
  .strictObject({ ...withdrawalAddressFields, code: stepUpCodeField })
  .superRefine(refineAddressForCoin);
export type CreateWithdrawalAddressPayload = z.input<typeof createWithdrawalAddressSchema>;

/** GET /api/withdrawal-addresses/allowlist, and the answer of PUT. */
export const allowlistSchema = z.object({ enabled: z.boolean() }).describe('WithdrawalAllowlist');
export type Allowlist = z.infer<typeof allowlistSchema>;

/**
 * PUT /api/withdrawal-addresses/allowlist. On: nothing else. Off: the password, or with
 * two-factor sign-in on a current code (a stolen session alone cannot open the gate).
 */
export const allowlistUpdateSchema = z.strictObject({
  enabled: z.boolean({ error: () => WITHDRAWAL_ADDRESS_MSG.enabledRequired }),
  password: z.string().max(PASSWORD_MAX).optional(),
  code: stepUpCodeField,
});
export type AllowlistUpdatePayload = z.input<typeof allowlistUpdateSchema>;
