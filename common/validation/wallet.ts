import { z } from 'zod';
import { ADDRESS_MSG, addressShapeField, isValidAddress } from '../crypto-address';
import { COIN_SYMBOLS, isCoinSymbol, type CoinSymbol } from '../coins';
import { defineTexts, plain } from '../i18n/translate';
import { MSG } from '../messages';
import { requiredOr } from './plan';

// The deposit-wallet rules, written once for the API
// and the react-admin wallet form.

export const WALLET_NAME_MAX = 100;

/** What the wallet form's fields are called inside a message ('Name is required'). */
const WALLET_FIELD_LABELS = defineTexts('walletField', {
  name: plain,
  address: plain,
  currency: plain,
  status: plain,
});

const nameLabel = () => WALLET_FIELD_LABELS.name;

export const walletFields = {
  name: z
    .string({ error: requiredOr(nameLabel, () => MSG.mustBeText(nameLabel())) })
    .trim()
    .min(1, { error: () => MSG.required(nameLabel()) })
    .max(WALLET_NAME_MAX, { error: () => MSG.nameMax }),
  // the shape first (an edit may send the address alone), then its currency's checksum below
  address: addressShapeField(
    () => MSG.required(WALLET_FIELD_LABELS.address),
    () => MSG.mustBeText(WALLET_FIELD_LABELS.address),
  ),
  currency: z.enum(COIN_SYMBOLS, {
    error: requiredOr(
      () => WALLET_FIELD_LABELS.currency,
      () => MSG.walletCurrencyInvalid,
    ),
  }),
  /** only active wallets are offered on the deposit screen (default true) */
  status: z.boolean({ error: () => MSG.mustBeBoolean(WALLET_FIELD_LABELS.status) }),
};

const { status, ...requiredFields } = walletFields;

/** A whole wallet as sent: status optional (defaults to true). */
export const walletBodyFields = { ...requiredFields, status: status.optional() };

/**
 * The deposit screen shows this address to investors: it must be an address of the
 * currency's own network, checksum included, or their money goes nowhere. Undefined when fine.
 */
export function walletAddressIssue(currency: unknown, address: unknown): string | undefined {
  if (typeof address !== 'string' || typeof currency !== 'string' || !isCoinSymbol(currency)) return undefined;
  return isValidAddress(currency, address) ? undefined : ADDRESS_MSG.invalidFor(currency);
}

/** Adds the address-for-its-currency issue when both are there (each field's own rules come first). */
export const checkAddressForCurrency = (v: { address?: string; currency?: CoinSymbol }, ctx: z.RefinementCtx) => {
  // an address that broke its own rules has its message already
  const message = walletFields.address.safeParse(v.address).success ? walletAddressIssue(v.currency, v.address) : undefined;
  if (message) ctx.addIssue({ code: 'custom', path: ['address'], message });
};

/** The react-admin wallet form: same rules; the edited record's other keys are dropped. */
export const walletFormSchema = z.object(walletBodyFields).superRefine(checkAddressForCurrency);
