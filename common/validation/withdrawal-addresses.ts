import { getAddress } from 'ethers/address';
import { z } from 'zod';
import { COINS, COIN_SYMBOLS, type CoinSymbol } from '../coins';
import { defineTexts, plain } from '../i18n/translate';
import { MSG } from '../messages';
import { addressIssue } from './transaction';
import { formatDateTime } from '../date-format';
import { withGetters } from './lazy-text';

// The withdrawal address book: the field rules and every sentence the API
// and the investor's screens share.

export const ADDRESS_LABEL_MAX = 40;
/** Live saved addresses per coin and investor: a book, not a dump. */
export const MAX_ADDRESSES_PER_COIN = 20;

/** "25 Nov 2026, 12:20 AM UTC": how a hold's end is written where the reader's zone is unknown (API messages). */
export const formatHoldTime = (at: Date | string): string => `${formatDateTime(at, 'UTC')} UTC`;

/** Messages filled with the rules' figures: WITHDRAWAL_ADDRESS_MSG reads them as properties. */
const ADDRESS_LIMIT_MSG = defineTexts('withdrawalAddress', {
  coin: (coins: string) => ({ coins }),
  labelTooLong: (max: number) => ({ max }),
  tooMany: (max: number) => ({ max }),
});

export const WITHDRAWAL_ADDRESS_MSG = withGetters(
  defineTexts('withdrawalAddress', {
    addressRequired: plain,
    labelRequired: plain,
    duplicate: plain,
    notFound: plain,
    enabledRequired: plain,
    passwordNeeded: plain,
    /** enforcement on POST /api/transaction/save with the allow-list on */
    notSaved: plain,
    onHold: (usableFrom: Date | string) => ({ from: formatHoldTime(usableFrom) }),
    added: plain,
    deleted: plain,
    allowlistOn: plain,
    allowlistOff: plain,
  }),
  {
    coin: () => ADDRESS_LIMIT_MSG.coin(COINS.map((c) => c.name).join(', ')),
    labelTooLong: () => ADDRESS_LIMIT_MSG.labelTooLong(ADDRESS_LABEL_MAX),
    tooMany: () => ADDRESS_LIMIT_MSG.tooMany(MAX_ADDRESSES_PER_COIN),
    notYours: () => MSG.forbidden,
    passwordWrong: () => MSG.currentPasswordWrong,
  },
);

const addressCoinField = z.enum(COIN_SYMBOLS, { error: () => WITHDRAWAL_ADDRESS_MSG.coin });

const addressLabelField = z
  .string({ error: () => WITHDRAWAL_ADDRESS_MSG.labelRequired })
  .trim()
  .min(1, { error: () => WITHDRAWAL_ADDRESS_MSG.labelRequired })
  .max(ADDRESS_LABEL_MAX, { error: () => WITHDRAWAL_ADDRESS_MSG.labelTooLong });

const addressTextField = z
  .string({ error: () => WITHDRAWAL_ADDRESS_MSG.addressRequired })
  .trim()
  .min(1, { error: () => WITHDRAWAL_ADDRESS_MSG.addressRequired })
  .max(128, { error: () => WITHDRAWAL_ADDRESS_MSG.addressRequired });

/** The address must belong to the coin's own network, checksum included (the withdrawal's rule). */
const addressForCoinIssue = (coin: CoinSymbol, address: string): string | undefined => addressIssue(coin, address.trim());

/** The address book's fields: the API's body adds the step-up code; the add form uses them as they are. */
export const withdrawalAddressFields = { coin: addressCoinField, address: addressTextField, label: addressLabelField };

/** Refinement of an object with coin and address: the address is checked for the coin's network once both are there. */
export function refineAddressForCoin(v: { coin: unknown; address: unknown }, ctx: z.RefinementCtx) {
  if (typeof v.address !== 'string' || !v.address.trim() || !(COIN_SYMBOLS as readonly unknown[]).includes(v.coin)) return;
  const message = addressForCoinIssue(v.coin as CoinSymbol, v.address);
  if (message) ctx.addIssue({ code: 'custom', path: ['address'], message });
}

/** The add form (Profile > Withdrawal addresses). */
export const withdrawalAddressFormSchema = z.object(withdrawalAddressFields).superRefine(refineAddressForCoin);
export type WithdrawalAddressFormValues = z.input<typeof withdrawalAddressFormSchema>;

/**
 * One spelling per address, so that the book's uniqueness and the allow-list's comparison do
 * not depend on case: Ethereum in its EIP-55 checksum case, bech32 Bitcoin in lower case
 * (both case-insensitive by their standards); base58 addresses (legacy Bitcoin, TRON) are
 * case-sensitive and stay as typed. Call it on addresses that passed addressForCoinIssue.
 */
export function canonicalAddress(coin: CoinSymbol, address: string): string {
  const v = address.trim();
  if (coin === 'eth') return getAddress(v.toLowerCase());
  if (coin === 'btc' && /^bc1/i.test(v)) return v.toLowerCase();
  return v;
}
