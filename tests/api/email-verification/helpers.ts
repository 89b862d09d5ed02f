import { expect } from 'vitest';
import type { ManualClock } from '@/server/lib/clock';
import { createTestApp, login, signupPayload, type TestApp, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import { midStepClock } from '../two-factor/two-factor-helpers';
import { SmtpSink, verifyLinkIn } from '@/tests/helpers/smtp-sink';

export const VERIFY_SUBJECT = 'Verify your e-mail address';
export const CHANGE_SUBJECT = 'Confirm your new e-mail address';
export const CHANGED_SUBJECT = 'Your e-mail address was changed';
export const linkIn = verifyLinkIn;

export const PUBLIC_URL = 'https://invest.example.com';

export interface MailApp {
  ctx: TestContext;
  smtp: SmtpSink;
  clock: ManualClock;
  close: () => Promise<void>;
}

/** The app delivering mail to a local SMTP server, on a clock the test moves. */
export async function startMailApp(env: Record<string, string> = {}): Promise<MailApp> {
  const smtp = new SmtpSink();
  const smtpUrl = await smtp.start();
  // mid-step, so that two-factor codes computed from it are unambiguous
  const clock = midStepClock();
  const ctx = await createTestApp(
    { SMTP_URL: smtpUrl, PUBLIC_URL, RATE_LIMIT_MAX: '1000000', JOB_POLL_INTERVAL: '500ms', JOB_RETRY_DELAY: '1s', ...env },
    { clock },
  );
  return {
    ctx,
    smtp,
    clock,
    close: async () => {
      await ctx.close();
      await smtp.stop();
    },
  };
}

/** Signs up through the API (unverified, unlike createInvestor's investors) and signs in. */
export async function signUpUnverified(app: TestApp, overrides: Record<string, unknown> = {}): Promise<TestUser> {
  const payload = signupPayload(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/user/signup', payload });
  expect(res.statusCode, res.body).toBe(201);
  const { _id, accessToken } = await login(app, payload.email_address, payload.password);
  return { id: _id, email: payload.email_address, password: payload.password, token: accessToken };
}

/** The token of the newest sign-up link that reached `email`, waiting for the `count`th. */
export async function signupToken(smtp: SmtpSink, email: string, count = 1): Promise<string> {
  const mails = await smtp.waitForMail(email, count, VERIFY_SUBJECT);
  return linkIn(mails[count - 1]).token;
}

export const verify = (app: TestApp, token: unknown) => app.inject({ method: 'POST', url: '/api/user/verify-email', payload: { token } });
