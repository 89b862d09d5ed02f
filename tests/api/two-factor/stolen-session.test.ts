// A stolen session cannot become a stolen account: enrolling 2FA needs the password and ends
// the other sessions, an admin can reset a user's 2FA, and every password or code checked
// behind a session or a sign-in challenge counts against one per-account ceiling, taken before
// the check (so requests sent together cannot all be checked).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MSG } from '@/common/api/two-factor';
import { MSG } from '@/common/messages';
import { auditLog, signInAttempts, twoFactor, twoFactorChallenges } from '@/server/db/schema';
import { rowsOf } from '@/server/db/rows';
import type { ManualClock } from '@/server/lib/clock';
import { MAIL_QUEUE } from '@/server/modules/notifications/notifier';
import { CHALLENGE_MAX_FAILURES } from '@/server/modules/two-factor/challenge';
import {
  bearer,
  createInvestor,
  createTestApp,
  expectError,
  injectAs,
  login,
  loginAdmin,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { ALLOWLIST } from '../withdrawal-addresses/address-helpers';
import { challengeFor, codeNow, codeStep, enrol, midStepClock, nextCode } from './two-factor-helpers';

/** wrong passwords and codes per account in 15 minutes (server/modules/two-factor/credential-limiter.ts) */
const MAX_WRONG_CHECKS = 10;

let ctx: TestContext;
let clock: ManualClock;

beforeAll(async () => {
  clock = midStepClock();
  // the sign-in limiter stays out of the way: the ceiling under test is the per-account one
  ctx = await createTestApp({ LOGIN_MAX_FAILURES: '1000', RATE_LIMIT_MAX: '1000000' }, { clock });
});
afterAll(() => ctx.close());

const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(token) });
const post = (u: Pick<TestUser, 'token'>, url: string, payload: object = {}) =>
  injectAs(ctx.app, u.token, { method: 'POST', url, payload });

/** The mail jobs queued for `to` with this template (queued in the change's own transaction). */
async function mailsTo(to: string, template: string): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await ctx.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${MAIL_QUEUE} and data->>'to' = ${to} and data->>'template' = ${template}`,
    ),
  );
  return rows[0].n;
}

/** A six-digit code that is none of the three accepted now. */
function wrongCode(secret: string): string {
  const accepted = new Set([-1, 0, 1].map((o) => codeNow(clock, secret, o)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!accepted.has(code)) return code;
  }
}

describe('turning 2FA on', () => {
  it('setup needs the current password: none is 400, a wrong one is 400, and no secret is made', async () => {
    const u = await createInvestor(ctx.app);
    expectError(await post(u, '/api/auth/2fa/setup'), 400);
    expectError(await post(u, '/api/auth/2fa/setup', { password: 'not-the-password' }), 400, TWO_FACTOR_MSG.passwordWrong);
    expect(await ctx.db.select().from(twoFactor).where(eq(twoFactor.userId, u.id))).toHaveLength(0);
  });

  it('enable needs the current password too, even with the right code', async () => {
    const u = await createInvestor(ctx.app);
    const setup = await post(u, '/api/auth/2fa/setup', { password: u.password });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json() as { secret: string };
    expectError(await post(u, '/api/auth/2fa/enable', { code: nextCode(clock, secret) }), 400);
    expectError(await post(u, '/api/auth/2fa/enable', { password: 'not-the-password', code: nextCode(clock, secret) }), 400);
    const [row] = await ctx.db.select().from(twoFactor).where(eq(twoFactor.userId, u.id));
    expect(row.enabledAt).toBeNull();
  });

  it('ends every other session of the account; the one that enrolled carries on', async () => {
    const u = await createInvestor(ctx.app);
    const other = await login(ctx.app, u.email, u.password);
    expect((await me(other.accessToken)).statusCode).toBe(200);
    await enrol(ctx.app, u, clock);
    expectError(await me(other.accessToken), 401);
    expect((await me(u.token)).statusCode).toBe(200);
  });
});

describe("an admin resets a user's 2FA", () => {
  const reset = (admin: TestUser, userId: string, payload: object = {}) => post(admin, `/api/profile/${userId}/2fa/reset`, payload);

  it('turns it off, signs the user out everywhere, e-mails them and is audited', async () => {
    const admin = await loginAdmin(ctx.app);
    const u = await createInvestor(ctx.app);
    await enrol(ctx.app, u, clock);
    const res = await reset(admin, u.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: TWO_FACTOR_MSG.resetDone });
    expect(await ctx.db.select().from(twoFactor).where(eq(twoFactor.userId, u.id))).toHaveLength(0);
    expectError(await me(u.token), 401);
    // the password alone signs in again
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email_address: u.email, password: u.password },
    });
    expect(signIn.json()).toHaveProperty('accessToken');
    expect(await mailsTo(u.email, 'two_factor_reset')).toBe(1);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, u.id), eq(auditLog.action, 'user.two_factor_reset')));
    expect(audits).toHaveLength(1);
    expect(audits[0].actorId).toBe(admin.id);
  });

  it("needs the admin's own step-up code when the admin has 2FA on", async () => {
    const admin = await loginAdmin(ctx.app);
    const adminTwoFactor = await enrol(ctx.app, admin, clock);
    try {
      const u = await createInvestor(ctx.app);
      await enrol(ctx.app, u, clock);
      expectError(await reset(admin, u.id), 401, TWO_FACTOR_MSG.codeNeeded);
      expectError(await reset(admin, u.id, { code: wrongCode(adminTwoFactor.secret) }), 401, TWO_FACTOR_MSG.codeWrong);
      expect(await ctx.db.select().from(twoFactor).where(eq(twoFactor.userId, u.id))).toHaveLength(1);
      const res = await reset(admin, u.id, { code: nextCode(clock, adminTwoFactor.secret) });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      // the other tests sign the admin in with the password alone
      await ctx.db.delete(twoFactor).where(eq(twoFactor.userId, admin.id));
    }
  });

  it('is for admins only, not for oneself, and 409 when the user has no 2FA', async () => {
    const admin = await loginAdmin(ctx.app);
    const u = await createInvestor(ctx.app);
    const other = await createInvestor(ctx.app);
    await enrol(ctx.app, other, clock);
    expectError(await reset(u, other.id), 403);
    expectError(await reset(admin, u.id), 409, TWO_FACTOR_MSG.notOn);
    expectError(await reset(admin, admin.id), 409, TWO_FACTOR_MSG.resetOwn);
    expectError(await reset(admin, '00000000-0000-4000-8000-000000000000'), 404, MSG.userNotFound);
  });
});

describe('password checks behind a session share the per-account ceiling', () => {
  const checks: {
    name: string;
    send: (u: TestUser, password: string) => Promise<Awaited<ReturnType<typeof post>>>;
    prepare?: (u: TestUser) => Promise<void>;
  }[] = [
    {
      name: 'changing the password',
      send: (u, password) =>
        injectAs(ctx.app, u.token, {
          method: 'PUT',
          url: `/api/profile/update/${u.id}`,
          payload: { password: 'a-new-password-1', current_password: password },
        }),
    },
    { name: 'changing the e-mail', send: (u, password) => post(u, '/api/profile/email', { email: `new-${u.id}@example.com`, password }) },
    {
      name: 'turning the allow-list off',
      prepare: async (u) => {
        await injectAs(ctx.app, u.token, { method: 'PUT', url: ALLOWLIST, payload: { enabled: true } });
      },
      send: (u, password) => injectAs(ctx.app, u.token, { method: 'PUT', url: ALLOWLIST, payload: { enabled: false, password } }),
    },
    { name: 'starting 2FA setup', send: (u, password) => post(u, '/api/auth/2fa/setup', { password }) },
  ];

  for (const check of checks) {
    it(`${check.name}: 40 wrong passwords get 400 ${MAX_WRONG_CHECKS} times, then 429 (even for the right one)`, async () => {
      const u = await createInvestor(ctx.app);
      await check.prepare?.(u);
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await check.send(u, `wrong-password-${i}`)).statusCode);
      expect(statuses.filter((s) => s === 400)).toHaveLength(MAX_WRONG_CHECKS);
      expect(statuses.slice(MAX_WRONG_CHECKS).every((s) => s === 429)).toBe(true);
      const right = await check.send(u, u.password);
      expectError(right, 429, TWO_FACTOR_MSG.tooManyCodes);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    });
  }

  it('turning 2FA off: wrong passwords count too', async () => {
    const u = await createInvestor(ctx.app);
    const { secret } = await enrol(ctx.app, u, clock);
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++)
      statuses.push((await post(u, '/api/auth/2fa/disable', { password: `wrong-${i}`, code: wrongCode(secret) })).statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(MAX_WRONG_CHECKS);
    expect(statuses.slice(MAX_WRONG_CHECKS).every((s) => s === 429)).toBe(true);
  });

  it('50 wrong passwords sent at once: at most the ceiling are checked, the rest are 429', async () => {
    const u = await createInvestor(ctx.app);
    const all = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        injectAs(ctx.app, u.token, {
          method: 'PUT',
          url: `/api/profile/update/${u.id}`,
          payload: { password: 'a-new-password-1', current_password: `wrong-${i}` },
        }),
      ),
    );
    const statuses = all.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(MAX_WRONG_CHECKS);
    expect(statuses.filter((s) => s !== 400).every((s) => s === 429)).toBe(true);
  });

  it('right passwords do not use the ceiling up', async () => {
    const u = await createInvestor(ctx.app);
    for (let i = 0; i < MAX_WRONG_CHECKS + 2; i++) {
      const res = await post(u, '/api/auth/2fa/setup', { password: u.password });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});

describe('the code step of a sign-in, sent many times at once on one challenge', () => {
  const wrongCodesOf = async (userId: string) =>
    (
      await ctx.db
        .select()
        .from(signInAttempts)
        .where(and(eq(signInAttempts.userId, userId), eq(signInAttempts.result, 'wrong_code')))
    ).length;

  it(`50 wrong six-digit codes: at most ${CHALLENGE_MAX_FAILURES} are checked`, async () => {
    const u = await createInvestor(ctx.app);
    const { secret } = await enrol(ctx.app, u, clock);
    const challenge = await challengeFor(ctx.app, u);
    const wrong = wrongCode(secret);
    const all = await Promise.all(Array.from({ length: 50 }, () => codeStep(ctx.app, challenge, wrong)));
    expect(all.every((r) => r.statusCode === 401)).toBe(true);
    expect(await wrongCodesOf(u.id)).toBeLessThanOrEqual(CHALLENGE_MAX_FAILURES);
    const [row] = await ctx.db.select().from(twoFactorChallenges).where(eq(twoFactorChallenges.userId, u.id));
    expect(row.failures).toBe(CHALLENGE_MAX_FAILURES);
    // the challenge is spent: even the right code is refused
    expectError(await codeStep(ctx.app, challenge, nextCode(clock, secret)), 401, TWO_FACTOR_MSG.challengeEnded);
  });

  it(`50 wrong recovery codes: at most ${CHALLENGE_MAX_FAILURES} are checked`, async () => {
    const u = await createInvestor(ctx.app);
    await enrol(ctx.app, u, clock);
    const challenge = await challengeFor(ctx.app, u);
    const all = await Promise.all(
      Array.from({ length: 50 }, (_, i) => codeStep(ctx.app, challenge, `aaaaa-${String(i).padStart(5, 'b')}`)),
    );
    expect(all.every((r) => r.statusCode === 401)).toBe(true);
    expect(await wrongCodesOf(u.id)).toBeLessThanOrEqual(CHALLENGE_MAX_FAILURES);
  });

  it('a right code after a few wrong ones still signs in, and the wrong ones count on the account', async () => {
    const u = await createInvestor(ctx.app);
    const { secret } = await enrol(ctx.app, u, clock);
    const challenge = await challengeFor(ctx.app, u);
    for (let i = 0; i < 3; i++) expectError(await codeStep(ctx.app, challenge, wrongCode(secret)), 401, TWO_FACTOR_MSG.codeWrong);
    const ok = await codeStep(ctx.app, challenge, nextCode(clock, secret));
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
