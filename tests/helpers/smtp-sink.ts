import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';

export interface ReceivedMail {
  /** the envelope's recipients, lower-case */
  to: string[];
  subject: string;
  /** the plain-text part */
  text: string;
  /** the HTML part ('' when there is none) */
  html: string;
}

/** How long waitFor waits before failing the test (the job queue polls every 500 ms in these tests). */
const WAIT_LIMIT_MS = 15_000;

/**
 * A real SMTP server on a free local port: the app delivers through nodemailer (SMTP_URL), as
 * in production, and the test reads what arrived, multipart text and HTML parsed by mailparser.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private waiters: (() => void)[] = [];
  /** deliveries still to refuse with a temporary error (a mail server that is down for a while) */
  private refusals = 0;
  /** deliveries refused so far */
  refused = 0;
  /** while set, a delivery to be refused waits for this before the answer (a mail server that hangs) */
  private hold?: { arrived: () => void; released: Promise<void> };
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (this.refusals > 0) {
          this.refusals -= 1;
          const hold = this.hold;
          this.hold = undefined;
          hold?.arrived();
          void (hold?.released ?? Promise.resolve()).then(() => {
            this.refused += 1;
            // as real servers do, the refusal names the recipient
            const to = session.envelope.rcptTo.map((r) => `<${r.address}>`).join(', ');
            callback(Object.assign(new Error(`${to}: mailbox busy, try again later`), { responseCode: 451 }));
            this.wake();
          });
          return;
        }
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            this.received.push({
              to,
              subject: parsed.subject ?? '',
              text: (parsed.text ?? '').replace(/\r\n/g, '\n'),
              html: typeof parsed.html === 'string' ? parsed.html : '',
            });
            this.wake();
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });

  private wake() {
    for (const wake of this.waiters.splice(0)) wake();
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The next `count` deliveries are refused (SMTP 451), as by a server that is down. */
  refuseNext(count: number) {
    this.refusals = count;
  }

  /**
   * The next delivery hangs without an answer until `release()`, then is refused (451): a mail
   * server that is slow and then fails. `arrived` resolves when the delivery is being held.
   */
  holdAndRefuseNext(): { arrived: Promise<void>; release: () => void } {
    let arrived!: () => void;
    let release!: () => void;
    const arrivedP = new Promise<void>((resolve) => (arrived = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    this.refusals = 1;
    this.hold = { arrived, released };
    return { arrived: arrivedP, release };
  }

  to(email: string, subject?: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(email.toLowerCase()) && (subject === undefined || m.subject === subject));
  }

  /**
   * Resolves with the received mails once `predicate` holds for them; woken by each arrival
   * (no polling), and failing after a bound rather than hanging the test.
   */
  async waitFor<T>(predicate: (mails: ReceivedMail[]) => T | undefined | false, what = 'the expected e-mail'): Promise<T> {
    const deadline = Date.now() + WAIT_LIMIT_MS;
    for (;;) {
      const found = predicate(this.received);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${what} did not arrive within ${WAIT_LIMIT_MS / 1000} s`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The mails (of `subject`, when given) for `email`, once there are at least `count`. */
  waitForMail(email: string, count = 1, subject?: string): Promise<ReceivedMail[]> {
    return this.waitFor(
      (all) => {
        const mine = all.filter((m) => m.to.includes(email.toLowerCase()) && (subject === undefined || m.subject === subject));
        return mine.length >= count && mine;
      },
      `${count} e-mail(s)${subject ? ` "${subject}"` : ''} to ${email}`,
    );
  }
}

/** The verification link in a mail, and its token. */
export function verifyLinkIn(mail: ReceivedMail): { link: string; token: string } {
  const match = /(https?:\/\/\S+\/verify-email\?token=([A-Za-z0-9_-]+))/.exec(mail.text);
  expect(match, `no verification link in:\n${mail.text}`).not.toBeNull();
  return { link: match![1], token: match![2] };
}
