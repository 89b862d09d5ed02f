// With 2FA on, a withdrawal and a password change need a current code (field `code`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MSG } from '@/common/api/two-factor';
import type { ManualClock } from '@/server/lib/clock';
import {
  createInvestor,
  createTestApp,
  expectError,
  expectLedgerReconciled,
  injectAs,
  loginAdmin,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { call, depositAddress, fund, MONEY_ENV, postDeposit, PAYOUT_ADDRESS, snapshot, verifyKyc } from '../transactions/money-helpers';
import { challengeFor, codeNow, codeStep, enrol, midStepClock, nextCode, type Enrolled } from './two-factor-helpers';

let ctx: TestContext;
let clock: ManualClock;
let admin: TestUser;

beforeAll(async () => {
  clock = midStepClock();
  ctx = await createTestApp(MONEY_ENV, { clock });
  admin = await loginAdmin(ctx.app);
});
afterAll(() => ctx.close());

/** An investor with KYC and $1,000, and 2FA on when asked. */
async function investor(withTwoFactor: boolean): Promise<TestUser & Partial<Enrolled>> {
  const u = await createInvestor(ctx.app);
  await verifyKyc(ctx.app, admin.token, u.id);
  await fund(ctx.app, admin.token, u.id, 1000);
  return withTwoFactor ? { ...u, ...(await enrol(ctx.app, u, clock)) } : u;
}

const withdrawal = (u: TestUser, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  call(ctx.app, u.token, {
    method: 'POST',
    url: '/api/transaction/save',
    headers,
    payload: { amount: 100, payment_method: 'btc', address: PAYOUT_ADDRESS.btc, ...extra },
  });

const wrong = (secret: string) => (codeNow(clock, secret) === '000000' ? '000001' : '000000');

describe('withdrawal', () => {
  it('without 2FA no code is asked', async () => {
    const u = await investor(false);
    expect((await withdrawal(u)).statusCode).toBe(201);
  });

  it('with 2FA: 401 without a code and with a wrong one, and nothing is held', async () => {
    const u = await investor(true);
    const before = await snapshot(ctx.db, u.id);
    const missing = await withdrawal(u);
    expectError(missing, 401, TWO_FACTOR_MSG.codeNeeded);
    const refused = await withdrawal(u, { code: wrong(u.secret!) });
    expectError(refused, 401, TWO_FACTOR_MSG.codeWrong);
    expect(await snapshot(ctx.db, u.id)).toEqual(before);
    // RFC 9470: a client tells "a code is wanted" from "the session has ended" by this header
    for (const res of [missing, refused])
      expect(res.headers['www-authenticate']).toMatch(/^Bearer error="insufficient_user_authentication"/);
    // and the session has not ended
    expect((await call(ctx.app, u.token, { url: '/api/profile/me' })).statusCode).toBe(200);
  });

  it('with 2FA: a current code lets it through, once', async () => {
    const u = await investor(true);
    const code = nextCode(clock, u.secret!);
    const res = await withdrawal(u, { code });
    expect(res.statusCode, res.body).toBe(201);
    expectError(await withdrawal(u, { code }), 401, TWO_FACTOR_MSG.codeWrong);
  });

  it('a refused withdrawal does not use the code up', async () => {
    const u = await investor(true);
    const code = nextCode(clock, u.secret!);
    expectError(await withdrawal(u, { code, amount: 5000 }), 409);
    expect((await withdrawal(u, { code })).statusCode).toBe(201);
  });

  it('a retry with the same Idempotency-Key gets the first answer, not a second code check', async () => {
    const u = await investor(true);
    const code = nextCode(clock, u.secret!);
    const key = { 'idempotency-key': `wd-${u.id}` };
    const first = await withdrawal(u, { code }, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await withdrawal(u, { code }, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
  });

  it('a retry after a lost answer brings a fresh code (the first is spent): the same key still gets the first answer, one withdrawal', async () => {
    const u = await investor(true);
    const key = { 'idempotency-key': `wd-fresh-${u.id}` };
    const first = await withdrawal(u, { code: nextCode(clock, u.secret!) }, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await withdrawal(u, { code: nextCode(clock, u.secret!) }, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    await expectLedgerReconciled(ctx.db);
  });

  it('a recovery code works for a withdrawal', async () => {
    const u = await investor(true);
    expect((await withdrawal(u, { code: u.recoveryCodes![0] })).statusCode).toBe(201);
  });

  it('deposits need no code', async () => {
    const u = await investor(true);
    const res = await postDeposit(ctx.app, u, {
      userid: u.id,
      trnx_type: 'deposit',
      amount: 150,
      payment_method: 'Bitcoin',
      payment_address: await depositAddress(ctx.app, u.token),
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('password change', () => {
  const change = (u: TestUser, extra: Record<string, unknown> = {}) =>
    injectAs(ctx.app, u.token, {
      method: 'PUT',
      url: `/api/profile/update/${u.id}`,
      payload: { password: 'a-brand-new-password', current_password: u.password, ...extra },
    });

  it('with 2FA: 401 without a code or with a wrong one, and the old password still works', async () => {
    const u = await investor(true);
    const missing = await change(u);
    expectError(missing, 401, TWO_FACTOR_MSG.codeNeeded);
    expect(missing.headers['www-authenticate']).toMatch(/insufficient_user_authentication/);
    expectError(await change(u, { code: wrong(u.secret!) }), 401, TWO_FACTOR_MSG.codeWrong);
    expect((await codeStep(ctx.app, await challengeFor(ctx.app, u), nextCode(clock, u.secret!))).statusCode).toBe(200);
  });

  it('with 2FA: a current code changes it', async () => {
    const u = await investor(true);
    const res = await change(u, { code: nextCode(clock, u.secret!) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveProperty('accessToken');
    await challengeFor(ctx.app, { email: u.email, password: 'a-brand-new-password' });
  });

  it('other profile edits need no code', async () => {
    const u = await investor(true);
    const res = await injectAs(ctx.app, u.token, {
      method: 'PUT',
      url: `/api/profile/update/${u.id}`,
      payload: { name: 'No Code Needed' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("an admin setting another user's password needs no code of that user", async () => {
    const u = await investor(true);
    const res = await injectAs(ctx.app, admin.token, {
      method: 'PUT',
      url: `/api/profile/update/${u.id}`,
      payload: { password: 'set-by-the-admin' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
