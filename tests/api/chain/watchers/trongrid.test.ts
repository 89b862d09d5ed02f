import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRON_USDT_CONTRACT } from '@/common/chain/coins';
import { createTronWatcher } from '@/server/modules/chain/watchers/trongrid';
import type { ChainWatcher, KnownPayment, ObservedPayment } from '@/server/modules/chain/watchers/types';
import { startTronGridStandin, type TronGridStandin } from '@/tests/helpers/chain/trongrid-standin';
import { testAddress } from '@/tests/api/test-addresses';

// The USDT-on-TRON watcher against a TronGrid stand-in over HTTP: listings, receipts, logs.

let node: TronGridStandin;
let watcher: ChainWatcher;

beforeAll(async () => {
  node = await startTronGridStandin({ contract: TRON_USDT_CONTRACT });
  watcher = createTronWatcher({ baseUrl: node.url, contract: TRON_USDT_CONTRACT });
});
afterAll(() => node.close());

/** Addresses as the cycle hands them over (these watchers read each address's history: where it was made does not matter). */
const watch = (...addresses: string[]) => addresses.map((address) => ({ address, watchFrom: null, createdAt: new Date() }));
const known = (p: ObservedPayment): KnownPayment => ({ txid: p.txid, outputIndex: p.outputIndex, address: p.address });
const byIndex = (a: ObservedPayment, b: ObservedPayment) => a.outputIndex - b.outputIndex;

describe('the TronGrid watcher', () => {
  it('sees a transfer before its block, then in the block that confirms it', async () => {
    const address = testAddress('usdt', 'pending-then-block');
    const txid = node.transfer(address, 250_000_000n);

    const first = await watcher.poll({ cursor: null, addresses: watch(address), known: [] });
    expect(first.tip).toBe(node.tip());
    expect(first.payments).toEqual([
      { txid, outputIndex: 0, address, units: 250_000_000n, blockNumber: null, blockHash: null, blockTime: null },
    ]);

    const height = node.mine();
    const second = await watcher.poll({ cursor: first.cursor, addresses: watch(address), known: first.payments.map(known) });
    expect(second.payments).toEqual([
      { txid, outputIndex: 0, address, units: 250_000_000n, blockNumber: height, blockHash: null, blockTime: node.blockTime(height) },
    ]);
    expect(second.gone).toEqual([]);
  });

  it('reports each Transfer log to a watched address as its own payment, at its log index', async () => {
    const ours = testAddress('usdt', 'batch-payout');
    const theirs = testAddress('usdt', 'someone-else');
    const batch = node.send(
      [
        { to: ours, units: 1_000_000n },
        { to: theirs, units: 9_000_000n },
        { to: ours, units: 3_000_000n },
      ],
      { approvalFirst: true },
    );
    const single = node.transfer(ours, 5_000_000n);
    const height = node.mine();

    const { payments } = await watcher.poll({ cursor: null, addresses: watch(ours), known: [] });
    expect(payments.filter((p) => p.txid === batch).sort(byIndex)).toEqual([
      {
        txid: batch,
        outputIndex: 1,
        address: ours,
        units: 1_000_000n,
        blockNumber: height,
        blockHash: null,
        blockTime: node.blockTime(height),
      },
      {
        txid: batch,
        outputIndex: 3,
        address: ours,
        units: 3_000_000n,
        blockNumber: height,
        blockHash: null,
        blockTime: node.blockTime(height),
      },
    ]);
    expect(payments.filter((p) => p.txid === single)).toMatchObject([{ outputIndex: 0, units: 5_000_000n }]);
    expect(payments).toHaveLength(3);
  });

  it('ignores transfers to an address it does not watch, and of another token', async () => {
    const ours = testAddress('usdt', 'quiet');
    node.transfer(testAddress('usdt', 'not-watched'), 7_000_000n);
    node.transfer(ours, 7_000_000n, { contract: testAddress('usdt', 'another-token') });
    node.mine();
    const { payments } = await watcher.poll({ cursor: null, addresses: watch(ours), known: [] });
    expect(payments).toEqual([]);
  });

  it('takes a reverted call for no payment, and a known one that reverted for gone', async () => {
    const address = testAddress('usdt', 'reverted');
    const txid = node.transfer(address, 10_000_000n, { reverts: true });
    const pending = await watcher.poll({ cursor: null, addresses: watch(address), known: [] });
    expect(pending.payments).toMatchObject([{ txid, blockNumber: null }]);

    node.mine();
    const after = await watcher.poll({ cursor: pending.cursor, addresses: watch(address), known: pending.payments.map(known) });
    expect(after.payments).toEqual([]);
    expect(after.gone).toEqual(pending.payments.map(known));
  });

  it('moves its cursor to the tip', async () => {
    const before = await watcher.poll({ cursor: null, addresses: [], known: [] });
    expect(before.cursor).toBe(node.tip());
    node.mine(5);
    const after = await watcher.poll({ cursor: before.cursor, addresses: [], known: [] });
    expect(after).toMatchObject({ tip: before.tip + 5, cursor: before.tip + 5 });
  });

  it('reports a known payment that a reorg removed as gone', async () => {
    const address = testAddress('usdt', 'reorg-away');
    const txid = node.transfer(address, 20_000_000n);
    node.mine(2);
    const seen = await watcher.poll({ cursor: null, addresses: watch(address), known: [] });
    expect(seen.payments).toMatchObject([{ txid, blockNumber: node.tip() - 1 }]);

    node.reorg(3, { drop: [txid] });
    const after = await watcher.poll({ cursor: seen.cursor, addresses: watch(address), known: seen.payments.map(known) });
    expect(after.gone).toEqual(seen.payments.map(known));
    expect(after.payments).toEqual([]);
  });

  it('follows a known payment whose address is no longer among the watched ones', async () => {
    const address = testAddress('usdt', 'known-only');
    const txid = node.transfer(address, 30_000_000n);
    const height = node.mine();
    const result = await watcher.poll({ cursor: null, addresses: [], known: [{ txid, outputIndex: 0, address }] });
    expect(result.payments).toEqual([
      { txid, outputIndex: 0, address, units: 30_000_000n, blockNumber: height, blockHash: null, blockTime: node.blockTime(height) },
    ]);
  });

  it('gives up a pending payment numbered by its listing when its confirmed logs put it at another index', async () => {
    const address = testAddress('usdt', 'renumbered');
    const txid = node.send([{ to: address, units: 4_000_000n }], { approvalFirst: true });
    const pending = await watcher.poll({ cursor: null, addresses: watch(address), known: [] });
    expect(pending.payments).toMatchObject([{ txid, outputIndex: 0, blockNumber: null }]);

    const height = node.mine();
    const confirmed = await watcher.poll({ cursor: pending.cursor, addresses: watch(address), known: pending.payments.map(known) });
    expect(confirmed.payments).toEqual([
      { txid, outputIndex: 1, address, units: 4_000_000n, blockNumber: height, blockHash: null, blockTime: node.blockTime(height) },
    ]);
    expect(confirmed.gone).toEqual([{ txid, outputIndex: 0, address }]);
  });

  it('throws while the node is down, naming the node and the call, and works again once it is back', async () => {
    const origin = new URL(node.url).origin;
    for (const how of ['unavailable', 'unreachable'] as const) {
      await node.goDown(how);
      try {
        const failure = watcher.poll({ cursor: null, addresses: [], known: [] });
        await expect(failure).rejects.toThrow(`TronGrid node at ${origin}: POST /wallet/getnowblock failed`);
        await expect(failure).rejects.toThrow(how === 'unavailable' ? /HTTP 503$/ : /ECONNREFUSED|UND_ERR_SOCKET/);
      } finally {
        await node.comeBack();
      }
      await expect(watcher.poll({ cursor: null, addresses: [], known: [] })).resolves.toMatchObject({ tip: node.tip() });
    }
  });

  it('names a failed listing without its query string', async () => {
    await node.goDown('unavailable', (path) => path.startsWith('/v1/accounts/'));
    try {
      const failure = watcher.poll({ cursor: null, addresses: watch(testAddress('usdt', 'listing-down')), known: [] });
      await expect(failure).rejects.toThrow(/GET \/v1\/accounts\/\{address\}\/transactions\/trc20 failed: HTTP 503$/);
      await expect(failure).rejects.not.toThrow(/\?|contract_address|only_to/);
    } finally {
      await node.comeBack();
    }
  });
});
