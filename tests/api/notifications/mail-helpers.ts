import { expect } from 'vitest';
import { APP_LINKS } from '@/common/app-links';
import { SITE } from '@/common/site';
import type { ManualClock } from '@/server/lib/clock';
import { SmtpSink, type ReceivedMail } from '@/tests/helpers/smtp-sink';
import { createTestApp, loginAdmin, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import { midStepClock } from '../two-factor/two-factor-helpers';
import { depositAddress, MONEY_ENV } from '../transactions/money-helpers';

export const PUBLIC_URL = 'https://invest.example.com';

/** Mail is delivered by the job queue: polled every 500 ms here, a failed delivery retried after 1 s. */
export const FAST_JOBS = { JOB_POLL_INTERVAL: '500ms', JOB_RETRY_DELAY: '1s' };

export interface MailSuite {
  ctx: TestContext;
  smtp: SmtpSink;
  clock: ManualClock;
  admin: TestUser;
  btc: string;
  close: () => Promise<void>;
}

/** The app delivering through nodemailer to an SMTP server in this process, on a clock the test moves. */
export async function startMailSuite(env: Record<string, string> = {}): Promise<MailSuite> {
  const smtp = new SmtpSink();
  const smtpUrl = await smtp.start();
  const clock = midStepClock();
  const ctx = await createTestApp({ ...MONEY_ENV, ...FAST_JOBS, SMTP_URL: smtpUrl, PUBLIC_URL, ...env }, { clock });
  const admin = await loginAdmin(ctx.app);
  return {
    ctx,
    smtp,
    clock,
    admin,
    btc: await depositAddress(ctx.app, admin.token),
    close: async () => {
      await ctx.close();
      await smtp.stop();
    },
  };
}

const URLS = /https?:\/\/[^\s"'<>]+/g;

/** An address in the investor area as a mail must write it: PUBLIC_URL and the in-app path. */
export const appUrl = (path: string) => `${PUBLIC_URL}${path}`;

/** Every optional mail's footer names where its e-mails are switched off; security mail has none. */
const PREFERENCES_URL = appUrl(APP_LINKS.notificationSettings);

/** The "This wasn't me" link every security e-mail carries in its layout (common/account-lock.ts LOCK_LINK_MAILS). */
export const LOCK_LINK = new RegExp(`^${PUBLIC_URL.replace(/[.]/g, '\\.')}/lock-account\\?token=[A-Za-z0-9_-]{43}$`);

/** A link the caller expects: the URL itself, or a pattern for one that carries a token. */
export type ExpectedLink = string | RegExp;

const matches = (link: string, expected: ExpectedLink) =>
  typeof expected === 'string' ? link === expected : new RegExp(`^(?:${expected.source})$`).test(link);

/**
 * What every e-mail must be: to `to`, with this subject, the given figures in both the text
 * and the HTML part, the company's name and address, and links only under PUBLIC_URL. Every
 * link in `links` (at least one: a mail that asks nothing of the reader still says where to
 * look) must be in the mail, in both parts, and the mail has no other link than those and the
 * preferences page of its footer. Returns the links of the text part.
 */
export function expectMail(
  mail: ReceivedMail,
  { to, subject, figures, links }: { to: string; subject: string; figures: string[]; links: [ExpectedLink, ...ExpectedLink[]] },
): string[] {
  expect(links.length, 'expectMail needs the links the mail must carry').toBeGreaterThan(0);
  expect(mail.to).toEqual([to.toLowerCase()]);
  expect(mail.subject).toBe(subject);
  expect(mail.html, 'an HTML part').toContain('<html');
  for (const part of [mail.text, mail.html]) {
    for (const figure of [...figures, SITE.name]) expect(part, `"${figure}" in:\n${part}`).toContain(figure);
    // the address is one line in text, lines of a block in HTML
    for (const line of SITE.addressLines) expect(part).toContain(line);
  }
  const textLinks = mail.text.match(URLS) ?? [];
  const htmlLinks = (mail.html.match(URLS) ?? []).map((l) => l.replace(/&amp;/g, '&'));
  for (const link of [...textLinks, ...htmlLinks]) expect(link.startsWith(`${PUBLIC_URL}/`), link).toBe(true);
  // the same links in both parts
  expect([...new Set(htmlLinks)].sort()).toEqual([...new Set(textLinks)].sort());
  for (const expected of links) {
    expect(
      textLinks.some((link) => matches(link, expected)),
      `a link ${String(expected)} in:\n${mail.text}`,
    ).toBe(true);
  }
  const unexpected = textLinks.filter(
    (link) => link !== PREFERENCES_URL && !LOCK_LINK.test(link) && !links.some((expected) => matches(link, expected)),
  );
  expect(unexpected, 'links the test did not name').toEqual([]);
  return textLinks;
}
