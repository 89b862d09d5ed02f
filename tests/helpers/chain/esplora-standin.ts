import { randomBytes } from 'node:crypto';
import { address as btcAddress, networks, Transaction } from 'bitcoinjs-lib';
import { startLocalHttp, type LocalHttp, type StandinRequest, type StandinReply } from './local-http';

// A bitcoin chain in memory behind Esplora's documented HTTP API
// (github.com/Blockstream/esplora/blob/master/API.md), as far as the watcher and the reserves read
// it: the tip, an address's statistics, unspent outputs and transactions (mempool first, then
// confirmed 25 a page), one transaction, and broadcasting a signed one.

const CONFIRMED_PAGE = 25;
const MEMPOOL_LIMIT = 50;

export interface BtcOutput {
  /** undefined: an output that pays no address (OP_RETURN) */
  address?: string;
  sats: number;
}

interface StandinTx {
  txid: string;
  outputs: BtcOutput[];
  /** the outputs it spends (a broadcast transaction's inputs); none for the coins paid in by pay() */
  spends: { txid: string; vout: number }[];
  /** null while in the mempool */
  height: number | null;
  /** arrival order, newest last: Esplora lists the newest first */
  seq: number;
}

const hex32 = () => randomBytes(32).toString('hex');

export interface EsploraStandin extends Omit<LocalHttp, 'requests'> {
  requests: string[];
  /** the hex of every transaction broadcast through POST /tx, in order */
  broadcasts: string[];
  tip(): number;
  blockHash(height: number): string;
  /** when block `height` was made: by the clock given at start, when it was mined */
  blockTime(height: number): Date;
  /** a transaction in the mempool paying `outputs` in order; returns its txid */
  pay(outputs: BtcOutput[]): string;
  /** `count` new blocks; the mempool confirms in the first; returns the new tip */
  mine(count?: number): number;
  /** the transaction leaves the mempool without confirming (replaced, expired) */
  evict(txid: string): void;
  /**
   * The last `depth` blocks are replaced by as many new ones: what they held confirms again in
   * the first new block (same height or lower, new hash), except `drop`, which vanishes (double-spent).
   */
  reorg(depth: number, options?: { drop?: string[] }): void;
}

/** `clock` stamps each block mined (a test's ManualClock: the chain's clock follows the app's). */
export async function startEsploraStandin({
  startHeight = 800_000,
  clock = { now: () => new Date() },
}: { startHeight?: number; clock?: { now(): Date } } = {}): Promise<EsploraStandin> {
  let tip = startHeight;
  const startedAt = clock.now().getTime();
  const times = new Map<number, number>();
  const timeOf = (height: number) => times.get(height) ?? startedAt;
  const hashes = new Map<number, string>([[tip, hex32()]]);
  const txs = new Map<string, StandinTx>();
  const broadcasts: string[] = [];
  let seq = 0;

  const asJson = (tx: StandinTx) => ({
    txid: tx.txid,
    version: 2,
    locktime: 0,
    vin: [],
    vout: tx.outputs.map((o) =>
      o.address === undefined
        ? { scriptpubkey: '6a', scriptpubkey_type: 'op_return', value: o.sats }
        : { scriptpubkey: '0014', scriptpubkey_type: 'v0_p2wpkh', scriptpubkey_address: o.address, value: o.sats },
    ),
    size: 222,
    weight: 561,
    fee: 141,
    status:
      tx.height === null
        ? { confirmed: false }
        : { confirmed: true, block_height: tx.height, block_hash: hashes.get(tx.height), block_time: Math.floor(timeOf(tx.height) / 1000) },
  });

  /** Esplora's order: mempool newest first, then confirmed by height, newest first. */
  function history(address: string) {
    const paying = [...txs.values()].filter((tx) => tx.outputs.some((o) => o.address === address));
    const newestFirst = (a: StandinTx, b: StandinTx) => b.seq - a.seq;
    const mempool = paying.filter((tx) => tx.height === null).sort(newestFirst);
    const confirmed = paying.filter((tx) => tx.height !== null).sort((a, b) => b.height! - a.height! || newestFirst(a, b));
    return { mempool, confirmed };
  }

  /** GET /address/:address: funded and spent outputs, confirmed (chain_stats) and not (mempool_stats); nothing here is ever spent. */
  function addressStats(address: string) {
    const { mempool, confirmed } = history(address);
    const stats = (list: StandinTx[]) => {
      const outputs = list.flatMap((tx) => tx.outputs.filter((o) => o.address === address));
      const sum = outputs.reduce((total, o) => total + o.sats, 0);
      return { funded_txo_count: outputs.length, funded_txo_sum: sum, spent_txo_count: 0, spent_txo_sum: 0, tx_count: list.length };
    };
    return { address, chain_stats: stats(confirmed), mempool_stats: stats(mempool) };
  }

  const spent = () => new Set([...txs.values()].flatMap((tx) => tx.spends.map((s) => `${s.txid}:${s.vout}`)));

  /** GET /address/:address/utxo: its outputs no transaction (in a block or the mempool) spends. */
  function utxosOf(address: string) {
    const taken = spent();
    return [...txs.values()].flatMap((tx) =>
      tx.outputs.flatMap((o, vout) =>
        o.address === address && !taken.has(`${tx.txid}:${vout}`)
          ? [
              {
                txid: tx.txid,
                vout,
                value: o.sats,
                status:
                  tx.height === null
                    ? { confirmed: false }
                    : {
                        confirmed: true,
                        block_height: tx.height,
                        block_hash: hashes.get(tx.height),
                        block_time: Math.floor(timeOf(tx.height) / 1000),
                      },
              },
            ]
          : [],
      ),
    );
  }

  /**
   * POST /tx: a signed transaction's hex into the mempool, answered with its txid; refused (400,
   * with the reason as bitcoind words it) when it is not a transaction, is not signed, or spends
   * an output that does not exist or is spent already.
   */
  function broadcast(hex: string): StandinReply {
    let tx: Transaction;
    try {
      tx = Transaction.fromHex(hex.trim());
    } catch {
      return { status: 400, text: 'sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed"}' };
    }
    const taken = spent();
    for (const input of tx.ins) {
      const from = Buffer.from(input.hash).reverse().toString('hex');
      if (!txs.get(from)?.outputs[input.index])
        return { status: 400, text: 'sendrawtransaction RPC error: {"code":-25,"message":"bad-txns-inputs-missingorspent"}' };
      if (taken.has(`${from}:${input.index}`))
        return { status: 400, text: 'sendrawtransaction RPC error: {"code":-26,"message":"txn-mempool-conflict"}' };
      if (!input.witness.length)
        return { status: 400, text: 'sendrawtransaction RPC error: {"code":-26,"message":"mandatory-script-verify-flag-failed"}' };
    }
    const txid = tx.getId();
    txs.set(txid, {
      txid,
      outputs: tx.outs.map((o) => ({ address: btcAddress.fromOutputScript(o.script, networks.bitcoin), sats: Number(o.value) })),
      spends: tx.ins.map((i) => ({ txid: Buffer.from(i.hash).reverse().toString('hex'), vout: i.index })),
      height: null,
      seq: seq++,
    });
    broadcasts.push(hex.trim());
    return { text: txid };
  }

  function handle({ method, path, body }: StandinRequest): StandinReply {
    if (method === 'POST' && path === '/tx') return broadcast(typeof body === 'string' ? body : '');
    if (method !== 'GET') return { status: 405, text: 'Method Not Allowed' };
    const utxo = /^\/address\/([^/]+)\/utxo$/.exec(path);
    if (utxo) return { json: utxosOf(decodeURIComponent(utxo[1])) };
    if (path === '/blocks/tip/height') return { text: String(tip) };
    if (path === '/blocks/tip/hash') return { text: hashes.get(tip)! };
    let m = /^\/address\/([^/]+)$/.exec(path);
    if (m) return { json: addressStats(decodeURIComponent(m[1])) };
    m = /^\/address\/([^/]+)\/txs$/.exec(path);
    if (m) {
      const { mempool, confirmed } = history(decodeURIComponent(m[1]));
      return { json: [...mempool.slice(0, MEMPOOL_LIMIT), ...confirmed.slice(0, CONFIRMED_PAGE)].map(asJson) };
    }
    m = /^\/address\/([^/]+)\/txs\/chain\/([0-9a-f]{64})$/.exec(path);
    if (m) {
      const { confirmed } = history(decodeURIComponent(m[1]));
      const after = confirmed.findIndex((tx) => tx.txid === m![2]);
      return { json: after < 0 ? [] : confirmed.slice(after + 1, after + 1 + CONFIRMED_PAGE).map(asJson) };
    }
    m = /^\/tx\/([^/]+)$/.exec(path);
    if (m) {
      const tx = txs.get(m[1]);
      return tx ? { json: asJson(tx) } : { status: 404, text: 'Transaction not found' };
    }
    return { status: 404, text: 'Not Found' };
  }

  const http = await startLocalHttp(handle);

  function mine(count = 1): number {
    for (let i = 0; i < count; i++) {
      tip += 1;
      hashes.set(tip, hex32());
      times.set(tip, clock.now().getTime());
      if (i === 0) for (const tx of txs.values()) if (tx.height === null) tx.height = tip;
    }
    return tip;
  }

  return {
    ...http,
    broadcasts,
    tip: () => tip,
    blockHash: (height) => hashes.get(height)!,
    blockTime: (height) => new Date(Math.floor(timeOf(height) / 1000) * 1000),
    pay(outputs) {
      const txid = hex32();
      txs.set(txid, { txid, outputs, spends: [], height: null, seq: seq++ });
      return txid;
    },
    mine,
    evict(txid) {
      if (txs.get(txid)?.height !== null) throw new Error(`${txid} is not in the mempool`);
      txs.delete(txid);
    },
    reorg(depth, { drop = [] } = {}) {
      const forkHeight = tip - depth;
      for (const txid of drop) txs.delete(txid);
      for (const tx of txs.values()) if (tx.height !== null && tx.height > forkHeight) tx.height = null;
      for (let h = forkHeight + 1; h <= tip; h++) hashes.delete(h);
      tip = forkHeight;
      mine(depth);
    },
  };
}
