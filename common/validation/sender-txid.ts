import { coinBySymbol, type CoinSymbol } from '../coins';

// The transaction hash an investor gives for a deposit sent to one of our shared wallets, so
// that staff can find the payment on the chain and match it to the deposit. Each network
// writes its hashes one way: Bitcoin and TRON as 64 hexadecimal digits, Ethereum the same
// after '0x'. Stored in lower case, as block explorers print them.

const HASH_FORMATS: Record<CoinSymbol, { pattern: RegExp; shape: string }> = {
  btc: { pattern: /^[0-9a-f]{64}$/, shape: '64 characters, digits 0-9 and letters a-f' },
  eth: { pattern: /^0x[0-9a-f]{64}$/, shape: "'0x' followed by 64 characters, digits 0-9 and letters a-f" },
  usdt: { pattern: /^[0-9a-f]{64}$/, shape: '64 characters, digits 0-9 and letters a-f' },
};

export const SENDER_TXID_MSG = {
  invalid: (coin: CoinSymbol) => {
    const { name } = coinBySymbol(coin);
    return `This is not a ${name} transaction hash: it is ${HASH_FORMATS[coin].shape}`;
  },
  notPending: 'The transaction hash can be added only while the deposit is pending',
  notSharedWallet:
    'A transaction hash is taken only for a deposit to a shared wallet; a deposit to its own address is matched on the chain',
  notDeposit: 'Only a deposit has a transaction hash to add',
} as const;

/** The hash as stored: trimmed, lower case. */
export const normalizeSenderTxid = (value: string): string => value.trim().toLowerCase();

/** Why this text is not a hash of the coin's network; undefined when it is one. */
export function senderTxidIssue(coin: CoinSymbol, value: string): string | undefined {
  return HASH_FORMATS[coin].pattern.test(normalizeSenderTxid(value)) ? undefined : SENDER_TXID_MSG.invalid(coin);
}

/** The longest hash any of our networks writes (ether's): a longer text is refused before it is read. */
export const SENDER_TXID_MAX = 66;
