import { z } from 'zod';
import { CHAIN_COINS } from '@/common/chain/coins';
import type { CoinSymbol } from '@/common/coins';
import type { ChainConfig } from '@/server/config';
import { nodeHttp } from './watchers/node-http';
import { normaliseHexAddress, tronToHex } from './watchers/tron-address';
import { TRANSFER_TOPIC } from './watchers/trongrid';

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

const esploraTx = z.object({
  vout: z.array(z.object({ scriptpubkey_address: z.string().optional(), value: z.number().int().nonnegative() })),
  status: z.object({ confirmed: z.boolean(), block_height: z.number().int().nonnegative().optional() }),
});

function esploraLookup(baseUrl: string): PayoutLookup {
  const node = nodeHttp('Esplora', baseUrl);
  return {
    coin: 'btc',
    isTxid: (reference) => HEX64.test(reference),
    async find(txid, address) {
      const tx = await node.jsonOrNotFound('GET /tx/{txid}', `/tx/${encodeURIComponent(txid.toLowerCase())}`, esploraTx);
      if (!tx) return undefined;
      const units = tx.vout.filter((o) => o.scriptpubkey_address === address).reduce((sum, o) => sum + BigInt(o.value), 0n);
      const blockNumber = tx.status.confirmed ? (tx.status.block_height ?? null) : null;
      const tip = Number((await node.text('GET /blocks/tip/height', '/blocks/tip/height')).trim());
      if (!Number.isSafeInteger(tip)) throw node.failure('GET /blocks/tip/height', 'the answer is not a height');
      return { units, blockNumber, confirmations: confirmationsAt(tip, blockNumber), failed: false };
    },
  };
}

const quantity = z.string().regex(/^0x[0-9a-fA-F]+$/);
const ethTx = z.object({ to: z.string().nullable(), value: quantity, blockNumber: quantity.nullable() }).nullable();
const ethReceipt = z.object({ status: quantity.optional() }).nullable();
const rpcAnswer = z.object({ result: z.unknown(), error: z.object({ message: z.string() }).optional() });

function ethLookup(url: string): PayoutLookup {
  const node = nodeHttp('Ethereum JSON-RPC', url);
  let id = 0;
  async function rpc<S extends z.ZodType>(method: string, params: unknown[], schema: S): Promise<z.output<S>> {
    const answer = await node.json(method, '', rpcAnswer, { method: 'POST', body: { jsonrpc: '2.0', id: ++id, method, params } });
    if (answer.error) throw node.failure(method, answer.error.message);
    const parsed = schema.safeParse(answer.result);
    if (!parsed.success) throw node.failure(method, 'unexpected answer');
    return parsed.data as z.output<S>;
  }
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

const tronInfo = z.object({
  blockNumber: z.number().int().nonnegative().optional(),
  receipt: z.object({ result: z.string().optional() }).optional(),
  log: z.array(z.object({ address: z.string(), topics: z.array(z.string()), data: z.string().optional() })).optional(),
});
const tronTip = z.object({ block_header: z.object({ raw_data: z.object({ number: z.number().int().nonnegative() }) }) });

function tronLookup(baseUrl: string, contract: string): PayoutLookup {
  const node = nodeHttp('TronGrid', baseUrl);
  const contractHex = tronToHex(contract);
  const bare = (hex: string) => hex.toLowerCase().replace(/^0x/, '');
  return {
    coin: 'usdt',
    isTxid: (reference) => HEX64.test(reference),
    async find(txid, address) {
      const info = await node.json('POST /wallet/gettransactioninfobyid', '/wallet/gettransactioninfobyid', tronInfo, {
        method: 'POST',
        body: { value: txid.toLowerCase() },
      });
      // TronGrid answers {} for a transaction it has not put in a block (or does not know)
      if (info.blockNumber === undefined) return undefined;
      const receiver = tronToHex(address).padStart(64, '0');
      const failed = info.receipt?.result !== 'SUCCESS';
      const units = failed
        ? 0n
        : (info.log ?? [])
            .filter(
              (log) =>
                normaliseHexAddress(log.address) === contractHex &&
                bare(log.topics[0] ?? '') === TRANSFER_TOPIC &&
                bare(log.topics[2] ?? '') === receiver,
            )
            .reduce((sum, log) => sum + BigInt(`0x${bare(log.data ?? '') || '0'}`), 0n);
      const now = await node.json('POST /wallet/getnowblock', '/wallet/getnowblock', tronTip, { method: 'POST', body: {} });
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
