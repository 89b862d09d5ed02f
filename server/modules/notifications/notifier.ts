import { eq, sql } from 'drizzle-orm';
import { carriesLockLink, type LockLinkMail } from '@/common/account-lock';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/common/i18n/locales';
import { currentLocale } from '@/common/i18n/translate';
import { categoryOf, isAlwaysMailed, type NotificationKind } from '@/common/notification-kinds';
import { builtStatement, jsonParam, param, queryBuilder } from '@/server/db/built-statement';
import type { Queryable } from '@/server/db/client';
import { notificationPreferences, notifications, users } from '@/server/db/schema';
import type { JobQueue } from '@/server/jobs/queue';
import type { JobSecrets } from '@/server/jobs/sealed';
import { inLocale } from '@/server/i18n/locale-context';
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
  /**
   * JobSecrets.seal() of the token of the "This wasn't me" link (common/account-lock.ts
   * LOCK_LINK_MAILS): a field of its own, so a mail may carry both it and a link of its own
   */
  sealedLock?: string;
  /**
   * The account the mail is about, when the notifier knows it: its language is the mail's when
   * the address is no longer the account's (the old address told of a change).
   */
  userId?: string;
  /**
   * The language of the request that asked for a mail carrying its own link (sign-up's
   * verification, a reset, an unlock, a device approval): the reader opens it in that browser
   * now. Used when the recipient chose no language; a saved choice outranks it.
   */
  askedIn?: Locale;
}

/**
 * Makes the one-time token of a "This wasn't me" link for `userId` (its row written in `q`, the
 * transaction of the mail's event) and returns it: server/modules/account-lock/lock-links.ts.
 */
export type LockLinkIssuer = (q: Queryable, userId: string) => Promise<string>;

/**
 * Whom an event is told to. `locale`: the account's users.locale when the caller has it at hand
 * (spares a query); without the field the notifier reads it.
 */
export type NoticeRecipient = { id: string; email: string; locale?: string | null };

/** Whom a mail goes to: an address, or an account and its address (the address may be its old one). */
export type MailRecipient = { id: string; email: string };

/** The e-mails that carry a lock link need the account, not only an address: the link locks that account. */
type RecipientOf<K extends string> = K extends LockLinkMail ? MailRecipient : string | MailRecipient;

// the lock-link list is in common/, which cannot see the templates: it must name templates only
const lockLinkMailsAreTemplates: LockLinkMail extends TemplateName ? true : never = true;
void lockLinkMailsAreTemplates;

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

/** The language an account chose (users.locale); null when it chose none. */
async function savedLocaleOf(q: Queryable, userId: string): Promise<Locale | null> {
  const [row] = await q.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return isLocale(row?.locale) ? row.locale : null;
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
    /** makes the lock links of security e-mails; without it (scripts, unit tests) they carry none */
    private readonly lockLinks?: LockLinkIssuer,
  ) {}

  /**
   * An event in a user's inbox, and an e-mail unless they switched its category off (security
   * and withdrawal mail always goes). The inbox keeps the entry as written, so it is written in
   * its reader's language, the one the mail will be in (English for an account that chose none).
   */
  async notify<K extends NotificationKind>(q: Queryable, user: NoticeRecipient, kind: K, params: NotificationParams[K]) {
    const template = templateFor(kind);
    const inbox = template.inbox;
    const entry = inbox && inLocale(await this.localeOf(q, user), () => inbox(params as TemplateParams[K]));
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
    await this.enqueueMail(q, { to: user.email, template: kind, params, userId: user.id, ...(await this.lockLinkOf(q, kind, user.id)) });
  }

  /**
   * An e-mail that is not an inbox event (a link to prove an address, a reset link); `secret` is
   * sealed in the job. The mails of the lock-link list are addressed to the account (`to` with its
   * id), whose lock link they carry.
   */
  async mail<K extends keyof MailOnlyParams>(q: Queryable, to: RecipientOf<K>, template: K, params: MailOnlyParams[K], secret?: string) {
    const recipient: string | MailRecipient = to;
    const address = typeof recipient === 'string' ? recipient : recipient.email;
    await this.enqueueMail(q, {
      to: address,
      template,
      params,
      ...(secret === undefined ? {} : { sealed: this.secrets.seal(secret), askedIn: currentLocale() }),
      ...(typeof recipient === 'string' ? {} : { userId: recipient.id, ...(await this.lockLinkOf(q, template, recipient.id)) }),
    });
  }

  /** The language an account's inbox entries are written in: its saved choice, else English. */
  private async localeOf(q: Queryable, user: NoticeRecipient): Promise<Locale> {
    const saved = user.locale === undefined ? await savedLocaleOf(q, user.id) : user.locale;
    return isLocale(saved) ? saved : DEFAULT_LOCALE;
  }

  /** The sealed lock link of a mail in the list (common/account-lock.ts), made in the event's transaction. */
  private async lockLinkOf(q: Queryable, template: TemplateName, userId: string): Promise<Pick<MailJob, 'sealedLock'>> {
    if (!this.lockLinks || !carriesLockLink(template)) return {};
    return { sealedLock: this.secrets.seal(await this.lockLinks(q, userId)) };
  }

  private enqueueMail(q: Queryable, job: MailJob) {
    return this.queue.enqueue(q, MAIL_QUEUE, job);
  }
}
