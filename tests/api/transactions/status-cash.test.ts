// PUT /api/transaction/{id} and DELETE /api/transaction/delete/{id} on deposits and
// withdrawals: every status transition, each money effect once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TX_MSG } from '@/common/validation/transaction';
import { ManualClock } from '@/server/lib/clock';
import { WITHDRAWAL_FINAL } from '@/server/modules/money/state-machine';
import {
  createInvestor,
  expectError,
  expectFieldError,
  expectLedgerReconciled,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import {
  auditOf,
  balances,
  call,
  deposit,
  fundedInvestor,
  getTx,
  invest,
  ledgerOf,
  payoutReference,
  putTx,
  setStatus,
  snapshot,
  startMoneyApp,
  UNKNOWN_ID,
  withdraw,
  REJECTION,
} from './money-helpers';

const clock = new ManualClock(new Date('2026-03-01T12:00:00Z'));
let ctx: TestContext;
let admin: TestUser;
let btc: string;

beforeAll(async () => {
  ({ ctx, admin, btc } = await startMoneyApp(clock));
});
afterAll(() => ctx.close());

const kinds = async (id: string) => (await ledgerOf(ctx.db, id)).map((l) => [l.kind, l.amountCents]);

/** An investor with KYC done and `dollars` on their balance. */
const verifiedInvestor = (dollars = 0) => fundedInvestor(ctx.app, admin.token, dollars);

describe('deposit status', () => {
  it('pending -> successful credits once; successful -> successful is a no-op', async () => {
    const u = await createInvestor(ctx.app);
    const dep = await deposit(ctx.app, u, 1500, btc);
    const t = await setStatus(ctx.app, admin.token, dep._id, 'successful');
    expect(t).toMatchObject({ status: 'successful', amount: 1500 });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 150000, bonus: 0 });
    expect(await kinds(dep._id)).toEqual([['deposit', 150000]]);
    const audits = await auditOf(ctx.db, dep._id, 'transaction.update');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: admin.id,
      entity: 'transaction',
      before: { status: 'pending' },
      after: { status: 'successful' },
    });

    // the same status again: no second credit, no second audit row
    await setStatus(ctx.app, admin.token, dep._id, 'successful');
    await setStatus(ctx.app, admin.token, dep._id, 'successful', { amount: 1500 });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 150000, bonus: 0 });
    expect(await kinds(dep._id)).toEqual([['deposit', 150000]]);
    expect(await auditOf(ctx.db, dep._id, 'transaction.update')).toHaveLength(1);
    await expectLedgerReconciled(ctx.db);
  });

  it('pending -> failed moves nothing; failed -> successful credits; pending -> pending is a no-op', async () => {
    const u = await createInvestor(ctx.app);
    const dep = await deposit(ctx.app, u, 200, btc);
    await setStatus(ctx.app, admin.token, dep._id, 'pending');
    expect(await auditOf(ctx.db, dep._id)).toHaveLength(0);
    await setStatus(ctx.app, admin.token, dep._id, 'failed');
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 0, bonus: 0 });
    expect(await kinds(dep._id)).toEqual([]);
    await setStatus(ctx.app, admin.token, dep._id, 'failed');
    await setStatus(ctx.app, admin.token, dep._id, 'successful');
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 20000, bonus: 0 });
    expect(await kinds(dep._id)).toEqual([['deposit', 20000]]);
    expect(
      (await auditOf(ctx.db, dep._id, 'transaction.update')).map((a) => [
        (a.before as { status: string }).status,
        (a.after as { status: string }).status,
      ]),
    ).toEqual([
      ['pending', 'failed'],
      ['failed', 'successful'],
    ]);
    await expectLedgerReconciled(ctx.db);
  });

  it('successful -> pending and successful -> failed take the money back', async () => {
    const u = await createInvestor(ctx.app);
    const dep = await deposit(ctx.app, u, 700, btc);
    await setStatus(ctx.app, admin.token, dep._id, 'successful');
    await setStatus(ctx.app, admin.token, dep._id, 'pending');
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 0, bonus: 0 });
    await setStatus(ctx.app, admin.token, dep._id, 'successful');
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 70000, bonus: 0 });
    await setStatus(ctx.app, admin.token, dep._id, 'failed');
    await setStatus(ctx.app, admin.token, dep._id, 'failed');
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 0, bonus: 0 });
    expect(await kinds(dep._id)).toEqual([
      ['deposit', 70000],
      ['deposit_reversal', -70000],
      ['deposit', 70000],
      ['deposit_reversal', -70000],
    ]);
    expect(await auditOf(ctx.db, dep._id, 'transaction.update')).toHaveLength(4);
    await expectLedgerReconciled(ctx.db);
  });

  it('leaving successful when the balance no longer covers it: 409, nothing changes', async () => {
    const u = await verifiedInvestor();
    const dep = await deposit(ctx.app, u, 500, btc);
    await setStatus(ctx.app, admin.token, dep._id, 'successful');
    await withdraw(ctx.app, u, 450);
    const before = await snapshot(ctx.db, u.id);
    const audits = (await auditOf(ctx.db, dep._id)).length;
    for (const status of ['pending', 'failed']) {
      expectError(
        await putTx(ctx.app, admin.token, dep._id, { status }),
        409,
        "The user's balance no longer covers this deposit, so it cannot be taken back",
      );
    }
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
    expect((await getTx(ctx.app, admin.token, dep._id)).status).toBe('successful');
    expect(await auditOf(ctx.db, dep._id)).toHaveLength(audits);
    await expectLedgerReconciled(ctx.db);
  });

  it('amount edits only while no money has moved', async () => {
    const u = await createInvestor(ctx.app);
    const dep = await deposit(ctx.app, u, 300, btc);
    // pending: the admin corrects the amount to what really arrived, then confirms
    const edited = await setStatus(ctx.app, admin.token, dep._id, 'pending', { amount: 299.5 });
    expect(edited.amount).toBe(299.5);
    expect(await kinds(dep._id)).toEqual([]);
    // correcting and confirming in one edit credits the corrected amount
    await setStatus(ctx.app, admin.token, dep._id, 'successful', { amount: 310.25 });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 31025, bonus: 0 });
    const before = await snapshot(ctx.db, u.id);
    expectError(
      await putTx(ctx.app, admin.token, dep._id, { status: 'successful', amount: 400 }),
      409,
      /amount can change only while no money has moved/,
    );
    expectError(await putTx(ctx.app, admin.token, dep._id, { status: 'pending', amount: 400 }), 409);
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
    expect((await getTx(ctx.app, admin.token, dep._id)).amount).toBe(310.25);
    // failed: editable again
    await setStatus(ctx.app, admin.token, dep._id, 'failed');
    await setStatus(ctx.app, admin.token, dep._id, 'failed', { amount: 120 });
    await setStatus(ctx.app, admin.token, dep._id, 'successful');
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 12000, bonus: 0 });
    await expectLedgerReconciled(ctx.db);
  });

  it('a status of another type: 400; a missing status: 400; unknown id: 404', async () => {
    const u = await createInvestor(ctx.app);
    const dep = await deposit(ctx.app, u, 300, btc);
    const before = await snapshot(ctx.db, u.id);
    for (const status of ['active', 'completed', 'inactive']) {
      expectFieldError(
        await putTx(ctx.app, admin.token, dep._id, { status }),
        'status',
        'Status of a deposit must be one of pending, failed, successful',
      );
    }
    expectFieldError(await putTx(ctx.app, admin.token, dep._id, { status: 'approved' }), 'status', /./);
    expectFieldError(await putTx(ctx.app, admin.token, dep._id, {}), 'status', 'Status is required');
    expectFieldError(await putTx(ctx.app, admin.token, dep._id, { amount: 300 }), 'status', 'Status is required');
    expectError(await putTx(ctx.app, admin.token, dep._id, { status: 'successful', userid: admin.id }), 400);
    expectError(await putTx(ctx.app, admin.token, UNKNOWN_ID, { status: 'successful' }), 404, 'Transaction not found');
    expectError(await putTx(ctx.app, admin.token, 'not-an-id', { status: 'successful' }), 400);
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
    expect(await auditOf(ctx.db, dep._id)).toHaveLength(0);
  });
});

describe('withdrawal status', () => {
  it('pending -> successful keeps the funds held and records the payout reference; a paid withdrawal is final', async () => {
    const u = await verifiedInvestor(1000);
    const w = await withdraw(ctx.app, u, 600);
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 40000, bonus: 0 });
    const paid = await setStatus(ctx.app, admin.token, w._id, 'successful', { payout_reference: payoutReference(1) });
    expect(paid).toMatchObject({ status: 'successful', payout_reference: payoutReference(1) });
    // the same status again (with or without the same reference): no effect
    await setStatus(ctx.app, admin.token, w._id, 'successful');
    await setStatus(ctx.app, admin.token, w._id, 'successful', { payout_reference: payoutReference(1) });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 40000, bonus: 0 });
    // money that left cannot come back, so it cannot be spent twice
    const before = await snapshot(ctx.db, u.id);
    for (const status of ['failed', 'pending']) {
      expectError(await putTx(ctx.app, admin.token, w._id, { status }), 409, WITHDRAWAL_FINAL);
    }
    expectError(
      await putTx(ctx.app, admin.token, w._id, { status: 'successful', payout_reference: payoutReference(2) }),
      409,
      TX_MSG.withdrawalFinal,
    );
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
    expect(await kinds(w._id)).toEqual([['withdrawal_hold', -60000]]);
    expect((await auditOf(ctx.db, w._id, 'transaction.update')).map((a) => a.after)).toEqual([
      expect.objectContaining({ status: 'successful', payout_reference: payoutReference(1) }),
    ]);
    await expectLedgerReconciled(ctx.db);
  });

  it('pending -> failed refunds; failed -> pending re-holds; failed -> successful re-holds and pays', async () => {
    const u = await verifiedInvestor(1000);
    const w = await withdraw(ctx.app, u, 250);
    await setStatus(ctx.app, admin.token, w._id, 'failed', REJECTION);
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 100000, bonus: 0 });
    await setStatus(ctx.app, admin.token, w._id, 'pending');
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 75000, bonus: 0 });
    await setStatus(ctx.app, admin.token, w._id, 'failed', REJECTION);
    await setStatus(ctx.app, admin.token, w._id, 'successful', { payout_reference: payoutReference(3) });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 75000, bonus: 0 });
    expect(await kinds(w._id)).toEqual([
      ['withdrawal_hold', -25000],
      ['withdrawal_release', 25000],
      ['withdrawal_hold', -25000],
      ['withdrawal_release', 25000],
      ['withdrawal_hold', -25000],
    ]);
    expect(await auditOf(ctx.db, w._id, 'transaction.update')).toHaveLength(4);
    await expectLedgerReconciled(ctx.db);
  });

  it('a re-hold the balance no longer covers: 409, nothing changes', async () => {
    const u = await verifiedInvestor(400);
    const w = await withdraw(ctx.app, u, 300);
    await setStatus(ctx.app, admin.token, w._id, 'failed', REJECTION);
    await withdraw(ctx.app, u, 200);
    const before = await snapshot(ctx.db, u.id);
    expect(before.bal).toBe(20000);
    const audits = (await auditOf(ctx.db, w._id)).length;
    for (const body of [{ status: 'pending' }, { status: 'successful', payout_reference: payoutReference(4) }]) {
      expectError(await putTx(ctx.app, admin.token, w._id, body), 409, "The user's balance no longer covers this withdrawal");
    }
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
    expect(await getTx(ctx.app, admin.token, w._id)).toMatchObject({ status: 'failed', payout_reference: null });
    expect(await auditOf(ctx.db, w._id)).toHaveLength(audits);
    await expectLedgerReconciled(ctx.db);
  });

  it('amount edits only while the funds are not held; never once paid', async () => {
    const u = await verifiedInvestor(1000);
    const w = await withdraw(ctx.app, u, 300);
    const before = await snapshot(ctx.db, u.id);
    expectError(await putTx(ctx.app, admin.token, w._id, { status: 'pending', amount: 350 }), 409, /set this withdraw to failed first/);
    expectError(await putTx(ctx.app, admin.token, w._id, { status: 'failed', amount: 350 }), 409);
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
    await setStatus(ctx.app, admin.token, w._id, 'failed', REJECTION);
    // failed: the amount may change, and a re-hold holds the new amount
    await setStatus(ctx.app, admin.token, w._id, 'failed', { amount: 350 });
    await setStatus(ctx.app, admin.token, w._id, 'pending', { amount: 420.42 });
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 100000 - 42042, bonus: 0 });
    expect(await kinds(w._id)).toEqual([
      ['withdrawal_hold', -30000],
      ['withdrawal_release', 30000],
      ['withdrawal_hold', -42042],
    ]);
    await setStatus(ctx.app, admin.token, w._id, 'successful', { payout_reference: payoutReference(5) });
    const paid = await snapshot(ctx.db, u.id);
    expectError(await putTx(ctx.app, admin.token, w._id, { status: 'successful', amount: 350 }), 409, TX_MSG.withdrawalFinal);
    expect(await snapshot(ctx.db, u.id)).toEqual(paid);
    expect((await getTx(ctx.app, admin.token, w._id)).amount).toBe(420.42);
    await expectLedgerReconciled(ctx.db);
  });

  it('a status of another type: 400', async () => {
    const u = await verifiedInvestor(1000);
    const w = await withdraw(ctx.app, u, 300);
    const before = await snapshot(ctx.db, u.id);
    for (const status of ['active', 'completed', 'inactive']) {
      expectFieldError(
        await putTx(ctx.app, admin.token, w._id, { status }),
        'status',
        'Status of a withdraw must be one of pending, successful, failed',
      );
    }
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
  });
});

describe('DELETE /api/transaction/delete/{id}', () => {
  it('deletes a record that never moved money, with an audit row', async () => {
    const u = await createInvestor(ctx.app);
    const dep = await deposit(ctx.app, u, 100, btc);
    const res = await call(ctx.app, admin.token, { method: 'DELETE', url: `/api/transaction/delete/${dep._id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: dep._id, status: 'pending' });
    expectError(await call(ctx.app, admin.token, { url: `/api/transaction/single/${dep._id}` }), 404, 'Transaction not found');
    const audits = await auditOf(ctx.db, dep._id, 'transaction.delete');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: admin.id, before: { _id: dep._id }, after: null });
    // a deposit that failed before it ever credited is gone as well
    const failed = await deposit(ctx.app, u, 100, btc);
    await setStatus(ctx.app, admin.token, failed._id, 'failed');
    expect((await call(ctx.app, admin.token, { method: 'DELETE', url: `/api/transaction/delete/${failed._id}` })).statusCode).toBe(200);
    expectError(await call(ctx.app, admin.token, { method: 'DELETE', url: `/api/transaction/delete/${failed._id}` }), 404);
    await expectLedgerReconciled(ctx.db);
  });

  it('refuses (409) every record that moved money, even after it was reversed', async () => {
    const u = await verifiedInvestor(5000);
    const credited = await deposit(ctx.app, u, 100, btc);
    await setStatus(ctx.app, admin.token, credited._id, 'successful');
    const reversed = await deposit(ctx.app, u, 100, btc);
    await setStatus(ctx.app, admin.token, reversed._id, 'successful');
    await setStatus(ctx.app, admin.token, reversed._id, 'pending');
    const held = await withdraw(ctx.app, u, 100);
    const released = await withdraw(ctx.app, u, 100);
    await setStatus(ctx.app, admin.token, released._id, 'failed', REJECTION);
    const inv = await invest(ctx.app, u, 'Crypto Starter', 3000);
    const before = await snapshot(ctx.db, u.id);
    for (const t of [credited, reversed, held, released, inv]) {
      expectError(
        await call(ctx.app, admin.token, { method: 'DELETE', url: `/api/transaction/delete/${t._id}` }),
        409,
        'This transaction moved money, so it cannot be deleted; change its status to reverse it',
      );
      expect(await auditOf(ctx.db, t._id, 'transaction.delete')).toHaveLength(0);
    }
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
    expectError(await call(ctx.app, admin.token, { method: 'DELETE', url: `/api/transaction/delete/${UNKNOWN_ID}` }), 404);
    expectError(await call(ctx.app, admin.token, { method: 'DELETE', url: '/api/transaction/delete/123' }), 400);
    await expectLedgerReconciled(ctx.db);
  });
});
