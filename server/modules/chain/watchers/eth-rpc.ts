import { z } from 'zod';
import { mapLimited, nodeHttp } from './node-http';
import type { ChainWatcher, KnownPayment, ObservedPayment, PollInput, PollResult } from './types';

// Ether through any node's standard JSON-RPC (geth, erigon, a provider's endpoint). Only plain
// transfers are seen: a transaction whose `to` is the deposit address. Ether a contract sends
// on (an internal transfer, as some exchanges and smart wallets pay) leaves no transaction to
// the address and needs a tracing API: such a deposit is approved by hand.

/** Blocks read at once: each is one request, and providers limit a client's rate. */
const PARALLEL_CALLS = 8;

const quantity = z.string().regex(/^0x[0-9a-fA-F]+$/, 'a hex quantity');
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

const blockSchema = z.object({
  number: quantity,
  hash,
  transactions: z.array(txSchema),
});

// JSON-RPC 2.0's envelope: a result, or an error in its place
const rpcAnswer = z.object({ result: z.unknown(), error: z.object({ message: z.string() }).optional() });

export interface EthWatcherOptions {
  /** the node's JSON-RPC endpoint */
  url: string;
  /** blocks below the cursor read again each poll, so a payment a reorg moved into them is found */
  rescanDepth: number;
  /** at most this many blocks per poll: a watcher far behind catches up over several polls */
  maxBlocksPerPoll?: number;
}

export function createEthWatcher({ url, rescanDepth, maxBlocksPerPoll = 200 }: EthWatcherOptions): ChainWatcher {
  const node = nodeHttp('Ethereum JSON-RPC', url);
  let requestId = 0;

  async function rpc<S extends z.ZodType>(method: string, params: unknown[], result: S): Promise<z.output<S>> {
    const body = { jsonrpc: '2.0', id: ++requestId, method, params };
    const answer = await node.json(method, '', rpcAnswer, { method: 'POST', body });
    if (answer.error) throw node.failure(method, answer.error.message);
    const parsed = result.safeParse(answer.result);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw node.failure(method, `unexpected answer (${['result', ...issue.path].join('.')}: ${issue.message})`);
    }
    return parsed.data as z.output<S>;
  }

  const toHex = (n: number) => `0x${n.toString(16)}`;

  async function block(n: number) {
    const found = await rpc('eth_getBlockByNumber', [toHex(n), true], blockSchema.nullable());
    // a node behind a load balancer may not have a block the tip said exists: try again next poll
    if (!found) throw node.failure('eth_getBlockByNumber', `block ${n} is missing`);
    return found;
  }

  /** `tx` as a payment to `address` (as the caller spells it), at the block given. */
  const payment = (tx: EthTx, address: string, blockNumber: number | null, blockHash: string | null): ObservedPayment => ({
    txid: tx.hash,
    outputIndex: 0,
    address,
    units: BigInt(tx.value),
    blockNumber,
    blockHash,
  });

  /** A known payment outside the scanned blocks: read by hash; null means the node has it no more. */
  async function reread(known: KnownPayment): Promise<ObservedPayment | undefined> {
    const tx = await rpc('eth_getTransactionByHash', [known.txid], txSchema.nullable());
    if (!tx || tx.to?.toLowerCase() !== known.address.toLowerCase()) return undefined;
    const mined = tx.blockNumber !== null && tx.blockHash !== null;
    return payment(tx, known.address, mined ? Number(BigInt(tx.blockNumber!)) : null, mined ? tx.blockHash : null);
  }

  return {
    coin: 'eth',
    async poll({ cursor, addresses, known }: PollInput): Promise<PollResult> {
      const tip = Number(BigInt(await rpc('eth_blockNumber', [], quantity)));
      const from = cursor === null ? Math.max(0, tip - rescanDepth) : Math.max(0, cursor + 1 - rescanDepth);
      const to = Math.min(tip, from + maxBlocksPerPoll - 1);

      // addresses compared in lower case (nodes answer in lower case; ours carry the EIP-55 checksum)
      const watched = new Map(addresses.map(({ address }) => [address.toLowerCase(), address]));
      const payments = new Map<string, ObservedPayment>();
      const heights = Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
      const blocks = await mapLimited(heights, PARALLEL_CALLS, block);
      for (const b of blocks) {
        for (const tx of b.transactions) {
          const address = tx.to ? watched.get(tx.to.toLowerCase()) : undefined;
          if (address && BigInt(tx.value) > 0n) payments.set(tx.hash, payment(tx, address, Number(BigInt(b.number)), b.hash));
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
