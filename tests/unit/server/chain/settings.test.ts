// The on-chain deposit settings: the underpay tolerance (UNDERPAY_TOLERANCE_PERCENT), the poll interval's
// default, and an unusable extended key stopping the start with the setting's name.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import type { TransactionRow } from '@/server/db/schema';
import { valueAgainstQuote } from '@/server/modules/deposits/chain-credit';
import type { PriceBook } from '@/server/modules/chain/prices';
import { ChainDeposits } from '@/server/modules/chain/service';

describe('UNDERPAY_TOLERANCE_PERCENT', () => {
  it('is 1 % unless set, kept in basis points', () => {
    expect(loadConfig({}).chain.underpayToleranceBp).toBe(100);
    expect(loadConfig({ UNDERPAY_TOLERANCE_PERCENT: '0.5' }).chain.underpayToleranceBp).toBe(50);
    expect(loadConfig({ UNDERPAY_TOLERANCE_PERCENT: '0' }).chain.underpayToleranceBp).toBe(0);
    expect(loadConfig({ UNDERPAY_TOLERANCE_PERCENT: '2.25' }).chain.underpayToleranceBp).toBe(225);
  });

  it.each([
    ['-1', /from 0 to 50/],
    ['51', /from 0 to 50/],
    ['0.125', /at most two decimals/],
    ['one', /percentage/],
  ])('refuses %s, naming the setting', (value, message) => {
    expect(() => loadConfig({ UNDERPAY_TOLERANCE_PERCENT: value })).toThrow(/UNDERPAY_TOLERANCE_PERCENT: /);
    expect(() => loadConfig({ UNDERPAY_TOLERANCE_PERCENT: value })).toThrow(message);
  });

  it('decides whether a short payment still credits the dollars asked', () => {
    // 0.01 BTC quoted for $600 at $60,000
    const deposit = { quoteUnits: '1000000', quoteRate: '60000', quotedCents: 60_000, amountCents: 60_000 } as TransactionRow;
    const short = (units: number, bp: number) => valueAgainstQuote(BigInt(units), deposit, 8, bp);
    expect(short(990_000, 100)).toEqual({ cents: 60_000, rate: '60000', flags: [] });
    expect(short(989_999, 100)).toMatchObject({ cents: 59_399, flags: ['underpaid'] });
    expect(short(999_999, 0)).toMatchObject({ flags: ['underpaid'] });
    expect(short(975_000, 250)).toMatchObject({ cents: 60_000, flags: [] });
    expect(short(974_999, 250)).toMatchObject({ flags: ['underpaid'] });
  });
});

describe('CHAIN_POLL_INTERVAL', () => {
  it('is 30 seconds unless set', () => {
    expect(loadConfig({}).chain.pollIntervalMs).toBe(30_000);
    expect(loadConfig({ CHAIN_POLL_INTERVAL: '2m' }).chain.pollIntervalMs).toBe(120_000);
    expect(() => loadConfig({ CHAIN_POLL_INTERVAL: '10ms' })).toThrow(/CHAIN_POLL_INTERVAL: must be a duration/);
  });
});

describe('an extended key that cannot be used', () => {
  const start = (env: Record<string, string>) => () => new ChainDeposits(loadConfig(env).chain, {} as PriceBook);

  it('stops the start, naming the setting and why', () => {
    expect(start({ ETH_XPUB: 'not-a-key', ETH_RPC_URL: 'http://127.0.0.1:8545' })).toThrow(
      /^Invalid configuration:\nETH_XPUB: is not an extended public key/,
    );
    expect(start({ BTC_XPUB: `xprv${'1'.repeat(107)}` })).toThrow(/^Invalid configuration:\nBTC_XPUB: is a private key/);
    expect(
      start({
        TRON_XPUB: 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs',
      }),
    ).toThrow(/^Invalid configuration:\nTRON_XPUB: /);
  });
});

describe('a coin without a node', () => {
  it('ESPLORA_URL or TRON_API_URL none: no node for the coin, which then cannot watch deposits', () => {
    const chain = loadConfig({ ESPLORA_URL: 'none', TRON_API_URL: 'none' }).chain;
    expect(chain.coins.btc.nodeUrl).toBeUndefined();
    expect(chain.coins.usdt.nodeUrl).toBeUndefined();
    expect(loadConfig({}).chain.coins.btc.nodeUrl).toBe('https://blockstream.info/api');
    expect(() => loadConfig({ ESPLORA_URL: 'none', BTC_XPUB: 'xpub' })).toThrow(/ESPLORA_URL: is needed when BTC_XPUB is set/);
    expect(() => loadConfig({ TRON_API_URL: 'none', TRON_XPUB: 'xpub' })).toThrow(/TRON_API_URL: is needed when TRON_XPUB is set/);
    expect(() => loadConfig({ ESPLORA_URL: 'nowhere' })).toThrow(/ESPLORA_URL: must be a URL, or none/);
  });
});
