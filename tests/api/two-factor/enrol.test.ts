// POST /api/auth/2fa/setup, /enable, /disable and GET /api/auth/2fa.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MSG } from '@/common/api/two-factor';
import { twoFactor, twoFactorRecoveryCodes } from '@/server/db/schema';
import type { ManualClock } from '@/server/lib/clock';
import { createInvestor, createTestApp, expectError, expectFieldError, injectAs, type TestContext } from '@/tests/helpers/test-app';
import { codeNow, enrol, midStepClock, nextCode, passwordStep } from './two-factor-helpers';

let ctx: TestContext;
let clock: ManualClock;

beforeAll(async () => {
  clock = midStepClock();
  ctx = await createTestApp({}, { clock });
});
afterAll(() => ctx.close());

const status = async (token: string) => (await injectAs(ctx.app, token, { method: 'GET', url: '/api/auth/2fa' })).json();

describe('setup', () => {
  it('answers a secret, its otpauth URL and a PNG QR code, and turns nothing on', async () => {
    const u = await createInvestor(ctx.app);
    const res = await injectAs(ctx.app, u.token, { method: 'POST', url: '/api/auth/2fa/setup', payload: { password: u.password } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as { secret: string; otpauth_url: string; qr: string };
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(body.otpauth_url).searchParams.get('secret')).toBe(body.secret);
    expect(body.qr).toMatch(/^data:image\/png;base64,/);
    expect(await status(u.token)).toEqual({
      enabled: false,
      recovery_codes_left: 0,
      required: false,
      passkeys: 0,
      staff_passkey_required: false,
    });
    // the password alone still signs in
    expect((await passwordStep(ctx.app, u)).json()).toHaveProperty('accessToken');
  });

  it('a second setup replaces the secret: codes of the first no longer enable', async () => {
    const u = await createInvestor(ctx.app);
    const first = (
      await injectAs(ctx.app, u.token, { method: 'POST', url: '/api/auth/2fa/setup', payload: { password: u.password } })
    ).json().secret as string;
    const second = (
      await injectAs(ctx.app, u.token, { method: 'POST', url: '/api/auth/2fa/setup', payload: { password: u.password } })
    ).json().secret as string;
    expect(second).not.toBe(first);
    const old = nextCode(clock, first);
    if (old !== codeNow(clock, second)) {
      expectError(
        await injectAs(ctx.app, u.token, { method: 'POST', url: '/api/auth/2fa/enable', payload: { password: u.password, code: old } }),
        400,
        TWO_FACTOR_MSG.codeWrong,
      );
    }
    const ok = await injectAs(ctx.app, u.token, {
      method: 'POST',
      url: '/api/auth/2fa/enable',
      payload: { password: u.password, code: codeNow(clock, second) },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('enable', () => {
  it('a right code turns it on and answers 10 different recovery codes, stored only as argon2id hashes', async () => {
    const u = await createInvestor(ctx.app);
    const { recoveryCodes } = await enrol(ctx.app, u, clock);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const rows = await ctx.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, u.id));
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      expect(row.codeHash).toMatch(/^\$argon2id\$/);
      expect(recoveryCodes.some((c) => row.codeHash.includes(c) || row.codeHash.includes(c.replace('-', '')))).toBe(false);
    }
    expect(await status(u.token)).toEqual({
      enabled: true,
      recovery_codes_left: 10,
      required: false,
      passkeys: 0,
      staff_passkey_required: false,
    });
  });

  it('a wrong code is 400 on the code field, and nothing is on', async () => {
    const u = await createInvestor(ctx.app);
    const { secret } = (
      await injectAs(ctx.app, u.token, { method: 'POST', url: '/api/auth/2fa/setup', payload: { password: u.password } })
    ).json() as { secret: string };
    const right = nextCode(clock, secret);
    const wrong = right === '000000' ? '000001' : '000000';
    expectFieldError(
      await injectAs(ctx.app, u.token, { method: 'POST', url: '/api/auth/2fa/enable', payload: { password: u.password, code: wrong } }),
      'code',
      TWO_FACTOR_MSG.codeWrong,
    );
    expect(await status(u.token)).toEqual({
      enabled: false,
      recovery_codes_left: 0,
      required: false,
      passkeys: 0,
      staff_passkey_required: false,
    });
    const [row] = await ctx.db.select().from(twoFactor).where(eq(twoFactor.userId, u.id));
    expect(row.enabledAt).toBeNull();
  });

  it('without a setup first: 400; an empty code: 400; once on, setup and enable are 409', async () => {
    const u = await createInvestor(ctx.app);
    expectError(
      await injectAs(ctx.app, u.token, { method: 'POST', url: '/api/auth/2fa/enable', payload: { password: u.password, code: '123456' } }),
      400,
      TWO_FACTOR_MSG.notSetUp,
    );
    expectError(
      await injectAs(ctx.app, u.token, { method: 'POST', url: '/api/auth/2fa/enable', payload: { password: u.password, code: '' } }),
      400,
    );
    const { secret } = await enrol(ctx.app, u, clock);
    expectError(
      await injectAs(ctx.app, u.token, { method: 'POST', url: '/api/auth/2fa/setup', payload: { password: u.password } }),
      409,
      TWO_FACTOR_MSG.alreadyOn,
    );
    expectError(
      await injectAs(ctx.app, u.token, {
        method: 'POST',
        url: '/api/auth/2fa/enable',
        payload: { password: u.password, code: nextCode(clock, secret) },
      }),
      409,
      TWO_FACTOR_MSG.alreadyOn,
    );
  });

  it('after 10 wrong codes in 15 minutes the account gets 429, even for a right code', async () => {
    const u = await createInvestor(ctx.app);
    const { secret } = (
      await injectAs(ctx.app, u.token, { method: 'POST', url: '/api/auth/2fa/setup', payload: { password: u.password } })
    ).json() as { secret: string };
    const right = nextCode(clock, secret);
    const wrong = right === '999999' ? '999998' : '999999';
    for (let i = 0; i < 10; i++) {
      expectError(
        await injectAs(ctx.app, u.token, { method: 'POST', url: '/api/auth/2fa/enable', payload: { password: u.password, code: wrong } }),
        400,
      );
    }
    expectError(
      await injectAs(ctx.app, u.token, { method: 'POST', url: '/api/auth/2fa/enable', payload: { password: u.password, code: right } }),
      429,
      TWO_FACTOR_MSG.tooManyCodes,
    );
  });
});

describe('disable', () => {
  it('needs the password and a code; then sign-in is the password alone again', async () => {
    const u = await createInvestor(ctx.app);
    const { secret } = await enrol(ctx.app, u, clock);
    const disable = (payload: object) => injectAs(ctx.app, u.token, { method: 'POST', url: '/api/auth/2fa/disable', payload });
    expectFieldError(
      await disable({ password: 'not-the-password', code: nextCode(clock, secret) }),
      'password',
      TWO_FACTOR_MSG.passwordWrong,
    );
    expectError(await disable({ password: u.password }), 400);
    const right = nextCode(clock, secret);
    expectError(await disable({ password: u.password, code: right === '000000' ? '000001' : '000000' }), 401, TWO_FACTOR_MSG.codeWrong);
    const ok = await disable({ password: u.password, code: right });
    expect(ok.statusCode, ok.body).toBe(204);
    expect(await status(u.token)).toEqual({
      enabled: false,
      recovery_codes_left: 0,
      required: false,
      passkeys: 0,
      staff_passkey_required: false,
    });
    expect(await ctx.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, u.id))).toEqual([]);
    expect((await passwordStep(ctx.app, u)).json()).toHaveProperty('accessToken');
    expectError(await disable({ password: u.password, code: nextCode(clock, secret) }), 409, TWO_FACTOR_MSG.notOn);
  });

  it('a recovery code works in place of a code from the app, once', async () => {
    const u = await createInvestor(ctx.app);
    const { recoveryCodes } = await enrol(ctx.app, u, clock);
    const res = await injectAs(ctx.app, u.token, {
      method: 'POST',
      url: '/api/auth/2fa/disable',
      payload: { password: u.password, code: recoveryCodes[3].toUpperCase() },
    });
    expect(res.statusCode, res.body).toBe(204);
  });
});
