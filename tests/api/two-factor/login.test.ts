// Sign-in with two-factor on: POST /api/user/login answers a challenge, POST /api/user/login/2fa
// the token. Replays, drift, expiry, wrong codes and recovery codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MSG } from '@/common/api/two-factor';
import type { ManualClock } from '@/server/lib/clock';
import {
  bearer,
  createInvestor,
  createTestApp,
  expectError,
  expectNoSecrets,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { challengeFor, codeNow, codeStep, enrol, midStepClock, nextCode, passwordStep, STEP_MS, type Enrolled } from './two-factor-helpers';

let ctx: TestContext;
let clock: ManualClock;

beforeAll(async () => {
  clock = midStepClock();
  // these tests send many wrong codes on purpose; the sign-in limiter has its own test below
  ctx = await createTestApp({ LOGIN_MAX_FAILURES: '1000' }, { clock });
});
afterAll(() => ctx.close());

async function enrolled(): Promise<TestUser & Enrolled> {
  const u = await createInvestor(ctx.app);
  return { ...u, ...(await enrol(ctx.app, u, clock)) };
}

const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(token) });
/** A six-digit code that is none of the three accepted now. */
function wrongCode(secret: string): string {
  const accepted = new Set([-1, 0, 1].map((o) => codeNow(clock, secret, o)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!accepted.has(code)) return code;
  }
}

describe('the password step', () => {
  it('answers a challenge and no token', async () => {
    const u = await enrolled();
    const res = await passwordStep(ctx.app, u);
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['challenge', 'twoFactorRequired']);
    expect(res.body).not.toContain('accessToken');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a wrong password is still 401 and gives no challenge', async () => {
    const u = await enrolled();
    const res = await passwordStep(ctx.app, { email: u.email, password: 'wrong-password-here' });
    expectError(res, 401);
    expect(res.body).not.toContain('challenge');
  });
});

describe('the code step', () => {
  it('a right code answers the usual token, which works', async () => {
    const u = await enrolled();
    const challenge = await challengeFor(ctx.app, u);
    const res = await codeStep(ctx.app, challenge, nextCode(clock, u.secret));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { _id: string; accessToken: string; isAdmin: boolean };
    expect(body).toEqual({ _id: u.id, accessToken: expect.any(String), isAdmin: false });
    expectNoSecrets(res.body);
    expect((await me(body.accessToken)).statusCode).toBe(200);
  });

  it('a challenge is good for one sign-in', async () => {
    const u = await enrolled();
    const challenge = await challengeFor(ctx.app, u);
    expect((await codeStep(ctx.app, challenge, nextCode(clock, u.secret))).statusCode).toBe(200);
    expectError(await codeStep(ctx.app, challenge, nextCode(clock, u.secret)), 401, TWO_FACTOR_MSG.challengeEnded);
  });

  it('a code is accepted once: the same code again, on a new challenge, is refused', async () => {
    const u = await enrolled();
    const code = nextCode(clock, u.secret);
    expect((await codeStep(ctx.app, await challengeFor(ctx.app, u), code)).statusCode).toBe(200);
    expectError(await codeStep(ctx.app, await challengeFor(ctx.app, u), code), 401, TWO_FACTOR_MSG.codeWrong);
  });

  it('after a code is used, the codes of earlier steps are refused too', async () => {
    const u = await enrolled();
    clock.advance(STEP_MS);
    const earlier = codeNow(clock, u.secret, -1);
    expect((await codeStep(ctx.app, await challengeFor(ctx.app, u), codeNow(clock, u.secret))).statusCode).toBe(200);
    if (earlier !== codeNow(clock, u.secret)) {
      expectError(await codeStep(ctx.app, await challengeFor(ctx.app, u), earlier), 401, TWO_FACTOR_MSG.codeWrong);
    }
  });

  it('drift: codes one step early or late are accepted', async () => {
    const u = await enrolled();
    clock.advance(3 * STEP_MS);
    expect((await codeStep(ctx.app, await challengeFor(ctx.app, u), codeNow(clock, u.secret, -1))).statusCode).toBe(200);
    clock.advance(3 * STEP_MS);
    expect((await codeStep(ctx.app, await challengeFor(ctx.app, u), codeNow(clock, u.secret, 1))).statusCode).toBe(200);
  });

  it('drift: codes two steps early or late are refused', async () => {
    const u = await enrolled();
    clock.advance(3 * STEP_MS);
    const accepted = [-1, 0, 1].map((o) => codeNow(clock, u.secret, o));
    for (const offset of [-2, 2]) {
      const code = codeNow(clock, u.secret, offset);
      expect(accepted).not.toContain(code);
      expectError(await codeStep(ctx.app, await challengeFor(ctx.app, u), code), 401, TWO_FACTOR_MSG.codeWrong);
    }
  });

  it('a challenge expires after 5 minutes', async () => {
    const u = await enrolled();
    const challenge = await challengeFor(ctx.app, u);
    clock.advance(5 * 60_000 + 1000);
    expectError(await codeStep(ctx.app, challenge, codeNow(clock, u.secret)), 401, TWO_FACTOR_MSG.challengeEnded);
    // a fresh sign-in works with that very code: the expired challenge did not use it up
    expect((await codeStep(ctx.app, await challengeFor(ctx.app, u), codeNow(clock, u.secret))).statusCode).toBe(200);
  });

  it('a challenge just under 5 minutes old still works', async () => {
    const u = await enrolled();
    const challenge = await challengeFor(ctx.app, u);
    clock.advance(5 * 60_000 - 1000);
    expect((await codeStep(ctx.app, challenge, codeNow(clock, u.secret))).statusCode).toBe(200);
  });

  it('a challenge dies after 5 wrong codes, even for the right one', async () => {
    const u = await enrolled();
    const challenge = await challengeFor(ctx.app, u);
    const right = nextCode(clock, u.secret);
    for (let i = 1; i <= 4; i++) expectError(await codeStep(ctx.app, challenge, wrongCode(u.secret)), 401, TWO_FACTOR_MSG.codeWrong);
    expectError(await codeStep(ctx.app, challenge, wrongCode(u.secret)), 401, TWO_FACTOR_MSG.challengeTooManyWrong);
    expectError(await codeStep(ctx.app, challenge, right), 401, TWO_FACTOR_MSG.challengeEnded);
    // the right code was not used up by the dead challenge
    expect((await codeStep(ctx.app, await challengeFor(ctx.app, u), right)).statusCode).toBe(200);
  });

  it('an unknown or malformed challenge is refused without a 5xx', async () => {
    const u = await enrolled();
    expectError(await codeStep(ctx.app, 'not-a-challenge', nextCode(clock, u.secret)), 401, TWO_FACTOR_MSG.challengeEnded);
    expectError(await ctx.app.inject({ method: 'POST', url: '/api/user/login/2fa', payload: { challenge: 'x' } }), 400);
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/api/user/login/2fa', payload: { challenge: 'x'.repeat(500), code: '123456' } }),
      400,
    );
  });
});

describe('codes sent at the same time', () => {
  it('the same code on two challenges at once signs in once', async () => {
    const u = await enrolled();
    const [a, b] = [await challengeFor(ctx.app, u), await challengeFor(ctx.app, u)];
    const code = nextCode(clock, u.secret);
    const results = await Promise.all([codeStep(ctx.app, a, code), codeStep(ctx.app, b, code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('the same recovery code on two challenges at once signs in once', async () => {
    const u = await enrolled();
    const [a, b] = [await challengeFor(ctx.app, u), await challengeFor(ctx.app, u)];
    const results = await Promise.all([codeStep(ctx.app, a, u.recoveryCodes[1]), codeStep(ctx.app, b, u.recoveryCodes[1])]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });
});

describe('recovery codes', () => {
  it('a recovery code signs in once; the second time it is refused', async () => {
    const u = await enrolled();
    const code = u.recoveryCodes[0];
    const first = await codeStep(ctx.app, await challengeFor(ctx.app, u), code);
    expect(first.statusCode, first.body).toBe(200);
    expectError(await codeStep(ctx.app, await challengeFor(ctx.app, u), code), 401, TWO_FACTOR_MSG.codeWrong);
    const left = await ctx.app.inject({ method: 'GET', url: '/api/auth/2fa', headers: bearer(first.json().accessToken) });
    expect(left.json()).toEqual({ enabled: true, recovery_codes_left: 9, required: false, passkeys: 0, staff_passkey_required: false });
  });

  it('is read without caring for case, spaces or the dash', async () => {
    const u = await enrolled();
    const typed = ` ${u.recoveryCodes[5].replace('-', ' ').toUpperCase()} `;
    expect((await codeStep(ctx.app, await challengeFor(ctx.app, u), typed)).statusCode).toBe(200);
  });

  it("another account's recovery code does not work", async () => {
    const a = await enrolled();
    const b = await enrolled();
    expectError(await codeStep(ctx.app, await challengeFor(ctx.app, a), b.recoveryCodes[0]), 401, TWO_FACTOR_MSG.codeWrong);
  });
});

describe('wrong codes count against sign-in like wrong passwords', () => {
  it('the (e-mail, address) limit answers 429 on the code step and the password step', async () => {
    const local = await createTestApp({ LOGIN_MAX_FAILURES: '3' }, { clock });
    try {
      const u = await createInvestor(local.app);
      const { secret } = await enrol(local.app, u, clock);
      const challenge = await challengeFor(local.app, u);
      for (let i = 0; i < 3; i++) expectError(await codeStep(local.app, challenge, wrongCode(secret)), 401);
      const res = await codeStep(local.app, challenge, nextCode(clock, secret));
      expectError(res, 429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expectError(await passwordStep(local.app, u), 429);
    } finally {
      await local.close();
    }
  });
});
