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
