import { coinBySymbol, coinFromLabel } from '@/common/coins';

/**
 * The coin of a deposit or withdrawal as staff read it: "Bitcoin (BTC)". Rows store the
 * symbol (btc, eth, usdt); older ones the coin's name, or 'crypto' for a withdrawal made
 * before its coin was recorded.
 */
export function coinLabel(method: string | null | undefined): string {
  const value = (method ?? '').trim();
  if (value === '') return '—';
  const symbol = coinFromLabel(value);
  const coin = symbol && coinBySymbol(symbol);
  if (coin) return `${coin.name} (${coin.symbol.toUpperCase()})`;
  if (value.toLowerCase() === 'crypto') return 'Crypto (coin not recorded)';
  return value;
}
