import { z } from 'zod';
import { ADDRESS_MSG, addressShapeField, isValidAddress } from '../crypto-address';
import { COIN_SYMBOLS, isCoinSymbol, type CoinSymbol } from '../coins';
import { MSG } from '../messages';
import { requiredOr } from './plan';

// The deposit-wallet rules (SPEC.md section 5, 'Admin forms'), written once for the API
// and the react-admin wallet form.

export const WALLET_NAME_MAX = 100;

export const walletFields = {
  name: z
    .string({ error: requiredOr('Name', MSG.mustBeText('Name')) })
    .trim()
    .min(1, MSG.required('Name'))
    .max(WALLET_NAME_MAX, MSG.nameMax),
  // the shape first (an edit may send the address alone), then its currency's checksum below
  address: addressShapeField(MSG.required('Address'), MSG.mustBeText('Address')),
  currency: z.enum(COIN_SYMBOLS, { error: requiredOr('Currency', MSG.walletCurrencyInvalid) }),
  /** only active wallets are offered on the deposit screen (default true) */
  status: z.boolean({ error: MSG.mustBeBoolean('Status') }),
};

const { status, ...requiredFields } = walletFields;

/**
 * The deposit screen shows this address to investors: it must be an address of the
 * currency's own network, checksum included, or their money goes nowhere. Undefined when fine.
 */
export function walletAddressIssue(currency: unknown, address: unknown): string | undefined {
  if (typeof address !== 'string' || typeof currency !== 'string' || !isCoinSymbol(currency)) return undefined;
  return isValidAddress(currency, address) ? undefined : ADDRESS_MSG.invalidFor(currency);
}

/** Adds the address-for-its-currency issue when both are there (each field's own rules come first). */
const checkAddressForCurrency = (v: { address?: string; currency?: CoinSymbol }, ctx: z.RefinementCtx) => {
  // an address that broke its own rules has its message already
  const message = walletFields.address.safeParse(v.address).success ? walletAddressIssue(v.currency, v.address) : undefined;
  if (message) ctx.addIssue({ code: 'custom', path: ['address'], message });
};

/** POST /api/address/save: name, address, currency required; unknown fields refused. */
export const walletCreateSchema = z
  .strictObject({ ...requiredFields, status: status.optional() })
  .superRefine(checkAddressForCurrency);
export type WalletCreatePayload = z.input<typeof walletCreateSchema>;
export type WalletCreateInput = z.output<typeof walletCreateSchema>;

/** PUT /api/address/{id}: any subset of the fields (the server checks the address against the stored currency too). */
export const walletUpdateSchema = z
  .strictObject({
    name: walletFields.name.optional(),
    address: walletFields.address.optional(),
    currency: walletFields.currency.optional(),
    status: walletFields.status.optional(),
  })
  .superRefine(checkAddressForCurrency);
export type WalletUpdatePayload = z.input<typeof walletUpdateSchema>;
export type WalletUpdateInput = z.output<typeof walletUpdateSchema>;

/** The react-admin wallet form: same rules; the edited record's other keys are dropped. */
export const walletFormSchema = z.object({ ...requiredFields, status: status.optional() }).superRefine(checkAddressForCurrency);
export type WalletFormValues = z.input<typeof walletFormSchema>;
