import { coinBySymbol, type CoinSymbol } from '../coins';
import { defineTexts, plain } from '../i18n/translate';

// The transaction hash an investor gives for a deposit sent to one of our shared wallets, so
// that staff can find the payment on the chain and match it to the deposit. Each network
// writes its hashes one way: Bitcoin and TRON as 64 hexadecimal digits, Ethereum the same
// after '0x'. Stored in lower case, as block explorers print them.

/** `shape` names how the message describes the format ('hex': 64 hexadecimal digits, 'hex0x': the same after '0x'). */
const HASH_FORMATS: Record<CoinSymbol, { pattern: RegExp; shape: 'hex' | 'hex0x' }> = {
  btc: { pattern: /^[0-9a-f]{64}$/, shape: 'hex' },
  eth: { pattern: /^0x[0-9a-f]{64}$/, shape: 'hex0x' },
  usdt: { pattern: /^[0-9a-f]{64}$/, shape: 'hex' },
};

export const SENDER_TXID_MSG = defineTexts('senderTxid', {
  invalid: (coin: CoinSymbol) => ({ coin: coinBySymbol(coin).name, shape: HASH_FORMATS[coin].shape }),
  notPending: plain,
  notSharedWallet: plain,
  notDeposit: plain,
  /** the hash field left empty */
  required: plain,
  /** longer than any hash of our networks */
  notAHash: plain,
});

/** The hash as stored: trimmed, lower case. */
export const normalizeSenderTxid = (value: string): string => value.trim().toLowerCase();

/** Why this text is not a hash of the coin's network; undefined when it is one. */
export function senderTxidIssue(coin: CoinSymbol, value: string): string | undefined {
  return HASH_FORMATS[coin].pattern.test(normalizeSenderTxid(value)) ? undefined : SENDER_TXID_MSG.invalid(coin);
}

/** The longest hash any of our networks writes (ether's): a longer text is refused before it is read. */
export const SENDER_TXID_MAX = 66;
