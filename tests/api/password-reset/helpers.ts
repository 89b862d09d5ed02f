import { expect } from 'vitest';
import type { MailMessage, Mailer } from '@/server/lib/mailer';
import type { TestApp } from '@/tests/helpers/test-app';

export const PUBLIC_URL = 'https://invest.example.com';

/** Records every e-mail instead of sending it. */
export class CapturingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
  /** the reset e-mails to `email` (sign-up's verification e-mail is not one) */
  to(email: string): MailMessage[] {
    return this.sent.filter((m) => m.to === email && m.subject === 'Reset your password');
  }
  /** the token of the newest reset link sent to `email` */
  lastToken(email: string): string {
    const mails = this.to(email);
    expect(mails.length, `no e-mail to ${email}`).toBeGreaterThan(0);
    return tokenFromText(mails[mails.length - 1].text);
  }
}

const LINK = /(https?:\/\/\S+\/reset-password\?token=([A-Za-z0-9_-]+))/;

export function linkFromText(text: string): string {
  const match = LINK.exec(text);
  if (!match) throw new Error(`no reset link in:\n${text}`);
  return match[1];
}

const tokenFromText = (text: string): string => new URL(linkFromText(text)).searchParams.get('token')!;

let address = 0;
/** A client address of its own, so one test's requests never use up another's budget. */
export const freshAddress = () => {
  address += 1;
  return `198.51.100.${address}`;
};

export const requestReset = (app: TestApp, email: string, remoteAddress = freshAddress()) =>
  app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email_address: email }, remoteAddress });

export const resetPassword = (app: TestApp, token: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/user/reset-password', payload: { token, password } });
