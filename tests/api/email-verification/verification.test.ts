import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_MSG } from '@/common/validation/email-verification';
import { emailVerificationTokens, users } from '@/server/db/schema';
import { hashOneTimeToken as hashResetToken } from '@/server/modules/tokens/one-time';
import { bearer, expectError, loginAdmin, type TestUser } from '@/tests/helpers/test-app';
import { depositAddress, fund, invest, PAYOUT_ADDRESS, verifyKyc } from '../transactions/money-helpers';
import { linkIn, type MailApp, PUBLIC_URL, signupToken, signUpUnverified, startMailApp, verify, VERIFY_SUBJECT } from './helpers';

let m: MailApp;
let adminToken: string;

beforeAll(async () => {
  m = await startMailApp();
  adminToken = (await loginAdmin(m.ctx.app)).token;
});
afterAll(() => m.close());

const HOUR = 3_600_000;
const me = async (u: TestUser) => (await m.ctx.app.inject({ url: '/api/profile/me', headers: bearer(u.token) })).json();
const resend = (u: TestUser) => m.ctx.app.inject({ method: 'POST', url: '/api/user/verify-email/resend', headers: bearer(u.token) });

describe('sign-up', () => {
  it('mails PUBLIC_URL/verify-email?token=… over SMTP; the account starts unverified; only the hash is stored', async () => {
    const u = await signUpUnverified(m.ctx.app);
    const [mail] = await m.smtp.waitForMail(u.email, 1, VERIFY_SUBJECT);
    const { link, token } = linkIn(mail);
    expect(link).toBe(`${PUBLIC_URL}/verify-email?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain('24 hours');
    expect((await me(u)).email_verified).toBe(false);

    const rows = await m.ctx.db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashResetToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].expiresAt.getTime() - m.clock.now().getTime()).toBe(24 * HOUR);
  });
});

describe('POST /api/user/verify-email', () => {
  it('verifies once: 200 with the message, then 400 for the same link', async () => {
    const u = await signUpUnverified(m.ctx.app);
    const token = await signupToken(m.smtp, u.email);
    const res = await verify(m.ctx.app, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: EMAIL_MSG.verified });
    expect((await me(u)).email_verified).toBe(true);
    expectError(await verify(m.ctx.app, token), 400, EMAIL_MSG.verifyInvalid);
  });

  it('works for 24 hours, not after (the app clock)', async () => {
    const early = await signUpUnverified(m.ctx.app);
    const late = await signUpUnverified(m.ctx.app);
    const earlyToken = await signupToken(m.smtp, early.email);
    const lateToken = await signupToken(m.smtp, late.email);
    m.clock.advance(24 * HOUR - 1000);
    expect((await verify(m.ctx.app, earlyToken)).statusCode).toBe(200);
    m.clock.advance(1000);
    expectError(await verify(m.ctx.app, lateToken), 400, EMAIL_MSG.verifyInvalid);
    expect((await me(late)).email_verified).toBe(false);
  });

  it('one message for unknown, malformed and missing tokens; never a 5xx', async () => {
    for (const token of ['A'.repeat(43), 'short', '', 42, null, 'x'.repeat(5000)]) {
      expectError(await verify(m.ctx.app, token), 400, EMAIL_MSG.verifyInvalid);
    }
    expectError(await m.ctx.app.inject({ method: 'POST', url: '/api/user/verify-email', payload: {} }), 400);
  });

  it('a link of a deleted account does not verify', async () => {
    const u = await signUpUnverified(m.ctx.app);
    const token = await signupToken(m.smtp, u.email);
    await m.ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, u.id));
    expectError(await verify(m.ctx.app, token), 400, EMAIL_MSG.verifyInvalid);
  });
});

describe('POST /api/user/verify-email/resend', () => {
  it('sends a new working link: 204; 3 an hour per account, then 429 with Retry-After', async () => {
    const u = await signUpUnverified(m.ctx.app);
    await signupToken(m.smtp, u.email);
    for (let i = 0; i < 3; i++) expect((await resend(u)).statusCode).toBe(204);
    const res = await resend(u);
    expectError(res, 429, EMAIL_MSG.resendTooMany);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // the last link sent works and spends the earlier ones; then a resend is a 409
    const token = await signupToken(m.smtp, u.email, 4);
    expect((await verify(m.ctx.app, token)).statusCode).toBe(200);
    expectError(await verify(m.ctx.app, await signupToken(m.smtp, u.email, 1)), 400, EMAIL_MSG.verifyInvalid);
    expectError(await resend(u), 409, EMAIL_MSG.alreadyVerified);
  });

  it("one account's budget is its own", async () => {
    const a = await signUpUnverified(m.ctx.app);
    const b = await signUpUnverified(m.ctx.app);
    for (let i = 0; i < 3; i++) await resend(a);
    expectError(await resend(a), 429);
    expect((await resend(b)).statusCode).toBe(204);
  });

  it('409 "Your e-mail address is already verified" for a verified account, and needs a session', async () => {
    const admin = { token: adminToken } as TestUser;
    expectError(await resend(admin), 409, 'Your e-mail address is already verified');
    expectError(await m.ctx.app.inject({ method: 'POST', url: '/api/user/verify-email/resend' }), 401);
  });
});

describe('money and an unverified address', () => {
  it('deposits and investments work; a withdrawal is 403 "Verify your e-mail address first" until the link is opened', async () => {
    const u = await signUpUnverified(m.ctx.app);
    await verifyKyc(m.ctx.app, adminToken, u.id);
    await fund(m.ctx.app, adminToken, u.id, 4000);
    const post = (payload: Record<string, unknown>) =>
      m.ctx.app.inject({ method: 'POST', url: '/api/transaction/save', headers: bearer(u.token), payload });

    const dep = await post({
      userid: u.id,
      trnx_type: 'deposit',
      amount: 200,
      payment_method: 'Bitcoin',
      payment_address: await depositAddress(m.ctx.app, u.token),
    });
    expect(dep.statusCode, dep.body).toBe(201);
    await invest(m.ctx.app, u, 'Crypto Starter', 3000);

    const withdrawal = { userid: u.id, trnx_type: 'withdraw', amount: 150, payment_method: 'btc', address: PAYOUT_ADDRESS.btc };
    expectError(await post(withdrawal), 403, 'Verify your e-mail address first');
    const [row] = await m.ctx.db.select({ bal: users.acctBal }).from(users).where(eq(users.id, u.id));
    expect(row.bal).toBe(100_000);

    expect((await verify(m.ctx.app, await signupToken(m.smtp, u.email))).statusCode).toBe(200);
    const ok = await post(withdrawal);
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

describe('accounts from before', () => {
  it('the seeded admin counts as verified', async () => {
    const res = await m.ctx.app.inject({ url: '/api/profile/me', headers: bearer(adminToken) });
    expect(res.json().email_verified).toBe(true);
  });
});
