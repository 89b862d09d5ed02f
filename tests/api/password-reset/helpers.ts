import { expect } from 'vitest';
import type { MailMessage, Mailer } from '@/server/lib/mailer';
import type { TestApp } from '@/tests/helpers/test-app';

export const PUBLIC_URL = 'https://invest.example.com';

const WAIT_LIMIT_MS = 15_000;

/** Records every e-mail the mail job hands it instead of sending it. */
export class CapturingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  private waiters: (() => void)[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
    for (const wake of this.waiters.splice(0)) wake();
  }
  /** the reset e-mails to `email` (sign-up's verification e-mail is not one) */
  to(email: string): MailMessage[] {
    return this.sent.filter((m) => m.to === email && m.subject === 'Reset your password');
  }
  /** The reset e-mails to `email` once there are `count` (the job sends them after the answer); woken by each send, bounded. */
  async waitFor(email: string, count = 1): Promise<MailMessage[]> {
    const deadline = Date.now() + WAIT_LIMIT_MS;
    while (this.to(email).length < count) {
      const left = deadline - Date.now();
      expect(left, `${count} reset e-mail(s) to ${email}`).toBeGreaterThan(0);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.to(email);
  }
  /** the token of the `count`th reset link sent to `email`, once it has been sent */
  async lastToken(email: string, count = 1): Promise<string> {
    const mails = await this.waitFor(email, count);
    return tokenFromText(mails[count - 1].text);
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

/**
 * Asks for a reset link and waits for what the server does after its answer (looking the
 * address up, recording the link, queueing its mail): a test that then finds no mail knows none
 * was queued, not that none was queued yet.
 */
export async function requestReset(app: TestApp, email: string, remoteAddress = freshAddress()) {
  const res = await answerOfReset(app, email, remoteAddress);
  await app.afterAnswer.settled();
  return res;
}

/** Asks for a reset link and returns as soon as the answer is in, whatever the server still does. */
export const answerOfReset = (app: TestApp, email: string, remoteAddress = freshAddress()) =>
  app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email_address: email }, remoteAddress });

export const resetPassword = (app: TestApp, token: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/user/reset-password', payload: { token, password } });
