import { z } from 'zod';
import { jsonRpc, quantity } from './json-rpc';
import { mapLimited } from './node-http';
import type { ChainWatcher, KnownPayment, ObservedPayment, PollInput, PollResult, WatchedAddress } from './types';

// Ether through any node's standard JSON-RPC (geth, erigon, a provider's endpoint). Only plain
// transfers are seen: a transaction whose `to` is the deposit address. Ether a contract sends
// on (an internal transfer, as some exchanges and smart wallets pay) leaves no transaction to
// the address and needs a tracing API: such a deposit is approved by hand.

/** Blocks read at once: each is one request, and providers limit a client's rate. */
const PARALLEL_CALLS = 8;

const hash = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'a 32-byte hash');

const txSchema = z.object({
  hash,
  // null for a contract creation
  to: z.string().nullable(),
  value: quantity,
  blockNumber: quantity.nullable(),
  blockHash: hash.nullable(),
});
type EthTx = z.infer<typeof txSchema>;

const headerSchema = z.object({
  number: quantity,
  hash,
  // unix seconds
  timestamp: quantity,
});
const blockSchema = headerSchema.extend({ transactions: z.array(txSchema) });

/**
 * Without a cursor or a recorded height, scanning starts at the first block made this long
 * before the address: block timestamps may run ahead of or behind this server's clock.
 */
export const CREATION_MARGIN_MS = 2 * 60 * 60 * 1000;

export interface EthWatcherOptions {
  /** the node's JSON-RPC endpoint */
  url: string;
  /** blocks below the cursor read again each poll, so a payment a reorg moved into them is found */
  rescanDepth: number;
  /** at most this many blocks per poll: a watcher far behind catches up over several polls */
  maxBlocksPerPoll?: number;
}

export function createEthWatcher({ url, rescanDepth, maxBlocksPerPoll = 200 }: EthWatcherOptions): ChainWatcher {
  const node = jsonRpc(url);
  const rpc = node.call;

  const toHex = (n: number) => `0x${n.toString(16)}`;

  async function read<S extends z.ZodType>(n: number, schema: S, full: boolean): Promise<z.output<S>> {
    const found = await rpc('eth_getBlockByNumber', [toHex(n), full], schema.nullable());
    // a node behind a load balancer may not have a block the tip said exists: try again next poll
    if (!found) throw node.failure('eth_getBlockByNumber', `block ${n} is missing`);
    return found;
  }
  const block = (n: number) => read(n, blockSchema, true);
  const header = (n: number) => read(n, headerSchema, false);
  const secondsOf = (b: { timestamp: string }) => Number(BigInt(b.timestamp));

  /** The first block made at or after `time` (block times never go back); the tip + 1 when none is. */
  async function firstBlockSince(time: Date, tip: number): Promise<number> {
    const target = Math.floor(time.getTime() / 1000);
    let low = 0;
    let high = tip + 1;
    while (low < high) {
      const mid = Math.floor((low + high) / 2);
      if (secondsOf(await header(mid)) < target) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /**
   * Where a poll without a cursor starts: at the lowest height the watched addresses were
   * made at or after (recorded when each was made; for one made before the network ever
   * answered, found from its creation time), so a payment made while the node was down, however
   * long, lies in the blocks read. Nothing watched (only known payments, re-read by hash): near the tip.
   */
  async function firstScanHeight(addresses: WatchedAddress[], tip: number): Promise<number> {
    const heights = addresses.flatMap((a) => (a.watchFrom === null ? [] : [a.watchFrom]));
    const unplaced = addresses.filter((a) => a.watchFrom === null).map((a) => a.createdAt.getTime());
    if (unplaced.length) heights.push(await firstBlockSince(new Date(Math.min(...unplaced) - CREATION_MARGIN_MS), tip));
    return Math.max(0, (heights.length ? Math.min(...heights) : tip) - rescanDepth);
  }

  /** `tx` as a payment to `address` (as the caller spells it), in the block given (null: not mined). */
  const payment = (tx: EthTx, address: string, inBlock: { number: string; hash: string; timestamp: string } | null): ObservedPayment => ({
    txid: tx.hash,
    outputIndex: 0,
    address,
    units: BigInt(tx.value),
    blockNumber: inBlock ? Number(BigInt(inBlock.number)) : null,
    blockHash: inBlock?.hash ?? null,
    blockTime: inBlock ? new Date(secondsOf(inBlock) * 1000) : null,
  });

  /** A known payment outside the scanned blocks: read by hash; null means the node has it no more. */
  async function reread(known: KnownPayment): Promise<ObservedPayment | undefined> {
    const tx = await rpc('eth_getTransactionByHash', [known.txid], txSchema.nullable());
    if (!tx || tx.to?.toLowerCase() !== known.address.toLowerCase()) return undefined;
    if (tx.blockNumber === null || tx.blockHash === null) return payment(tx, known.address, null);
    const mined = await header(Number(BigInt(tx.blockNumber)));
    // the block at that height is another one now (a reorg after the answer): read again next poll
    return mined.hash === tx.blockHash ? payment(tx, known.address, mined) : payment(tx, known.address, null);
  }

  const tipHeight = async () => Number(BigInt(await rpc('eth_blockNumber', [], quantity)));

  return {
    coin: 'eth',
    tip: tipHeight,
    async poll({ cursor, addresses, known }: PollInput): Promise<PollResult> {
      const tip = await tipHeight();
      const from = cursor === null ? await firstScanHeight(addresses, tip) : Math.max(0, cursor + 1 - rescanDepth);
      const to = Math.min(tip, from + maxBlocksPerPoll - 1);

      // addresses compared in lower case (nodes answer in lower case; ours carry the EIP-55 checksum)
      const watched = new Map(addresses.map(({ address }) => [address.toLowerCase(), address]));
      const payments = new Map<string, ObservedPayment>();
      const heights = Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
      const blocks = await mapLimited(heights, PARALLEL_CALLS, block);
      for (const b of blocks) {
        for (const tx of b.transactions) {
          const address = tx.to ? watched.get(tx.to.toLowerCase()) : undefined;
          if (address && BigInt(tx.value) > 0n) payments.set(tx.hash, payment(tx, address, b));
        }
      }

      const missing = known.filter((k) => !payments.has(k.txid));
      const found = await mapLimited(missing, PARALLEL_CALLS, reread);
      const gone: KnownPayment[] = [];
      missing.forEach((k, i) => (found[i] ? payments.set(k.txid, found[i]) : gone.push(k)));

      // nothing scanned (the tip went back below the cursor): start next time from where the chain is
      const next = heights.length > 0 ? to : Math.min(cursor ?? tip, tip);
      return { tip, cursor: next, payments: [...payments.values()], gone };
    },
  };
}
