// Issue 14, point 5, the ether path end to end against a real local chain (ganache, in this
// process): the operator's xpub from a test mnemonic, a deposit's derived address, ether sent
// from a funded account, blocks mined, the deposit followed seen -> n of N -> credited once,
// with the watcher restarted in the middle (its cursor kept in the database), a reorg that
// removes a payment before its threshold (never credited), and a node that is down at start.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chainCursors, chainPayments, ledgerEntries, notifications } from '@/server/db/schema';
import { startChainWatchers } from '@/server/modules/chain/job';
import { createWatchers } from '@/server/modules/chain/watchers';
import { ManualClock } from '@/server/lib/clock';
import { startGanache, type Ganache } from '@/tests/helpers/chain/ganache';
import { startPriceStandin } from '@/tests/helpers/price-standin';
import { createInvestor, createTestApp, expectLedgerReconciled, type TestContext } from '@/tests/helpers/test-app';
import { ETH_XPUB, ethAddressAt, expectDeposit, RATES } from './chain-helpers';
import { balanceOf, cycle, readDeposit, watcherOf } from './cycle-helpers';

let chain: Ganache;
let prices: Awaited<ReturnType<typeof startPriceStandin>>;
let ctx: TestContext;
const clock = new ManualClock(new Date('2026-11-25T10:00:00.000Z'));

beforeAll(async () => {
  chain = await startGanache();
  prices = await startPriceStandin(RATES);
  ctx = await createTestApp({ ETH_XPUB, ETH_RPC_URL: chain.url, PRICE_URL: prices.url, ETH_CONFIRMATIONS: '3' }, { clock });
});
afterAll(async () => {
  await ctx.close();
  await chain.close();
  await prices.close();
});

describe('an ether deposit on a local chain', () => {
  it('is seen, counts its confirmations across a watcher restart, and is credited once', async () => {
    const investor = await createInvestor(ctx.app);
    const deposit = await expectDeposit(ctx.app, investor, 300);
    expect(deposit.coin_amount).toBe('0.1');
    // the wallet that holds the mnemonic sees the same address at index 0
    expect(deposit.payment_address).toBe(ethAddressAt(0));

    let watcher = watcherOf(ctx, 'eth');
    await cycle(ctx, watcher, clock.now());
    const txHash = await chain.sendEther(deposit.payment_address, '0.1');
    await cycle(ctx, watcher, clock.now());
    expect(await readDeposit(ctx, investor, deposit._id)).toMatchObject({ status: 'pending', confirmations: 1, required_confirmations: 3 });

    // the server restarts: a new watcher, the cursor read back from the database
    const [cursor] = await ctx.db.select().from(chainCursors).where(eq(chainCursors.network, 'eth'));
    expect(cursor.position).toBe(await chain.provider.getBlockNumber());
    watcher = watcherOf(ctx, 'eth');
    await chain.mine(1);
    await cycle(ctx, watcher, clock.now());
    expect(await readDeposit(ctx, investor, deposit._id)).toMatchObject({ status: 'pending', confirmations: 2 });
    expect(await balanceOf(ctx, investor)).toBe(0);

    await chain.mine(1);
    await cycle(ctx, watcher, clock.now());
    expect(await readDeposit(ctx, investor, deposit._id)).toMatchObject({ status: 'successful', amount: 300, confirmations: 3 });
    expect(await balanceOf(ctx, investor)).toBe(300);

    await chain.mine(2);
    await cycle(ctx, watcherOf(ctx, 'eth'), clock.now());
    const credits = await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, deposit._id));
    expect(credits.map((c) => [c.kind, c.amountCents])).toEqual([['deposit', 30_000]]);
    const [payment] = await ctx.db.select().from(chainPayments).where(eq(chainPayments.txid, txHash));
    expect(payment).toMatchObject({ status: 'credited', units: '100000000000000000', outputIndex: 0 });
    // the investor is told, in the inbox (and by e-mail, through the queue)
    const inbox = await ctx.db.select().from(notifications).where(eq(notifications.userId, investor.id));
    expect(inbox.map((n) => n.kind)).toContain('deposit_credited');
    await expectLedgerReconciled(ctx.db);
  });

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
