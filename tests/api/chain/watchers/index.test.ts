import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { createWatchers } from '@/server/modules/chain/watchers';

// Which watchers the server starts: one per coin the operator turned on with an xpub.

describe('createWatchers', () => {
  it('starts none while no coin has an xpub', () => {
    expect(createWatchers(loadConfig({}).chain)).toEqual([]);
  });

  it('starts a watcher for each coin that has an xpub, and only those', () => {
    const some = loadConfig({ BTC_XPUB: 'xpub-btc', TRON_XPUB: 'xpub-tron' }).chain;
    expect(createWatchers(some).map((w) => w.coin)).toEqual(['btc', 'usdt']);

    const all = loadConfig({ BTC_XPUB: 'a', ETH_XPUB: 'b', ETH_RPC_URL: 'http://127.0.0.1:8545', TRON_XPUB: 'c' }).chain;
    expect(createWatchers(all).map((w) => w.coin)).toEqual(['btc', 'eth', 'usdt']);
  });

  it('refuses a TRC-20 contract that is not a TRON address, at start rather than at the first poll', () => {
    const chain = loadConfig({ TRON_XPUB: 'c', TRON_USDT_CONTRACT: '0xdAC17F958D2ee523a2206206994597C13D831ec7' }).chain;
    expect(() => createWatchers(chain)).toThrow(/not a TRON address/);
  });
});
