// The "This wasn't me" link: the notifier seals one into the job of each mail of the list in
// common/account-lock.ts (made by the issuer in the event's transaction), next to the mail's own
// link if it has one; the layout prints it in both parts. Other mails carry none.
import { describe, expect, it } from 'vitest';
import { carriesLockLink, LOCK_LINK_MAILS } from '@/common/account-lock';
import type { Queryable } from '@/server/db/client';
import type { JobQueue } from '@/server/jobs/queue';
import { JobSecrets } from '@/server/jobs/sealed';
import { lockLink, LOCK_LINK_TEXT, renderMail } from '@/server/modules/notifications/mail-layout';
import { Notifier, type MailJob } from '@/server/modules/notifications/notifier';
import { TEMPLATES } from '@/server/modules/notifications/templates';

const PUBLIC_URL = 'https://invest.example.com';
const secrets = new JobSecrets('a-server-secret-long-enough-for-the-key-derivation');
const q = {} as Queryable;

function notifierWithJobs() {
  const jobs: MailJob[] = [];
  const issued: string[] = [];
  const queue = { enqueue: async (_q: Queryable, _name: string, job: MailJob) => void jobs.push(job) } as unknown as JobQueue;
  const notifier = new Notifier(queue, secrets, async (_q, userId) => {
    issued.push(userId);
    return `lock-token-${issued.length}`;
  });
  return { notifier, jobs, issued };
}

describe('the lock-link list', () => {
  it('names templates only, each a security e-mail told to an account', () => {
    for (const name of LOCK_LINK_MAILS) expect(TEMPLATES[name], name).toBeDefined();
    expect(carriesLockLink('new_sign_in')).toBe(true);
    expect(carriesLockLink('password_reset')).toBe(false);
    expect(carriesLockLink('deposit_credited')).toBe(false);
  });
});

describe('Notifier.mail', () => {
  it('seals a lock link into a mail of the list sent to an account', async () => {
    const { notifier, jobs, issued } = notifierWithJobs();
    await notifier.mail(q, { id: 'user-1', email: 'old@example.com' }, 'email_changed_notice', { newEmail: 'new@example.com' });
    expect(issued).toEqual(['user-1']);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ to: 'old@example.com', template: 'email_changed_notice' });
    expect(jobs[0].sealed).toBeUndefined();
    expect(secrets.open(jobs[0].sealedLock!)).toBe('lock-token-1');
  });

  it('makes none for other mails, and keeps a mail’s own secret apart', async () => {
    const { notifier, jobs, issued } = notifierWithJobs();
    await notifier.mail(q, 'ann@example.com', 'password_reset', {}, 'reset-token');
    await notifier.mail(q, { id: 'user-2', email: 'ann@example.com' }, 'email_changed_by_staff', { newEmail: 'b@example.com' });
    expect(issued).toEqual([]);
    expect(jobs.map((j) => j.sealedLock)).toEqual([undefined, undefined]);
    expect(secrets.open(jobs[0].sealed!)).toBe('reset-token');
  });
});

describe('the layout', () => {
  const content = {
    subject: 'New sign-in',
    lines: ['Someone signed in.'],
    action: { label: 'See', url: `${PUBLIC_URL}/account/security` },
  };

  it('prints the lock link in the text and the HTML, after the content', () => {
    const url = lockLink(PUBLIC_URL, 'abc_DEF-123');
    expect(url).toBe(`${PUBLIC_URL}/lock-account?token=abc_DEF-123`);
    const mail = renderMail(content, PUBLIC_URL, { optional: false, lockUrl: url });
    expect(mail.text).toContain(`${LOCK_LINK_TEXT.label}: ${url}`);
    expect(mail.text.indexOf(LOCK_LINK_TEXT.label)).toBeGreaterThan(mail.text.indexOf('Someone signed in.'));
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain(LOCK_LINK_TEXT.label);
    expect(mail.html).toContain(LOCK_LINK_TEXT.explain);
  });

  it('prints nothing of it without one', () => {
    const mail = renderMail(content, PUBLIC_URL, { optional: false });
    expect(mail.text).not.toContain('lock-account');
    expect(mail.html).not.toContain(LOCK_LINK_TEXT.label);
  });
});
