// POST /api/transaction/save (deposits, withdrawals) and POST /api/transaction/invest.
// Payloads, validation messages and money effects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MSG } from '@/common/crypto-address';
import { wallets } from '@/server/db/schema';
import { ManualClock } from '@/server/lib/clock';
import {
  createInvestor,
  expectError,
  expectFieldError,
  expectLedgerReconciled,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import {
  balances,
  deposit,
  depositAddress,
  fund,
  invest,
  ledgerOf,
  planId,
  postDeposit,
  postInvest,
  postWithdrawal,
  type PublicTx,
  setStatus,
  snapshot,
  startMoneyApp,
  txRow,
  UNKNOWN_ID,
  verifyKyc,
  withdraw,
} from './money-helpers';

const clock = new ManualClock(new Date('2026-02-01T09:00:00Z'));
let ctx: TestContext;
let admin: TestUser;
let btc: string;
let eth: string;
let usdt: string;

beforeAll(async () => {
  ({ ctx, admin, btc } = await startMoneyApp(clock));
  eth = await depositAddress(ctx.app, admin.token, 'eth');
  usdt = await depositAddress(ctx.app, admin.token, 'usdt');
});
afterAll(() => ctx.close());

describe('POST /api/transaction/save: deposit', () => {
  it('records a pending deposit with the legacy wire fields and moves no money', async () => {
    const u = await createInvestor(ctx.app);
    const res = await postDeposit(ctx.app, u, {
      userid: u.id,
      trnx_type: 'deposit',
      amount: 250.75,
      payment_method: 'Bitcoin',
      payment_address: btc,
    });
    expect(res.statusCode, res.body).toBe(201);
    const t = res.json();
    expect(t).toMatchObject({
      userid: u.id,
      trnx_type: 'deposit',
      type: 'deposit',
      amount: 250.75,
      status: 'pending',
      payment_method: 'Bitcoin',
      payment_address: btc,
      createdAt: clock.now().toISOString(),
    });
    expect(typeof t._id).toBe('string');
    expect((await txRow(ctx.db, t._id)).amountCents).toBe(25075);
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 0, bonus: 0 });
    expect(await ledgerOf(ctx.db, t._id)).toEqual([]);
    await expectLedgerReconciled(ctx.db);
  });

  it('accepts every coin by name or symbol, with one of our addresses', async () => {
    const u = await createInvestor(ctx.app);
    // each is cancelled at once: a user may have only MAX_PENDING_DEPOSITS pending
    for (const [coin, address] of [
      ['Bitcoin', btc],
      ['btc', btc],
      ['Ethereum', eth],
      ['ETH', eth],
      ['Tether USDT Trc20', usdt],
      ['usdt', usdt],
    ]) {
      const res = await postDeposit(ctx.app, u, {
        userid: u.id,
        trnx_type: 'deposit',
        amount: 100,
        payment_method: coin,
        payment_address: address,
      });
      expect(res.statusCode, `${coin}: ${res.body}`).toBe(201);
      await setStatus(ctx.app, admin.token, (res.json() as PublicTx)._id, 'failed');
    }
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 0, bonus: 0 });
    await expectLedgerReconciled(ctx.db);
  });

  it('refuses an unknown coin', async () => {
    const u = await createInvestor(ctx.app);
    const before = await snapshot(ctx.db, u.id);
    for (const coin of ['Dogecoin', '', 'bitcoin cash']) {
      const res = await postDeposit(ctx.app, u, {
        userid: u.id,
        trnx_type: 'deposit',
        amount: 100,
        payment_method: coin,
        payment_address: btc,
      });
      expectFieldError(res, 'payment_method', 'Choose a coin: Bitcoin, Ethereum, Tether USDT Trc20');
    }
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
  });

  it('requires at least 100 USD', async () => {
    const u = await createInvestor(ctx.app);
    const before = await snapshot(ctx.db, u.id);
    for (const amount of [99.99, 50, 1]) {
      const res = await postDeposit(ctx.app, u, {
        userid: u.id,
        trnx_type: 'deposit',
        amount,
        payment_method: 'Bitcoin',
        payment_address: btc,
      });
      expectFieldError(res, 'amount', 'The minimum deposit is $100.00');
    }
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
    // exactly the minimum is fine
    await deposit(ctx.app, u, 100, btc);
  });

  it('pays only into one of our active wallets', async () => {
    const u = await createInvestor(ctx.app);
    // a retired wallet (status false) and a deleted one are no longer ours to pay into
    const [retired] = await ctx.db
      .insert(wallets)
      .values({ name: 'Retired BTC', currency: 'btc', address: 'bc1qretired000000000000000000000000000000', status: false })
      .returning();
    const [deleted] = await ctx.db
      .insert(wallets)
      .values({
        name: 'Deleted BTC',
        currency: 'btc',
        address: 'bc1qdeleted000000000000000000000000000000',
        status: true,
        deletedAt: new Date(),
      })
      .returning();
    const before = await snapshot(ctx.db, u.id);
    for (const address of ['bc1qsomeoneelse0000000000000000000000000', retired.address, deleted.address]) {
      const res = await postDeposit(ctx.app, u, {
        userid: u.id,
        trnx_type: 'deposit',
        amount: 500,
        payment_method: 'Bitcoin',
        payment_address: address,
      });
      expectFieldError(res, 'payment_address', 'This is not one of our deposit addresses');
    }
    for (const address of ['', 'short', 'has spaces in it 123', '<script>alert(1)</script>']) {
      const res = await postDeposit(ctx.app, u, {
        userid: u.id,
        trnx_type: 'deposit',
        amount: 500,
        payment_method: 'Bitcoin',
        payment_address: address,
      });
      expectError(res, 400);
    }
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
  });

  it("refuses someone else's userid, a missing userid and unknown fields", async () => {
    const u = await createInvestor(ctx.app);
    const other = await createInvestor(ctx.app);
    const base = { trnx_type: 'deposit', amount: 500, payment_method: 'Bitcoin', payment_address: btc };
    const before = await snapshot(ctx.db, u.id);
    expectFieldError(await postDeposit(ctx.app, u, { ...base, userid: other.id }), 'userid', 'userid must be your own id');
    expectFieldError(await postDeposit(ctx.app, u, { ...base, userid: admin.id }), 'userid', 'userid must be your own id');
    expectError(await postDeposit(ctx.app, u, base), 400);
    expectError(await postDeposit(ctx.app, u, { ...base, userid: u.id, status: 'successful' }), 400);
    expectError(await postDeposit(ctx.app, u, { ...base, userid: u.id, trnx_type: 'investment' }), 400);
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
    expect(await snapshot(ctx.db, other.id)).toMatchObject({ transactions: 0, ledger: 0 });
  });
});

describe('POST /api/transaction/save: withdrawal', () => {
  it("needs KYC: 403 'Kindly verify your account to complete withdrawal'", async () => {
    const u = await createInvestor(ctx.app);
    await fund(ctx.app, admin.token, u.id, 1000);
    const before = await snapshot(ctx.db, u.id);
    expectError(await postWithdrawal(ctx.app, u, 200), 403, 'Kindly verify your account to complete withdrawal');
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
    await verifyKyc(ctx.app, admin.token, u.id);
    const t = await withdraw(ctx.app, u, 200);
    expect(t).toMatchObject({ trnx_type: 'withdraw', type: 'withdraw', status: 'pending', amount: 200, userid: u.id });
    await expectLedgerReconciled(ctx.db);
  });

  it('holds the funds at once (legacy payload: amount and address only)', async () => {
    const u = await createInvestor(ctx.app);
    await fund(ctx.app, admin.token, u.id, 1000.5);
    await verifyKyc(ctx.app, admin.token, u.id);
    const t = await withdraw(ctx.app, u, 400.25);
    expect(t.payment_address).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 60025, bonus: 0 });
    const ledger = await ledgerOf(ctx.db, t._id);
    expect(ledger.map((l) => [l.kind, l.account, l.amountCents])).toEqual([['withdrawal_hold', 'balance', -40025]]);
    // our own client also sends trnx_type and userid
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/transaction/save',
      headers: { authorization: `Bearer ${u.token}` },
      payload: { trnx_type: 'withdraw', userid: u.id, amount: 100, address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' },
    });
    expect(res.statusCode, res.body).toBe(201);
    // an older client names no coin: the address's network names it
    expect(res.json()).toMatchObject({ payment_method: 'btc', payout_reference: null });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 50025, bonus: 0 });
    await expectLedgerReconciled(ctx.db);
  });

  it('requires at least 100 USD', async () => {
    const u = await createInvestor(ctx.app);
    await fund(ctx.app, admin.token, u.id, 1000);
    await verifyKyc(ctx.app, admin.token, u.id);
    const before = await snapshot(ctx.db, u.id);
    for (const amount of [99.99, 10]) {
      expectFieldError(await postWithdrawal(ctx.app, u, amount), 'amount', 'The minimum withdrawal is $100.00');
    }
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
    await withdraw(ctx.app, u, 100);
    await expectLedgerReconciled(ctx.db);
  });

  it("above the balance: 409 'you do not have enough balance to process a withdrawal', nothing held", async () => {
    const u = await createInvestor(ctx.app);
    await fund(ctx.app, admin.token, u.id, 300);
    await verifyKyc(ctx.app, admin.token, u.id);
    const before = await snapshot(ctx.db, u.id);
    expectError(await postWithdrawal(ctx.app, u, 300.01), 409, 'you do not have enough balance to process a withdrawal');
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
    // the whole balance is fine
    await withdraw(ctx.app, u, 300);
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 0, bonus: 0 });
    expectError(await postWithdrawal(ctx.app, u, 100), 409, 'you do not have enough balance to process a withdrawal');
    await expectLedgerReconciled(ctx.db);
  });

  it('profit (acct_bonus) is not spendable balance', async () => {
    const u = await createInvestor(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/profile/${u.id}/adjust`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { account: 'bonus', amount: 500, reason: 'test' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await verifyKyc(ctx.app, admin.token, u.id);
    expectError(await postWithdrawal(ctx.app, u, 200), 409, 'you do not have enough balance to process a withdrawal');
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 0, bonus: 50000 });
    await expectLedgerReconciled(ctx.db);
  });

  it("refuses someone else's userid, a missing or bad address, and deposit fields", async () => {
    const u = await createInvestor(ctx.app);
    const other = await createInvestor(ctx.app);
    await fund(ctx.app, admin.token, u.id, 1000);
    await verifyKyc(ctx.app, admin.token, u.id);
    const before = await snapshot(ctx.db, u.id);
    const send = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: '/api/transaction/save', headers: { authorization: `Bearer ${u.token}` }, payload });
    expectFieldError(
      await send({ trnx_type: 'withdraw', userid: other.id, amount: 200, address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' }),
      'userid',
      'userid must be your own id',
    );
    expectFieldError(await send({ amount: 200 }), 'address', 'Wallet address is required');
    expectFieldError(await send({ amount: 200, address: 'not an address!' }), 'address', ADDRESS_MSG.unknown);
    expectError(
      await send({
        amount: 200,
        address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
        payment_address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      }),
      400,
    );
    expectError(await send({ trnx_type: 'loan', amount: 200, address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' }), 400);
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
  });
});

describe('POST /api/transaction/invest', () => {
  it('takes roi, duration, min and max from the plan whatever the client sends', async () => {
    const u = await createInvestor(ctx.app);
    await fund(ctx.app, admin.token, u.id, 10000);
    const res = await postInvest(ctx.app, u, { plan: 'Gold Reserve', amount: 4000, duration: 1, roi: 99 });
    expect(res.statusCode, res.body).toBe(201);
    const t = res.json();
    const start = clock.now();
    expect(t).toMatchObject({
      userid: u.id,
      // the legacy wire contract's fields: trnx_type = plan name, payment_method = days, payment_address = daily percent
      trnx_type: 'Gold Reserve',
      type: 'investment',
      payment_method: '30',
      payment_address: '1.2',
      amount: 4000,
      status: 'active',
      roi: 1.2,
      duration: 30,
      deposit_return: true,
      start_date: start.toISOString().slice(0, 10),
      end_date: new Date(start.getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
      accrued_days: 0,
      profit: 0,
    });
    expect(t.plan_id).toBe(await planId(ctx.app, u.token, 'Gold Reserve'));
    const row = await txRow(ctx.db, t._id);
    expect(row).toMatchObject({ roiBp: 120, durationDays: 30, amountCents: 400000, planName: 'Gold Reserve', depositReturn: true });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 600000, bonus: 0 });
    expect((await ledgerOf(ctx.db, t._id)).map((l) => [l.kind, l.account, l.amountCents])).toEqual([['investment', 'balance', -400000]]);
    await expectLedgerReconciled(ctx.db);
  });

  it('finds the plan by planId (before the name), or by name alone', async () => {
    const u = await createInvestor(ctx.app);
    await fund(ctx.app, admin.token, u.id, 20000);
    const nftId = await planId(ctx.app, u.token, 'NFT Collectibles');
    // planId wins over a name that says something else
    const byId = await postInvest(ctx.app, u, { planId: nftId, plan: 'Gold Reserve', amount: 3000 });
    expect(byId.statusCode, byId.body).toBe(201);
    expect(byId.json()).toMatchObject({ trnx_type: 'NFT Collectibles', plan_id: nftId, roi: 2.2, duration: 10, deposit_return: false });
    // planId alone
    const idOnly = await postInvest(ctx.app, u, { planId: nftId, amount: 3000 });
    expect(idOnly.statusCode, idOnly.body).toBe(201);
    expect(idOnly.json()).toMatchObject({ trnx_type: 'NFT Collectibles', plan_id: nftId });
    // name alone
    const byName = await postInvest(ctx.app, u, { plan: 'Forex Majors', amount: 3000 });
    expect(byName.statusCode, byName.body).toBe(201);
    expect(byName.json()).toMatchObject({ trnx_type: 'Forex Majors', payment_method: '14', payment_address: '1.8' });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 1100000, bonus: 0 });
    await expectLedgerReconciled(ctx.db);
  });

  it('unknown plan: 404, nothing moves; no plan at all: 400', async () => {
    const u = await createInvestor(ctx.app);
    await fund(ctx.app, admin.token, u.id, 5000);
    const before = await snapshot(ctx.db, u.id);
    expectError(await postInvest(ctx.app, u, { plan: 'No Such Plan', amount: 3000 }), 404, 'Plan not found');
    expectError(await postInvest(ctx.app, u, { planId: UNKNOWN_ID, plan: 'Gold Reserve', amount: 3000 }), 404, 'Plan not found');
    expectFieldError(await postInvest(ctx.app, u, { amount: 3000 }), 'plan', 'Choose a plan to invest in');
    expectError(await postInvest(ctx.app, u, { plan: '', amount: 3000 }), 400, 'Choose a plan to invest in');
    expectError(await postInvest(ctx.app, u, { planId: 'not-a-uuid', amount: 3000 }), 400);
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
  });

  it("'Minimum amount is $3,000.00' and a maximum, from the plan", async () => {
    const u = await createInvestor(ctx.app);
    await fund(ctx.app, admin.token, u.id, 100000);
    const before = await snapshot(ctx.db, u.id);
    expectFieldError(await postInvest(ctx.app, u, { plan: 'Crypto Starter', amount: 2999.99 }), 'amount', 'Minimum amount is $3,000.00');
    expectFieldError(await postInvest(ctx.app, u, { plan: 'Crypto Starter', amount: 10000 }), 'amount', 'Maximum amount is $9,999.00');
    expectFieldError(await postInvest(ctx.app, u, { plan: 'Real Estate Income', amount: 4999 }), 'amount', 'Minimum amount is $5,000.00');
    expectFieldError(await postInvest(ctx.app, u, { plan: 'Crypto Premium', amount: 3000 }), 'amount', 'Minimum amount is $50,000.00');
    // what the client says about min/max does not matter
    expectError(await postInvest(ctx.app, u, { plan: 'Crypto Starter', amount: 100, min: 1 }), 400);
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
    // the bounds themselves are inside
    expect((await postInvest(ctx.app, u, { plan: 'Crypto Starter', amount: 3000 })).statusCode).toBe(201);
    expect((await postInvest(ctx.app, u, { plan: 'Crypto Starter', amount: 9999 })).statusCode).toBe(201);
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 10000000 - 300000 - 999900, bonus: 0 });
    await expectLedgerReconciled(ctx.db);
  });

  it("short of balance: 403 'Insufficient balance', nothing moves", async () => {
    const u = await createInvestor(ctx.app);
    await fund(ctx.app, admin.token, u.id, 2999.99 + 1000);
    await invest(ctx.app, u, 'Crypto Starter', 3000);
    const before = await snapshot(ctx.db, u.id);
    expect(before.bal).toBe(99999);
    expectError(await postInvest(ctx.app, u, { plan: 'Crypto Starter', amount: 3000 }), 403, 'Insufficient balance');
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
    // profit is not balance either
    await ctx.app.inject({
      method: 'POST',
      url: `/api/profile/${u.id}/adjust`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { account: 'bonus', amount: 5000, reason: 'test' },
    });
    expectError(await postInvest(ctx.app, u, { plan: 'Crypto Starter', amount: 3000 }), 403, 'Insufficient balance');
    await expectLedgerReconciled(ctx.db);
  });

  it("refuses someone else's userid, another currency and a missing amount", async () => {
    const u = await createInvestor(ctx.app);
    const other = await createInvestor(ctx.app);
    await fund(ctx.app, admin.token, u.id, 5000);
    const before = await snapshot(ctx.db, u.id);
    expectFieldError(
      await postInvest(ctx.app, u, { userid: other.id, plan: 'Gold Reserve', amount: 3000 }),
      'userid',
      'userid must be your own id',
    );
    expectFieldError(
      await postInvest(ctx.app, u, { plan: 'Gold Reserve', amount: 3000, currency: 'eur' }),
      'currency',
      'Currency must be usd',
    );
    expectFieldError(await postInvest(ctx.app, u, { plan: 'Gold Reserve' }), 'amount', 'Please Select or Enter an amount to Invest.');
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
    expect(await snapshot(ctx.db, other.id)).toMatchObject({ bal: 0, transactions: 0 });
  });
});

describe('exact cents', () => {
  it('keeps every amount to the cent through deposit, withdrawal and investment', async () => {
    const u = await createInvestor(ctx.app);
    await verifyKyc(ctx.app, admin.token, u.id);
    // amounts whose binary doubles are not exact
    const dep = await deposit(ctx.app, u, 4321.07, btc);
    const approve = await ctx.app.inject({
      method: 'PUT',
      url: `/api/transaction/${dep._id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { status: 'successful' },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 432107, bonus: 0 });
    await withdraw(ctx.app, u, 100.1);
    await withdraw(ctx.app, u, 110.29);
    const inv = await invest(ctx.app, u, 'Crypto Starter', 3000.33);
    expect(inv.amount).toBe(3000.33);
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 432107 - 10010 - 11029 - 300033, bonus: 0 });
    const me = (await ctx.app.inject({ url: '/api/profile/me', headers: { authorization: `Bearer ${u.token}` } })).json();
    expect(me.acct_bal).toBe(1110.35);
    await expectLedgerReconciled(ctx.db);
  });
});
