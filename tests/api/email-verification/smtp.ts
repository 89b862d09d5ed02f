import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';

export interface ReceivedMail {
  /** the envelope's recipients */
  to: string[];
  subject: string;
  text: string;
}

/** Decodes a quoted-printable body (nodemailer uses it for lines over 76 characters, like a link). */
const decodeQuotedPrintable = (body: string): string =>
  body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function parse(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const qp = /quoted-printable/i.test(header('Content-Transfer-Encoding'));
  const base64 = /base64/i.test(header('Content-Transfer-Encoding'));
  const text = qp ? decodeQuotedPrintable(body) : base64 ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { to, subject: header('Subject'), text: text.replace(/\r\n/g, '\n') };
}

/**
 * A real SMTP server on a free local port: the app delivers through nodemailer (SMTP_URL), as
 * in production, and the test reads what arrived.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private waiters: (() => void)[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        this.received.push(parse(Buffer.concat(chunks).toString('utf8'), to));
        for (const wake of this.waiters.splice(0)) wake();
        callback();
      });
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  to(email: string, subject?: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(email.toLowerCase()) && (subject === undefined || m.subject === subject));
  }

  /** Resolves once `count` mails (of `subject`, when given) have arrived for `email`. */
  async waitFor(email: string, count = 1, subject?: string): Promise<ReceivedMail[]> {
    while (this.to(email, subject).length < count) {
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
    return this.to(email, subject);
  }
}

export const VERIFY_SUBJECT = 'Verify your e-mail address';
export const CHANGE_SUBJECT = 'Confirm your new e-mail address';
export const CHANGED_SUBJECT = 'Your e-mail address was changed';

/** The verification link in a mail, and its token. */
export function linkIn(mail: ReceivedMail): { link: string; token: string } {
  const match = /(https?:\/\/\S+\/verify-email\?token=([A-Za-z0-9_-]+))/.exec(mail.text);
  expect(match, `no verification link in:\n${mail.text}`).not.toBeNull();
  return { link: match![1], token: match![2] };
}
