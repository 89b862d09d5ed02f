import { z } from 'zod';
import { mapLimited, nodeHttp } from './node-http';
import type { ChainWatcher, KnownPayment, ObservedPayment, PollInput, PollResult } from './types';

// Bitcoin through Esplora's HTTP API (github.com/Blockstream/esplora/blob/master/API.md), the
// one blockstream.info and mempool.space serve and an operator can run beside their own node.

/** Esplora lists confirmed transactions of an address 25 at a time. */
const CONFIRMED_PAGE_SIZE = 25;
/** A derived address takes one deposit: a few pages are plenty, and the cap keeps a busy one from stalling the poll. */
const MAX_CONFIRMED_PAGES = 4;
/** Addresses read at once: public Esplora servers limit each client's rate. */
const PARALLEL_CALLS = 4;

export const esploraTxSchema = z.object({
  txid: z.string(),
  vout: z.array(
    z.object({
      // absent for outputs that pay no address (OP_RETURN)
      scriptpubkey_address: z.string().optional(),
      // satoshi: at most 21e14, exact as a JSON number
      value: z.number().int().nonnegative(),
    }),
  ),
  status: z.object({
    confirmed: z.boolean(),
    block_height: z.number().int().nonnegative().optional(),
    block_hash: z.string().optional(),
    // unix seconds, the block header's timestamp
    block_time: z.number().int().nonnegative().optional(),
  }),
});
type EsploraTx = z.infer<typeof esploraTxSchema>;
const txListSchema = z.array(esploraTxSchema);

export interface EsploraWatcherOptions {
  /** e.g. https://blockstream.info/api */
  baseUrl: string;
}

export function createEsploraWatcher({ baseUrl }: EsploraWatcherOptions): ChainWatcher {
  const node = nodeHttp('Esplora', baseUrl);
  const path = encodeURIComponent;

  async function tipHeight(): Promise<number> {
    const call = 'GET /blocks/tip/height';
    const text = await node.text(call, '/blocks/tip/height');
    const height = Number(text.trim());
    if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(height)) throw node.failure(call, 'the answer is not a height');
    return height;
  }

  /**
   * The address's transactions: its mempool ones and the newest confirmed page, then older
   * confirmed pages while a page is full, stopping at the cap or once a page reaches below the
   * cursor (what lies there was read by an earlier poll; known payments are re-read by txid).
   */
  async function addressTxs(address: string, cursor: number | null): Promise<EsploraTx[]> {
    const first = await node.json('GET /address/{address}/txs', `/address/${path(address)}/txs`, txListSchema);
    const all = [...first];
    let confirmed = all.filter((tx) => tx.status.confirmed);
    for (let page = 1; page < MAX_CONFIRMED_PAGES && confirmed.length >= CONFIRMED_PAGE_SIZE; page++) {
      const oldest = confirmed[confirmed.length - 1];
      if (cursor !== null && (oldest.status.block_height ?? 0) < cursor) break;
      const older = await node.json(
        'GET /address/{address}/txs/chain/{last_seen_txid}',
        `/address/${path(address)}/txs/chain/${path(oldest.txid)}`,
        txListSchema,
      );
      confirmed = older;
      all.push(...confirmed);
    }
    return all;
  }

  /** Each output of `tx` that pays `address` is one payment. */
  function paymentsTo(tx: EsploraTx, address: string): ObservedPayment[] {
    const confirmed = tx.status.confirmed && tx.status.block_height !== undefined;
    return tx.vout.flatMap((output, outputIndex) =>
      output.scriptpubkey_address === address
        ? [
            {
              txid: tx.txid,
              outputIndex,
              address,
              units: BigInt(output.value),
              blockNumber: confirmed ? tx.status.block_height! : null,
              blockHash: confirmed ? (tx.status.block_hash ?? null) : null,
              blockTime: confirmed && tx.status.block_time !== undefined ? new Date(tx.status.block_time * 1000) : null,
            },
          ]
        : [],
    );
  }

  /** A known payment the listings did not show: read its transaction; a 404 means it is gone. */
  async function reread(known: KnownPayment): Promise<ObservedPayment | undefined> {
    const tx = await node.jsonOrNotFound('GET /tx/{txid}', `/tx/${path(known.txid)}`, esploraTxSchema);
    if (!tx) return undefined;
    return paymentsTo(tx, known.address).find((p) => p.outputIndex === known.outputIndex);
  }

  return {
    coin: 'btc',
    tip: tipHeight,
    async poll({ cursor, addresses, known }: PollInput): Promise<PollResult> {
      const tip = await tipHeight();
      const payments = new Map<string, ObservedPayment>();
      const keep = (p: ObservedPayment) => payments.set(`${p.txid}:${p.outputIndex}`, p);

      const listed = await mapLimited(addresses, PARALLEL_CALLS, async ({ address }) => ({
        address,
        txs: await addressTxs(address, cursor),
      }));
      for (const { address, txs } of listed) for (const tx of txs) paymentsTo(tx, address).forEach(keep);

      const missing = known.filter((k) => !payments.has(`${k.txid}:${k.outputIndex}`));
      const found = await mapLimited(missing, PARALLEL_CALLS, reread);
      const gone: KnownPayment[] = [];
      missing.forEach((k, i) => (found[i] ? keep(found[i]) : gone.push(k)));

      return { tip, cursor: tip, payments: [...payments.values()], gone };
    },
  };
}
