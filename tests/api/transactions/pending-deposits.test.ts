// Bounded work: a user may hold at most MAX_PENDING_DEPOSITS pending deposits; the
// next is 409 with the message the deposit screen shows, and creates nothing. A deposit that
// is confirmed or cancelled frees its place. (Sent at once: tests/api/concurrency.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PENDING_DEPOSITS } from '@/common/transactions';
import { TX_MSG } from '@/common/validation/transaction';
import { ManualClock } from '@/server/lib/clock';
import { createInvestor, expectError, expectLedgerReconciled, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import { deposit, fund, postDeposit, setStatus, snapshot, startMoneyApp, verifyKyc, withdraw } from './money-helpers';

const clock = new ManualClock(new Date('2026-08-01T10:00:00Z'));
let ctx: TestContext;
let admin: TestUser;
let btc: string;

beforeAll(async () => {
  ({ ctx, admin, btc } = await startMoneyApp(clock));
});
afterAll(() => ctx.close());

const sixth = (u: TestUser) =>
  postDeposit(ctx.app, u, { userid: u.id, trnx_type: 'deposit', amount: 100, payment_method: 'Bitcoin', payment_address: btc });

describe(`at most ${MAX_PENDING_DEPOSITS} pending deposits per user`, () => {
  it('the message says so, as the deposit screen shows it', () => {
    expect(MAX_PENDING_DEPOSITS).toBe(5);
    expect(TX_MSG.tooManyPendingDeposits).toBe(
      'You already have 5 pending deposits. Wait until one is confirmed or cancelled before making another.',
    );
  });

  it('the next one is 409 and creates nothing; confirming or cancelling one frees a place', async () => {
    const u = await createInvestor(ctx.app);
    const pending = [];
    for (let i = 0; i < MAX_PENDING_DEPOSITS; i++) pending.push(await deposit(ctx.app, u, 100 + i, btc));
    const before = await snapshot(ctx.db, u.id);
    expectError(await sixth(u), 409, TX_MSG.tooManyPendingDeposits);
    expectError(await sixth(u), 409, TX_MSG.tooManyPendingDeposits);
    expect(await snapshot(ctx.db, u.id)).toEqual(before);

    // confirmed: its place is free
    await setStatus(ctx.app, admin.token, pending[0]._id, 'successful');
    expect((await sixth(u)).statusCode).toBe(201);
    expectError(await sixth(u), 409, TX_MSG.tooManyPendingDeposits);
    // cancelled: likewise
    await setStatus(ctx.app, admin.token, pending[1]._id, 'failed');
    expect((await sixth(u)).statusCode).toBe(201);
    expectError(await sixth(u), 409, TX_MSG.tooManyPendingDeposits);
    // an admin setting one back to pending may exceed the limit: the limit is on what users start
    await setStatus(ctx.app, admin.token, pending[1]._id, 'pending');
    expectError(await sixth(u), 409, TX_MSG.tooManyPendingDeposits);
    await expectLedgerReconciled(ctx.db);
  });

  it("counts only this user's pending deposits, not withdrawals or other users' deposits", async () => {
    const u = await createInvestor(ctx.app);
    const other = await createInvestor(ctx.app);
    await verifyKyc(ctx.app, admin.token, u.id);
    await fund(ctx.app, admin.token, u.id, 1000);
    for (let i = 0; i < MAX_PENDING_DEPOSITS; i++) await deposit(ctx.app, other, 100, btc);
    for (let i = 0; i < 3; i++) await withdraw(ctx.app, u, 100);
    for (let i = 0; i < MAX_PENDING_DEPOSITS; i++) await deposit(ctx.app, u, 100, btc);
    expectError(await sixth(u), 409, TX_MSG.tooManyPendingDeposits);
    expectError(await sixth(other), 409, TX_MSG.tooManyPendingDeposits);
    await expectLedgerReconciled(ctx.db);
  });
});
