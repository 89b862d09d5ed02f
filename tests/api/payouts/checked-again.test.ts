// What an admin's edit makes of a withdrawal is checked as a new request would be (a past
// defect): a new destination against its network, its one spelling, the owner's allow-list and
// fresh risk flags; a failed withdrawal held again (put back to pending, or paid straight from
// failed) against the daily limit and the allow-list too. A refusal changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MSG } from '@/common/crypto-address';
import { PAYOUT_MSG } from '@/common/validation/payouts';
import { WITHDRAWAL_ADDRESS_MSG } from '@/common/validation/withdrawal-addresses';
import { expectError, expectFieldError, expectLedgerReconciled, injectAs, type TestUser } from '@/tests/helpers/test-app';
import { mistyped, testAddress } from '../test-addresses';
import { call, HOUR_MS, payoutReference, putTx, REJECTION, snapshot, txRow } from '../transactions/money-helpers';
import { BOOK, putAllowlist, saveAddress } from '../withdrawal-addresses/address-helpers';
import { newWithdrawal, reject, requestWithdrawal, richInvestor, startDesk } from './desk-helpers';

let s: Awaited<ReturnType<typeof startDesk>>;
beforeAll(async () => {
  s = await startDesk();
});
afterAll(() => s.ctx.close());

const setLimit = (id: string, dollars: number) =>
  call(s.ctx.app, s.admin.token, { method: 'PUT', url: `/api/profile/update/${id}`, payload: { daily_withdrawal_limit: dollars } });

const staffView = async (id: string) => {
  const res = await call(s.ctx.app, s.support.token, { url: `/api/transaction/single/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** An investor with the allow-list on and `address` saved and past its hold. */
async function allowListed(address: string): Promise<{ u: TestUser; savedId: string }> {
  const u = await richInvestor(s.ctx.app, s.admin);
  const saved = await saveAddress(s.ctx.app, u, { coin: 'btc', address, label: 'My wallet' });
  s.clock.advance(25 * HOUR_MS);
  expect((await putAllowlist(s.ctx.app, u, { enabled: true })).statusCode).toBe(200);
  return { u, savedId: saved._id };
}

describe('a new destination', () => {
  it("must be an address of the coin's network, and is stored in its one spelling", async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, u, 200);
    const eth = testAddress('eth', 'edit-eth');
    expectFieldError(
      await putTx(s.ctx.app, s.admin.token, w._id, { status: 'pending', payment_address: mistyped(testAddress('btc', 'edit')) }),
      'payment_address',
      ADDRESS_MSG.invalidFor('btc'),
    );
    const moved = await putTx(s.ctx.app, s.admin.token, w._id, {
      status: 'pending',
      payment_method: 'ETH',
      payment_address: eth.toLowerCase(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ payment_method: 'eth', payment_address: eth });
  });

  it("goes only to the owner's saved addresses when the allow-list is on: 403, nothing changes", async () => {
    const home = testAddress('btc', 'allow-home');
    const { u } = await allowListed(home);
    const w = await newWithdrawal(s.ctx.app, u, 300, home);
    const before = await snapshot(s.ctx.db, u.id);
    const elsewhere = testAddress('btc', 'allow-elsewhere');
    expectError(
      await putTx(s.ctx.app, s.admin.token, w._id, { status: 'pending', payment_address: elsewhere }),
      403,
      WITHDRAWAL_ADDRESS_MSG.notSaved,
    );
    // the allow-list's hold counts for an edit as for a request
    const fresh = await saveAddress(s.ctx.app, u, { coin: 'btc', address: elsewhere, label: 'New wallet' });
    expectError(
      await putTx(s.ctx.app, s.admin.token, w._id, { status: 'pending', payment_address: elsewhere }),
      403,
      WITHDRAWAL_ADDRESS_MSG.onHold(fresh.usable_from),
    );
    expect(await snapshot(s.ctx.db, u.id)).toEqual(before);
    expect((await txRow(s.ctx.db, w._id)).paymentAddress).toBe(home);
  });

  it('gets its risk flags computed again', async () => {
    const other = await richInvestor(s.ctx.app, s.admin);
    const shared = testAddress('btc', 'flag-shared');
    await newWithdrawal(s.ctx.app, other, 150, shared);
    const u = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, u, 150, testAddress('btc', 'flag-own'));
    expect((await staffView(w._id)).risk_flags).toEqual(['new_address']);
    expect((await putTx(s.ctx.app, s.admin.token, w._id, { status: 'pending', payment_address: shared })).statusCode).toBe(200);
    expect((await staffView(w._id)).risk_flags).toEqual(['new_address', 'shared_address']);
  });
});

describe('a failed withdrawal held again', () => {
  it('counts against the daily limit like a new request: over it, 403 and nothing changes', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    expect((await setLimit(u.id, 1000)).statusCode).toBe(200);
    const first = await newWithdrawal(s.ctx.app, u, 600);
    expect((await reject(s.ctx.app, s.admin, first._id, 'Wrong network')).statusCode).toBe(200);
    // the failed one freed its share of the day
    const second = await newWithdrawal(s.ctx.app, u, 600);
    const before = await snapshot(s.ctx.db, u.id);
    for (const body of [{ status: 'pending' }, { status: 'successful', payout_reference: payoutReference(3) }]) {
      expectError(await putTx(s.ctx.app, s.admin.token, first._id, body), 403, PAYOUT_MSG.dailyLimit(40_000, 100_000));
    }
    expect(await snapshot(s.ctx.db, u.id)).toEqual(before);
    expect((await txRow(s.ctx.db, first._id)).status).toBe('failed');
    // with the other one rejected the day has room again
    expect((await putTx(s.ctx.app, s.admin.token, second._id, { status: 'failed', ...REJECTION })).statusCode).toBe(200);
    const back = await putTx(s.ctx.app, s.admin.token, first._id, { status: 'pending' });
    expect(back.statusCode, back.body).toBe(200);
    expect((await requestWithdrawal(s.ctx.app, u, 400.01)).statusCode).toBe(403);
    await expectLedgerReconciled(s.ctx.db);
  });

  it("goes only to a saved address whose hold has ended when the owner's allow-list is on", async () => {
    const home = testAddress('btc', 'revive-home');
    const { u, savedId } = await allowListed(home);
    const w = await newWithdrawal(s.ctx.app, u, 250, home);
    expect((await reject(s.ctx.app, s.admin, w._id, 'Held for review')).statusCode).toBe(200);
    expect((await injectAs(s.ctx.app, u.token, { method: 'DELETE', url: `${BOOK}/${savedId}` })).statusCode).toBe(200);
    const before = await snapshot(s.ctx.db, u.id);
    for (const body of [{ status: 'pending' }, { status: 'successful', payout_reference: payoutReference(5) }]) {
      expectError(await putTx(s.ctx.app, s.admin.token, w._id, body), 403, WITHDRAWAL_ADDRESS_MSG.notSaved);
    }
    expect(await snapshot(s.ctx.db, u.id)).toEqual(before);
    await saveAddress(s.ctx.app, u, { coin: 'btc', address: home, label: 'Again' });
    expect((await putTx(s.ctx.app, s.admin.token, w._id, { status: 'pending' })).statusCode).toBe(403);
    s.clock.advance(25 * HOUR_MS);
    const back = await putTx(s.ctx.app, s.admin.token, w._id, { status: 'pending' });
    expect(back.statusCode, back.body).toBe(200);
    expect((await staffView(w._id)).status).toBe('pending');
    await expectLedgerReconciled(s.ctx.db);
  });
});
