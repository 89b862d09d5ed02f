import { address as btcAddress, networks } from 'bitcoinjs-lib';
import bs58check from 'bs58check';
import { isAddress as isEthAddress } from 'ethers/address';
import { COINS, type CoinSymbol } from './transactions';

// Addresses are checked for their network by the libraries that network's wallets use, so a
// typo is caught by the checksum, not only by a pattern: bitcoinjs-lib (base58check and
// bech32/bech32m), ethers (EIP-55 mixed-case checksum) and bs58check for TRON. Client and
// server import this one module, so the screen refuses what the API refuses, before any
// money is held.

const coinName = (coin: CoinSymbol) => COINS.find((c) => c.symbol === coin)!.name;

export const ADDRESS_MSG = {
  /** a mistyped address for the chosen coin */
  invalidFor: (coin: CoinSymbol) => `This is not a valid ${coinName(coin)} address: check it and try again`,
  /** no coin given and the address belongs to none of ours */
  unknown: 'Enter a valid Bitcoin, Ethereum or Tether (TRC-20) wallet address',
} as const;

function isBitcoinAddress(value: string): boolean {
  try {
    btcAddress.toOutputScript(value, networks.bitcoin);
    return true;
  } catch {
    // Taproot (bech32m, witness v1) needs an elliptic-curve library to build its script;
    // its checksum, version and length are what matter for a payout address.
    try {
      const decoded = btcAddress.fromBech32(value);
      return decoded.prefix === networks.bitcoin.bech32 && decoded.version === 1 && decoded.data.length === 32;
    } catch {
      return false;
    }
  }
}

/** TRON: base58check of 0x41 followed by a 20-byte account id ('T...'). */
function isTronAddress(value: string): boolean {
  if (!value.startsWith('T') || value.length !== 34) return false;
  try {
    const bytes = bs58check.decode(value);
    return bytes.length === 21 && bytes[0] === 0x41;
  } catch {
    return false;
  }
}

/** ETH: 0x + 40 hex digits; mixed case must match its EIP-55 checksum. */
const isEthereumAddress = (value: string): boolean => /^0x[0-9a-fA-F]{40}$/.test(value) && isEthAddress(value);

const CHECKS: Record<CoinSymbol, (value: string) => boolean> = {
  btc: isBitcoinAddress,
  eth: isEthereumAddress,
  // USDT is paid out on TRON (TRC-20)
  usdt: isTronAddress,
};

/** Is `value` a valid address on the network this coin is paid out on? */
export const isValidAddress = (coin: CoinSymbol, value: string): boolean => CHECKS[coin](value.trim());

/** The coin whose network this address belongs to: the three formats never overlap. */
export function inferCoin(value: string): CoinSymbol | undefined {
  const v = value.trim();
  return (Object.keys(CHECKS) as CoinSymbol[]).find((coin) => CHECKS[coin](v));
}
