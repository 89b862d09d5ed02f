import { z } from 'zod';
import { CHAIN_COINS } from '@/common/chain/coins';
import type { CoinSymbol } from '@/common/coins';
import type { ChainConfig } from '@/server/config';
import { jsonRpc, quantity } from './watchers/json-rpc';
import { nodeHttp } from './watchers/node-http';

// What an address holds now, read from the same nodes the deposit watchers use: Esplora's
// address statistics (confirmed outputs received less those spent), Ethereum JSON-RPC's
// eth_getBalance at the latest block, and TronGrid's account (its TRC-20 balance of the USDT
// contract). Confirmed holdings only where the API separates them (Esplora). Reads only.

/** One coin's balance reader: base units held by an address. */
export interface BalanceReader {
  coin: CoinSymbol;
  balanceOf(address: string): Promise<bigint>;
}

const satoshi = z.number().int().nonnegative();
const esploraAddressSchema = z.object({ chain_stats: z.object({ funded_txo_sum: satoshi, spent_txo_sum: satoshi }) });

function esploraReader(baseUrl: string): BalanceReader {
  const node = nodeHttp('Esplora', baseUrl);
  return {
    coin: 'btc',
    async balanceOf(address) {
      const stats = await node.json('GET /address/{address}', `/address/${encodeURIComponent(address)}`, esploraAddressSchema);
      return BigInt(stats.chain_stats.funded_txo_sum) - BigInt(stats.chain_stats.spent_txo_sum);
    },
  };
}

function ethReader(url: string): BalanceReader {
  const rpc = jsonRpc(url);
  return {
    coin: 'eth',
    balanceOf: async (address) => BigInt(await rpc.call('eth_getBalance', [address, 'latest'], quantity)),
  };
}

// `data` is empty for an account never activated on chain (it holds nothing); trc20 lists one
// { contract: balance } object per token held
const tronAccountSchema = z.object({
  success: z.boolean(),
  data: z.array(z.object({ trc20: z.array(z.record(z.string(), z.string().regex(/^\d+$/))).optional() })),
});

function tronReader(baseUrl: string, contract: string): BalanceReader {
  const node = nodeHttp('TronGrid', baseUrl);
  return {
    coin: 'usdt',
    async balanceOf(address) {
      const account = await node.json('GET /v1/accounts/{address}', `/v1/accounts/${encodeURIComponent(address)}`, tronAccountSchema);
      if (!account.success) throw node.failure('GET /v1/accounts/{address}', 'the answer says it did not succeed');
      const held = account.data[0]?.trc20?.find((token) => token[contract] !== undefined)?.[contract];
      return BigInt(held ?? '0');
    },
  };
}

/** The reader of a coin whose node is configured; undefined when none is (ether without ETH_RPC_URL). */
export function createBalanceReader(coin: CoinSymbol, chain: ChainConfig): BalanceReader | undefined {
  const { nodeUrl } = chain.coins[coin];
  if (!nodeUrl) return undefined;
  switch (CHAIN_COINS[coin].network) {
    case 'bitcoin':
      return esploraReader(nodeUrl);
    case 'ethereum':
      return ethReader(nodeUrl);
    case 'tron':
      return tronReader(nodeUrl, chain.tronUsdtContract);
  }
}
