import { coinFromLabel, coinText, type CoinSymbol } from '@/common/coins';
import { formatterFor } from '@/common/i18n/formatters';
import { formatUsdRateFromDecimal } from '@/common/usd-format';
import { CHAIN_PAYMENT_TEXT } from './texts';

// How on-chain figures read in the back-office. Coin amounts and rates arrive as exact decimal
// strings; Intl formats a numeric string without going through a float, so nothing is rounded.

/** 'btc' -> 'BTC', as wallets and explorers name it. */
export const coinCode = (coin: CoinSymbol | string): string => coinText(coin, 'code') || coin.toUpperCase();

/** The symbol of a deposit's payment_method ('btc', or an older row's 'Bitcoin'), if it is one of ours. */
export const coinOfMethod = (method: string | null | undefined): CoinSymbol | undefined => coinFromLabel(method ?? '');

const coinAmountFormat = formatterFor((t) => new Intl.NumberFormat(t.number, { maximumFractionDigits: 18 }));

const isDecimal = (value: string): value is `${number}` => /^\d+(\.\d+)?$/.test(value);

/** '0.0015' + btc -> '0.0015 BTC'; every digit kept. */
export function formatCoinAmount(amount: string | null | undefined, coin: CoinSymbol | string | undefined): string {
  if (!amount) return '—';
  const figure = isDecimal(amount) ? coinAmountFormat().format(amount) : amount;
  return coin ? `${figure} ${coinCode(coin)}` : figure;
}

/** '67187.12' + btc -> '$67,187.12 per BTC' */
export const formatRatePerCoin = (rate: string | null | undefined, coin: CoinSymbol | string | undefined): string =>
  rate ? (coin ? CHAIN_PAYMENT_TEXT.perCoin(formatUsdRateFromDecimal(rate), coinCode(coin)) : formatUsdRateFromDecimal(rate)) : '—';

/** A transaction id short enough for a table cell: its first and last 6 characters (enough to tell rows apart and to search). */
export const shortTxid = (txid: string): string => (txid.length > 15 ? `${txid.slice(0, 6)}…${txid.slice(-6)}` : txid);

/** 'n / N' confirmations; '—' before a payment is seen. */
export const confirmationsText = (seen: number | null | undefined, required: number | null | undefined): string =>
  seen === null || seen === undefined ? '—' : `${seen} / ${required ?? '?'}`;
