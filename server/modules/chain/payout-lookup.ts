import { z } from 'zod';
import { CHAIN_COINS } from '@/common/chain/coins';
import type { CoinSymbol } from '@/common/coins';
import type { ChainConfig } from '@/server/config';
import { esploraTxSchema } from './watchers/esplora';
import { jsonRpc, quantity } from './watchers/json-rpc';
import { nodeHttp } from './watchers/node-http';
import { tronToHex } from './watchers/tron-address';
import { transfersInLogs, tronTipSchema, tronTxInfoSchema } from './watchers/trongrid';

// A withdrawal's payout transaction as its chain shows it, from the nodes the deposit watchers
// use: what it pays one address, in which block, with how many confirmations. Esplora's
// transaction (its outputs to the address), Ethereum JSON-RPC's transaction and receipt (a plain
// transfer to the address), TronGrid's transaction info (USDT Transfer logs to the address).

/** What the chain shows of a transaction for one address. */
export interface PayoutSeen {
  /** base units it pays the address (0: it pays others, or it failed) */
  units: bigint;
  /** null while unconfirmed */
  blockNumber: number | null;
  confirmations: number;
  /** mined but failed (a reverted call): it moved nothing */
  failed: boolean;
}

export interface PayoutLookup {
  coin: CoinSymbol;
  /** whether `reference` is written as this chain's transaction hashes are */
  isTxid(reference: string): boolean;
  /** undefined: the node does not know the transaction */
  find(txid: string, address: string): Promise<PayoutSeen | undefined>;
}

const confirmationsAt = (tip: number, block: number | null) => (block === null ? 0 : Math.max(0, tip - block + 1));
const HEX64 = /^[0-9a-fA-F]{64}$/;

function esploraLookup(baseUrl: string): PayoutLookup {
  const node = nodeHttp('Esplora', baseUrl);
  return {
    coin: 'btc',
    isTxid: (reference) => HEX64.test(reference),
    async find(txid, address) {
      const tx = await node.jsonOrNotFound('GET /tx/{txid}', `/tx/${encodeURIComponent(txid.toLowerCase())}`, esploraTxSchema);
      if (!tx) return undefined;
      const units = tx.vout.filter((o) => o.scriptpubkey_address === address).reduce((sum, o) => sum + BigInt(o.value), 0n);
      const blockNumber = tx.status.confirmed ? (tx.status.block_height ?? null) : null;
      const tip = Number((await node.text('GET /blocks/tip/height', '/blocks/tip/height')).trim());
      if (!Number.isSafeInteger(tip)) throw node.failure('GET /blocks/tip/height', 'the answer is not a height');
      return { units, blockNumber, confirmations: confirmationsAt(tip, blockNumber), failed: false };
    },
  };
}

const ethTx = z.object({ to: z.string().nullable(), value: quantity, blockNumber: quantity.nullable() }).nullable();
const ethReceipt = z.object({ status: quantity.optional() }).nullable();

function ethLookup(url: string): PayoutLookup {
  const rpc = jsonRpc(url).call;
  return {
    coin: 'eth',
    isTxid: (reference) => /^0x[0-9a-fA-F]{64}$/.test(reference),
    async find(txid, address) {
      const tx = await rpc('eth_getTransactionByHash', [txid], ethTx);
      if (!tx) return undefined;
      const units = tx.to?.toLowerCase() === address.toLowerCase() ? BigInt(tx.value) : 0n;
      const blockNumber = tx.blockNumber === null ? null : Number(BigInt(tx.blockNumber));
      const receipt = blockNumber === null ? null : await rpc('eth_getTransactionReceipt', [txid], ethReceipt);
      const tip = Number(BigInt(await rpc('eth_blockNumber', [], quantity)));
      return { units, blockNumber, confirmations: confirmationsAt(tip, blockNumber), failed: receipt?.status === '0x0' };
    },
  };
}

function tronLookup(baseUrl: string, contract: string): PayoutLookup {
  const node = nodeHttp('TronGrid', baseUrl);
  const contractHex = tronToHex(contract);
  return {
    coin: 'usdt',
    isTxid: (reference) => HEX64.test(reference),
    async find(txid, address) {
      const info = await node.json('POST /wallet/gettransactioninfobyid', '/wallet/gettransactioninfobyid', tronTxInfoSchema, {
        method: 'POST',
        body: { value: txid.toLowerCase() },
      });
      // TronGrid answers {} for a transaction it has not put in a block (or does not know)
      if (info.blockNumber === undefined) return undefined;
      const failed = info.receipt?.result !== 'SUCCESS';
      const units = transfersInLogs(info, contractHex, address).reduce((sum, t) => sum + t.units, 0n);
      const now = await node.json('POST /wallet/getnowblock', '/wallet/getnowblock', tronTipSchema, { method: 'POST', body: {} });
      return {
        units,
        blockNumber: info.blockNumber,
        confirmations: confirmationsAt(now.block_header.raw_data.number, info.blockNumber),
        failed,
      };
    },
  };
}

/** The lookup of a coin whose node is configured; undefined when none is. */
export function createPayoutLookup(coin: CoinSymbol, chain: ChainConfig): PayoutLookup | undefined {
  const { nodeUrl } = chain.coins[coin];
  if (!nodeUrl) return undefined;
  switch (CHAIN_COINS[coin].network) {
    case 'bitcoin':
      return esploraLookup(nodeUrl);
    case 'ethereum':
      return ethLookup(nodeUrl);
    case 'tron':
      return tronLookup(nodeUrl, chain.tronUsdtContract);
  }
}
