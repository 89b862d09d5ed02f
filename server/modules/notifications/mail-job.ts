import type { FastifyBaseLogger } from 'fastify';
import { categoryOf, isAlwaysMailed, NOTIFICATION_KINDS, type NotificationKind } from '@/common/notification-kinds';
import type { Queryable } from '@/server/db/client';
import type { JobQueue } from '@/server/jobs/queue';
import type { JobSecrets } from '@/server/jobs/sealed';
import type { Mailer } from '@/server/lib/mailer';
import { findLiveUserByEmail } from '../users/repository';
import { lockLink, renderMail } from './mail-layout';
import { MAIL_QUEUE, templateFor, type MailJob } from './notifier';

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
 * Works the mail queue: renders the template and hands it to the mailer. A mailer that
 * throws (SMTP down, address refused for now) fails the job, and pg-boss tries again later.
 * The log names the job (queue and id) only: never the recipient, the subject or the body.
 */
export function defineMailJob(
  queue: JobQueue,
  deps: { db: Queryable; mailer: Mailer; publicUrl: string; secrets: JobSecrets; log: FastifyBaseLogger },
) {
  queue.define<MailJob>(MAIL_QUEUE, async (job, { id, retryCount }) => {
    const template = templateFor(job.template);
    const secret = job.sealed === undefined ? undefined : deps.secrets.open(job.sealed);
    const content = template.mail(job.params as never, { publicUrl: deps.publicUrl, secret });
    // the "This wasn't me" link of a security e-mail: printed by the layout, not by the template
    const lockUrl = job.sealedLock === undefined ? undefined : lockLink(deps.publicUrl, deps.secrets.open(job.sealedLock));
    const optional = isNotificationKind(job.template) && !isAlwaysMailed(categoryOf(job.template));
    // read when the mail is sent, not when it was queued: a phrase changed since is the one shown
    const recipient = await findLiveUserByEmail(deps.db, job.to);
    const antiPhishingCode = recipient ? recipient.antiPhishingCode : undefined;
    try {
      await deps.mailer.send({ to: job.to, ...renderMail(content, deps.publicUrl, { optional, antiPhishingCode, lockUrl }) });
    } catch (err) {
      throw new MailNotDelivered(err);
    }
    deps.log.info({ job: { name: MAIL_QUEUE, id, template: job.template, retryCount } }, 'e-mail handed to the mail server');
  });
}
