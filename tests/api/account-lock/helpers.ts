// The lock suites: the app delivering through nodemailer to an SMTP server in this process (the
// mail suites' own setup), the links read out of the mails that arrive, and the lock's routes.
import { expect } from 'vitest';
import type { ReceivedMail, SmtpSink } from '@/tests/helpers/smtp-sink';
import { injectAs, type TestApp, type TestUser } from '@/tests/helpers/test-app';

export { PUBLIC_URL, startMailSuite, type MailSuite } from '../notifications/mail-helpers';

export const LOCK_LINK_LABEL = 'This wasn’t me — lock my account';

/** The "This wasn't me" link of a mail, and its token; the same link must be in the HTML part. */
export function lockLinkIn(mail: ReceivedMail): { link: string; token: string } {
  const match = /(https?:\/\/\S+\/lock-account\?token=([A-Za-z0-9_-]{43}))/.exec(mail.text);
  expect(match, `no lock link in:\n${mail.text}`).not.toBeNull();
  const [, link, token] = match!;
  expect(mail.text).toContain(`${LOCK_LINK_LABEL}: ${link}`);
  expect(mail.html).toContain(`href="${link}"`);
  expect(mail.html).toContain(LOCK_LINK_LABEL);
  return { link, token };
}

/** The link of the unlock mail (the owner's own unlock), and its token. */
export function unlockLinkIn(mail: ReceivedMail): { link: string; token: string } {
  const match = /(https?:\/\/\S+\/unlock-account\?token=([A-Za-z0-9_-]{43}))/.exec(mail.text);
  expect(match, `no unlock link in:\n${mail.text}`).not.toBeNull();
  return { link: match![1], token: match![2] };
}

/** The latest mail of this subject to `email`, once `count` of them have arrived. */
export async function latestMail(smtp: SmtpSink, email: string, subject: string, count = 1): Promise<ReceivedMail> {
  const mails = await smtp.waitForMail(email, count, subject);
  return mails[mails.length - 1];
}

let address = 0;
/** A client address of its own, so one test's tries never use up another's budget. */
export const freshAddress = () => {
  address += 1;
  return `203.0.113.${address}`;
};

export const lockWithLink = (app: TestApp, token: string, remoteAddress = freshAddress()) =>
  app.inject({ method: 'POST', url: '/api/account/lock-link', payload: { token }, remoteAddress });

export const lockOwn = (app: TestApp, token: string | undefined, payload: object = { confirm: true }) =>
  injectAs(app, token, { method: 'POST', url: '/api/account/lock', payload });

export const startUnlock = (
  app: TestApp,
  body: { email_address: string; password: string; code?: string },
  remoteAddress = freshAddress(),
) => app.inject({ method: 'POST', url: '/api/account/unlock/start', payload: body, remoteAddress });

export const finishUnlock = (app: TestApp, token: string, remoteAddress = freshAddress()) =>
  app.inject({ method: 'POST', url: '/api/account/unlock', payload: { token }, remoteAddress });

export const staffUnlock = (app: TestApp, staffToken: string | undefined, userId: string, payload: object) =>
  injectAs(app, staffToken, { method: 'POST', url: `/api/profile/${userId}/unlock`, payload });

/** The password step of a sign-in. */
export const signIn = (app: TestApp, who: Pick<TestUser, 'email' | 'password'>) =>
  app.inject({ method: 'POST', url: '/api/user/login', payload: { email_address: who.email, password: who.password } });

/** A call any live session may make: 200 while it lives, 401 once it has ended. */
export const meWith = (app: TestApp, token: string) => injectAs(app, token, { method: 'GET', url: '/api/profile/me' });
