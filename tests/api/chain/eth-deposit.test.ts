// The ether path end to end against a real local chain (ganache, in this
// process): the operator's xpub from a test mnemonic, a deposit's derived address, ether sent
// from a funded account, blocks mined, the deposit followed seen -> n of N -> credited once,
// with the app restarted in the middle (its cursor kept in the database), a reorg that
// removes a payment before its threshold (never credited), a node that is down at start, and
// ether paid while the node was out of reach for longer than the watcher's rescan depth.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '@/server/app';
import { chainCursors, chainPayments, depositAddresses, ledgerEntries, notifications } from '@/server/db/schema';
import { startChainWatchers } from '@/server/modules/deposits/chain-job';
import { createWatchers } from '@/server/modules/chain/watchers';
import { ManualClock } from '@/server/lib/clock';
import { startGanache, type Ganache } from '@/tests/helpers/chain/ganache';
import { startPriceStandin } from '@/tests/helpers/price-standin';
import {
  createInvestor,
  createTestApp,
  expectLedgerReconciled,
  TEST_JWT_SECRET,
  type TestApp,
  type TestContext,
} from '@/tests/helpers/test-app';
import { depositOnChain, ETH_XPUB, ethAddressAt, expectDeposit, RATES } from './chain-helpers';
import { balanceOf, cycle, readDeposit, watcherOf } from './cycle-helpers';

let chain: Ganache;
let prices: Awaited<ReturnType<typeof startPriceStandin>>;
let ctx: TestContext;
/** the app built again on the same database, by the restart test (the last one) */
let restarted: TestApp | undefined;
const clock = new ManualClock(new Date('2026-11-25T10:00:00.000Z'));

beforeAll(async () => {
  chain = await startGanache({ time: clock.now() });
  prices = await startPriceStandin(RATES);
  ctx = await createTestApp({ ETH_XPUB, ETH_RPC_URL: chain.url, PRICE_URL: prices.url, ETH_CONFIRMATIONS: '3' }, { clock });
});
afterAll(async () => {
  await restarted?.close();
  await ctx.close();
  await chain.close();
  await prices.close();
});

describe('an ether deposit on a local chain', () => {
  it('a payment that a reorg takes away before its threshold is never credited', async () => {
    const investor = await createInvestor(ctx.app);
    const deposit = await expectDeposit(ctx.app, investor, 150);
    const watcher = watcherOf(ctx, 'eth');
    const before = await chain.snapshot();
    const txHash = await chain.sendEther(deposit.payment_address, deposit.coin_amount);
    await cycle(ctx, watcher, clock.now());
    expect((await readDeposit(ctx, investor, deposit._id)).confirmations).toBe(1);

    // the block with the payment is replaced by a longer chain without it
    await chain.revert(before);
    await chain.mine(4);
    await cycle(ctx, watcher, clock.now());
    const [payment] = await ctx.db.select().from(chainPayments).where(eq(chainPayments.txid, txHash));
    expect(payment.status).toBe('dropped');
    expect(await readDeposit(ctx, investor, deposit._id)).toMatchObject({ status: 'pending', confirmations: 0 });
    await chain.mine(4);
    await cycle(ctx, watcher, clock.now());
    expect(await balanceOf(ctx, investor)).toBe(0);
    await expectLedgerReconciled(ctx.db);
  });
});

describe('the watcher job', () => {
  it('keeps going while the node is down at start, and credits once it is back', async () => {
    const investor = await createInvestor(ctx.app);
    const deposit = await expectDeposit(ctx.app, investor, 450);
    await chain.goDown('unreachable');
    const warnings: string[] = [];
    const log = Object.assign(Object.create(ctx.app.log), {
      warn: (_obj: unknown, message: string) => warnings.push(message),
      info: () => undefined,
    });
    const job = startChainWatchers({
      db: ctx.db,
      chain: ctx.app.chain,
      notifier: ctx.app.notifier,
      log,
      watchers: createWatchers(ctx.config.chain),
      intervalMs: 50,
      clock,
    });
    try {
      await vi.waitFor(() => expect(warnings.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
      await chain.comeBack();
      await chain.sendEther(deposit.payment_address, deposit.coin_amount);
      await chain.mine(3);
      await vi.waitFor(async () => expect((await readDeposit(ctx, investor, deposit._id)).status).toBe('successful'), {
        timeout: 20_000,
        interval: 100,
      });
    } finally {
      await job.stop();
    }
    expect(warnings[0]).toMatch(/node could not be read/);
    expect(await balanceOf(ctx, investor)).toBe(450);
    await expectLedgerReconciled(ctx.db);
  });
});

describe('ether paid while the node is out of reach for longer than the rescan depth', () => {
  /** the node refuses connections; the test still reaches ganache directly */
  async function payDuringOutage(address: string, ether: string) {
    await chain.goDown('unreachable');
    await expect(cycle(ctx, watcherOf(ctx, 'eth'), clock.now())).rejects.toThrow(/node could not|eth_blockNumber failed/);
    const txHash = await chain.sendEther(address, ether);
    // far more blocks than ETH_CONFIRMATIONS (3), the depth the watcher reads again each poll
    await chain.mine(12);
    await chain.comeBack();
    return txHash;
  }

  it('after a quiet spell (nothing watched), is found from where the chain was when the address was made', async () => {
    // a week and a day on: every address so far is out of the watch window
    clock.advance(8 * 24 * 60 * 60_000);
    await chain.advanceTime(8 * 24 * 60 * 60_000);
    await cycle(ctx, watcherOf(ctx, 'eth'), clock.now());
    const [idle] = await ctx.db.select().from(chainCursors).where(eq(chainCursors.network, 'eth'));
    // the cursor follows the tip while nothing is watched, and is kept
    expect(idle.position).toBe(await chain.provider.getBlockNumber());

    const investor = await createInvestor(ctx.app);
    const deposit = await expectDeposit(ctx.app, investor, 240);
    const [made] = await ctx.db.select().from(depositAddresses).where(eq(depositAddresses.transactionId, deposit._id));
    expect(made.watchFrom).toBe(idle.position);
    const txHash = await payDuringOutage(deposit.payment_address, deposit.coin_amount);

    await cycle(ctx, watcherOf(ctx, 'eth'), clock.now());
    expect(await readDeposit(ctx, investor, deposit._id)).toMatchObject({ status: 'successful', amount: 240 });
    await cycle(ctx, watcherOf(ctx, 'eth'), clock.now());
    const credits = await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, deposit._id));
    expect(credits.map((c) => c.amountCents)).toEqual([24_000]);
    const [payment] = await ctx.db.select().from(chainPayments).where(eq(chainPayments.txid, txHash));
    expect(payment).toMatchObject({ status: 'credited', flags: [] });
    expect(await balanceOf(ctx, investor)).toBe(240);
    await expectLedgerReconciled(ctx.db);
  });

  it('on a first start (no cursor ever), is found from the time the address was made', async () => {
    // another installation on the same chain: a database of its own, the node down from the start
    const fresh = await createTestApp({ ETH_XPUB, ETH_RPC_URL: chain.url, PRICE_URL: prices.url, ETH_CONFIRMATIONS: '3' }, { clock });
    try {
      const investor = await createInvestor(fresh.app);
      const res = await depositOnChain(fresh.app, investor, 120);
      expect(res.statusCode, res.body).toBe(201);
      const deposit = res.json<{ _id: string; payment_address: string; coin_amount: string }>();
      const [made] = await fresh.db.select().from(depositAddresses).where(eq(depositAddresses.transactionId, deposit._id));
      expect(made.watchFrom).toBeNull();
      await chain.goDown('unreachable');
      await expect(cycle(fresh, watcherOf(fresh, 'eth'), clock.now())).rejects.toThrow();
      const txHash = await chain.sendEther(deposit.payment_address, deposit.coin_amount);
      await chain.mine(12);
      await chain.comeBack();

      // the chain's blocks since well before the address was made, as many polls as it takes
      for (let i = 0; i < 10 && (await readDeposit(fresh, investor, deposit._id)).status === 'pending'; i++)
        await cycle(fresh, watcherOf(fresh, 'eth'), clock.now());
      expect(await readDeposit(fresh, investor, deposit._id)).toMatchObject({ status: 'successful', amount: 120 });
      const [payment] = await fresh.db.select().from(chainPayments).where(eq(chainPayments.txid, txHash));
      expect(payment).toMatchObject({ status: 'credited', creditedCents: 12_000 });
      expect(await balanceOf(fresh, investor)).toBe(120);
      await expectLedgerReconciled(fresh.db);
    } finally {
      await fresh.close();
    }
    // a second installation's database takes a while to build on a busy machine
  }, 60_000);
});

describe('an app restart', () => {
  it('is seen, counts its confirmations across an app restart, and is credited once', async () => {
    const investor = await createInvestor(ctx.app);
    const deposit = await expectDeposit(ctx.app, investor, 300);
    expect(deposit.coin_amount).toBe('0.1');
    // the wallet that holds the mnemonic sees the same address at the same index
    const [made] = await ctx.db.select().from(depositAddresses).where(eq(depositAddresses.transactionId, deposit._id));
    expect(deposit.payment_address).toBe(ethAddressAt(made.derivationIndex));

    await cycle(ctx, watcherOf(ctx, 'eth'), clock.now());
    const firstTx = await chain.sendEther(deposit.payment_address, '0.1');
    await cycle(ctx, watcherOf(ctx, 'eth'), clock.now());
    expect(await readDeposit(ctx, investor, deposit._id)).toMatchObject({ status: 'pending', confirmations: 1, required_confirmations: 3 });
    const [saved] = await ctx.db.select().from(chainCursors).where(eq(chainCursors.network, 'eth'));
    expect(saved.position).toBe(await chain.provider.getBlockNumber());

    // the server stops; meanwhile a second payment to the address and more blocks than the
    // watcher's rescan depth (3): only the cursor kept in the database leads back to it
    await ctx.app.close();
    const secondTx = await chain.sendEther(deposit.payment_address, '0.02');
    await chain.mine(6);
    restarted = await buildApp({ config: ctx.config, handle: ctx.handle, jwtSecret: TEST_JWT_SECRET, clock });
    const after = { ...ctx, app: restarted };
    {
      const [kept] = await ctx.db.select().from(chainCursors).where(eq(chainCursors.network, 'eth'));
      expect(kept.position).toBe(saved.position);
      await cycle(after, watcherOf(after, 'eth'), clock.now());
      expect(await readDeposit(after, investor, deposit._id)).toMatchObject({ status: 'successful', amount: 300 });
      // 0.1 ETH as asked, then 0.02 ETH at $3,000 as a deposit of its own
      expect(await balanceOf(after, investor)).toBe(360);

      await chain.mine(2);
      await cycle(after, watcherOf(after, 'eth'), clock.now());
      const credits = await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, deposit._id));
      expect(credits.map((c) => [c.kind, c.amountCents])).toEqual([['deposit', 30_000]]);
      const payments = await ctx.db.select().from(chainPayments).where(eq(chainPayments.address, deposit.payment_address));
      expect(payments.map((p) => [p.txid, p.status, p.units]).sort()).toEqual(
        [
          [firstTx, 'credited', '100000000000000000'],
          [secondTx, 'credited', '20000000000000000'],
        ].sort(),
      );
      expect(await balanceOf(after, investor)).toBe(360);
      // the investor is told, in the inbox (and by e-mail, through the queue)
      const inbox = await ctx.db.select().from(notifications).where(eq(notifications.userId, investor.id));
      expect(inbox.map((n) => n.kind)).toContain('deposit_credited');
      await expectLedgerReconciled(ctx.db);
    }
  });
});
