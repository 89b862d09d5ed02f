import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { passwordResetTokens, users } from '@/server/db/schema';
import {
  bearer,
  createInvestor,
  createTestApp,
  expectError,
  expectFieldError,
  expectNoSecrets,
  loginAdmin,
  type TestContext,
} from '@/tests/helpers/test-app';
import { mailQueueSettled } from '@/tests/helpers/mail-queue';
import { CapturingMailer, PUBLIC_URL, linkFromText, requestReset, resetPassword } from './helpers';

let ctx: TestContext;
const mailer = new CapturingMailer();

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL, JOB_POLL_INTERVAL: '500ms' }, { mailer });
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'a-brand-new-password';

const tokensOf = (userId: string) => ctx.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));

const signIn = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email_address: email, password } });

describe('POST /api/user/forgot-password', () => {
  it('answers 202 and e-mails a link to PUBLIC_URL/reset-password with a 43-character token', async () => {
    const user = await createInvestor(ctx.app);
    const res = await requestReset(ctx.app, user.email);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ message: MSG.resetRequested });

    const [mail] = await mailer.waitFor(user.email);
    expect(mail.subject).toBe('Reset your password');
    const link = new URL(linkFromText(mail.text));
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/reset-password`);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers exactly the same for an unknown e-mail, and sends nothing', async () => {
    await mailQueueSettled(ctx.db);
    const before = mailer.sent.length;
    const res = await requestReset(ctx.app, 'nobody-here@example.com');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: MSG.resetRequested });
    await mailQueueSettled(ctx.db);
    expect(mailer.sent.length).toBe(before);
  });

  it('finds the account whatever the case and spacing of the e-mail', async () => {
    const user = await createInvestor(ctx.app);
    expect((await requestReset(ctx.app, `  ${user.email.toUpperCase()} `)).statusCode).toBe(202);
    expect(await mailer.waitFor(user.email)).toHaveLength(1);
  });

  it('stores only the sha-256 of the token, expiring an hour later, unused', async () => {
    const user = await createInvestor(ctx.app);
    await requestReset(ctx.app, user.email);
    const token = await mailer.lastToken(user.email);
    const [row] = await tokensOf(user.id);
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row.tokenHash).not.toContain(token);
    expect(row.usedAt).toBeNull();
    const ttl = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(Math.abs(ttl - 3_600_000)).toBeLessThan(60_000);
  });

  it('sends nothing for a disabled or a deleted account, with the same answer', async () => {
    const admin = await loginAdmin(ctx.app);
    const disabled = await createInvestor(ctx.app);
    const deleted = await createInvestor(ctx.app);
    await ctx.db.update(users).set({ status: false }).where(eq(users.id, disabled.id));
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/profile/${deleted.id}`, headers: bearer(admin.token) });
    expect(del.statusCode, del.body).toBeLessThan(300);
    for (const user of [disabled, deleted]) {
      const res = await requestReset(ctx.app, user.email);
      expect(res.json()).toEqual({ message: MSG.resetRequested });
    }
    await mailQueueSettled(ctx.db);
    for (const user of [disabled, deleted]) expect(mailer.to(user.email)).toEqual([]);
  });

  it('refuses a malformed e-mail with the sign-up message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/forgot-password',
      payload: { email_address: 'not-an-email' },
    });
    expectFieldError(res, 'email_address', MSG.emailInvalid);
  });
});

describe('POST /api/user/reset-password', () => {
  it('sets the new password: the old one stops working, the new one signs in', async () => {
    const user = await createInvestor(ctx.app);
    await requestReset(ctx.app, user.email);
    const res = await resetPassword(ctx.app, await mailer.lastToken(user.email), NEW_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MSG.resetDone });
    expectNoSecrets(res.body);

    expectError(await signIn(user.email, user.password), 401, MSG.loginIncorrect);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('signs the user out everywhere: tokens issued before the reset get 401, new ones work', async () => {
    const user = await createInvestor(ctx.app);
    const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(token) });
    expect((await me(user.token)).statusCode).toBe(200);

    await requestReset(ctx.app, user.email);
    expect((await resetPassword(ctx.app, await mailer.lastToken(user.email), NEW_PASSWORD)).statusCode).toBe(200);

    expectError(await me(user.token), 401, MSG.sessionInvalid);
    const fresh = (await signIn(user.email, NEW_PASSWORD)).json() as { accessToken: string };
    expect((await me(fresh.accessToken)).statusCode).toBe(200);
  });

  it('works once: the same link again is 400 "This reset link is invalid or has expired."', async () => {
    const user = await createInvestor(ctx.app);
    await requestReset(ctx.app, user.email);
    const token = await mailer.lastToken(user.email);
    expect((await resetPassword(ctx.app, token, NEW_PASSWORD)).statusCode).toBe(200);
    expectError(await resetPassword(ctx.app, token, 'yet-another-password'), 400, MSG.resetInvalid);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const [row] = await tokensOf(user.id);
    expect(row.usedAt).not.toBeNull();
  });

  it('spends the user’s other unused links too', async () => {
    const user = await createInvestor(ctx.app);
    await requestReset(ctx.app, user.email);
    const older = await await mailer.lastToken(user.email);
    await requestReset(ctx.app, user.email);
    const newer = await mailer.lastToken(user.email, 2);
    expect(newer).not.toBe(older);

    expect((await resetPassword(ctx.app, newer, NEW_PASSWORD)).statusCode).toBe(200);
    expectError(await resetPassword(ctx.app, older, 'someone-elses-password'), 400, MSG.resetInvalid);
    expect((await tokensOf(user.id)).every((t) => t.usedAt !== null)).toBe(true);
  });

  it('two requests racing with one link: exactly one succeeds', async () => {
    const user = await createInvestor(ctx.app);
    await requestReset(ctx.app, user.email);
    const token = await mailer.lastToken(user.email);
    const results = await Promise.all([
      resetPassword(ctx.app, token, 'racing-password-one'),
      resetPassword(ctx.app, token, 'racing-password-two'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('an unknown or malformed token is 400 with the same message', async () => {
    const unknown = 'A'.repeat(43);
    expectError(await resetPassword(ctx.app, unknown, NEW_PASSWORD), 400, MSG.resetInvalid);
    expectFieldError(await resetPassword(ctx.app, 'short', NEW_PASSWORD), 'token', MSG.resetInvalid);
    expectFieldError(
      await ctx.app.inject({ method: 'POST', url: '/api/user/reset-password', payload: { password: NEW_PASSWORD } }),
      'token',
      MSG.resetInvalid,
    );
  });

  it('holds the new password to the sign-up rules and keeps the link usable', async () => {
    const user = await createInvestor(ctx.app);
    await requestReset(ctx.app, user.email);
    const token = await mailer.lastToken(user.email);
    expectFieldError(await resetPassword(ctx.app, token, 'short'), 'password', MSG.passwordMin);
    expectFieldError(await resetPassword(ctx.app, token, 'x'.repeat(513)), 'password', MSG.passwordMax);
    expect((await resetPassword(ctx.app, token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses unknown fields', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token: 'A'.repeat(43), password: NEW_PASSWORD, email_address: 'x@example.com' },
    });
    expectFieldError(res, 'email_address', MSG.fieldUnknown('email_address'));
  });
});

describe('the OpenAPI document', () => {
  it('describes both routes under the auth tag with their answers', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags: string[]; responses: Record<string, unknown> }>>;
    };
    const forgot = doc.paths['/api/user/forgot-password'].post;
    const reset = doc.paths['/api/user/reset-password'].post;
    expect(forgot.tags).toEqual(['auth']);
    expect(reset.tags).toEqual(['auth']);
    expect(Object.keys(forgot.responses)).toEqual(expect.arrayContaining(['202', '400', '429']));
    expect(Object.keys(reset.responses)).toEqual(expect.arrayContaining(['200', '400']));
  });
});
