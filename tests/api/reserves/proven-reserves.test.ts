// Reserves proven on chain: treasury addresses registered with a signature by their key (BIP-322
// and legacy signmessage for bitcoin, EIP-191 for ether, TRON's signMessageV2), and every deposit
// address, read from a real Ethereum chain (ganache), an Esplora stand-in and a TronGrid stand-in,
// valued at the coin rates. Coverage under 100 % mails staff.
import { randomBytes } from 'node:crypto';
import * as ecc from '@bitcoinerlab/secp256k1';
import { BIP32Factory } from 'bip32';
import { payments } from 'bitcoinjs-lib';
import { Signer, Verifier } from 'bip322-js';
import { concat, keccak256, toUtf8Bytes, Wallet } from 'ethers';
import bs58check from 'bs58check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReserveSnapshot, TreasuryAddress } from '@/common/api/reserves';
import { TRON_USDT_CONTRACT } from '@/common/chain/coins';
import { RESERVES_MSG } from '@/common/reserves/messages';
import { treasuryMessage } from '@/common/reserves/treasury-message';
import { rowsOf } from '@/server/db/rows';
import { ManualClock } from '@/server/lib/clock';
import { MAIL_QUEUE } from '@/server/modules/notifications/notifier';
import { startEsploraStandin, type EsploraStandin } from '@/tests/helpers/chain/esplora-standin';
import { startGanache, type Ganache } from '@/tests/helpers/chain/ganache';
import { startTronGridStandin, type TronGridStandin } from '@/tests/helpers/chain/trongrid-standin';
import { startPriceStandin } from '@/tests/helpers/price-standin';
import {
  createSupport,
  createTestApp,
  expectError,
  expectFieldError,
  injectAs,
  loginAdmin,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { BTC_XPUB, expectDeposit, RATES } from '../chain/chain-helpers';
import { fundedInvestor, MONEY_ENV } from '../transactions/money-helpers';

const clock = new ManualClock(new Date('2026-10-05T10:00:00Z'));
const bip32 = BIP32Factory(ecc);

let ctx: TestContext;
let admin: TestUser;
let chain: Ganache;
let esplora: EsploraStandin;
let tron: TronGridStandin;
let prices: Awaited<ReturnType<typeof startPriceStandin>>;

beforeAll(async () => {
  [chain, esplora, tron, prices] = await Promise.all([
    startGanache({ time: clock.now() }),
    startEsploraStandin({ clock }),
    startTronGridStandin({ contract: TRON_USDT_CONTRACT, clock }),
    startPriceStandin(RATES),
  ]);
  ctx = await createTestApp(
    { ...MONEY_ENV, BTC_XPUB, ESPLORA_URL: esplora.url, ETH_RPC_URL: chain.url, TRON_API_URL: tron.url, PRICE_URL: prices.url },
    { clock },
  );
  admin = await loginAdmin(ctx.app);
});
afterAll(async () => {
  await ctx?.close();
  await Promise.all([chain?.close(), esplora?.close(), tron?.close(), prices?.close()]);
});

const register = (payload: object, who: TestUser = admin) =>
  injectAs(ctx.app, who.token, { method: 'POST', url: '/api/reserves/treasury-addresses', payload });
const takeSnapshot = () => injectAs(ctx.app, admin.token, { method: 'POST', url: '/api/reserves/snapshots' });

/** A bitcoin key and its native SegWit address; `legacy`: its P2PKH address instead. */
function bitcoinKey(legacy = false) {
  const key = bip32.fromSeed(randomBytes(32));
  const pay = legacy ? payments.p2pkh({ pubkey: Buffer.from(key.publicKey) }) : payments.p2wpkh({ pubkey: Buffer.from(key.publicKey) });
  return { wif: key.toWIF(), address: pay.address! };
}

/** A TRON key: its address, and TRON's signMessageV2 of a text (EIP-191 with TRON's prefix), as TronLink signs. */
function tronKey() {
  const wallet = Wallet.createRandom();
  const address = bs58check.encode(Buffer.from(`41${wallet.address.slice(2)}`, 'hex'));
  const sign = (text: string) => {
    const bytes = toUtf8Bytes(text);
    return wallet.signingKey.sign(keccak256(concat([toUtf8Bytes('\x19TRON Signed Message:\n'), toUtf8Bytes(String(bytes.length)), bytes])))
      .serialized;
  };
  return { address, sign };
}

async function staffMails(): Promise<{ to: string; params: { snapshotId: number; coveragePercent: string } }[]> {
  return rowsOf<{ to: string; params: { snapshotId: number; coveragePercent: string } }>(
    await ctx.db.execute(
      sql`select data->>'to' as to, data->'params' as params from pgboss.job where name = ${MAIL_QUEUE} and data->>'template' = 'reserves_shortfall'`,
    ),
  );
}

describe('treasury addresses', () => {
  it('registers a bitcoin address signed with BIP-322, and publishes the message and signature', async () => {
    const key = bitcoinKey();
    const signature = Signer.sign(key.wif, key.address, treasuryMessage('btc', key.address)) as string;
    const res = await register({ coin: 'btc', address: key.address, signature });
    expect(res.statusCode, res.body).toBe(201);
    const published: TreasuryAddress[] = (await ctx.app.inject({ url: '/api/reserves/treasury-addresses' })).json();
    const mine = published.find((t) => t.address === key.address)!;
    expect(mine).toMatchObject({ coin: 'btc', message: treasuryMessage('btc', key.address), signature });
    // anyone can check it again with a BIP-322 verifier
    expect(Verifier.verifySignature(mine.address, mine.message, mine.signature)).toBe(true);
  });

  it("takes bitcoin's legacy signmessage, ether's personal_sign and TRON's signMessageV2", async () => {
    const legacy = bitcoinKey(true);
    expect(
      (
        await register({
          coin: 'btc',
          address: legacy.address,
          signature: Signer.sign(legacy.wif, legacy.address, treasuryMessage('btc', legacy.address)),
        })
      ).statusCode,
    ).toBe(201);
    const eth = Wallet.createRandom();
    expect(
      (await register({ coin: 'eth', address: eth.address, signature: await eth.signMessage(treasuryMessage('eth', eth.address)) }))
        .statusCode,
    ).toBe(201);
    const trx = tronKey();
    expect(
      (await register({ coin: 'usdt', address: trx.address, signature: trx.sign(treasuryMessage('usdt', trx.address)) })).statusCode,
    ).toBe(201);
  });

  it('refuses a signature of another text, by another key, or not a signature at all, and writes nothing', async () => {
    const before = (await ctx.app.inject({ url: '/api/reserves/treasury-addresses' })).json().length;
    const key = bitcoinKey();
    const other = bitcoinKey();
    const eth = Wallet.createRandom();
    const stranger = Wallet.createRandom();
    const trx = tronKey();
    for (const payload of [
      { coin: 'btc', address: key.address, signature: Signer.sign(key.wif, key.address, 'I control it') },
      { coin: 'btc', address: key.address, signature: Signer.sign(other.wif, other.address, treasuryMessage('btc', key.address)) },
      { coin: 'btc', address: key.address, signature: 'not base64 at all' },
      { coin: 'eth', address: eth.address, signature: await stranger.signMessage(treasuryMessage('eth', eth.address)) },
      { coin: 'eth', address: eth.address, signature: '0x1234' },
      { coin: 'usdt', address: trx.address, signature: tronKey().sign(treasuryMessage('usdt', trx.address)) },
      // ether's prefix is not TRON's
      { coin: 'usdt', address: trx.address, signature: await new Wallet(Wallet.createRandom().privateKey).signMessage('x') },
    ]) {
      expectFieldError(await register(payload), 'signature', RESERVES_MSG.signatureWrong);
    }
    expectFieldError(await register({ coin: 'eth', address: key.address, signature: 'x' }), 'address', /not a valid Ethereum address/);
    expect((await ctx.app.inject({ url: '/api/reserves/treasury-addresses' })).json()).toHaveLength(before);
  });

  it('refuses an address registered already, and anyone but an admin', async () => {
    const key = bitcoinKey();
    const payload = {
      coin: 'btc',
      address: key.address,
      signature: Signer.sign(key.wif, key.address, treasuryMessage('btc', key.address)),
    };
    expect((await register(payload)).statusCode).toBe(201);
    expectError(await register(payload), 409, RESERVES_MSG.treasuryTaken);
    expectError(await register(payload, await createSupport(ctx.app)), 403);
    expectError(await injectAs(ctx.app, undefined, { method: 'POST', url: '/api/reserves/treasury-addresses', payload }), 401);
  });
});

describe('proven reserves in a snapshot', () => {
  const btcTreasury = bitcoinKey();
  const ethTreasury = Wallet.createRandom();
  const tronTreasury = tronKey();
  let snapshot: ReserveSnapshot;

  beforeAll(async () => {
    for (const [coin, address, signature] of [
      ['btc', btcTreasury.address, Signer.sign(btcTreasury.wif, btcTreasury.address, treasuryMessage('btc', btcTreasury.address))],
      ['eth', ethTreasury.address, await ethTreasury.signMessage(treasuryMessage('eth', ethTreasury.address))],
      ['usdt', tronTreasury.address, tronTreasury.sign(treasuryMessage('usdt', tronTreasury.address))],
    ] as const) {
      const res = await register({ coin, address, signature });
      expect(res.statusCode, res.body).toBe(201);
    }
    // an investor owed $50,000, and a deposit address derived for another that was paid 0.01 BTC
    await fundedInvestor(ctx.app, admin.token, 50_000);
    const depositor = await fundedInvestor(ctx.app, admin.token);
    const deposit = await expectDeposit(ctx.app, depositor, 600, 'Bitcoin');
    esplora.pay([{ address: btcTreasury.address, sats: 50_000_000 }]);
    esplora.pay([{ address: deposit.payment_address, sats: 1_000_000 }]);
    esplora.mine(1);
    // unconfirmed bitcoin is not proven
    esplora.pay([{ address: btcTreasury.address, sats: 7_000_000 }]);
    await chain.sendEther(ethTreasury.address, '2');
    tron.transfer(tronTreasury.address, 1_000_000_000n);
    tron.mine(1);
  });

  it('reads every address from its chain and values it at the coin rate', async () => {
    const res = await takeSnapshot();
    expect(res.statusCode, res.body).toBe(201);
    snapshot = res.json();
    const byCoin = Object.fromEntries(snapshot.reserves.map((r) => [r.coin, r]));
    expect(byCoin.btc).toEqual({
      coin: 'btc',
      units: '0.51',
      usd_cents: 51 * 60_000,
      addresses: expect.arrayContaining([btcTreasury.address]),
    });
    expect(byCoin.btc.addresses).toHaveLength(2);
    expect(byCoin.eth).toEqual({ coin: 'eth', units: '2', usd_cents: 600_000, addresses: [ethTreasury.address] });
    expect(byCoin.usdt).toEqual({ coin: 'usdt', units: '1000', usd_cents: 100_000, addresses: [tronTreasury.address] });
    const proven = 51 * 60_000 + 600_000 + 100_000;
    expect(snapshot.coverage).toBe(Math.floor((proven / snapshot.total_cents) * 10_000) / 10_000);
    expect(snapshot.coverage).toBeLessThan(1);
  });

  it('mails every active staff member when coverage is under 100 %', async () => {
    const mails = (await staffMails()).filter((m) => m.params.snapshotId === snapshot.id);
    expect(mails.map((m) => m.to)).toContain('admin@example.com');
    expect(mails[0].params.coveragePercent).toBe(`${(snapshot.coverage! * 100).toFixed(2)} %`);
  });

  it('no mail when the reserves cover what is owed', async () => {
    await chain.sendEther(ethTreasury.address, '30');
    const covered: ReserveSnapshot = (await takeSnapshot()).json();
    expect(covered.coverage).toBeGreaterThanOrEqual(1);
    expect((await staffMails()).filter((m) => m.params.snapshotId === covered.id)).toEqual([]);
  });

  it('a node that does not answer takes no snapshot (503), rather than leaving its coin out', async () => {
    const count = (await ctx.app.inject({ url: '/api/reserves/snapshots' })).json().length;
    await tron.goDown('unavailable');
    try {
      const res = await takeSnapshot();
      expectError(res, 503, /The reserves could not be read from the chain, so no snapshot was taken: TronGrid/);
    } finally {
      await tron.comeBack();
    }
    expect((await ctx.app.inject({ url: '/api/reserves/snapshots' })).json()).toHaveLength(count);
  });

  it('a removed treasury address no longer counts; removing it again is a 404', async () => {
    const list: TreasuryAddress[] = (await ctx.app.inject({ url: '/api/reserves/treasury-addresses' })).json();
    const tronRow = list.find((t) => t.address === tronTreasury.address)!;
    const del = () => injectAs(ctx.app, admin.token, { method: 'DELETE', url: `/api/reserves/treasury-addresses/${tronRow.id}` });
    expect((await del()).statusCode).toBe(204);
    expectError(await del(), 404, RESERVES_MSG.treasuryNotFound);
    const after: ReserveSnapshot = (await takeSnapshot()).json();
    // the other TRON address registered above holds nothing
    expect(after.reserves.find((r) => r.coin === 'usdt')).toEqual({ coin: 'usdt', units: '0', usd_cents: 0, addresses: [] });
  });
});

describe('a coin without a node', () => {
  it('cannot have treasury addresses: their balance could never be read', async () => {
    const bare = await createTestApp(MONEY_ENV, { clock });
    try {
      const eth = Wallet.createRandom();
      const res = await injectAs(bare.app, (await loginAdmin(bare.app)).token, {
        method: 'POST',
        url: '/api/reserves/treasury-addresses',
        payload: { coin: 'eth', address: eth.address, signature: await eth.signMessage(treasuryMessage('eth', eth.address)) },
      });
      expectError(res, 409, /No node is configured for Ethereum \(ETH_RPC_URL\)/);
    } finally {
      await bare.close();
    }
  });
});
