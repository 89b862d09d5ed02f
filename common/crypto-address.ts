// the address and network modules alone: the package's index loads PSBT, payments and scripts
// too, a third more of a server start's time in this library
import * as btcAddress from 'bitcoinjs-lib/src/address';
import { bitcoin as bitcoinNetwork } from 'bitcoinjs-lib/src/networks';
import bs58check from 'bs58check';
import { isAddress as isEthAddress } from 'ethers/address';
import { z } from 'zod';
import { coinBySymbol, COIN_SYMBOLS, type CoinSymbol } from './coins';
import { defineTexts, plain } from './i18n/translate';
import { MSG } from './messages';
import { readText, type LazyText } from './validation/lazy-text';

// Addresses are checked for their network by the libraries that network's wallets use, so a
// typo is caught by the checksum, not only by a pattern: bitcoinjs-lib (base58check and
// bech32/bech32m), ethers (EIP-55 mixed-case checksum) and bs58check for TRON. Client and
// server import this one module, so the screen refuses what the API refuses, before any
// money is held.

export const ADDRESS_MSG = defineTexts('address', {
  /** a mistyped address for the chosen coin */
  invalidFor: (coin: CoinSymbol) => ({ coin: coinBySymbol(coin).name }),
  /** no coin given and the address belongs to none of ours */
  unknown: plain,
});

function isBitcoinAddress(value: string): boolean {
  try {
    btcAddress.toOutputScript(value, bitcoinNetwork);
    return true;
  } catch {
    // Taproot (bech32m, witness v1) needs an elliptic-curve library to build its script;
    // its checksum, version and length are what matter for a payout address.
    try {
      const decoded = btcAddress.fromBech32(value);
      return decoded.prefix === bitcoinNetwork.bech32 && decoded.version === 1 && decoded.data.length === 32;
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
  return COIN_SYMBOLS.find((coin) => CHECKS[coin](v));
}

/**
 * The shape every address of our three networks has: 10 to 128 letters and digits. It is
 * the only pattern rule, used where no coin is known yet: before a deposit's address is looked
 * up among our wallets, and before a wallet's address is checked against its currency (an
 * edit may change the address alone). Everywhere a coin is known, isValidAddress decides.
 */
export const ADDRESS_SHAPE = /^[A-Za-z0-9]{10,128}$/;

/**
 * An address field: required (`requiredMessage`), text (`notTextMessage`), then ADDRESS_SHAPE.
 * A schema kept in a module constant passes its messages as functions, so each is written in the
 * language of the request it refuses.
 */
export const addressShapeField = (requiredMessage: LazyText, notTextMessage: LazyText = requiredMessage) =>
  z
    .string({
      error: (issue) =>
        readText(issue.input === undefined || issue.input === null || issue.input === '' ? requiredMessage : notTextMessage),
    })
    .trim()
    .min(1, { error: () => readText(requiredMessage) })
    .regex(ADDRESS_SHAPE, { error: () => MSG.walletAddressInvalid });
