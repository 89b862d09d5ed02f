// Paid means paid on chain: a withdrawal marked paid with a transaction hash is looked up on its
// coin's network (a real Ethereum chain in ganache, an Esplora stand-in for bitcoin, a TronGrid
// stand-in for USDT on TRON); it must pay the withdrawal's address at least the coin amount due
// at the rate its approval fixed, within the tolerance, or it is refused with what the chain
// shows. It is then followed to the coin's confirmations; a coin without a node is marked paid
// by hand, flagged unverified.
import { Wallet } from 'ethers';
import bs58check from 'bs58check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicTransaction } from '@/common/api/transactions';
import { TRON_USDT_CONTRACT } from '@/common/chain/coins';
import { PAYOUT_CHAIN_MSG } from '@/common/chain/payout-check';
import { followPayouts } from '@/server/modules/withdrawals/payout-check';
import { startEsploraStandin, type EsploraStandin } from '@/tests/helpers/chain/esplora-standin';
import { startGanache, type Ganache } from '@/tests/helpers/chain/ganache';
import { startTronGridStandin, type TronGridStandin } from '@/tests/helpers/chain/trongrid-standin';
import { startPriceStandin } from '@/tests/helpers/price-standin';
import { createTestApp, expectError, expectLedgerReconciled, loginAdmin, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import { RATES } from '../chain/chain-helpers';
import { call, PAYOUT_ADDRESS } from '../transactions/money-helpers';
import { approve, newWithdrawal, richInvestor, startDesk } from './desk-helpers';

let desk: Awaited<ReturnType<typeof startDesk>>;
let ctx: TestContext;
let admin: TestUser;
let chain: Ganache;
let esplora: EsploraStandin;
let tron: TronGridStandin;
let prices: Awaited<ReturnType<typeof startPriceStandin>>;

beforeAll(async () => {
  [chain, esplora, tron, prices] = await Promise.all([
    startGanache(),
    startEsploraStandin(),
    startTronGridStandin({ contract: TRON_USDT_CONTRACT }),
    startPriceStandin(RATES),
  ]);
  desk = await startDesk({
    ESPLORA_URL: esplora.url,
    ETH_RPC_URL: chain.url,
    TRON_API_URL: tron.url,
    PRICE_URL: prices.url,
    BTC_CONFIRMATIONS: '2',
    ETH_CONFIRMATIONS: '3',
    TRON_CONFIRMATIONS: '2',
  });
  ({ ctx, admin } = desk);
});
afterAll(async () => {
  await desk?.ctx.close();
  await Promise.all([chain?.close(), esplora?.close(), tron?.close(), prices?.close()]);
});

const markPaid = (id: string, reference: string, who: TestUser = admin) =>
  call(ctx.app, who.token, { method: 'POST', url: `/api/transaction/${id}/paid`, payload: { reference } });
/** Each withdrawal its own investor's: one admin's payments to one investor add up toward the two-person threshold. */
const owners = new Map<string, TestUser>();
async function withdrawal(amount: number, address: string, coin: string) {
  const investor = await richInvestor(ctx.app, admin, 5_000);
  const w = await newWithdrawal(ctx.app, investor, amount, address, coin);
  owners.set(w._id, investor);
  return w;
}
const shownToInvestor = async (id: string) =>
  (await call(ctx.app, owners.get(id)!.token, { url: `/api/transaction/single/${id}` })).json() as PublicTransaction;
const follow = () => followPayouts(ctx.db, ctx.app.chain, desk.clock.now());
const tronAddressOf = (wallet: { address: string }) => bs58check.encode(Buffer.from(`41${wallet.address.slice(2)}`, 'hex'));

describe('ether payouts on a real chain', () => {
  it('a transfer of the amount due to the address is paid once it has its confirmations', async () => {
    const to = Wallet.createRandom().address;
    // $600 at $3,000 per ether: 0.2 ether due
    const w = await withdrawal(600, to, 'eth');
    const hash = await chain.sendEther(to, '0.2');
    const res = await markPaid(w._id, hash);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payout_check).toEqual({
      state: 'confirming',
      confirmations: 1,
      required_confirmations: 3,
      explorer_url: `https://etherscan.io/tx/${hash}`,
    });
    expect((await shownToInvestor(w._id)).payout_check).toMatchObject({ state: 'confirming', confirmations: 1 });

    await chain.mine(1);
    expect(await follow()).toEqual({ confirmed: 0, vanished: 0 });
    expect((await shownToInvestor(w._id)).payout_check).toMatchObject({ state: 'confirming', confirmations: 2 });
    await chain.mine(1);
    expect(await follow()).toEqual({ confirmed: 1, vanished: 0 });
    expect((await shownToInvestor(w._id)).payout_check).toMatchObject({ state: 'confirmed', confirmations: 3 });
    await expectLedgerReconciled(ctx.db);
  });

  it('refuses a transfer to another address, one short of the amount due, and a hash the chain does not know; nothing is paid', async () => {
    const to = Wallet.createRandom().address;
    const w = await withdrawal(600, to, 'eth');
    const elsewhere = await chain.sendEther(Wallet.createRandom().address, '0.2');
    expectError(await markPaid(w._id, elsewhere), 409, PAYOUT_CHAIN_MSG.paysAnotherAddress(to));
    // 1 % short is within the tolerance; 2 % is not
    const short = await chain.sendEther(to, '0.196');
    expectError(await markPaid(w._id, short), 409, PAYOUT_CHAIN_MSG.underpays('0.196', '0.2', 'ETH'));
    expectError(await markPaid(w._id, `0x${'ab'.repeat(32)}`), 409, PAYOUT_CHAIN_MSG.notOnChain('eth'));
    expectError(await markPaid(w._id, 'not-a-hash'), 409, PAYOUT_CHAIN_MSG.notATxid('eth'));
    expect((await shownToInvestor(w._id)).status).toBe('pending');
    const within = await chain.sendEther(to, '0.198');
    expect((await markPaid(w._id, within)).statusCode).toBe(200);
  });

  it('the amount due is fixed at the rate of the approval', async () => {
    const to = Wallet.createRandom().address;
    // $1,500 needs an approval: approved at $3,000 (0.5 ether), then ether rises to $3,750 (0.4 would be due now)
    const w = await withdrawal(1_500, to, 'eth');
    expect((await approve(ctx.app, desk.support, w._id)).statusCode).toBe(200);
    prices.set({ ethereum: 3_750 });
    desk.clock.advance(120_000);
    const atNewRate = await chain.sendEther(to, '0.4');
    expectError(await markPaid(w._id, atNewRate), 409, PAYOUT_CHAIN_MSG.underpays('0.4', '0.5', 'ETH'));
    const atApproval = await chain.sendEther(to, '0.1');
    // the two transfers are two transactions: each is checked on its own
    expectError(await markPaid(w._id, atApproval), 409, PAYOUT_CHAIN_MSG.underpays('0.1', '0.5', 'ETH'));
    const whole = await chain.sendEther(to, '0.5');
    expect((await markPaid(w._id, whole)).statusCode).toBe(200);
    prices.set({ ethereum: RATES.ethereum });
    desk.clock.advance(120_000);
  });

  it('a node that does not answer marks nothing paid (503)', async () => {
    const to = Wallet.createRandom().address;
    const w = await withdrawal(300, to, 'eth');
    const hash = await chain.sendEther(to, '0.1');
    await chain.goDown('unreachable');
    try {
      expectError(await markPaid(w._id, hash), 503, /The payment could not be checked on the chain, so nothing was marked paid/);
    } finally {
      await chain.comeBack();
    }
    expect((await shownToInvestor(w._id)).status).toBe('pending');
  });
});

describe('bitcoin payouts through Esplora', () => {
  it('one transaction pays two withdrawals (a batch); a third claim on what it paid is refused', async () => {
    const [a, b] = ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', PAYOUT_ADDRESS.btc];
    // $600 at $60,000: 0.01 BTC each
    const first = await withdrawal(600, a, 'btc');
    const second = await withdrawal(600, b, 'btc');
    const again = await withdrawal(600, a, 'btc');
    const txid = esplora.pay([
      { address: a, sats: 1_000_000 },
      { address: b, sats: 1_000_000 },
    ]);
    expect((await markPaid(first._id, txid)).json().payout_check).toMatchObject({ state: 'confirming', confirmations: 0 });
    expect((await markPaid(second._id, txid)).statusCode).toBe(200);
    // the output to `a` already paid the first withdrawal
    expectError(await markPaid(again._id, txid), 409, PAYOUT_CHAIN_MSG.underpays('0', '0.01', 'BTC'));
    esplora.mine(2);
    await follow();
    for (const w of [first, second])
      expect((await shownToInvestor(w._id)).payout_check).toMatchObject({ state: 'confirmed', confirmations: 2 });
  });

  it('a payout dropped from the mempool is flagged for staff', async () => {
    const w = await withdrawal(600, PAYOUT_ADDRESS.btc, 'btc');
    const txid = esplora.pay([{ address: PAYOUT_ADDRESS.btc, sats: 1_000_000 }]);
    expect((await markPaid(w._id, txid)).statusCode).toBe(200);
    esplora.evict(txid);
    expect((await follow()).vanished).toBe(1);
    expect((await shownToInvestor(w._id)).payout_check?.state).toBe('vanished');
  });
});

describe('USDT payouts on TRON', () => {
  it('a Transfer of the amount to the address, in a block, then confirmed', async () => {
    const to = tronAddressOf(Wallet.createRandom());
    const w = await withdrawal(250, to, 'usdt');
    const pending = tron.transfer(to, 250_000_000n);
    // TronGrid shows no transaction info until it is in a block
    expectError(await markPaid(w._id, pending), 409, PAYOUT_CHAIN_MSG.notOnChain('usdt'));
    tron.mine(1);
    expect((await markPaid(w._id, pending)).json().payout_check).toMatchObject({ state: 'confirming', confirmations: 1 });
    tron.mine(1);
    await follow();
    expect((await shownToInvestor(w._id)).payout_check).toMatchObject({ state: 'confirmed', confirmations: 2 });
  });

  it('a reverted call paid nothing', async () => {
    const to = tronAddressOf(Wallet.createRandom());
    const w = await withdrawal(250, to, 'usdt');
    const reverted = tron.transfer(to, 250_000_000n, { reverts: true });
    tron.mine(1);
    expectError(await markPaid(w._id, reverted), 409, PAYOUT_CHAIN_MSG.failedOnChain);
  });
});

describe('a coin without a node', () => {
  it('is marked paid by hand, flagged as not verified on chain for staff and investor', async () => {
    const bare = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
    try {
      const bareAdmin = await loginAdmin(bare.app);
      const who = await richInvestor(bare.app, bareAdmin, 1_000);
      const w = await newWithdrawal(bare.app, who, 300);
      const res = await call(bare.app, bareAdmin.token, {
        method: 'POST',
        url: `/api/transaction/${w._id}/paid`,
        payload: { reference: 'any-reference-1' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().payout_check).toEqual({ state: 'unverified', confirmations: 0, required_confirmations: 0, explorer_url: null });
      const mine = (await call(bare.app, who.token, { url: `/api/transaction/single/${w._id}` })).json() as PublicTransaction;
      expect(mine.payout_check?.state).toBe('unverified');
    } finally {
      await bare.close();
    }
  });
});
