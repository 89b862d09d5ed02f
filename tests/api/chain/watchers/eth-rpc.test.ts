import { HDNodeWallet, parseEther } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEthWatcher } from '@/server/modules/chain/watchers/eth-rpc';
import type { KnownPayment, ObservedPayment } from '@/server/modules/chain/watchers/types';
import { startGanache, TEST_MNEMONIC, type Ganache } from '@/tests/helpers/chain/ganache';

// The ether watcher against ganache over JSON-RPC: real blocks, real reorgs (snapshot, revert, mine again).

let node: Ganache;

beforeAll(async () => {
  node = await startGanache();
});
afterAll(() => node.close());

/** A receiving address the operator's wallet would derive (EIP-55 checksummed, as the platform stores it). */
let nextIndex = 5;
const receiver = () => HDNodeWallet.fromPhrase(TEST_MNEMONIC, undefined, `m/44'/60'/0'/0/${nextIndex++}`).address;
/** Addresses made just now, before the watcher had a cursor: with none, it starts at the first block of their last two hours. */
const watch = (...addresses: string[]) => addresses.map((address) => ({ address, watchFrom: null, createdAt: new Date() }));
const known = (p: ObservedPayment): KnownPayment => ({ txid: p.txid, outputIndex: p.outputIndex, address: p.address });
const tipNow = () => node.provider.getBlockNumber();
const blockOf = async (txHash: string) => {
  const receipt = await node.provider.getTransactionReceipt(txHash);
  const block = await node.provider.getBlock(receipt!.blockNumber);
  return { blockNumber: receipt!.blockNumber, blockHash: receipt!.blockHash, blockTime: new Date(block!.timestamp * 1000) };
};

describe('the JSON-RPC ether watcher', () => {
  it('sees a payment in its block, reports the address as given, and keeps reporting it as the tip moves on', async () => {
    const watcher = createEthWatcher({ url: node.url, rescanDepth: 4 });
    const address = receiver();
    const txid = await node.sendEther(address, '0.25');
    const { blockNumber, blockHash, blockTime } = await blockOf(txid);

    const first = await watcher.poll({ cursor: null, addresses: watch(address), known: [] });
    expect(first.payments).toEqual([{ txid, outputIndex: 0, address, units: parseEther('0.25'), blockNumber, blockHash, blockTime }]);
    expect(first.tip).toBe(blockNumber);

    await node.mine(2);
    const later = await watcher.poll({ cursor: first.cursor, addresses: watch(address), known: first.payments.map(known) });
    expect(later.tip).toBe(blockNumber + 2);
    expect(later.payments).toEqual(first.payments);
    expect(later.gone).toEqual([]);
  });

  it('follows a known payment from the pool (no block yet) into the block that mines it', async () => {
    const watcher = createEthWatcher({ url: node.url, rescanDepth: 4 });
    const address = receiver();
    const start = await watcher.poll({ cursor: null, addresses: watch(address), known: [] });
    await node.stopMining();
    let txid: string;
    try {
      txid = await node.sendEther(address, '1');
      const pending = await watcher.poll({ cursor: start.cursor, addresses: watch(address), known: [{ txid, outputIndex: 0, address }] });
      expect(pending.payments).toEqual([
        { txid, outputIndex: 0, address, units: parseEther('1'), blockNumber: null, blockHash: null, blockTime: null },
      ]);
      expect(pending.gone).toEqual([]);
    } finally {
      await node.startMining();
    }
    await node.waitMined(txid);
    const mined = await watcher.poll({ cursor: start.cursor, addresses: watch(address), known: [{ txid, outputIndex: 0, address }] });
    expect(mined.payments).toEqual([{ txid, outputIndex: 0, address, units: parseEther('1'), ...(await blockOf(txid)) }]);
  });

  it('reports several payments to one address, and none to an address it does not watch or of no value', async () => {
    const watcher = createEthWatcher({ url: node.url, rescanDepth: 0 });
    const start = await watcher.poll({ cursor: null, addresses: [], known: [] });
    const ours = receiver();
    const theirs = receiver();
    const one = await node.sendEther(ours, '0.1');
    await node.sendEther(theirs, '5');
    await node.sendEther(ours, '0');
    const two = await node.sendEther(ours.toLowerCase(), '0.2');

    const { payments } = await watcher.poll({ cursor: start.cursor, addresses: watch(ours), known: [] });
    expect(payments.map((p) => [p.txid, p.address, p.units])).toEqual([
      [one, ours, parseEther('0.1')],
      [two, ours, parseEther('0.2')],
    ]);
  });

  it('moves its cursor to the last block read, at most maxBlocksPerPoll at a time', async () => {
    const watcher = createEthWatcher({ url: node.url, rescanDepth: 0, maxBlocksPerPoll: 3 });
    const first = await watcher.poll({ cursor: null, addresses: [], known: [] });
    expect(first.cursor).toBe(first.tip);

    await node.mine(7);
    const tip = await tipNow();
    const second = await watcher.poll({ cursor: first.cursor, addresses: [], known: [] });
    expect(second).toMatchObject({ tip, cursor: first.cursor + 3 });
    const third = await watcher.poll({ cursor: second.cursor, addresses: [], known: [] });
    expect(third.cursor).toBe(first.cursor + 6);
    const fourth = await watcher.poll({ cursor: third.cursor, addresses: [], known: [] });
    expect(fourth.cursor).toBe(tip);
    const idle = await watcher.poll({ cursor: fourth.cursor, addresses: [], known: [] });
    expect(idle.cursor).toBe(tip);
  });

  it('finds a payment far behind the tip as it catches up, block by block', async () => {
    const watcher = createEthWatcher({ url: node.url, rescanDepth: 0, maxBlocksPerPoll: 2 });
    const start = await watcher.poll({ cursor: null, addresses: [], known: [] });
    const address = receiver();
    await node.mine(2);
    const txid = await node.sendEther(address, '0.3');
    await node.mine(2);

    const early = await watcher.poll({ cursor: start.cursor, addresses: watch(address), known: [] });
    expect(early.payments).toEqual([]);
    const caughtUp = await watcher.poll({ cursor: early.cursor, addresses: watch(address), known: [] });
    expect(caughtUp.payments).toMatchObject([{ txid, ...(await blockOf(txid)) }]);
  });

  it('reports a known payment that a reorg removed as gone', async () => {
    const watcher = createEthWatcher({ url: node.url, rescanDepth: 4 });
    const address = receiver();
    const snapshot = await node.snapshot();
    await node.sendEther(address, '0.5');
    const seen = await watcher.poll({ cursor: null, addresses: watch(address), known: [] });
    expect(seen.payments).toHaveLength(1);

    await node.revert(snapshot);
    await node.mine(3);
    const after = await watcher.poll({ cursor: seen.cursor, addresses: watch(address), known: seen.payments.map(known) });
    expect(after.gone).toEqual(seen.payments.map(known));
    expect(after.payments).toEqual([]);
  });

  it('finds, by rescanning, a payment a reorg moved into a block below its cursor', async () => {
    const address = receiver();
    const snapshot = await node.snapshot();
    const txid = await node.sendEther(address, '0.75');
    const before = await blockOf(txid);
    await node.mine(2);
    // the watcher read up to here and saw the payment two blocks deep
    const cursor = await tipNow();

    // the other branch: an empty block first, the same transaction in the next, then one more
    await node.revert(snapshot);
    await node.mine(1);
    await node.resend(txid);
    await node.mine(1);
    expect(await tipNow()).toBe(cursor);
    const moved = await blockOf(txid);
    expect(moved.blockNumber).toBe(before.blockNumber + 1);

    // nothing known (say it was first seen on this branch): only the rescan can find it
    const rescanning = createEthWatcher({ url: node.url, rescanDepth: 3 });
    const found = await rescanning.poll({ cursor, addresses: watch(address), known: [] });
    expect(found.payments).toEqual([{ txid, outputIndex: 0, address, units: parseEther('0.75'), ...moved }]);

    const notRescanning = createEthWatcher({ url: node.url, rescanDepth: 0 });
    expect((await notRescanning.poll({ cursor, addresses: watch(address), known: [] })).payments).toEqual([]);
  });

  it('throws while the node is down, naming the node and the call, and works again once it is back', async () => {
    const watcher = createEthWatcher({ url: `${node.url}/v3/secret-key?apikey=also-secret`, rescanDepth: 2 });
    const origin = new URL(node.url).origin;
    for (const how of ['unavailable', 'unreachable'] as const) {
      await node.goDown(how);
      try {
        const failure = watcher.poll({ cursor: null, addresses: [], known: [] });
        await expect(failure).rejects.toThrow(`Ethereum JSON-RPC node at ${origin}: eth_blockNumber failed`);
        await expect(failure).rejects.toThrow(how === 'unavailable' ? /HTTP 503$/ : /ECONNREFUSED|UND_ERR_SOCKET/);
        await expect(failure).rejects.not.toThrow(/secret/);
      } finally {
        await node.comeBack();
      }
      await expect(watcher.poll({ cursor: null, addresses: [], known: [] })).resolves.toMatchObject({ tip: await tipNow() });
    }
  });
});
