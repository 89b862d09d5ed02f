import { CHAIN_COINS } from '@/common/chain/coins';
import { COIN_SYMBOLS } from '@/common/coins';
import type { ChainConfig } from '@/server/config';
import { createEsploraWatcher } from './esplora';
import { createEthWatcher } from './eth-rpc';
import { createTronWatcher } from './trongrid';
import type { ChainWatcher } from './types';

/**
 * A watcher for each coin the operator turned on (an xpub) and whose node is known. Ether
 * rescans as many blocks as it takes to confirm: a payment not yet credited lies within them,
 * so a reorg that moves it to another block is seen before it could count.
 */
export function createWatchers(chain: ChainConfig): ChainWatcher[] {
  return COIN_SYMBOLS.flatMap((coin): ChainWatcher[] => {
    const { xpub, nodeUrl, confirmations } = chain.coins[coin];
    if (!xpub || !nodeUrl) return [];
    switch (CHAIN_COINS[coin].network) {
      case 'bitcoin':
        return [createEsploraWatcher({ baseUrl: nodeUrl })];
      case 'ethereum':
        return [createEthWatcher({ url: nodeUrl, rescanDepth: confirmations })];
      case 'tron':
        return [createTronWatcher({ baseUrl: nodeUrl, contract: chain.tronUsdtContract })];
    }
  });
}
