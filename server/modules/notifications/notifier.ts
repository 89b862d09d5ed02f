import { eq, sql } from 'drizzle-orm';
import { categoryOf, isAlwaysMailed, type NotificationKind } from '@/common/notification-kinds';
import { builtStatement, jsonParam, param, queryBuilder } from '@/server/db/built-statement';
import type { Queryable } from '@/server/db/client';
import { notificationPreferences, notifications } from '@/server/db/schema';
import type { JobQueue } from '@/server/jobs/queue';
import type { JobSecrets } from '@/server/jobs/sealed';
import { TEMPLATES } from './templates';
import type { MailOnlyParams, NotificationParams, Template, TemplateName, TemplateParams } from './templates/types';

export const MAIL_QUEUE = 'mail';

/** A mail job: rendered when it runs, so nothing but the figures (and a sealed token) is stored. */
export interface MailJob {
  to: string;
  template: TemplateName;
  params: Record<string, unknown>;
  /** JobSecrets.seal() of the link's token, for the templates that carry one */
  sealed?: string;
}

export const templateFor = <K extends TemplateName>(name: K): Template<TemplateParams[K]> => {
  const template = TEMPLATES[name];
  if (!template) throw new Error(`no e-mail template ${name}`);
  return template as Template<TemplateParams[K]>;
};

/** The categories a user switched e-mail off for. */
export async function emailOffFor(q: Queryable, userId: string): Promise<string[]> {
  const [row] = await q
    .select({ emailOff: notificationPreferences.emailOff })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.emailOff ?? [];
}

const added = queryBuilder.$with('added').as(
  queryBuilder
    .insert(notifications)
    .values({
      userId: param('userId', 'uuid'),
      kind: param('kind', 'text'),
      title: param('title', 'text'),
      body: param('body', 'text'),
      link: param('link', 'text'),
      data: param('data', 'jsonb'),
    })
    .returning({ id: notifications.id }),
);
/** The inbox row, and the reading of the user's preferences, in one statement written once (see builtStatement). */
const addAndReadPreferences = builtStatement(
  'notification_add_read_preferences',
  queryBuilder
    .with(added)
    .select({ emailOff: notificationPreferences.emailOff })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, sql.placeholder('userId'))),
);

/**
 * Tells people what happened. Every call takes the transaction of the event itself: the inbox
 * row and the e-mail job commit with it or not at all, and sending happens later, in the job,
 * so a mail outage never holds up or rolls back the event.
 */
export class Notifier {
  constructor(
    private readonly queue: JobQueue,
    private readonly secrets: JobSecrets,
  ) {}

  /** An event in a user's inbox, and an e-mail unless they switched its category off (security and withdrawal mail always goes). */
  async notify<K extends NotificationKind>(q: Queryable, user: { id: string; email: string }, kind: K, params: NotificationParams[K]) {
    const template = templateFor(kind);
    const entry = template.inbox?.(params as TemplateParams[K]);
    const row = entry && { userId: user.id, kind, title: entry.title, body: entry.body, link: entry.link, data: params };
    const category = categoryOf(kind);
    const mayBeOff = !isAlwaysMailed(category);
    let emailOff: string[] = [];
    if (row && mayBeOff) {
      // the inbox row and the reading of the preferences in one statement: a round trip less
      // inside the event's transaction (a CTE that writes runs whether or not it is read)
      const [prefs] = await addAndReadPreferences(q, { ...row, link: row.link ?? null, data: jsonParam(row.data) });
      emailOff = prefs?.emailOff ?? [];
    } else {
      if (row) await q.insert(notifications).values(row);
      if (mayBeOff) emailOff = await emailOffFor(q, user.id);
    }
    if (mayBeOff && emailOff.includes(category)) return;
    await this.enqueueMail(q, { to: user.email, template: kind, params });
  }

  /** An e-mail that is not an inbox event (a link to prove an address, a reset link); `secret` is sealed in the job. */
  async mail<K extends keyof MailOnlyParams>(q: Queryable, to: string, template: K, params: MailOnlyParams[K], secret?: string) {
    await this.enqueueMail(q, { to, template, params, ...(secret === undefined ? {} : { sealed: this.secrets.seal(secret) }) });
  }

  private enqueueMail(q: Queryable, job: MailJob) {
    return this.queue.enqueue(q, MAIL_QUEUE, job);
  }
}
