// The coins the platform takes deposits in and pays withdrawals out in,
// written once: the deposit and withdrawal screens, the back-office wallet form, the
// address checks (common/crypto-address.ts), the API's schemas and the database enum all
// read this list. A second list drifted before: do not add one.

export const COINS = [
  { symbol: 'btc', name: 'Bitcoin', network: 'Bitcoin' },
  { symbol: 'eth', name: 'Ethereum', network: 'Ethereum' },
  // USDT is paid out on TRON, as a TRC-20 token
  { symbol: 'usdt', name: 'Tether USDT Trc20', network: 'TRON (TRC-20)' },
] as const;

export type CoinSymbol = (typeof COINS)[number]['symbol'];
export type Coin = (typeof COINS)[number];

/** The symbols in list order, as zod's z.enum wants them. */
export const COIN_SYMBOLS = COINS.map((c) => c.symbol) as [CoinSymbol, ...CoinSymbol[]];

/** Exactly one of our symbols ('btc'; not 'BTC', not 'Bitcoin'): what the API stores and takes. */
export const isCoinSymbol = (value: unknown): value is CoinSymbol =>
  typeof value === 'string' && (COIN_SYMBOLS as readonly string[]).includes(value);

/**
 * The coin a person or an older client names: its symbol or its name, in any case and
 * spacing ('BTC', ' Bitcoin '), as its symbol; undefined when it names none of ours.
 */
export function coinFromLabel(value: string): CoinSymbol | undefined {
  const v = value.trim().toLowerCase();
  return COINS.find((c) => c.symbol === v || c.name.toLowerCase() === v)?.symbol;
}

/** The coin record of a symbol (its name and network). */
export const coinBySymbol = (symbol: CoinSymbol): Coin => COINS.find((c) => c.symbol === symbol)!;

/**
 * What the API's `payment_method` says for a withdrawal whose coin was never recorded (the
 * oldest rows): its address names the network. Such a row has no coin (server/db/schema).
 */
export const COIN_NOT_RECORDED = 'crypto';

/**
 * How a coin is written for people: `code` 'BTC' (mails, amounts), `name` 'Bitcoin'
 * (statements, forms), `label` 'Bitcoin (BTC)' (the back office's lists).
 */
export type CoinForm = 'code' | 'name' | 'label';

/**
 * A coin as people read it: the one helper for every screen, mail and document (earlier
 * helpers each spelled it their own way and disagreed on what they did not know). Takes a
 * symbol, or any label coinFromLabel reads ('Bitcoin', ' BTC'); a text naming none of our
 * coins (an older row's 'crypto') comes back as it was written, trimmed; none at all is ''.
 */
export function coinText(value: string | null | undefined, form: CoinForm): string {
  const text = (value ?? '').trim();
  const symbol = coinFromLabel(text);
  if (!symbol) return text;
  const code = symbol.toUpperCase();
  if (form === 'code') return code;
  const { name } = coinBySymbol(symbol);
  return form === 'name' ? name : `${name} (${code})`;
}
