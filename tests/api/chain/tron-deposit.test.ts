// On-chain deposits on TRON: a USDT deposit gets a TRON address derived from the operator's xpub
// (m/44'/195'/0'/0/i), is paid by a TRC-20 transfer of the configured contract seen through a
// local stand-in that follows TronGrid's documented answers, and is credited once it has its
// confirmations; a transfer of another token to the same address is not a payment.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TRON_USDT_CONTRACT } from '@/common/chain/coins';
import { isValidAddress } from '@/common/crypto-address';
import { chainPayments, ledgerEntries } from '@/server/db/schema';
import { ManualClock } from '@/server/lib/clock';
import { startTronGridStandin, type TronGridStandin } from '@/tests/helpers/chain/trongrid-standin';
import { startPriceStandin } from '@/tests/helpers/price-standin';
import { createInvestor, createTestApp, expectLedgerReconciled, type TestContext } from '@/tests/helpers/test-app';
import { expectDeposit, RATES, TRON_XPUB } from './chain-helpers';
import { balanceOf, cycle, readDeposit, watcherOf } from './cycle-helpers';

const OTHER_TOKEN = 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8';
let tron: TronGridStandin;
let prices: Awaited<ReturnType<typeof startPriceStandin>>;
let ctx: TestContext;
const clock = new ManualClock(new Date('2026-11-25T10:00:00.000Z'));

beforeAll(async () => {
  tron = await startTronGridStandin({ contract: TRON_USDT_CONTRACT, clock });
  prices = await startPriceStandin(RATES);
  ctx = await createTestApp({ TRON_XPUB, TRON_API_URL: tron.url, PRICE_URL: prices.url, TRON_CONFIRMATIONS: '3' }, { clock });
});
afterAll(async () => {
  await ctx.close();
  await tron.close();
  await prices.close();
});

it('a USDT deposit paid by a TRC-20 transfer is credited once at its confirmations', async () => {
  const investor = await createInvestor(ctx.app);
  const deposit = await expectDeposit(ctx.app, investor, 250, 'usdt');
  expect(isValidAddress('usdt', deposit.payment_address)).toBe(true);
  expect(deposit.coin_amount).toBe('250');
  const watcher = watcherOf(ctx, 'usdt');

  // another token to the same address is no payment
  tron.transfer(deposit.payment_address, 999_000_000n, { contract: OTHER_TOKEN });
  const txid = tron.transfer(deposit.payment_address, 250_000_000n);
  tron.mine(1);
  await cycle(ctx, watcher, clock.now());
  expect(await readDeposit(ctx, investor, deposit._id)).toMatchObject({ status: 'pending', confirmations: 1, required_confirmations: 3 });
  tron.mine(2);
  await cycle(ctx, watcher, clock.now());
  expect(await readDeposit(ctx, investor, deposit._id)).toMatchObject({ status: 'successful', amount: 250 });
  await cycle(ctx, watcher, clock.now());

  expect(await balanceOf(ctx, investor)).toBe(250);
  const payments = await ctx.db.select().from(chainPayments).where(eq(chainPayments.coin, 'usdt'));
  expect(payments.map((p) => [p.txid, p.status, p.units])).toEqual([[txid, 'credited', '250000000']]);
  expect(await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, deposit._id))).toHaveLength(1);
  await expectLedgerReconciled(ctx.db);
});
