// The risk flags read when security settings last changed: a confirmed new e-mail
// address and a password reset by link stamp the user's row on the app's clock, and the next
// withdrawal is flagged.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { verifyLinkIn } from '@/tests/helpers/smtp-sink';
import { bearer, createInvestor, loginAdmin, login } from '@/tests/helpers/test-app';
import { CHANGE_SUBJECT, startMailApp, verify, type MailApp } from '../email-verification/helpers';
import { linkFromText, requestReset, resetPassword } from '../password-reset/helpers';
import { call, fund, verifyKyc } from '../transactions/money-helpers';
import { newWithdrawal } from './desk-helpers';

let m: MailApp;
beforeAll(async () => {
  // the flags, not the hold that follows a security change (tests/api/transactions/security-hold.test.ts)
  m = await startMailApp({ SECURITY_CHANGE_HOLD: '0s' });
});
afterAll(() => m.close());

const stamps = async (id: string) =>
  (
    await m.ctx.db
      .select({ password: users.passwordChangedAt, email: users.emailChangedAt, twoFactor: users.twoFactorDisabledAt })
      .from(users)
      .where(eq(users.id, id))
  )[0];

const flagsOf = async (token: string, id: string) =>
  (await call(m.ctx.app, token, { url: `/api/transaction/single/${id}` })).json().risk_flags;

describe('security changes seen by the payout desk', () => {
  it('a confirmed new e-mail address sets email_changed_at; asking for it alone does not', async () => {
    const admin = await loginAdmin(m.ctx.app);
    const u = await createInvestor(m.ctx.app);
    await verifyKyc(m.ctx.app, admin.token, u.id);
    await fund(m.ctx.app, admin.token, u.id, 1000);
    const next = `moved-${u.email}`;
    const asked = await m.ctx.app.inject({
      method: 'POST',
      url: '/api/profile/email',
      headers: bearer(u.token),
      payload: { email: next, password: u.password },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect((await stamps(u.id)).email).toBeNull();
    const [mail] = await m.smtp.waitForMail(next, 1, CHANGE_SUBJECT);
    expect((await verify(m.ctx.app, verifyLinkIn(mail).token)).statusCode).toBe(200);
    expect((await stamps(u.id)).email).toEqual(m.clock.now());
    const w = await newWithdrawal(m.ctx.app, u, 200);
    expect(await flagsOf(admin.token, w._id)).toContain('recent_email_change');
  });

  it('a password reset by link sets password_changed_at', async () => {
    const u = await createInvestor(m.ctx.app);
    expect((await requestReset(m.ctx.app, u.email)).statusCode).toBe(202);
    const [mail] = await m.smtp.waitForMail(u.email, 1, 'Reset your password');
    const token = new URL(linkFromText(mail.text)).searchParams.get('token')!;
    expect((await resetPassword(m.ctx.app, token, 'a-brand-new-password')).statusCode).toBe(200);
    expect((await stamps(u.id)).password).toEqual(m.clock.now());
    await login(m.ctx.app, u.email, 'a-brand-new-password');
  });
});
