// Step-up with a passkey: an assertion by one of the caller's own passkeys becomes a token that
// stands for a code once, within 5 minutes (a withdrawal, a password change, removing a passkey).
// An account with a passkey needs step-up even without an authenticator app. Removing a passkey
// needs step-up and holds withdrawals for SECURITY_CHANGE_HOLD.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_MSG, STEP_UP_TOKEN_PREFIX } from '@/common/api/passkeys';
import type { Me } from '@/common/api/profile';
import { TWO_FACTOR_MSG } from '@/common/api/two-factor';
import { securityHoldMessage } from '@/common/security-hold';
import { passkeys, stepUpGrants, users } from '@/server/db/schema';
import type { ManualClock } from '@/server/lib/clock';
import { userHandleFor } from '@/tests/helpers/software-authenticator';
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
import { call, fundedInvestor, HOUR_MS, MONEY_ENV, PAYOUT_ADDRESS, snapshot } from '../transactions/money-helpers';
import { enrol, midStepClock, nextCode } from '../two-factor/two-factor-helpers';
import {
  addPasskey,
  authenticatorFor,
  listPasskeys,
  PASSKEY_ENV,
  postStepUp,
  removePasskey,
  stepUpOptions,
  stepUpToken,
} from './passkey-helpers';

let ctx: TestContext;
let clock: ManualClock;
let admin: TestUser;
beforeAll(async () => {
  clock = midStepClock();
  ctx = await createTestApp({ ...MONEY_ENV, ...PASSKEY_ENV, SECURITY_CHANGE_HOLD: '24h' }, { clock });
  admin = await loginAdmin(ctx.app);
});
afterAll(() => ctx.close());

/** An investor with $1,000, KYC verified, and a passkey. */
async function investorWithPasskey() {
  const user = await fundedInvestor(ctx.app, admin.token, 1_000);
  const authenticator = authenticatorFor(ctx);
  const { passkey, credential } = await addPasskey(ctx.app, user, authenticator);
  return { user, authenticator, passkey, credential };
}

const withdrawal = (u: TestUser, extra: Record<string, unknown> = {}) =>
  call(ctx.app, u.token, {
    method: 'POST',
    url: '/api/transaction/save',
    payload: { trnx_type: 'withdraw', amount: 100, payment_method: 'btc', address: PAYOUT_ADDRESS.btc, ...extra },
  });
const status = async (u: TestUser) => (await injectAs(ctx.app, u.token, { url: '/api/auth/2fa' })).json();
const me = async (u: TestUser): Promise<Me> => (await injectAs(ctx.app, u.token, { url: '/api/profile/me' })).json();

describe('a passkey step-up token', () => {
  it('GET /api/auth/2fa counts the passkeys, so the screens offer the passkey', async () => {
    const u = await createInvestor(ctx.app);
    expect(await status(u)).toEqual({
      enabled: false,
      recovery_codes_left: 0,
      required: false,
      passkeys: 0,
      staff_passkey_required: false,
    });
    await addPasskey(ctx.app, u, authenticatorFor(ctx));
    expect(await status(u)).toMatchObject({ enabled: false, passkeys: 1, staff_passkey_required: false });
  });

  it("options list the caller's own passkeys only; none: 409", async () => {
    const none = await createInvestor(ctx.app);
    expectError(await injectAs(ctx.app, none.token, { method: 'POST', url: '/api/passkeys/step-up/options' }), 409, PASSKEY_MSG.noneYet);
    const { user, credential } = await investorWithPasskey();
    await investorWithPasskey();
    const options = await stepUpOptions(ctx.app, user);
    expect(options).toMatchObject({ rpId: 'invest.example.com', userVerification: 'required' });
    expect(options.allowCredentials).toEqual([{ id: credential.id, type: 'public-key', transports: ['internal'] }]);
  });

  it('is pk_ and 32 random bytes, lives 5 minutes, and only its hash is stored', async () => {
    const { user, authenticator } = await investorWithPasskey();
    const res = await postStepUp(ctx.app, user, authenticator.get(await stepUpOptions(ctx.app, user)));
    expect(res.statusCode, res.body).toBe(200);
    const { step_up_token, expires_at } = res.json();
    expect(step_up_token).toMatch(new RegExp(`^${STEP_UP_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`));
    expect(step_up_token.length).toBeLessThanOrEqual(64);
    expect(expires_at).toBe(new Date(clock.now().getTime() + 5 * 60_000).toISOString());
    const rows = await ctx.db.select().from(stepUpGrants).where(eq(stepUpGrants.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(step_up_token.slice(3));
  });

  it('a withdrawal on an account with a passkey needs it: 401 without, once with a token, 401 the second time', async () => {
    const { user, authenticator } = await investorWithPasskey();
    const before = await snapshot(ctx.db, user.id);
    const missing = await withdrawal(user);
    expectError(missing, 401, TWO_FACTOR_MSG.passkeyNeeded);
    expect(missing.headers['www-authenticate']).toMatch(/^Bearer error="insufficient_user_authentication"/);
    // a six-digit code is no use without an authenticator app
    expectError(await withdrawal(user, { code: '123456' }), 401, TWO_FACTOR_MSG.passkeyNeeded);
    expect(await snapshot(ctx.db, user.id)).toEqual(before);

    const token = await stepUpToken(ctx.app, user, authenticator);
    const res = await withdrawal(user, { code: token });
    expect(res.statusCode, res.body).toBe(201);
    expectError(await withdrawal(user, { code: token }), 401, TWO_FACTOR_MSG.passkeyNeeded);
    expect((await snapshot(ctx.db, user.id)).bal).toBe(before.bal - 100_00);
    await expectLedgerReconciled(ctx.db);
  });

  it('a refused withdrawal leaves the token unspent', async () => {
    const { user, authenticator } = await investorWithPasskey();
    const token = await stepUpToken(ctx.app, user, authenticator);
    expectError(await withdrawal(user, { code: token, amount: 5_000 }), 409);
    expect((await withdrawal(user, { code: token })).statusCode).toBe(201);
    await expectLedgerReconciled(ctx.db);
  });

  it('a password change takes it once', async () => {
    const { user, authenticator } = await investorWithPasskey();
    const change = (code?: string) =>
      injectAs(ctx.app, user.token, {
        method: 'PUT',
        url: `/api/profile/update/${user.id}`,
        payload: { password: 'a-brand-new-password', current_password: user.password, ...(code ? { code } : {}) },
      });
    expectError(await change(), 401, TWO_FACTOR_MSG.passkeyNeeded);
    const token = await stepUpToken(ctx.app, user, authenticator);
    const res = await change(token);
    expect(res.statusCode, res.body).toBe(200);
    const fresh = { ...user, token: res.json().accessToken as string };
    const again = await injectAs(ctx.app, fresh.token, {
      method: 'PUT',
      url: `/api/profile/update/${user.id}`,
      payload: { password: 'another-new-password', current_password: 'a-brand-new-password', code: token },
    });
    expectError(again, 401, TWO_FACTOR_MSG.passkeyNeeded);
  });

  it("is the caller's own: another user's token, an expired one and a made-up one are refused", async () => {
    const a = await investorWithPasskey();
    const b = await investorWithPasskey();
    const bToken = await stepUpToken(ctx.app, b.user, b.authenticator);
    expectError(await withdrawal(a.user, { code: bToken }), 401, TWO_FACTOR_MSG.passkeyNeeded);
    // a's attempt did not spend it
    expect((await withdrawal(b.user, { code: bToken })).statusCode).toBe(201);
    expectError(await withdrawal(a.user, { code: `${STEP_UP_TOKEN_PREFIX}${'A'.repeat(43)}` }), 401, TWO_FACTOR_MSG.passkeyNeeded);
    const late = await stepUpToken(ctx.app, a.user, a.authenticator);
    clock.advance(5 * 60_000 + 1);
    expectError(await withdrawal(a.user, { code: late }), 401, TWO_FACTOR_MSG.passkeyNeeded);
    await expectLedgerReconciled(ctx.db);
  });

  it("another user's passkey, or a handle naming someone else, cannot step up: a step-up refusal, the session kept", async () => {
    const a = await investorWithPasskey();
    const b = await investorWithPasskey();
    const options = await stepUpOptions(ctx.app, a.user);
    const foreign = await postStepUp(ctx.app, a.user, b.authenticator.get(options, b.credential));
    expectError(foreign, 401, PASSKEY_MSG.notRecognised);
    expect(foreign.headers['www-authenticate']).toMatch(/insufficient_user_authentication/);
    const handle = await postStepUp(ctx.app, a.user, a.authenticator.get(options, a.credential, { userHandle: userHandleFor(b.user.id) }));
    expectError(handle, 401, PASSKEY_MSG.failed);
    expect((await injectAs(ctx.app, a.user.token, { url: '/api/profile/me' })).statusCode).toBe(200);
    // b's own step-up challenge is b's: a cannot answer it
    const bOptions = await stepUpOptions(ctx.app, b.user);
    expectError(await postStepUp(ctx.app, a.user, a.authenticator.get(bOptions, a.credential)), 401, PASSKEY_MSG.ceremonyEnded);
    expect(await ctx.db.select().from(stepUpGrants).where(eq(stepUpGrants.userId, a.user.id))).toEqual([]);
  });

  it('with an authenticator app too, a code or a passkey token will do', async () => {
    const { user, authenticator } = await investorWithPasskey();
    const { secret } = await enrol(ctx.app, user, clock);
    expectError(await withdrawal(user), 401, TWO_FACTOR_MSG.codeNeeded);
    expect((await withdrawal(user, { code: nextCode(clock, secret) })).statusCode).toBe(201);
    expect((await withdrawal(user, { code: await stepUpToken(ctx.app, user, authenticator) })).statusCode).toBe(201);
    await expectLedgerReconciled(ctx.db);
  });
});

describe('removing a passkey', () => {
  it('needs step-up: 401 without; a passkey token works; withdrawals then wait, saying why', async () => {
    const { user, authenticator, passkey } = await investorWithPasskey();
    const second = await addPasskey(ctx.app, user, authenticator, { name: 'Second' });
    const refused = await removePasskey(ctx.app, user, passkey.id);
    expectError(refused, 401, TWO_FACTOR_MSG.passkeyNeeded);
    expect(refused.headers['www-authenticate']).toMatch(/insufficient_user_authentication/);
    expect(await listPasskeys(ctx.app, user)).toHaveLength(2);

    const removedAt = clock.now();
    const res = await removePasskey(ctx.app, user, passkey.id, await stepUpToken(ctx.app, user, authenticator, second.credential));
    expect(res.statusCode, res.body).toBe(204);
    expect((await listPasskeys(ctx.app, user)).map((p) => p.id)).toEqual([second.passkey.id]);
    const [row] = await ctx.db.select({ at: users.passkeyRemovedAt }).from(users).where(eq(users.id, user.id));
    expect(row.at).toEqual(removedAt);

    const until = new Date(removedAt.getTime() + 24 * HOUR_MS).toISOString();
    expect(await me(user)).toMatchObject({ withdrawals_paused_until: until, withdrawals_paused_because: 'passkey' });
    const held = await withdrawal(user, { code: await stepUpToken(ctx.app, user, authenticator, second.credential) });
    expectError(held, 403, securityHoldMessage(until, 'passkey', 'UTC'));
    const inbox = await injectAs(ctx.app, user.token, { url: '/api/notifications' });
    expect(JSON.stringify(inbox.json())).toContain('Passkey removed');
    await expectLedgerReconciled(ctx.db);
  });

  it('a current code works too, and the last passkey can go (then nothing is asked of a passkey-only account)', async () => {
    const { user, passkey } = await investorWithPasskey();
    const { secret } = await enrol(ctx.app, user, clock);
    expectError(await removePasskey(ctx.app, user, passkey.id, 'not-a-code'), 401, TWO_FACTOR_MSG.codeWrong);
    expect((await removePasskey(ctx.app, user, passkey.id, nextCode(clock, secret))).statusCode).toBe(204);
    expect(await status(user)).toMatchObject({ enabled: true, passkeys: 0 });

    const other = await investorWithPasskey();
    expect(
      (await removePasskey(ctx.app, other.user, other.passkey.id, await stepUpToken(ctx.app, other.user, other.authenticator))).statusCode,
    ).toBe(204);
    expect(await status(other.user)).toMatchObject({ enabled: false, passkeys: 0 });
  });

  it("someone else's passkey is not found, and stays", async () => {
    const a = await investorWithPasskey();
    const b = await investorWithPasskey();
    const token = await stepUpToken(ctx.app, a.user, a.authenticator);
    expectError(await removePasskey(ctx.app, a.user, b.passkey.id, token), 404, PASSKEY_MSG.notFound);
    expect(await ctx.db.select().from(passkeys).where(eq(passkeys.id, b.passkey.id))).toHaveLength(1);
    expectError(await removePasskey(ctx.app, a.user, crypto.randomUUID(), token), 404, PASSKEY_MSG.notFound);
    expectError(await removePasskey(ctx.app, a.user, 'nope', token), 400);
    // the token was not spent on those
    expect((await removePasskey(ctx.app, a.user, a.passkey.id, token)).statusCode).toBe(204);
  });

  it('anonymous callers get 401 on every passkey route that needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/passkeys'],
      ['POST', '/api/passkeys/registration/options'],
      ['POST', '/api/passkeys'],
      ['DELETE', `/api/passkeys/${crypto.randomUUID()}`],
      ['POST', '/api/passkeys/step-up/options'],
      ['POST', '/api/passkeys/step-up'],
    ] as const) {
      expectError(await ctx.app.inject({ method, url, payload: {} }), 401);
    }
  });
});
