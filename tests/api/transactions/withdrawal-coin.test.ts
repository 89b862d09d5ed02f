// A withdrawal names its coin (payment_method btc | eth | usdt, any case, or the
// coin's name), and its address must be an address of that coin's network, checksum
// included. An older client that names no coin gets the coin the address belongs to. A
// mistyped address is refused (400, field address) before any money is held.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MSG } from '@/common/crypto-address';
import { COIN_SYMBOLS } from '@/common/coins';
import { TX_MSG } from '@/common/validation/transaction';
import { transactions } from '@/server/db/schema';
import { ManualClock } from '@/server/lib/clock';
import {
  createInvestor,
  expectError,
  expectFieldError,
  expectLedgerReconciled,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { mistyped, testAddress } from '../test-addresses';
import {
  balances,
  call,
  fundedInvestor,
  getTx,
  PAYOUT_ADDRESS,
  payoutReference,
  type PublicTx,
  putTx,
  setStatus,
  snapshot,
  startMoneyApp,
  txRow,
  verifyKyc,
  withdraw,
} from './money-helpers';

const clock = new ManualClock(new Date('2026-06-01T10:00:00Z'));
let ctx: TestContext;
let admin: TestUser;
let u: TestUser;

beforeAll(async () => {
  ({ ctx, admin } = await startMoneyApp(clock));
  u = await fundedInvestor(ctx.app, admin.token, 10_000);
});
afterAll(() => ctx.close());

const save = (payload: Record<string, unknown>) =>
  call(ctx.app, u.token, { method: 'POST', url: '/api/transaction/save', payload: { trnx_type: 'withdraw', amount: 100, ...payload } });

describe('POST /api/transaction/save: the coin of a withdrawal', () => {
  it('takes the coin by symbol or name in any case and stores its symbol', async () => {
    const cases: [string, string, string][] = [
      ['btc', PAYOUT_ADDRESS.btc, 'btc'],
      ['BTC', PAYOUT_ADDRESS.btc, 'btc'],
      ['Bitcoin', PAYOUT_ADDRESS.btc, 'btc'],
      ['eth', PAYOUT_ADDRESS.eth, 'eth'],
      ['Ethereum', PAYOUT_ADDRESS.eth, 'eth'],
      ['usdt', PAYOUT_ADDRESS.usdt, 'usdt'],
      ['Tether USDT Trc20', PAYOUT_ADDRESS.usdt, 'usdt'],
      // Bitcoin's other formats: legacy P2PKH, P2SH and Taproot
      ['btc', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'btc'],
      ['btc', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'btc'],
      ['btc', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'btc'],
      // an all-lowercase Ethereum address carries no checksum and is valid; it is kept in its EIP-55 spelling
      ['eth', PAYOUT_ADDRESS.eth.toLowerCase(), 'eth'],
    ];
    for (const [payment_method, address, coin] of cases) {
      const res = await save({ payment_method, address });
      expect(res.statusCode, `${payment_method} ${address}: ${res.body}`).toBe(201);
      const stored = coin === 'eth' ? PAYOUT_ADDRESS.eth : address;
      expect(res.json()).toMatchObject({ payment_method: coin, payment_address: stored, status: 'pending' });
      expect((await txRow(ctx.db, (res.json() as PublicTx)._id)).coin).toBe(coin);
    }
    await expectLedgerReconciled(ctx.db);
  });

  it('an older client that names no coin: the coin is the address network', async () => {
    for (const coin of COIN_SYMBOLS) {
      const res = await save({ address: PAYOUT_ADDRESS[coin] });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ payment_method: coin, payment_address: PAYOUT_ADDRESS[coin] });
    }
    await expectLedgerReconciled(ctx.db);
  });

  it('a mistyped address, or one of another network, is refused before any money is held', async () => {
    const before = await snapshot(ctx.db, u.id);
    const refused: [Record<string, unknown>, string][] = [
      // one character off: the checksum catches it
      [{ payment_method: 'btc', address: mistyped(PAYOUT_ADDRESS.btc) }, ADDRESS_MSG.invalidFor('btc')],
      [{ payment_method: 'eth', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' }, ADDRESS_MSG.invalidFor('eth')],
      [{ payment_method: 'usdt', address: mistyped(PAYOUT_ADDRESS.usdt) }, ADDRESS_MSG.invalidFor('usdt')],
      [{ payment_method: 'btc', address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3' }, ADDRESS_MSG.invalidFor('btc')],
      // a valid address, but of another coin than the one named
      [{ payment_method: 'btc', address: PAYOUT_ADDRESS.eth }, ADDRESS_MSG.invalidFor('btc')],
      [{ payment_method: 'eth', address: PAYOUT_ADDRESS.usdt }, ADDRESS_MSG.invalidFor('eth')],
      [{ payment_method: 'usdt', address: PAYOUT_ADDRESS.btc }, ADDRESS_MSG.invalidFor('usdt')],
      // testnet and look-alikes
      [{ payment_method: 'btc', address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx' }, ADDRESS_MSG.invalidFor('btc')],
      [{ payment_method: 'usdt', address: 'T' + 'A'.repeat(33) }, ADDRESS_MSG.invalidFor('usdt')],
      // no coin named and the address is none of ours
      [{ address: mistyped(PAYOUT_ADDRESS.btc) }, ADDRESS_MSG.unknown],
      [{ address: 'bc1qpayout000000000000000000000000000000' }, ADDRESS_MSG.unknown],
      [{ address: 'not an address!' }, ADDRESS_MSG.unknown],
      [{ address: 'x'.repeat(129) }, ADDRESS_MSG.unknown],
    ];
    for (const [payload, message] of refused) {
      expectFieldError(await save(payload), 'address', message);
    }
    expectFieldError(await save({ payment_method: 'btc' }), 'address', TX_MSG.addressRequired);
    expectFieldError(await save({ payment_method: 'btc', address: '   ' }), 'address', TX_MSG.addressRequired);
    for (const payment_method of ['crypto', 'doge', '', 'bitcoin cash', 7]) {
      expectFieldError(await save({ payment_method, address: PAYOUT_ADDRESS.btc }), 'payment_method', TX_MSG.coin);
    }
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
  });

  it('the address check comes before the balance: a mistyped address is 400 even when nothing could be held', async () => {
    const broke = await createInvestor(ctx.app);
    await verifyKyc(ctx.app, admin.token, broke.id);
    const res = await call(ctx.app, broke.token, {
      method: 'POST',
      url: '/api/transaction/save',
      payload: { trnx_type: 'withdraw', amount: 100, payment_method: 'btc', address: mistyped(PAYOUT_ADDRESS.btc) },
    });
    expectFieldError(res, 'address', ADDRESS_MSG.invalidFor('btc'));
    expect(await balances(ctx.db, broke.id)).toEqual({ bal: 0, bonus: 0 });
  });
});

describe('older withdrawal rows', () => {
  it("a row stored before coins were named ('crypto') stays readable and payable", async () => {
    const now = clock.now();
    const [legacy] = await ctx.db
      .insert(transactions)
      .values({
        userId: u.id,
        type: 'withdraw',
        amountCents: 10000,
        status: 'failed',
        paymentMethod: 'crypto',
        paymentAddress: 'bc1qlegacy',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    expect(await getTx(ctx.app, u.token, legacy.id)).toMatchObject({
      payment_method: 'crypto',
      payment_address: 'bc1qlegacy',
      payout_reference: null,
    });
    const list = await call(ctx.app, u.token, { url: `/api/transaction/${u.id}` });
    expect((list.json() as PublicTx[]).map((t) => t._id)).toContain(legacy.id);
    // its status still changes by the table (no money moved: failed -> failed with the same address)
    expect(
      (await putTx(ctx.app, admin.token, legacy.id, { status: 'failed', payment_method: 'crypto', payment_address: 'bc1qlegacy' }))
        .statusCode,
    ).toBe(200);
    // a corrected address must be valid: its coin comes from the address
    expectFieldError(
      await putTx(ctx.app, admin.token, legacy.id, { status: 'failed', payment_address: 'bc1qstillwrong' }),
      'payment_address',
      ADDRESS_MSG.unknown,
    );
    const fixed = await setStatus(ctx.app, admin.token, legacy.id, 'failed', { payment_address: PAYOUT_ADDRESS.eth });
    expect(fixed).toMatchObject({ payment_method: 'eth', payment_address: PAYOUT_ADDRESS.eth });
  });
});

describe("PUT /api/transaction/{id}: an admin's edit of a withdrawal's coin or address", () => {
  it('must still be an address of the coin network; never once paid', async () => {
    const w = await withdraw(ctx.app, u, 100);
    const before = await snapshot(ctx.db, u.id);
    expectFieldError(
      await putTx(ctx.app, admin.token, w._id, { status: 'pending', payment_address: mistyped(PAYOUT_ADDRESS.btc) }),
      'payment_address',
      ADDRESS_MSG.invalidFor('btc'),
    );
    expectFieldError(
      await putTx(ctx.app, admin.token, w._id, { status: 'pending', payment_method: 'eth' }),
      'payment_address',
      ADDRESS_MSG.invalidFor('eth'),
    );
    expectFieldError(
      await putTx(ctx.app, admin.token, w._id, { status: 'pending', payment_method: 'crypto' }),
      'payment_method',
      TX_MSG.coin,
    );
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
    // both at once, consistent: fine (what react-admin sends: the record's fields as they are, or corrected)
    const moved = await setStatus(ctx.app, admin.token, w._id, 'pending', { payment_method: 'USDT', payment_address: PAYOUT_ADDRESS.usdt });
    expect(moved).toMatchObject({ payment_method: 'usdt', payment_address: PAYOUT_ADDRESS.usdt });
    await setStatus(ctx.app, admin.token, w._id, 'successful', {
      payout_reference: payoutReference(1),
      payment_method: 'usdt',
      payment_address: PAYOUT_ADDRESS.usdt,
    });
    const paid = await getTx(ctx.app, admin.token, w._id);
    expectError(
      await putTx(ctx.app, admin.token, w._id, { status: 'successful', payment_address: testAddress('usdt', 'elsewhere') }),
      409,
      TX_MSG.withdrawalFinal,
    );
    expectError(
      await putTx(ctx.app, admin.token, w._id, { status: 'successful', payment_method: 'btc', payment_address: PAYOUT_ADDRESS.btc }),
      409,
      TX_MSG.withdrawalFinal,
    );
    expect(await getTx(ctx.app, admin.token, w._id)).toEqual(paid);
    await expectLedgerReconciled(ctx.db);
  });
});
