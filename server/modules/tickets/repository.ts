import { and, asc, eq, getTableColumns, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TicketListFilter } from '@/common/api/tickets';
import type { TicketCategory, TicketMimeType, TicketStatus } from '@/common/validation/tickets';
import type { Queryable } from '@/server/db/client';
import { ticketMessages, tickets, users } from '@/server/db/schema';
import { asArray, type ListQuery } from '@/server/lib/list-query';
import { countUpTo, paginate } from '@/server/lib/paginate';
import { likePattern } from '@/server/lib/like-pattern';
import { orderWithTieBreak } from '@/server/lib/list-order';

export type TicketRow = typeof tickets.$inferSelect;

/** A ticket with the names the lists show. */
export type TicketView = TicketRow & { userName: string; userEmail: string; assigneeName: string | null };

export interface MessageView {
  id: string;
  ticketId: string;
  authorId: string;
  authorName: string;
  authorRole: 'investor' | 'support' | 'admin';
  body: string;
  createdAt: Date;
  attachmentName: string | null;
  attachmentMime: string | null;
  attachmentSize: number | null;
}

const assignees = alias(users, 'assignee');

const sortColumns = {
  id: tickets.lastMessageAt,
  _id: tickets.lastMessageAt,
  last_message_at: tickets.lastMessageAt,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  status: tickets.status,
  category: tickets.category,
  subject: tickets.subject,
} as const;

/** The list's conditions; `ownerId` confines an investor to their own tickets. */
function where(filter: TicketListFilter, callerId: string, ownerId: string | undefined): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  if (ownerId) c.push(eq(tickets.userId, ownerId));
  const statuses = asArray(filter.status);
  if (statuses) c.push(statuses.length ? inArray(tickets.status, statuses) : sql`false`);
  const categories = asArray(filter.category);
  if (categories) c.push(categories.length ? inArray(tickets.category, categories) : sql`false`);
  if (filter.id) c.push(filter.id.length ? inArray(tickets.id, filter.id) : sql`false`);
  if (filter.user) c.push(eq(tickets.userId, filter.user));
  if (filter.assignee === 'none') c.push(isNull(tickets.assigneeId));
  else if (filter.assignee === 'me') c.push(eq(tickets.assigneeId, callerId));
  else if (filter.assignee) c.push(eq(tickets.assigneeId, filter.assignee));
  if (filter.q) {
    const p = likePattern(filter.q);
    c.push(or(ilike(tickets.subject, p), ilike(users.name, p), ilike(users.email, p)));
  }
  return c.length ? and(...c) : undefined;
}

const viewColumns = {
  t: getTableColumns(tickets),
  userName: users.name,
  userEmail: users.email,
  assigneeName: assignees.name,
};

type Selected = { t: TicketRow; userName: string; userEmail: string; assigneeName: string | null };
const toView = ({ t, ...names }: Selected): TicketView => ({ ...t, ...names });

/** Tickets with their owner's and assignee's names; the latest activity first unless sorted otherwise. */
export async function listTickets(
  db: Queryable,
  q: ListQuery<TicketListFilter>,
  callerId: string,
  ownerId: string | undefined,
): Promise<{ rows: TicketView[]; total: number }> {
  const condition = where(q.filter, callerId, ownerId);
  const column = sortColumns[(q.sort?.field ?? 'last_message_at') as keyof typeof sortColumns];
  const descending = (q.sort?.order ?? 'DESC') === 'DESC';
  const base = db
    .select(viewColumns)
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .leftJoin(assignees, eq(assignees.id, tickets.assigneeId))
    .where(condition)
    .orderBy(...orderWithTieBreak(column, tickets.id, descending ? 'DESC' : 'ASC'));
  const { rows, total } = await paginate(
    q.range,
    (limit, offset) => base.limit(limit).offset(offset),
    countUpTo(db, () => db.select({ id: tickets.id }).from(tickets).innerJoin(users, eq(users.id, tickets.userId)).where(condition)),
    q.countCap,
  );
  return { rows: rows.map(toView), total };
}

export async function findTicket(db: Queryable, id: string): Promise<TicketView | undefined> {
  const [row] = await db
    .select(viewColumns)
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .leftJoin(assignees, eq(assignees.id, tickets.assigneeId))
    .where(eq(tickets.id, id));
  return row && toView(row);
}

/** The ticket row, locked until the end of the caller's transaction. */
export async function lockTicket(tx: Queryable, id: string): Promise<TicketRow | undefined> {
  const [row] = await tx.select().from(tickets).where(eq(tickets.id, id)).for('update');
  return row;
}

/** A thread's messages, oldest first, without the attachment bytes. */
export async function listMessages(db: Queryable, ticketId: string): Promise<MessageView[]> {
  return db
    .select({
      id: ticketMessages.id,
      ticketId: ticketMessages.ticketId,
      authorId: ticketMessages.authorId,
      authorName: users.name,
      authorRole: users.role,
      body: ticketMessages.body,
      createdAt: ticketMessages.createdAt,
      attachmentName: ticketMessages.attachmentName,
      attachmentMime: ticketMessages.attachmentMime,
      attachmentSize: ticketMessages.attachmentSize,
    })
    .from(ticketMessages)
    .innerJoin(users, eq(users.id, ticketMessages.authorId))
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
}

export interface NewAttachment {
  bytes: Buffer;
  mime: TicketMimeType;
  name: string;
}

export async function insertTicket(tx: Queryable, t: { userId: string; subject: string; category: TicketCategory }): Promise<string> {
  const [row] = await tx.insert(tickets).values(t).returning({ id: tickets.id });
  return row.id;
}

export async function insertMessage(
  tx: Queryable,
  m: { ticketId: string; authorId: string; body: string; attachment?: NewAttachment },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await tx
    .insert(ticketMessages)
    .values({
      ticketId: m.ticketId,
      authorId: m.authorId,
      body: m.body,
      ...(m.attachment && {
        attachment: m.attachment.bytes,
        attachmentMime: m.attachment.mime,
        attachmentName: m.attachment.name,
        attachmentSize: m.attachment.bytes.length,
      }),
    })
    .returning({ id: ticketMessages.id, createdAt: ticketMessages.createdAt });
  return row;
}

export async function updateTicket(
  tx: Queryable,
  id: string,
  set: { status?: TicketStatus; assigneeId?: string | null; closedAt?: Date | null; lastMessageAt?: Date },
): Promise<void> {
  await tx
    .update(tickets)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(tickets.id, id));
}

/** One attachment's bytes and facts, with the ticket's owner (for the access check). */
export async function readAttachment(db: Queryable, ticketId: string, messageId: string) {
  const [row] = await db
    .select({
      ownerId: tickets.userId,
      bytes: ticketMessages.attachment,
      mime: ticketMessages.attachmentMime,
      name: ticketMessages.attachmentName,
    })
    .from(ticketMessages)
    .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
    .where(and(eq(ticketMessages.id, messageId), eq(ticketMessages.ticketId, ticketId)));
  return row;
}

/** A live user's role, name, e-mail and language (assignees, the owner to notify). */
export async function findUser(db: Queryable, id: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, name: users.name, email: users.email, locale: users.locale, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Key class of the advisory lock that serialises one investor's attachments (the second key is theirs). */
const ATTACHMENT_QUOTA_LOCK = 727_301;

/**
 * Until the caller's transaction ends, no other attachment of `userId` is admitted: the check
 * of the day's quota and the insert it allows happen as one.
 */
export async function lockAttachmentQuota(tx: Queryable, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ATTACHMENT_QUOTA_LOCK}, hashtext(${userId}))`);
}

/**
 * How many files `userId` attached to their own tickets in the last 24 hours, and their bytes.
 * Found through the owner's tickets (tickets_user_created_idx) and each ticket's messages
 * (ticket_messages_ticket_created_idx), so it needs no index of its own.
 */
export async function attachmentUsage(tx: Queryable, userId: string): Promise<{ count: number; bytes: number }> {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      bytes: sql<string>`coalesce(sum(${ticketMessages.attachmentSize}), 0)::bigint`,
    })
    .from(ticketMessages)
    .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
    .where(
      and(
        eq(tickets.userId, userId),
        eq(ticketMessages.authorId, userId),
        isNotNull(ticketMessages.attachmentSize),
        sql`${ticketMessages.createdAt} > now() - interval '24 hours'`,
      ),
    );
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
}
