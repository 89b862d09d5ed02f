// On-chain amount rules, on bitcoin through a local Esplora stand-in that follows Esplora's
// documented answers, read by the product's own watcher: a payment is credited once it has its
// confirmations, at BTCPay's amount rules (exact or within 1 %: the dollars asked; under or over:
// what arrived, flagged; after the quote expired: today's rate, flagged; a further payment: a
// deposit of its own, flagged), never when a reorg removes it first, and staff see each one.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainPayments, ledgerEntries, transactions } from '@/server/db/schema';
import { ManualClock } from '@/server/lib/clock';
import { startEsploraStandin, type EsploraStandin } from '@/tests/helpers/chain/esplora-standin';
import { startPriceStandin } from '@/tests/helpers/price-standin';
import {
  createInvestor,
  createSupport,
  createTestApp,
  expectError,
  expectLedgerReconciled,
  injectAs,
  loginAdmin,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { BTC_XPUB, expectDeposit, RATES } from './chain-helpers';
import { balanceOf, cycle, readDeposit, watcherOf } from './cycle-helpers';
import type { ChainWatcher } from '@/server/modules/chain/watchers/types';

/** The investor's deposit, then the record a later payment made (both may share an instant of the test clock). */
const originalFirst = <T extends { id: string }>(rows: T[], originalId: string) =>
  [...rows].sort((a, b) => Number(a.id !== originalId) - Number(b.id !== originalId));

let esplora: EsploraStandin;
let prices: Awaited<ReturnType<typeof startPriceStandin>>;
let ctx: TestContext;
let watcher: ChainWatcher;
const clock = new ManualClock(new Date('2026-11-25T10:00:00.000Z'));

beforeAll(async () => {
  esplora = await startEsploraStandin({ clock });
  prices = await startPriceStandin(RATES);
  ctx = await createTestApp({ BTC_XPUB, ESPLORA_URL: esplora.url, PRICE_URL: prices.url, BTC_CONFIRMATIONS: '2' }, { clock });
  watcher = watcherOf(ctx, 'btc');
});
afterAll(async () => {
  await ctx.close();
  await esplora.close();
  await prices.close();
});

/** Pays `sats` to the deposit's address and mines `blocks` blocks, then runs a cycle. */
async function payAndConfirm(address: string, sats: number, blocks = 2) {
  const txid = esplora.pay([{ address, sats }]);
  esplora.mine(blocks);
  await cycle(ctx, watcher, clock.now());
  return txid;
}

const sats = (coinAmount: string) => Math.round(Number(coinAmount) * 1e8);

describe('a payment followed to its confirmations', () => {
  it('seen in the mempool, then 1 of 2, then credited once with the dollars asked', async () => {
    const investor = await createInvestor(ctx.app);
    const deposit = await expectDeposit(ctx.app, investor, 300, 'btc');
    expect(deposit.coin_amount).toBe('0.005');

    const txid = esplora.pay([{ address: deposit.payment_address, sats: 500_000 }]);
    await cycle(ctx, watcher, clock.now());
    expect(await readDeposit(ctx, investor, deposit._id)).toMatchObject({ status: 'pending', confirmations: 0, required_confirmations: 2 });
    esplora.mine(1);
    await cycle(ctx, watcher, clock.now());
    expect(await readDeposit(ctx, investor, deposit._id)).toMatchObject({ status: 'pending', confirmations: 1 });
    expect(await balanceOf(ctx, investor)).toBe(0);

    esplora.mine(1);
    await cycle(ctx, watcher, clock.now());
    expect(await readDeposit(ctx, investor, deposit._id)).toMatchObject({ status: 'successful', amount: 300, confirmations: 2 });
    expect(await balanceOf(ctx, investor)).toBe(300);
    // more blocks and cycles never credit it again
    esplora.mine(3);
    await cycle(ctx, watcher, clock.now());
    await cycle(ctx, watcher, clock.now());
    const credits = await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, deposit._id));
    expect(credits.map((e) => e.amountCents)).toEqual([30_000]);
    const [payment] = await ctx.db.select().from(chainPayments).where(eq(chainPayments.txid, txid));
    expect(payment).toMatchObject({ status: 'credited', creditedCents: 30_000, outputIndex: 0, units: '500000' });
    await expectLedgerReconciled(ctx.db);
  });

  it('a payment that a reorg removes before its threshold is never credited', async () => {
    const investor = await createInvestor(ctx.app);
    const deposit = await expectDeposit(ctx.app, investor, 150, 'btc');
    const txid = esplora.pay([{ address: deposit.payment_address, sats: sats(deposit.coin_amount) }]);
    esplora.mine(1);
    await cycle(ctx, watcher, clock.now());
    expect((await readDeposit(ctx, investor, deposit._id)).confirmations).toBe(1);

    esplora.reorg(1, { drop: [txid] });
    esplora.mine(3);
    await cycle(ctx, watcher, clock.now());
    const [payment] = await ctx.db.select().from(chainPayments).where(eq(chainPayments.txid, txid));
    expect(payment.status).toBe('dropped');
    expect(await readDeposit(ctx, investor, deposit._id)).toMatchObject({ status: 'pending', confirmations: 0 });
    expect(await balanceOf(ctx, investor)).toBe(0);
    await expectLedgerReconciled(ctx.db);
  });
});

describe('amount rules', () => {
  async function depositAndPay(usd: number, paidFraction: number) {
    const investor = await createInvestor(ctx.app);
    const deposit = await expectDeposit(ctx.app, investor, usd, 'btc');
    await payAndConfirm(deposit.payment_address, Math.round(sats(deposit.coin_amount) * paidFraction));
    return { investor, deposit };
  }

  it('short by less than 1 %: the dollars asked, no flag', async () => {
    const { investor, deposit } = await depositAndPay(600, 0.995);
    expect(await balanceOf(ctx, investor)).toBe(600);
    const staff = await loginAdmin(ctx.app);
    const seen = await injectAs(ctx.app, staff.token, { method: 'GET', url: `/api/transaction/single/${deposit._id}` });
    expect(seen.json()).toMatchObject({ status: 'successful', deposit_flags: [], quoted_amount: 600 });
  });

  it('short by more than 1 %: what arrived at the quote rate, flagged underpaid', async () => {
    const { investor, deposit } = await depositAndPay(600, 0.9);
    // 0.009 BTC at $60,000
    expect(await balanceOf(ctx, investor)).toBe(540);
    const staff = await loginAdmin(ctx.app);
    const seen = await injectAs(ctx.app, staff.token, { method: 'GET', url: `/api/transaction/single/${deposit._id}` });
    expect(seen.json()).toMatchObject({ status: 'successful', amount: 540, quoted_amount: 600, deposit_flags: ['underpaid'] });
  });

  it('more than asked: what arrived, flagged overpaid', async () => {
    const { investor } = await depositAndPay(600, 1.5);
    expect(await balanceOf(ctx, investor)).toBe(900);
    const [row] = await ctx.db.select().from(transactions).where(eq(transactions.userId, investor.id));
    expect(row.riskFlags).toEqual(['overpaid']);
  });

  it('paid after the quote expired: at the rate when it confirms, flagged', async () => {
    const investor = await createInvestor(ctx.app);
    const deposit = await expectDeposit(ctx.app, investor, 600, 'btc');
    clock.advance(31 * 60_000);
    prices.set({ bitcoin: 50_000 });
    await payAndConfirm(deposit.payment_address, sats(deposit.coin_amount));
    // 0.01 BTC at $50,000
    expect(await balanceOf(ctx, investor)).toBe(500);
    const [row] = await ctx.db.select().from(transactions).where(eq(transactions.id, deposit._id));
    expect(row).toMatchObject({ status: 'successful', amountCents: 50_000, riskFlags: ['late_payment'] });
    prices.set({ bitcoin: RATES.bitcoin });
    clock.advance(61_000);
    await expectLedgerReconciled(ctx.db);
  });

  it('a second payment to the same address: a deposit of its own, flagged; both credited once', async () => {
    const investor = await createInvestor(ctx.app);
    const deposit = await expectDeposit(ctx.app, investor, 300, 'btc');
    await payAndConfirm(deposit.payment_address, 500_000);
    await payAndConfirm(deposit.payment_address, 100_000);
    // both are made at the same instant of the test's clock: the quoted deposit is the larger
    const rows = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.userId, investor.id))
      .orderBy(desc(transactions.amountCents));
    expect(rows.map((r) => [r.status, r.amountCents, r.riskFlags])).toEqual([
      ['successful', 30_000, []],
      ['successful', 6_000, ['extra_payment']],
    ]);
    expect(await balanceOf(ctx, investor)).toBe(360);
    await expectLedgerReconciled(ctx.db);
  });

  it('approved by hand before it confirmed: the payment is linked, not credited again', async () => {
    const investor = await createInvestor(ctx.app);
    const deposit = await expectDeposit(ctx.app, investor, 300, 'btc');
    const admin = await loginAdmin(ctx.app);
    const approved = await injectAs(ctx.app, admin.token, {
      method: 'PUT',
      url: `/api/transaction/${deposit._id}`,
      payload: { status: 'successful' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const txid = await payAndConfirm(deposit.payment_address, 500_000);
    expect(await balanceOf(ctx, investor)).toBe(300);
    const [payment] = await ctx.db.select().from(chainPayments).where(eq(chainPayments.txid, txid));
    expect(payment).toMatchObject({ status: 'credited', creditedCents: 0, flags: ['approved_by_hand'], transactionId: deposit._id });
    await expectLedgerReconciled(ctx.db);
  });

  it('paid in time but seen only after the quote expired (a node outage): judged by its block time, the dollars asked', async () => {
    const investor = await createInvestor(ctx.app);
    const deposit = await expectDeposit(ctx.app, investor, 600, 'btc');
    // mined at once, while the quote holds; the watcher reads it 40 minutes later
    const txid = esplora.pay([{ address: deposit.payment_address, sats: sats(deposit.coin_amount) }]);
    esplora.mine(2);
    clock.advance(40 * 60_000);
    prices.set({ bitcoin: 50_000 });
    await cycle(ctx, watcher, clock.now());
    const [row] = await ctx.db.select().from(transactions).where(eq(transactions.id, deposit._id));
    expect(row).toMatchObject({ status: 'successful', amountCents: 60_000, riskFlags: [] });
    const [payment] = await ctx.db.select().from(chainPayments).where(eq(chainPayments.txid, txid));
    expect(payment.blockTime!.getTime()).toBeLessThan(new Date(deposit.quote_expires_at).getTime());
    prices.set({ bitcoin: RATES.bitcoin });
    clock.advance(61_000);
    await expectLedgerReconciled(ctx.db);
  });

  it('paid after the unpaid deposit was failed (a day after its quote): credited as a record of its own, flagged late', async () => {
    const investor = await createInvestor(ctx.app);
    const deposit = await expectDeposit(ctx.app, investor, 300, 'btc');
    clock.advance(30 * 60_000 + 24 * 60 * 60_000 + 1_000);
    await cycle(ctx, watcher, clock.now());
    expect((await readDeposit(ctx, investor, deposit._id)).status).toBe('failed');

    await payAndConfirm(deposit.payment_address, 500_000);
    const rows = originalFirst(await ctx.db.select().from(transactions).where(eq(transactions.userId, investor.id)), deposit._id);
    expect(rows.map((r) => [r.id === deposit._id, r.status, r.amountCents, r.riskFlags])).toEqual([
      [true, 'failed', 30_000, []],
      [false, 'successful', 30_000, ['late_payment', 'paid_after_failed']],
    ]);
    expect(await balanceOf(ctx, investor)).toBe(300);
    await expectLedgerReconciled(ctx.db);
  });

  it('failed by an admin, then paid while the quote holds: credited once at the quote as a record of its own, flagged', async () => {
    const investor = await createInvestor(ctx.app);
    const deposit = await expectDeposit(ctx.app, investor, 300, 'btc');
    const admin = await loginAdmin(ctx.app);
    const failed = await injectAs(ctx.app, admin.token, {
      method: 'PUT',
      url: `/api/transaction/${deposit._id}`,
      payload: { status: 'failed' },
    });
    expect(failed.statusCode, failed.body).toBe(200);

    const txid = await payAndConfirm(deposit.payment_address, 500_000);
    esplora.mine(2);
    await cycle(ctx, watcher, clock.now());
    const rows = originalFirst(await ctx.db.select().from(transactions).where(eq(transactions.userId, investor.id)), deposit._id);
    expect(rows.map((r) => [r.id === deposit._id, r.status, r.amountCents, r.riskFlags])).toEqual([
      [true, 'failed', 30_000, []],
      [false, 'successful', 30_000, ['paid_after_failed']],
    ]);
    const [payment] = await ctx.db.select().from(chainPayments).where(eq(chainPayments.txid, txid));
    expect(payment).toMatchObject({ status: 'credited', creditedCents: 30_000, flags: ['paid_after_failed'], transactionId: rows[1].id });
    expect(await balanceOf(ctx, investor)).toBe(300);
    await expectLedgerReconciled(ctx.db);
  });

  it('a quote nobody paid: failed a day after it expired, nothing moved', async () => {
    const investor = await createInvestor(ctx.app);
    const deposit = await expectDeposit(ctx.app, investor, 300, 'btc');
    clock.advance(30 * 60_000 + 24 * 60 * 60_000 + 1_000);
    await cycle(ctx, watcher, clock.now());
    expect((await readDeposit(ctx, investor, deposit._id)).status).toBe('failed');
    expect(await balanceOf(ctx, investor)).toBe(0);
  });
});

describe('staff see every on-chain payment', () => {
  let investor: TestUser;
  let depositId: string;
  let txid: string;
  beforeAll(async () => {
    investor = await createInvestor(ctx.app);
    const deposit = await expectDeposit(ctx.app, investor, 120, 'btc');
    depositId = deposit._id;
    txid = await payAndConfirm(deposit.payment_address, 250_000);
  });

  it('with the coin, txid and its explorer link, confirmations, quote and credited value', async () => {
    const support = await createSupport(ctx.app);
    const res = await injectAs(ctx.app, support.token, {
      method: 'GET',
      url: `/api/chain-payments?filter=${encodeURIComponent(JSON.stringify({ transaction_id: depositId }))}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-range']).toBe('chain-payments 0-0/1');
    expect(res.json()).toEqual([
      expect.objectContaining({
        coin: 'btc',
        txid,
        output_index: 0,
        coin_amount: '0.0025',
        status: 'credited',
        required_confirmations: 2,
        transaction_id: depositId,
        userid: investor.id,
        quoted_coin_amount: '0.002',
        quoted_amount: 120,
        credited_amount: 150,
        rate: '60000',
        flags: ['overpaid'],
        explorer_url: `https://mempool.space/tx/${txid}`,
      }),
    ]);
    const one = await injectAs(ctx.app, support.token, { method: 'GET', url: `/api/chain-payments/${res.json()[0]._id}` });
    expect(one.json()).toMatchObject({ txid, confirmations: 2 });
  });

  it('investors cannot read them; bad filters are a 400', async () => {
    expectError(await injectAs(ctx.app, investor.token, { method: 'GET', url: '/api/chain-payments' }), 403);
    const support = await createSupport(ctx.app);
    expectError(
      await injectAs(ctx.app, support.token, { method: 'GET', url: `/api/chain-payments?filter=${encodeURIComponent('{"coin":"doge"}')}` }),
      400,
    );
    expectError(
      await injectAs(ctx.app, support.token, { method: 'GET', url: '/api/chain-payments/00000000-0000-4000-8000-000000000000' }),
      404,
    );
  });
});
