import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEsploraWatcher } from '@/server/modules/chain/watchers/esplora';
import type { ChainWatcher, KnownPayment, ObservedPayment } from '@/server/modules/chain/watchers/types';
import { startEsploraStandin, type EsploraStandin } from '@/tests/helpers/chain/esplora-standin';
import { testAddress } from '@/tests/api/test-addresses';

// The bitcoin watcher against an Esplora stand-in over HTTP: what it reports as the chain moves.

let node: EsploraStandin;
let watcher: ChainWatcher;

beforeAll(async () => {
  node = await startEsploraStandin();
  watcher = createEsploraWatcher({ baseUrl: node.url });
});
afterAll(() => node.close());

/** Addresses as the cycle hands them over (these watchers read each address's history: where it was made does not matter). */
const watch = (...addresses: string[]) => addresses.map((address) => ({ address, watchFrom: null, createdAt: new Date() }));
const known = (p: ObservedPayment): KnownPayment => ({ txid: p.txid, outputIndex: p.outputIndex, address: p.address });
const byOutput = (a: ObservedPayment, b: ObservedPayment) => a.outputIndex - b.outputIndex;

describe('the Esplora watcher', () => {
  it('sees a payment in the mempool, then in the block that confirms it', async () => {
    const address = testAddress('btc', 'mempool-then-block');
    const txid = node.pay([{ address, sats: 150_000 }]);

    const first = await watcher.poll({ cursor: null, addresses: watch(address), known: [] });
    expect(first.tip).toBe(node.tip());
    expect(first.payments).toEqual([
      { txid, outputIndex: 0, address, units: 150_000n, blockNumber: null, blockHash: null, blockTime: null },
    ]);
    expect(first.gone).toEqual([]);

    const height = node.mine();
    const second = await watcher.poll({ cursor: first.cursor, addresses: watch(address), known: first.payments.map(known) });
    expect(second.payments).toEqual([
      {
        txid,
        outputIndex: 0,
        address,
        units: 150_000n,
        blockNumber: height,
        blockHash: node.blockHash(height),
        blockTime: node.blockTime(height),
      },
    ]);
    expect(second.tip).toBe(height);
  });

  it('reports each output to a watched address as its own payment, and none to other addresses', async () => {
    const ours = testAddress('btc', 'several-outputs');
    const theirs = testAddress('btc', 'somebody-else');
    const txid = node.pay([{ address: ours, sats: 1_000 }, { address: theirs, sats: 9_999 }, { sats: 0 }, { address: ours, sats: 2_500 }]);
    const second = node.pay([{ address: ours, sats: 7 }]);
    node.mine();

    const { payments } = await watcher.poll({ cursor: null, addresses: watch(ours), known: [] });
    expect(payments.filter((p) => p.txid === txid).sort(byOutput)).toMatchObject([
      { outputIndex: 0, address: ours, units: 1_000n },
      { outputIndex: 3, address: ours, units: 2_500n },
    ]);
    expect(payments.find((p) => p.txid === second)).toMatchObject({ outputIndex: 0, units: 7n });
    expect(payments).toHaveLength(3);
  });

  it('ignores a transaction to an address it does not watch', async () => {
    const watched = testAddress('btc', 'watched-quiet');
    node.pay([{ address: testAddress('btc', 'not-watched'), sats: 50_000 }]);
    node.mine();
    const result = await watcher.poll({ cursor: null, addresses: watch(watched), known: [] });
    expect(result.payments).toEqual([]);
  });

  it('moves its cursor to the tip', async () => {
    const before = await watcher.poll({ cursor: null, addresses: [], known: [] });
    expect(before.cursor).toBe(node.tip());
    const tip = node.mine(3);
    const after = await watcher.poll({ cursor: before.cursor, addresses: [], known: [] });
    expect(after).toMatchObject({ tip, cursor: tip });
    expect(after.cursor).toBe(before.cursor + 3);
  });

  it('pages through older confirmed transactions when an address has more than one page', async () => {
    const address = testAddress('btc', 'busy-address');
    const txids: string[] = [];
    for (let i = 0; i < 30; i++) {
      txids.push(node.pay([{ address, sats: 1_000 + i }]));
      node.mine();
    }
    const { payments } = await watcher.poll({ cursor: null, addresses: watch(address), known: [] });
    expect(payments.map((p) => p.txid).sort()).toEqual([...txids].sort());
    expect(node.requests.some((r) => r.startsWith(`GET /address/${address}/txs/chain/`))).toBe(true);
  });

  it('reports a known payment the node no longer has as gone: reorganised away, or dropped from the mempool', async () => {
    const address = testAddress('btc', 'reorg-away');
    const confirmedTxid = node.pay([{ address, sats: 40_000 }]);
    node.mine();
    const seen = await watcher.poll({ cursor: null, addresses: watch(address), known: [] });
    expect(seen.payments).toHaveLength(1);

    node.reorg(1, { drop: [confirmedTxid] });
    const unconfirmedTxid = node.pay([{ address, sats: 41_000 }]);
    const mempool = await watcher.poll({ cursor: seen.cursor, addresses: watch(address), known: seen.payments.map(known) });
    expect(mempool.gone).toEqual(seen.payments.map(known));
    expect(mempool.payments).toMatchObject([{ txid: unconfirmedTxid, blockNumber: null }]);

    node.evict(unconfirmedTxid);
    const evicted = await watcher.poll({ cursor: mempool.cursor, addresses: watch(address), known: mempool.payments.map(known) });
    expect(evicted.gone).toEqual(mempool.payments.map(known));
    expect(evicted.payments).toEqual([]);
  });

  it('follows a payment a reorg moved into another block', async () => {
    const address = testAddress('btc', 'reorg-moved');
    node.pay([{ address, sats: 12_345 }]);
    const height = node.mine(2) - 1;
    const before = await watcher.poll({ cursor: null, addresses: watch(address), known: [] });
    expect(before.payments).toMatchObject([{ blockNumber: height, blockHash: node.blockHash(height), blockTime: node.blockTime(height) }]);
    const oldHash = before.payments[0].blockHash;

    node.reorg(2);
    const after = await watcher.poll({ cursor: before.cursor, addresses: watch(address), known: before.payments.map(known) });
    expect(after.gone).toEqual([]);
    expect(after.payments).toMatchObject([
      { txid: before.payments[0].txid, blockNumber: height, blockHash: node.blockHash(height), blockTime: node.blockTime(height) },
    ]);
    expect(after.payments[0].blockHash).not.toBe(oldHash);
  });

  it('re-reads a known payment by its txid when its address is no longer listed', async () => {
    const address = testAddress('btc', 'known-only');
    const txid = node.pay([
      { address: testAddress('btc', 'change'), sats: 1 },
      { address, sats: 77_000 },
    ]);
    const height = node.mine();
    const result = await watcher.poll({ cursor: null, addresses: [], known: [{ txid, outputIndex: 1, address }] });
    expect(result.payments).toEqual([
      {
        txid,
        outputIndex: 1,
        address,
        units: 77_000n,
        blockNumber: height,
        blockHash: node.blockHash(height),
        blockTime: node.blockTime(height),
      },
    ]);
    expect(node.requests).toContain(`GET /tx/${txid}`);
  });

  it('throws while the node is down, naming the node and the call, and works again once it is back', async () => {
    const address = testAddress('btc', 'outage');
    const origin = new URL(node.url).origin;
    for (const how of ['unavailable', 'unreachable'] as const) {
      await node.goDown(how);
      try {
        const failure = watcher.poll({ cursor: null, addresses: watch(address), known: [] });
        await expect(failure).rejects.toThrow(`Esplora node at ${origin}: GET /blocks/tip/height failed`);
        // refused, or the kept-alive connection closed under the call
        await expect(failure).rejects.toThrow(how === 'unavailable' ? /HTTP 503$/ : /ECONNREFUSED|UND_ERR_SOCKET/);
      } finally {
        await node.comeBack();
      }
      await expect(watcher.poll({ cursor: null, addresses: watch(address), known: [] })).resolves.toMatchObject({ tip: node.tip() });
    }
  });

  it('throws when one address listing fails, so no poll is taken as complete without it', async () => {
    await node.goDown('unavailable', (path) => path.startsWith('/address/'));
    try {
      await expect(watcher.poll({ cursor: null, addresses: watch(testAddress('btc', 'half-down')), known: [] })).rejects.toThrow(
        /GET \/address\/\{address\}\/txs failed: HTTP 503/,
      );
    } finally {
      await node.comeBack();
    }
  });
});
