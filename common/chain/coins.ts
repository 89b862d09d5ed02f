// What the platform knows of each coin's chain, written once: the server's
// derivation, quotes and watchers, the deposit dialog's amount, QR code and status, and the
// back-office's payments list all read it.
import type { CoinSymbol } from '../coins';
import { defineTexts, plain } from '../i18n/translate';

export type ChainNetwork = 'bitcoin' | 'ethereum' | 'tron';

export interface ChainCoin {
  symbol: CoinSymbol;
  network: ChainNetwork;
  /** base units per coin, as a power of ten (satoshi 8, wei 18, TRC-20 USDT 6) */
  decimals: number;
  /** a quote is rounded up to this many decimals: what a wallet lets a person type */
  quoteDecimals: number;
  /** CoinGecko's id, for the simple-price API */
  priceId: string;
  /** the derivation below the xpub's account: m/84'/0'/0' (BTC), m/44'/60'/0' (ETH), m/44'/195'/0' (TRON) */
  accountPath: string;
  /** confirmations before credit, unless BTC_/ETH_/TRON_CONFIRMATIONS says otherwise */
  defaultConfirmations: number;
  /** where a payment can be looked at; {txid} is replaced */
  defaultExplorerTxUrl: string;
}

export const CHAIN_COINS: Record<CoinSymbol, ChainCoin> = {
  btc: {
    symbol: 'btc',
    network: 'bitcoin',
    decimals: 8,
    quoteDecimals: 8,
    priceId: 'bitcoin',
    accountPath: "m/84'/0'/0'",
    defaultConfirmations: 2,
    defaultExplorerTxUrl: 'https://mempool.space/tx/{txid}',
  },
  eth: {
    symbol: 'eth',
    network: 'ethereum',
    decimals: 18,
    quoteDecimals: 8,
    priceId: 'ethereum',
    accountPath: "m/44'/60'/0'",
    defaultConfirmations: 12,
    defaultExplorerTxUrl: 'https://etherscan.io/tx/{txid}',
  },
  usdt: {
    symbol: 'usdt',
    network: 'tron',
    decimals: 6,
    quoteDecimals: 6,
    priceId: 'tether',
    accountPath: "m/44'/195'/0'",
    defaultConfirmations: 19,
    defaultExplorerTxUrl: 'https://tronscan.org/#/transaction/{txid}',
  },
};

/** USDT's TRC-20 contract on TRON's main network (TRON_USDT_CONTRACT overrides it). */
export const TRON_USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** How long a quoted coin amount holds (BTCPay's invoice expiry). */
export const QUOTE_VALIDITY_MS = 30 * 60 * 1000;

/** An underpayment within this share of the quote still credits the quoted dollars (BTCPay's payment tolerance), unless UNDERPAY_TOLERANCE_PERCENT says otherwise. */
export const DEFAULT_UNDERPAY_TOLERANCE_PERCENT = 1;

/**
 * What the server saw about an on-chain deposit, shown to staff (never blocking):
 * underpaid beyond the tolerance, overpaid, paid after the quote expired, a further payment
 * to an address whose deposit was already paid, a first payment to a deposit an admin had
 * approved by hand before it confirmed (credited once, by the admin), and a payment to a
 * deposit that had been failed (by staff, or a day after its quote expired unpaid).
 */
export const DEPOSIT_FLAGS = ['underpaid', 'overpaid', 'late_payment', 'extra_payment', 'approved_by_hand', 'paid_after_failed'] as const;
export type DepositFlag = (typeof DEPOSIT_FLAGS)[number];
export const isDepositFlag = (v: string): v is DepositFlag => (DEPOSIT_FLAGS as readonly string[]).includes(v);

/** Each flag as staff read it: a short label, a colon, then what was done (the back office shows the label alone too). */
export const DEPOSIT_FLAG_TEXT: Readonly<Record<DepositFlag, string>> = defineTexts('depositFlag', {
  underpaid: plain,
  overpaid: plain,
  late_payment: plain,
  extra_payment: plain,
  approved_by_hand: plain,
  paid_after_failed: plain,
});

/** An on-chain payment's life: seen (0..N confirmations), credited once, or gone from the chain (a reorg; never credits). */
export const CHAIN_PAYMENT_STATUSES = ['seen', 'credited', 'dropped'] as const;
export type ChainPaymentStatus = (typeof CHAIN_PAYMENT_STATUSES)[number];
