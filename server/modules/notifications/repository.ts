import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { NotificationListFilter } from '@/common/api/notifications';
import { isLocale, type Locale } from '@/common/i18n/locales';
import { EMAIL_CATEGORIES, type EmailCategory } from '@/common/notification-kinds';
import { builtStatement, param, queryBuilder } from '@/server/db/built-statement';
import type { Queryable } from '@/server/db/client';
import { notificationPreferences, notifications, users } from '@/server/db/schema';
import type { ListQuery } from '@/server/lib/list-query';
import { countUpTo, paginate } from '@/server/lib/paginate';
import { emailOffFor } from './notifier';

export type NotificationRow = typeof notifications.$inferSelect;

function where(userId: string, filter: NotificationListFilter): SQL | undefined {
  const conditions: SQL[] = [eq(notifications.userId, userId)];
  if (filter.unread === true) conditions.push(isNull(notifications.readAt));
  if (filter.unread === false) conditions.push(isNotNull(notifications.readAt));
  return and(...conditions);
}

/** One page of a user's own inbox, newest first unless asked otherwise. */
export async function listNotifications(
  db: Queryable,
  userId: string,
  q: ListQuery<NotificationListFilter>,
): Promise<{ rows: NotificationRow[]; total: number }> {
  const condition = where(userId, q.filter);
  const ascending = q.sort?.order === 'ASC';
  const order = ascending ? [asc(notifications.createdAt), asc(notifications.id)] : [desc(notifications.createdAt), desc(notifications.id)];
  const base = db
    .select()
    .from(notifications)
    .where(condition)
    .orderBy(...order);
  return paginate(
    q.range,
    (limit, offset) => base.limit(limit).offset(offset),
    countUpTo(db, () => db.select({ id: notifications.id }).from(notifications).where(condition)),
    q.countCap,
  );
}

export async function countUnread(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row.n;
}

/**
 * Marks the user's own unread notifications read: those named by `ids` (anyone else's ids
 * match nothing), or every one. Already-read ones keep the time they were first read.
 */
export async function markRead(db: Queryable, userId: string, which: { ids: string[] } | { all: true }, at: Date): Promise<void> {
  const conditions: SQL[] = [eq(notifications.userId, userId), isNull(notifications.readAt)];
  if ('ids' in which) conditions.push(inArray(notifications.id, which.ids));
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(...conditions));
}

/** The categories a user receives e-mail for: every one unless switched off. */
export async function emailPreferences(db: Queryable, userId: string): Promise<Record<EmailCategory, boolean>> {
  const off = new Set(await emailOffFor(db, userId));
  return Object.fromEntries(EMAIL_CATEGORIES.map((c) => [c, !off.has(c)])) as Record<EmailCategory, boolean>;
}

/** Stores which categories are switched off (one row per user, created on first save). */
export async function saveEmailPreferences(db: Queryable, userId: string, email: Record<EmailCategory, boolean>): Promise<void> {
  const emailOff = EMAIL_CATEGORIES.filter((c) => !email[c]);
  await db
    .insert(notificationPreferences)
    .values({ userId, emailOff })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { emailOff, updatedAt: sql`now()` } });
}

/** What the mail job needs to know of whom it writes to. */
export interface MailReader {
  /**
   * The live account that has the address, if any: its anti-phishing code heads the mail
   * (null: it has none). Undefined for an address that is no account's (a new one being proven).
   */
  account?: { antiPhishingCode: string | null };
  /** the language chosen by that account, else by the account the mail is about (`userId`), else null */
  locale: Locale | null;
}

/**
 * Written once (see builtStatement): the mail worker reads it for every mail it sends. A job that
 * names no account passes a null `userId`, which matches no row.
 */
const mailRecipients = builtStatement(
  'mail_recipients',
  queryBuilder
    .select({ id: users.id, email: users.email, antiPhishingCode: users.antiPhishingCode, locale: users.locale })
    .from(users)
    .where(and(isNull(users.deletedAt), or(eq(users.email, sql.placeholder('email')), eq(users.id, param('userId', 'uuid'))))),
);

/**
 * Reads the recipient when the mail is sent (a phrase or a language changed since it was queued
 * is the one used), in one query: the live account with the address, and the account the mail
 * is about when the job names it; they differ for a mail to an address the account just left.
 */
export async function mailReader(db: Queryable, email: string, userId?: string): Promise<MailReader> {
  const rows = await mailRecipients(db, { email, userId: userId ?? null });
  const byAddress = rows.find((r) => r.email === email);
  const about = rows.find((r) => r.id === userId);
  const locale = [byAddress?.locale, about?.locale].find(isLocale) ?? null;
  return { account: byAddress && { antiPhishingCode: byAddress.antiPhishingCode }, locale };
}
