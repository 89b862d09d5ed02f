// STAFF_2FA=required (the default outside tests): admins and support without two-factor sign-in
// get 403 from every back-office call until they enrol; sign-in, sign-out, /api/profile/me and
// /api/auth/* stay open so that they can. STAFF_2FA=optional turns it off; investors never see it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_TWO_FACTOR_MSG } from '@/common/staff-two-factor';
import type { ManualClock } from '@/server/lib/clock';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createCallers,
  createInvestor,
  createTestApp,
  expectError,
  injectAs,
  login,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { enrol, midStepClock } from './two-factor-helpers';

const status = async (ctx: TestContext, token: string) => (await injectAs(ctx.app, token, { method: 'GET', url: '/api/auth/2fa' })).json();

/** Calls the back office makes, on its own routes and on routes shared with investors. */
const backOfficeCalls = (someone: TestUser) => [
  { method: 'GET' as const, url: '/api/profile/all' },
  { method: 'GET' as const, url: `/api/profile/${someone.id}` },
  { method: 'GET' as const, url: `/api/profile/${someone.id}/ledger` },
  { method: 'GET' as const, url: '/api/stats/summary' },
  { method: 'GET' as const, url: `/api/users/${someone.id}/sessions` },
  { method: 'GET' as const, url: `/api/users/${someone.id}/history` },
  { method: 'GET' as const, url: '/api/kyc/all' },
];

describe('STAFF_2FA=required', () => {
  let ctx: TestContext;
  let clock: ManualClock;
  let investor: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    clock = midStepClock();
    ctx = await createTestApp({ STAFF_2FA: 'required' }, { clock });
    investor = await createInvestor(ctx.app);
    const { _id, accessToken } = await login(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    admin = { id: _id, email: ADMIN_EMAIL, password: ADMIN_PASSWORD, token: accessToken };
  });
  afterAll(() => ctx.close());

  it('an admin without 2FA: 403 from back-office calls, told to enrol; enrolment and its own account stay open', async () => {
    expect(await status(ctx, admin.token)).toEqual({
      enabled: false,
      recovery_codes_left: 0,
      required: true,
      passkeys: 0,
      staff_passkey_required: false,
    });
    for (const call of [...backOfficeCalls(investor), { method: 'DELETE' as const, url: `/api/users/${investor.id}/sessions` }]) {
      expectError(await injectAs(ctx.app, admin.token, call), 403, STAFF_TWO_FACTOR_MSG.required);
    }
    const me = await injectAs(ctx.app, admin.token, { method: 'GET', url: '/api/profile/me' });
    expect(me.statusCode, me.body).toBe(200);
    const sessions = await injectAs(ctx.app, admin.token, { method: 'GET', url: '/api/auth/sessions' });
    expect(sessions.statusCode, sessions.body).toBe(200);
    const history = await injectAs(ctx.app, admin.token, { method: 'GET', url: '/api/auth/history' });
    expect(history.statusCode, history.body).toBe(200);
  });

  it('after enrolling, the same session reaches the back office', async () => {
    await enrol(ctx.app, admin, clock);
    expect(await status(ctx, admin.token)).toEqual({
      enabled: true,
      recovery_codes_left: 10,
      required: true,
      passkeys: 0,
      staff_passkey_required: false,
    });
    for (const call of backOfficeCalls(investor)) {
      const res = await injectAs(ctx.app, admin.token, call);
      expect(res.statusCode, `${call.url}: ${res.body}`).toBe(200);
    }
  });

  it('support too: 403 until enrolled, 200 after', async () => {
    const user = await createInvestor(ctx.app);
    const promote = await injectAs(ctx.app, admin.token, {
      method: 'PUT',
      url: `/api/profile/update/${user.id}`,
      payload: { role: 'support' },
    });
    expect(promote.statusCode, promote.body).toBe(200);
    const support = { ...user, token: (await login(ctx.app, user.email, user.password)).accessToken };
    expect(await status(ctx, support.token)).toMatchObject({ enabled: false, required: true });
    expectError(await injectAs(ctx.app, support.token, { method: 'GET', url: '/api/profile/all' }), 403, STAFF_TWO_FACTOR_MSG.required);
    expectError(
      await injectAs(ctx.app, support.token, { method: 'GET', url: `/api/profile/${investor.id}/ledger` }),
      403,
      STAFF_TWO_FACTOR_MSG.required,
    );
    await enrol(ctx.app, support, clock);
    const list = await injectAs(ctx.app, support.token, { method: 'GET', url: '/api/profile/all' });
    expect(list.statusCode, list.body).toBe(200);
    // the role check still applies after enrolling: support is not an admin
    expectError(await injectAs(ctx.app, support.token, { method: 'GET', url: '/api/audit' }), 403);
  });

  it('staff without 2FA can sign out', async () => {
    const user = await createInvestor(ctx.app);
    await injectAs(ctx.app, admin.token, { method: 'PUT', url: `/api/profile/update/${user.id}`, payload: { role: 'support' } });
    const { accessToken } = await login(ctx.app, user.email, user.password);
    const out = await injectAs(ctx.app, accessToken, { method: 'POST', url: '/api/user/logout' });
    expect(out.statusCode, out.body).toBe(204);
    expectError(await injectAs(ctx.app, accessToken, { method: 'GET', url: '/api/profile/me' }), 401);
  });

  it('investors are unaffected: not required, their own routes answer', async () => {
    expect(await status(ctx, investor.token)).toEqual({
      enabled: false,
      recovery_codes_left: 0,
      required: false,
      passkeys: 0,
      staff_passkey_required: false,
    });
    for (const url of ['/api/profile/me', `/api/profile/${investor.id}/ledger`, '/api/auth/sessions']) {
      const res = await injectAs(ctx.app, investor.token, { method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    // and staff routes stay refused for the reason they always were
    expectError(await injectAs(ctx.app, investor.token, { method: 'GET', url: '/api/profile/all' }), 403);
    const refused = await injectAs(ctx.app, investor.token, { method: 'GET', url: '/api/profile/all' });
    expect(refused.json().message).not.toBe(STAFF_TWO_FACTOR_MSG.required);
  });
});

describe('STAFF_2FA=optional', () => {
  let callers: Awaited<ReturnType<typeof createCallers>>;
  beforeAll(async () => {
    callers = await createCallers({ STAFF_2FA: 'optional' });
  });
  afterAll(() => callers.ctx.close());

  it('staff without 2FA use the back office, and are not told to enrol', async () => {
    const { ctx, admin, support, investor } = callers;
    for (const who of [admin, support]) {
      expect(await status(ctx, who.token)).toEqual({
        enabled: false,
        recovery_codes_left: 0,
        required: false,
        passkeys: 0,
        staff_passkey_required: false,
      });
      const res = await injectAs(ctx.app, who.token, { method: 'GET', url: '/api/profile/all' });
      expect(res.statusCode, res.body).toBe(200);
      const ledger = await injectAs(ctx.app, who.token, { method: 'GET', url: `/api/profile/${investor.id}/ledger` });
      expect(ledger.statusCode, ledger.body).toBe(200);
    }
  });
});

describe('STAFF_2FA: anything else', () => {
  it('stops the start with a clear message', async () => {
    await expect(createTestApp({ STAFF_2FA: 'sometimes' })).rejects.toThrow(/STAFF_2FA: must be required or optional/);
  });
});
