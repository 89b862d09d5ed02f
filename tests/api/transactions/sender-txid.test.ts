// A deposit to one of our shared wallets carries the hash of the sender's payment, so staff
// can match it on the chain: given with the deposit or added while it is pending, only by
// the deposit's owner, in the coin's own hash format (400 otherwise, nothing changed). And
// the rate the deposit screen shows the coin amount at: live, else the admins' fallback,
// else null (the screen then says no rate is known).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SENDER_TXID_MSG } from '@/common/validation/sender-txid';
import { ManualClock } from '@/server/lib/clock';
import { createInvestor, createSupport, expectError, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import { call, deposit, depositAddress, getTx, postDeposit, setStatus, startMoneyApp, txRow, UNKNOWN_ID } from './money-helpers';

const clock = new ManualClock(new Date('2026-11-28T10:00:00Z'));
let ctx: TestContext;
let admin: TestUser;
let btc: string;

const BTC_HASH = 'a1'.repeat(32);
const ETH_HASH = `0x${'b2'.repeat(32)}`;

beforeAll(async () => {
  ({ ctx, admin, btc } = await startMoneyApp(clock));
});
afterAll(() => ctx.close());

const putHash = (token: string, id: string, sender_txid: unknown) =>
  call(ctx.app, token, { method: 'PUT', url: `/api/transaction/sender-txid/${id}`, payload: { sender_txid } });

describe('the sender gives the hash with the deposit', () => {
  it('is stored (trimmed, lower case) and shown to the investor and to staff', async () => {
    const u = await createInvestor(ctx.app);
    const res = await postDeposit(ctx.app, u, {
      userid: u.id,
      trnx_type: 'deposit',
      amount: 500,
      payment_method: 'Bitcoin',
      payment_address: btc,
      sender_txid: `  ${BTC_HASH.toUpperCase()} `,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', sender_txid: BTC_HASH });
    expect((await txRow(ctx.db, res.json()._id)).senderTxid).toBe(BTC_HASH);
    expect((await getTx(ctx.app, admin.token, res.json()._id)).sender_txid).toBe(BTC_HASH);
  });

  it('a deposit without one shows null', async () => {
    const u = await createInvestor(ctx.app);
    expect((await deposit(ctx.app, u, 100, btc)).sender_txid).toBeNull();
  });

  it("a hash not in the coin's format is 400 on its field and records nothing", async () => {
    const u = await createInvestor(ctx.app);
    const eth = await depositAddress(ctx.app, u.token, 'eth');
    for (const [coin, address, hash] of [
      ['Bitcoin', btc, 'not-a-hash'],
      ['Bitcoin', btc, ETH_HASH],
      ['Ethereum', eth, BTC_HASH],
    ] as const) {
      const res = await postDeposit(ctx.app, u, {
        userid: u.id,
        trnx_type: 'deposit',
        amount: 100,
        payment_method: coin,
        payment_address: address,
        sender_txid: hash,
      });
      expectError(res, 400);
      expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'sender_txid' })]));
    }
    const list = await call(ctx.app, u.token, { url: `/api/transaction/${u.id}` });
    expect(list.json()).toEqual([]);
  });
});

describe('PUT /api/transaction/sender-txid/{id}', () => {
  it('the owner adds it while the deposit is pending, and corrects it', async () => {
    const u = await createInvestor(ctx.app);
    const d = await deposit(ctx.app, u, 250, btc);
    const res = await putHash(u.token, d._id, BTC_HASH);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: d._id, status: 'pending', amount: 250, sender_txid: BTC_HASH });
    const corrected = await putHash(u.token, d._id, 'c3'.repeat(32));
    expect(corrected.json().sender_txid).toBe('c3'.repeat(32));
    expect((await getTx(ctx.app, admin.token, d._id)).sender_txid).toBe('c3'.repeat(32));
  });

  it("a bad hash is 400 with the coin's format, and the stored hash stays", async () => {
    const u = await createInvestor(ctx.app);
    const d = await deposit(ctx.app, u, 100, btc);
    await putHash(u.token, d._id, BTC_HASH);
    for (const bad of ['zz'.repeat(32), ETH_HASH, 'a1', '', 42]) {
      const res = await putHash(u.token, d._id, bad);
      expectError(res, 400);
    }
    const wrongFormat = await putHash(u.token, d._id, ETH_HASH);
    expect(wrongFormat.json().message).toBe(SENDER_TXID_MSG.invalid('btc'));
    expect((await txRow(ctx.db, d._id)).senderTxid).toBe(BTC_HASH);
  });

  it("another investor's deposit is 403, staff are 403, an unknown id 404; nothing changes", async () => {
    const owner = await createInvestor(ctx.app);
    const other = await createInvestor(ctx.app);
    const support = await createSupport(ctx.app);
    const d = await deposit(ctx.app, owner, 100, btc);
    const before = await txRow(ctx.db, d._id);
    expectError(await putHash(other.token, d._id, BTC_HASH), 403);
    expectError(await putHash(support.token, d._id, BTC_HASH), 403);
    expectError(await putHash(admin.token, d._id, BTC_HASH), 403);
    expectError(await putHash(owner.token, UNKNOWN_ID, BTC_HASH), 404);
    expectError(await call(ctx.app, undefined, { method: 'PUT', url: `/api/transaction/sender-txid/${d._id}`, payload: {} }), 401);
    expect(await txRow(ctx.db, d._id)).toEqual(before);
  });

  it('once the deposit is confirmed or failed, 409 and nothing changes', async () => {
    const u = await createInvestor(ctx.app);
    for (const status of ['successful', 'failed']) {
      const d = await deposit(ctx.app, u, 100, btc);
      await setStatus(ctx.app, admin.token, d._id, status);
      const before = await txRow(ctx.db, d._id);
      expectError(await putHash(u.token, d._id, BTC_HASH), 409, SENDER_TXID_MSG.notPending);
      expect(await txRow(ctx.db, d._id)).toEqual(before);
    }
  });
});

describe('GET /api/deposit-rate/{coin}', () => {
  it('is null when no rate is known, the fallback once an admin sets one', async () => {
    const u = await createInvestor(ctx.app);
    const none = await call(ctx.app, u.token, { url: '/api/deposit-rate/btc' });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual({ coin: 'btc', usd: null, source: null, at: null });

    const set = await call(ctx.app, admin.token, { method: 'PUT', url: '/api/chain/rates/btc', payload: { usd: '50000' } });
    expect(set.statusCode, set.body).toBe(200);
    const fallback = await call(ctx.app, u.token, { url: '/api/deposit-rate/btc' });
    expect(fallback.json()).toMatchObject({ coin: 'btc', usd: '50000', source: 'fallback' });
  });

  it('an unknown coin is 400; anonymous 401', async () => {
    const u = await createInvestor(ctx.app);
    expectError(await call(ctx.app, u.token, { url: '/api/deposit-rate/doge' }), 400);
    expectError(await call(ctx.app, undefined, { url: '/api/deposit-rate/btc' }), 401);
  });
});
