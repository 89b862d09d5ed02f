// STAFF_PASSKEY=required: approving, paying, rejecting and adjusting need a passkey step-up token
// in the Step-Up header, spent once; staff without a passkey are told to add one (403); a code
// from an authenticator app does not count. With STAFF_PASSKEY=optional nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_MSG, STEP_UP_HEADER } from '@/common/api/passkeys';
import type { ManualClock } from '@/server/lib/clock';
import type { SoftwareAuthenticator } from '@/tests/helpers/software-authenticator';
import {
  createInvestor,
  createSupport,
  createTestApp,
  createWithRole,
  expectError,
  expectLedgerReconciled,
  injectAs,
  loginAdmin,
  type InjectResponse,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { approve, newWithdrawal, termsOf } from '../payouts/desk-helpers';
import { balances, call, fundedInvestor, MONEY_ENV, payoutReference, verifyKyc } from '../transactions/money-helpers';
import { enrol, midStepClock, nextCode } from '../two-factor/two-factor-helpers';
import { addPasskey, authenticatorFor, PASSKEY_ENV, stepUpToken } from './passkey-helpers';

let ctx: TestContext;
let clock: ManualClock;
let admin: TestUser;
let admin2: TestUser;
let support: TestUser;
const keys = new Map<string, SoftwareAuthenticator>();

beforeAll(async () => {
  clock = midStepClock();
  ctx = await createTestApp({ ...MONEY_ENV, ...PASSKEY_ENV, STAFF_PASSKEY: 'required' }, { clock });
  admin = await loginAdmin(ctx.app);
  admin2 = await createWithRole(ctx.app, 'admin');
  support = await createSupport(ctx.app);
});
afterAll(() => ctx.close());

/** A passkey for the staff member (once), in an authenticator of their own. */
async function givePasskey(staff: TestUser) {
  const authenticator = authenticatorFor(ctx);
  await addPasskey(ctx.app, staff, authenticator);
  keys.set(staff.id, authenticator);
}
const tokenOf = (staff: TestUser) => stepUpToken(ctx.app, staff, keys.get(staff.id)!);
const withStepUp = (token: string) => ({ [STEP_UP_HEADER]: token });

const adjust = (staff: TestUser, userId: string, dollars: number, headers: Record<string, string> = {}) =>
  call(ctx.app, staff.token, {
    method: 'POST',
    url: `/api/profile/${userId}/adjust`,
    headers,
    payload: { account: 'balance', amount: dollars, reason: 'funding for a test' },
  });

function expectPasskeyRefusal(res: InjectResponse) {
  expectError(res, 401, PASSKEY_MSG.staffNeedsPasskey);
  expect(res.headers['www-authenticate']).toMatch(/^Bearer error="insufficient_user_authentication"/);
}

describe('STAFF_PASSKEY=required', () => {
  it('staff without a passkey are told to add one (403), and nothing moves; GET /api/auth/2fa says so', async () => {
    const investor = await createInvestor(ctx.app);
    await verifyKyc(ctx.app, admin.token, investor.id);
    expectError(await adjust(admin, investor.id, 500), 403, PASSKEY_MSG.staffHasNoPasskey);
    expect(await balances(ctx.db, investor.id)).toEqual({ bal: 0, bonus: 0 });
    for (const staff of [admin, support]) {
      expect((await injectAs(ctx.app, staff.token, { url: '/api/auth/2fa' })).json()).toMatchObject({ staff_passkey_required: true });
    }
    expect((await injectAs(ctx.app, investor.token, { url: '/api/auth/2fa' })).json()).toMatchObject({ staff_passkey_required: false });
  });

  it('with a passkey: 401 without the header, with a made-up or spent token, with another staff member’s; a good one once', async () => {
    await givePasskey(admin);
    await givePasskey(admin2);
    const investor = await fundedInvestorVia(admin, 500);
    const w = await newWithdrawal(ctx.app, investor, 100);
    const approveWith = (headers: Record<string, string>) =>
      call(ctx.app, admin.token, { method: 'POST', url: `/api/transaction/${w._id}/approve`, headers, payload: termsOf(w) });

    expectPasskeyRefusal(await approveWith({}));
    expectPasskeyRefusal(await approveWith(withStepUp('pk_not-a-token')));
    expectPasskeyRefusal(await approveWith(withStepUp(await tokenOf(admin2))));
    const token = await tokenOf(admin);
    // a body that fails its checks is answered before the token is looked at: it stays unspent
    const badBody = await call(ctx.app, admin.token, {
      method: 'POST',
      url: `/api/transaction/${w._id}/approve`,
      headers: withStepUp(token),
      payload: {},
    });
    expectError(badBody, 400);
    const approved = await approveWith(withStepUp(token));
    expect(approved.statusCode, approved.body).toBe(200);
    // spent: the next act needs a new one
    const pay = (headers: Record<string, string>) =>
      call(ctx.app, admin2.token, {
        method: 'PUT',
        url: `/api/transaction/${w._id}`,
        headers,
        payload: { status: 'successful', payout_reference: payoutReference(1) },
      });
    expectPasskeyRefusal(await pay(withStepUp(token)));
    const paid = await pay(withStepUp(await tokenOf(admin2)));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().status).toBe('successful');
    await expectLedgerReconciled(ctx.db);
  });

  it('a code from an authenticator app in the header does not count', async () => {
    const { secret } = await enrol(ctx.app, admin, clock);
    const investor = await createInvestor(ctx.app);
    expectPasskeyRefusal(await adjust(admin, investor.id, 50, withStepUp(nextCode(clock, secret))));
    expect(await balances(ctx.db, investor.id)).toEqual({ bal: 0, bonus: 0 });
  });

  it('every staff act asks for it: reject, the bulk routes, mark paid, the second admin’s decision', async () => {
    const investor = await fundedInvestorVia(admin, 900);
    const w = await newWithdrawal(ctx.app, investor, 100);
    const acts: { method: 'POST' | 'PUT'; url: string; payload: Record<string, unknown>; who: TestUser }[] = [
      { method: 'POST', url: `/api/transaction/${w._id}/reject`, payload: { reason: 'The address could not be verified' }, who: admin },
      { method: 'POST', url: `/api/transaction/${w._id}/paid`, payload: { reference: payoutReference(2) }, who: admin },
      { method: 'POST', url: '/api/payouts/approve', payload: { items: [{ id: w._id, ...termsOf(w) }] }, who: admin },
      { method: 'POST', url: '/api/payouts/reject', payload: { ids: [w._id], reason: 'The address could not be verified' }, who: admin },
      { method: 'POST', url: '/api/payouts/paid', payload: { lines: `${w._id},${payoutReference(3)}` }, who: admin },
      { method: 'POST', url: `/api/approvals/${crypto.randomUUID()}/approve`, payload: {}, who: admin2 },
      { method: 'POST', url: `/api/approvals/${crypto.randomUUID()}/reject`, payload: {}, who: admin2 },
      {
        method: 'PUT',
        url: `/api/transaction/${w._id}`,
        payload: { status: 'failed', reason: 'The address could not be verified' },
        who: admin,
      },
    ];
    for (const act of acts) expectPasskeyRefusal(await call(ctx.app, act.who.token, act));
    // nothing was decided
    const shown = await call(ctx.app, admin.token, { url: `/api/transaction/single/${w._id}` });
    expect(shown.json()).toMatchObject({ status: 'pending' });
    const rejected = await call(ctx.app, admin.token, { ...acts[0], headers: withStepUp(await tokenOf(admin)) });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await expectLedgerReconciled(ctx.db);
  });

  it('support without a passkey cannot approve (403); with one they can', async () => {
    const investor = await fundedInvestorVia(admin, 300);
    const w = await newWithdrawal(ctx.app, investor, 100);
    expectError(await approve(ctx.app, support, w._id), 403, PASSKEY_MSG.staffHasNoPasskey);
    await givePasskey(support);
    const res = await call(ctx.app, support.token, {
      method: 'POST',
      url: `/api/transaction/${w._id}/approve`,
      headers: withStepUp(await tokenOf(support)),
      payload: termsOf(w),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a token is spent before the act runs: an act refused afterwards (404) has used it up', async () => {
    const token = await tokenOf(admin2);
    const unknown = `/api/approvals/${crypto.randomUUID()}/approve`;
    expectError(await call(ctx.app, admin2.token, { method: 'POST', url: unknown, headers: withStepUp(token) }), 404);
    expectPasskeyRefusal(await call(ctx.app, admin2.token, { method: 'POST', url: unknown, headers: withStepUp(token) }));
  });

  it('investors are not asked: a withdrawal needs no header', async () => {
    const investor = await fundedInvestorVia(admin, 200);
    expect((await newWithdrawal(ctx.app, investor, 100)).status).toBe('pending');
    await expectLedgerReconciled(ctx.db);
  });
});

/** An investor whose KYC is verified and whose balance `staff` credited, with a passkey step-up. */
async function fundedInvestorVia(staff: TestUser, dollars: number) {
  const investor = await createInvestor(ctx.app);
  await verifyKyc(ctx.app, staff.token, investor.id);
  const res = await adjust(staff, investor.id, dollars, withStepUp(await tokenOf(staff)));
  expect(res.statusCode, res.body).toBe(200);
  return investor;
}

describe('STAFF_PASSKEY=optional (the default)', () => {
  let plain: TestContext;
  beforeAll(async () => {
    plain = await createTestApp(MONEY_ENV);
  });
  afterAll(() => plain.close());

  it('staff approve and pay without a header, passkey or not', async () => {
    const boss = await loginAdmin(plain.app);
    const other = await createWithRole(plain.app, 'admin');
    expect((await injectAs(plain.app, boss.token, { url: '/api/auth/2fa' })).json()).toMatchObject({ staff_passkey_required: false });
    const investor = await fundedInvestor(plain.app, boss.token, 500);
    const w = await newWithdrawal(plain.app, investor, 100);
    expect((await approve(plain.app, boss, w._id)).statusCode).toBe(200);
    const paid = await call(plain.app, other.token, {
      method: 'PUT',
      url: `/api/transaction/${w._id}`,
      payload: { status: 'successful', payout_reference: payoutReference(9) },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await expectLedgerReconciled(plain.db);
  });
});
