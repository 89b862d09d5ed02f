import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LOCALE, isLocale } from '@/common/i18n/locales';
import { categoryOf, isAlwaysMailed, NOTIFICATION_KINDS, type NotificationKind } from '@/common/notification-kinds';
import type { Queryable } from '@/server/db/client';
import type { JobQueue } from '@/server/jobs/queue';
import type { JobSecrets } from '@/server/jobs/sealed';
import type { Mailer } from '@/server/lib/mailer';
import { inLocale } from '@/server/i18n/locale-context';
import { lockLink, renderMail } from './mail-layout';
import { MAIL_QUEUE, templateFor, type MailJob } from './notifier';
import { mailReader } from './repository';

const isNotificationKind = (name: string): name is NotificationKind => name in NOTIFICATION_KINDS;

/**
 * A delivery that failed, without the mail server's words: they name the recipient ("550
 * <ann@example.com>: no such user"), and this error is logged and kept in the job's output.
 * The SMTP code says enough to tell an outage from a refusal.
 */
class MailNotDelivered extends Error {
  readonly code: string;
  constructor(cause: unknown) {
    const c = (cause ?? {}) as { code?: unknown; responseCode?: unknown };
    const code = typeof c.responseCode === 'number' ? `SMTP ${c.responseCode}` : typeof c.code === 'string' ? c.code : 'unknown';
    super(`the e-mail could not be delivered (${code}); it will be tried again`);
    this.name = 'MailNotDelivered';
    this.code = code;
  }
}

/**
 * Works the mail queue: renders the template in its reader's language and hands it to the mailer.
 * The language: the one the recipient chose (the account with the address, else the account the
 * mail is about), else the one of the request that asked for a mail with its own link
 * (MailJob.askedIn), else English: nothing else is known of a reader when the mail is sent.
 * A mailer that throws (SMTP down, address refused for now) fails the job, and pg-boss tries
 * again later.
 * The log names the job (queue and id) only: never the recipient, the subject or the body.
 */
export function defineMailJob(
  queue: JobQueue,
  deps: { db: Queryable; mailer: Mailer; publicUrl: string; secrets: JobSecrets; log: FastifyBaseLogger },
) {
  queue.define<MailJob>(MAIL_QUEUE, async (job, { id, retryCount }) => {
    const template = templateFor(job.template);
    const secret = job.sealed === undefined ? undefined : deps.secrets.open(job.sealed);
    // the "This wasn't me" link of a security e-mail: printed by the layout, not by the template
    const lockUrl = job.sealedLock === undefined ? undefined : lockLink(deps.publicUrl, deps.secrets.open(job.sealedLock));
    const optional = isNotificationKind(job.template) && !isAlwaysMailed(categoryOf(job.template));
    // read when the mail is sent, not when it was queued: a phrase or a language changed since is the one used
    const reader = await mailReader(deps.db, job.to, job.userId);
    const antiPhishingCode = reader.account ? reader.account.antiPhishingCode : undefined;
    const locale = reader.locale ?? (isLocale(job.askedIn) ? job.askedIn : DEFAULT_LOCALE);
    const mail = inLocale(locale, () =>
      renderMail(template.mail(job.params as never, { publicUrl: deps.publicUrl, secret }), deps.publicUrl, {
        optional,
        antiPhishingCode,
        lockUrl,
      }),
    );
    try {
      await deps.mailer.send({ to: job.to, ...mail });
    } catch (err) {
      throw new MailNotDelivered(err);
    }
    deps.log.info({ job: { name: MAIL_QUEUE, id, template: job.template, retryCount } }, 'e-mail handed to the mail server');
  });
}
