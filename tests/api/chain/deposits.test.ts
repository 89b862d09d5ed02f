// On-chain deposits through the API: a deposit in a coin with an xpub gets an address
// of its own, derived at the next index (never reused, unique under concurrency), and a quote:
// the exact coin amount at the price source's rate (or the admin's fallback), valid 30
// minutes. A coin without an xpub keeps the shared wallet and admin approval.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATE_MSG } from '@/common/api/chain';
import { TRON_USDT_CONTRACT } from '@/common/chain/coins';
import { TX_MSG } from '@/common/validation/transaction';
import { auditLog, depositAddresses, derivationCounters, fallbackRates, transactions } from '@/server/db/schema';
import { ManualClock } from '@/server/lib/clock';
import { startPriceStandin } from '@/tests/helpers/price-standin';
import {
  createInvestor,
  createSupport,
  createTestApp,
  expectError,
  expectFieldError,
  injectAs,
  loginAdmin,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { BTC_XPUB, depositOnChain, ETH_XPUB, ethAddressAt, expectDeposit, RATES, TRON_XPUB } from './chain-helpers';

const NOW = new Date('2026-11-25T10:00:00.000Z');
let prices: Awaited<ReturnType<typeof startPriceStandin>>;
let ctx: TestContext;
let admin: TestUser;
let support: TestUser;
const clock = new ManualClock(NOW);

beforeAll(async () => {
  prices = await startPriceStandin(RATES);
  ctx = await createTestApp(
    { ETH_XPUB, ETH_RPC_URL: 'http://127.0.0.1:9', BTC_XPUB, ESPLORA_URL: 'http://127.0.0.1:9', PRICE_URL: prices.url },
    { clock },
  );
  admin = await loginAdmin(ctx.app);
  support = await createSupport(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await prices.close();
});
beforeEach(() => {
  prices.up();
  // a minute later each time: the price book's cache is fresh for a minute
  clock.advance(61_000);
});

describe('GET /api/deposit-options', () => {
  it('names the coins watched on their chain and the confirmations each needs', async () => {
    const investor = await createInvestor(ctx.app);
    const res = await injectAs(ctx.app, investor.token, { method: 'GET', url: '/api/deposit-options' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { symbol: 'btc', on_chain: true, required_confirmations: 2, token_contract: null },
      { symbol: 'eth', on_chain: true, required_confirmations: 12, token_contract: null },
      { symbol: 'usdt', on_chain: false, required_confirmations: 19, token_contract: TRON_USDT_CONTRACT },
    ]);
  });

  it("names the TRC-20 contract the operator configured, for the payment URI's QR code", async () => {
    const contract = 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj';
    const other = await createTestApp({ TRON_XPUB, TRON_API_URL: 'http://127.0.0.1:9', TRON_USDT_CONTRACT: contract }, { clock });
    try {
      const investor = await createInvestor(other.app);
      const res = await injectAs(other.app, investor.token, { method: 'GET', url: '/api/deposit-options' });
      expect(res.json().find((o: { symbol: string }) => o.symbol === 'usdt')).toEqual({
        symbol: 'usdt',
        on_chain: true,
        required_confirmations: 19,
        token_contract: contract,
      });
    } finally {
      await other.close();
    }
  }, 60_000);
});

describe('the price source', () => {
  it('is asked once for quotes within a minute, and again once the cached rates are a minute old (by the app clock)', async () => {
    const investor = await createInvestor(ctx.app);
    const before = prices.calls;
    await expectDeposit(ctx.app, investor, 100);
    await expectDeposit(ctx.app, investor, 110, 'btc');
    clock.advance(59_000);
    await expectDeposit(ctx.app, investor, 120);
    expect(prices.calls - before).toBe(1);
    clock.advance(1_000);
    await expectDeposit(ctx.app, investor, 130);
    await expectDeposit(ctx.app, investor, 140, 'btc');
    expect(prices.calls - before).toBe(2);
  });
});

describe("the investor's list", () => {
  it('carries the on-chain fields of each deposit to a derived address', async () => {
    const investor = await createInvestor(ctx.app);
    const deposit = await expectDeposit(ctx.app, investor, 250);
    const res = await injectAs(ctx.app, investor.token, { method: 'GET', url: `/api/transaction/${investor.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = res.json();
    expect(row).toMatchObject({
      _id: deposit._id,
      payment_address: deposit.payment_address,
      coin_amount: '0.08333334',
      quote_expires_at: deposit.quote_expires_at,
      confirmations: null,
      required_confirmations: 12,
    });
    // staff-only fields stay with staff
    expect(row).not.toHaveProperty('quote_rate');
    expect(row).not.toHaveProperty('deposit_flags');
  });
});

describe('a deposit in a coin with an xpub', () => {
  it('gets the next derived address and an exact quote valid 30 minutes; the investor reads it back', async () => {
    const investor = await createInvestor(ctx.app);
    const first = await expectDeposit(ctx.app, investor, 250);
    const second = await expectDeposit(ctx.app, investor, 100);
    const [a, b] = await ctx.db
      .select()
      .from(depositAddresses)
      .where(eq(depositAddresses.userId, investor.id))
      .orderBy(depositAddresses.derivationIndex);
    expect(first.payment_address).toBe(ethAddressAt(a.derivationIndex));
    expect(second.payment_address).toBe(ethAddressAt(b.derivationIndex));
    expect(b.derivationIndex).toBe(a.derivationIndex + 1);
    // $250 at $3,000 per ether, rounded up to 8 decimals
    expect(first).toMatchObject({ status: 'pending', coin_amount: '0.08333334', confirmations: null, required_confirmations: 12 });
    expect(new Date(first.quote_expires_at).getTime() - clock.now().getTime()).toBe(30 * 60_000);

    const single = await injectAs(ctx.app, investor.token, { method: 'GET', url: `/api/transaction/single/${first._id}` });
    expect(single.json()).toMatchObject({
      payment_address: first.payment_address,
      coin_amount: '0.08333334',
      payment_method: 'Ethereum',
    });
    // the quote's rate and flags are for staff
    expect(single.json()).not.toHaveProperty('quote_rate');
    const staffView = await injectAs(ctx.app, support.token, { method: 'GET', url: `/api/transaction/single/${first._id}` });
    expect(staffView.json()).toMatchObject({ quote_rate: '3000.00000000', quoted_amount: 250, deposit_flags: [] });
  });

  it('bitcoin: a BIP84 address and an amount in satoshi precision', async () => {
    const investor = await createInvestor(ctx.app);
    const deposit = await expectDeposit(ctx.app, investor, 250, 'btc');
    expect(deposit.payment_address).toMatch(/^bc1q[a-z0-9]{38}$/);
    expect(deposit.coin_amount).toBe('0.00416667');
  });

  it('hands each of many deposits at once an index of its own', async () => {
    const investors = await Promise.all(Array.from({ length: 6 }, () => createInvestor(ctx.app)));
    const results = await Promise.all(investors.map((i) => depositOnChain(ctx.app, i, 150)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const addresses = results.map((r) => r.json().payment_address);
    expect(new Set(addresses).size).toBe(6);
    const rows = await ctx.db.select().from(depositAddresses).where(eq(depositAddresses.coin, 'eth'));
    const indexes = rows.map((r) => r.derivationIndex).sort((x, y) => x - y);
    // never reused, no holes: 0..n-1
    expect(indexes).toEqual(indexes.map((_, i) => i));
    const [counter] = await ctx.db.select().from(derivationCounters).where(eq(derivationCounters.coin, 'eth'));
    expect(counter.nextIndex).toBe(rows.length);
  });

  it('a retry with the same Idempotency-Key is the same deposit and the same address', async () => {
    const investor = await createInvestor(ctx.app);
    const first = await depositOnChain(ctx.app, investor, 300, 'Ethereum', 'chain-intent-1');
    const again = await depositOnChain(ctx.app, investor, 300, 'Ethereum', 'chain-intent-1');
    expect(again.json()._id).toBe(first.json()._id);
    expect(again.json().payment_address).toBe(first.json().payment_address);
    expect(await ctx.db.select().from(depositAddresses).where(eq(depositAddresses.userId, investor.id))).toHaveLength(1);
  });

  it('with the price source down and no fallback: 503 with a message, nothing recorded, no index spent', async () => {
    prices.down();
    // the last live rates still quote for 10 minutes after the source stopped answering
    clock.advance(10 * 60_000);
    await ctx.db.delete(fallbackRates);
    const investor = await createInvestor(ctx.app);
    const [before] = await ctx.db.select().from(derivationCounters).where(eq(derivationCounters.coin, 'eth'));
    expectError(await depositOnChain(ctx.app, investor, 200), 503, RATE_MSG.unavailable);
    expect(await ctx.db.select().from(transactions).where(eq(transactions.userId, investor.id))).toEqual([]);
    const [after] = await ctx.db.select().from(derivationCounters).where(eq(derivationCounters.coin, 'eth'));
    expect(after).toEqual(before);
  });

  it("with the price source down, the admin's fallback rate quotes", async () => {
    prices.down();
    clock.advance(10 * 60_000);
    const set = await injectAs(ctx.app, admin.token, { method: 'PUT', url: '/api/chain/rates/eth', payload: { usd: '2500' } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ coin: 'eth', fallback_usd: '2500', live_usd: null });
    const investor = await createInvestor(ctx.app);
    expect((await expectDeposit(ctx.app, investor, 250)).coin_amount).toBe('0.1');
    await ctx.db.delete(fallbackRates);
  });
});

describe('a coin without an xpub', () => {
  it('still needs one of our wallets: no address is an error, nothing derived', async () => {
    const investor = await createInvestor(ctx.app);
    expectFieldError(await depositOnChain(ctx.app, investor, 200, 'Tether USDT Trc20'), 'payment_address', TX_MSG.addressRequired);
    expect(await ctx.db.select().from(depositAddresses).where(eq(depositAddresses.coin, 'usdt'))).toEqual([]);
  });
});

describe('fallback rates', () => {
  it('staff read live and fallback rates; only admins set them, checked and audited', async () => {
    const list = await injectAs(ctx.app, support.token, { method: 'GET', url: '/api/chain/rates' });
    expect(list.statusCode).toBe(200);
    expect(list.json().find((r: { coin: string }) => r.coin === 'btc')).toMatchObject({ live_usd: '60000', fallback_usd: null });

    expectFieldError(
      await injectAs(ctx.app, admin.token, { method: 'PUT', url: '/api/chain/rates/btc', payload: { usd: '12.123456789' } }),
      'usd',
      RATE_MSG.rate,
    );
    expectFieldError(
      await injectAs(ctx.app, admin.token, { method: 'PUT', url: '/api/chain/rates/btc', payload: { usd: '0' } }),
      'usd',
      RATE_MSG.rate,
    );
    expectError(await injectAs(ctx.app, admin.token, { method: 'PUT', url: '/api/chain/rates/doge', payload: { usd: '1' } }), 400);
    expectError(await injectAs(ctx.app, support.token, { method: 'PUT', url: '/api/chain/rates/btc', payload: { usd: '1' } }), 403);
    expect(await ctx.db.select().from(fallbackRates)).toEqual([]);

    const saved = await injectAs(ctx.app, admin.token, { method: 'PUT', url: '/api/chain/rates/btc', payload: { usd: '61000.25' } });
    expect(saved.json()).toMatchObject({ coin: 'btc', fallback_usd: '61000.25' });
    const cleared = await injectAs(ctx.app, admin.token, { method: 'PUT', url: '/api/chain/rates/btc', payload: { usd: null } });
    expect(cleared.json()).toMatchObject({ coin: 'btc', fallback_usd: null });
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'rate.fallback'));
    expect(audit.filter((a) => a.entityId === 'btc').map((a) => a.after)).toEqual([{ usd: '61000.25' }, null]);
  });
});
