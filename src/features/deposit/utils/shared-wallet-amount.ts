import { CHAIN_COINS } from '@/common/chain/coins';
import { formatUnits, quoteUnits } from '@/common/chain/amounts';
import type { CoinSymbol } from '@/common/coins';
import { toCents } from '@/common/money';

/**
 * The coin amount worth `dollars` at `rateUsd` (USD per coin), rounded up to what a wallet
 * lets a person type, as a decimal string ('0.01', '150'): the same rounding as an on-chain
 * quote, so paying it covers the dollars asked.
 */
export function sharedWalletCoinAmount(dollars: number, rateUsd: string, symbol: CoinSymbol): string {
  const { decimals, quoteDecimals } = CHAIN_COINS[symbol];
  return formatUnits(quoteUnits(toCents(dollars), rateUsd, decimals, quoteDecimals), decimals);
}
