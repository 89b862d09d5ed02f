// An admin marking a withdrawal paid records the payout reference (the payment's
// transaction hash) on PUT /api/transaction/{id}; it is required then, refused anywhere
// else, stored, audited and shown as payout_reference to the investor and to staff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TX_MSG } from '@/common/validation/transaction';
import { ManualClock } from '@/server/lib/clock';
import { createSupport, expectFieldError, expectLedgerReconciled, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import {
  auditOf,
  call,
  deposit,
  depositAddress,
  fundedInvestor,
  getTx,
  invest,
  type PublicTx,
  putTx,
  setStatus,
  snapshot,
  startMoneyApp,
  txRow,
  withdraw,
} from './money-helpers';

const clock = new ManualClock(new Date('2026-07-01T10:00:00Z'));
const HASH = 'f4184fc596403b9d638783cf57adfe4c75c605f6356fbc91338530e9831e9e16';
let ctx: TestContext;
let admin: TestUser;
let support: TestUser;
let u: TestUser;

beforeAll(async () => {
  ({ ctx, admin } = await startMoneyApp(clock));
  support = await createSupport(ctx.app);
  u = await fundedInvestor(ctx.app, admin.token, 10_000);
});
afterAll(() => ctx.close());

describe('marking a withdrawal paid', () => {
  it('needs a plausible payout reference: missing, empty, too long or unsafe text is 400 and changes nothing', async () => {
    const w = await withdraw(ctx.app, u, 100);
    const before = await snapshot(ctx.db, u.id);
    expectFieldError(
      await putTx(ctx.app, admin.token, w._id, { status: 'successful' }),
      'payout_reference',
      TX_MSG.payoutReferenceRequired,
    );
    expectFieldError(
      await putTx(ctx.app, admin.token, w._id, { status: 'successful', payout_reference: null }),
      'payout_reference',
      TX_MSG.payoutReferenceRequired,
    );
    for (const payout_reference of [
      '',
      '   ',
      'x'.repeat(201),
      '<script>alert(1)</script>',
      'a\nb',
      'tx hash',
      "0x1' or '1'='1",
      '-leading',
      42,
      true,
      ['0xabc'],
    ]) {
      expectFieldError(
        await putTx(ctx.app, admin.token, w._id, { status: 'successful', payout_reference }),
        'payout_reference',
        TX_MSG.payoutReferenceInvalid,
      );
    }
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
    expect(await getTx(ctx.app, admin.token, w._id)).toMatchObject({ status: 'pending', payout_reference: null });
    expect(await auditOf(ctx.db, w._id)).toHaveLength(0);
  });

  it('stores the reference (trimmed), audits it, and shows it to the investor and to staff', async () => {
    const w = await withdraw(ctx.app, u, 150);
    const paid = await setStatus(ctx.app, admin.token, w._id, 'successful', { payout_reference: `  ${HASH} ` });
    expect(paid).toMatchObject({ status: 'successful', payout_reference: HASH });
    expect((await txRow(ctx.db, w._id)).payoutReference).toBe(HASH);
    // the investor sees it on the record and in their list; support and the admin in theirs
    expect(await getTx(ctx.app, u.token, w._id)).toMatchObject({ payout_reference: HASH });
    const mine = (await call(ctx.app, u.token, { url: `/api/transaction/${u.id}` })).json() as PublicTx[];
    expect(mine.find((t) => t._id === w._id)).toMatchObject({ payout_reference: HASH });
    expect(await getTx(ctx.app, support.token, w._id)).toMatchObject({ payout_reference: HASH });
    const all = (await call(ctx.app, support.token, { url: '/api/transaction/all/' })).json() as PublicTx[];
    expect(all.find((t) => t._id === w._id)).toMatchObject({ payout_reference: HASH });
    const [audit] = await auditOf(ctx.db, w._id, 'transaction.update');
    expect(audit).toMatchObject({
      actorId: admin.id,
      before: { status: 'pending', payout_reference: null },
      after: { status: 'successful', payout_reference: HASH },
    });
    // longest and other plausible forms
    for (const reference of ['0x' + 'ab'.repeat(32), 'x'.repeat(200), 'https://tronscan.org/#/transaction/abc123', 'BANK-REF_2026.07:01']) {
      const next = await withdraw(ctx.app, u, 100);
      expect(await setStatus(ctx.app, admin.token, next._id, 'successful', { payout_reference: reference })).toMatchObject({
        payout_reference: reference,
      });
    }
    await expectLedgerReconciled(ctx.db);
  });

  it('is refused on other statuses and on deposits and investments (400); null there means none', async () => {
    const w = await withdraw(ctx.app, u, 100);
    const dep = await deposit(ctx.app, u, 100, await depositAddress(ctx.app, u.token));
    const inv = await invest(ctx.app, u, 'Crypto Starter', 3000);
    const before = await snapshot(ctx.db, u.id);
    for (const [id, status] of [
      [w._id, 'pending'],
      [w._id, 'failed'],
      [dep._id, 'successful'],
      [dep._id, 'failed'],
      [inv._id, 'completed'],
      [inv._id, 'active'],
    ]) {
      expectFieldError(
        await putTx(ctx.app, admin.token, id, { status, payout_reference: HASH }),
        'payout_reference',
        TX_MSG.payoutReferenceNotHere,
      );
    }
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
    // a client that sends the record's own null back is not refused for it
    expect((await putTx(ctx.app, admin.token, dep._id, { status: 'pending', payout_reference: null })).statusCode).toBe(200);
    expect((await putTx(ctx.app, admin.token, w._id, { status: 'pending', payout_reference: null })).statusCode).toBe(200);
    // every record carries the field: null until a withdrawal is paid
    for (const t of [w, dep, inv]) expect(await getTx(ctx.app, u.token, t._id)).toMatchObject({ payout_reference: null });
    await expectLedgerReconciled(ctx.db);
  });
});
