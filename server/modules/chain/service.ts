import type { DepositOption } from '@/common/api/chain';
import { CHAIN_COINS } from '@/common/chain/coins';
import { COIN_SYMBOLS, type CoinSymbol } from '@/common/coins';
import type { ChainConfig } from '@/server/config';
import { createDeriver, XpubError, type AddressDeriver } from './derive';
import type { PriceBook } from './prices';

const XPUB_SETTING: Record<CoinSymbol, string> = { btc: 'BTC_XPUB', eth: 'ETH_XPUB', usdt: 'TRON_XPUB' };

/**
 * Deposits watched on their chain: which coins get a derived address, from which key, how many
 * confirmations each needs, and the prices quotes are made at. A key that cannot be used
 * stops the start with the setting's name and why.
 */
export class ChainDeposits {
  private readonly derivers: Partial<Record<CoinSymbol, AddressDeriver>> = {};

  constructor(
    readonly config: ChainConfig,
    readonly prices: PriceBook,
  ) {
    for (const coin of COIN_SYMBOLS) {
      const xpub = config.coins[coin].xpub;
      if (!xpub) continue;
      try {
        this.derivers[coin] = createDeriver(coin, xpub);
      } catch (err) {
        if (err instanceof XpubError) throw new Error(`Invalid configuration:\n${XPUB_SETTING[coin]}: ${err.message}`);
        throw err;
      }
    }
  }

  /** The deriver of a coin watched on its chain; undefined: the shared wallet and admin approval. */
  deriver(coin: CoinSymbol): AddressDeriver | undefined {
    return this.derivers[coin];
  }

  requiredConfirmations(coin: CoinSymbol): number {
    return this.config.coins[coin].confirmations;
  }

  explorerUrl(coin: CoinSymbol, txid: string): string {
    return this.config.coins[coin].explorerTxUrl.replace('{txid}', encodeURIComponent(txid));
  }

  options(): DepositOption[] {
    return COIN_SYMBOLS.map((symbol) => ({
      symbol,
      on_chain: this.derivers[symbol] !== undefined,
      required_confirmations: this.requiredConfirmations(symbol),
      token_contract: CHAIN_COINS[symbol].network === 'tron' ? this.config.tronUsdtContract : null,
    }));
  }
}
