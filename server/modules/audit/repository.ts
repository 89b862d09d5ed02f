import { and, eq, gte, ilike, inArray, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { builtCommand, jsonParam, param, queryBuilder } from '@/server/db/built-statement';
import type { Queryable } from '@/server/db/client';
import { auditLog, kycSubmissions, plans, tickets, transactions, users, wallets } from '@/server/db/schema';
import { dateBound, type ListQuery } from '@/server/lib/list-query';
import { countUpTo, paginate } from '@/server/lib/paginate';
import { likePattern } from '@/server/lib/like-pattern';
import type { AuditListFilter } from '@/common/api/audit';
import { orderWithTieBreak } from '@/server/lib/list-order';

export interface AuditRecord {
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

const insertAudit = builtCommand(
  'audit_insert',
  queryBuilder.insert(auditLog).values({
    actorId: param('actorId', 'uuid'),
    action: param('action', 'text'),
    entity: param('entity', 'text'),
    entityId: param('entityId', 'text'),
    before: param('before', 'jsonb'),
    after: param('after', 'jsonb'),
  }),
);

/** Written inside the same database transaction as the change it describes (one statement, written once). */
export async function recordAudit(tx: Queryable, r: AuditRecord): Promise<void> {
  await insertAudit(tx, {
    actorId: r.actorId,
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
    before: jsonParam(r.before),
    after: jsonParam(r.after),
  });
}

const auditSortColumns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  actorId: auditLog.actorId,
} as const;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function auditWhere(filter: AuditListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(or(ilike(auditLog.action, pattern), ilike(auditLog.entity, pattern), ilike(auditLog.entityId, pattern)));
  }
  if (filter.id) conditions.push(inArray(auditLog.id, filter.id.length ? filter.id.map(Number) : [-1]));
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.createdAt_gte) conditions.push(gte(auditLog.createdAt, dateBound(filter.createdAt_gte, 'gte').at));
  if (filter.createdAt_lte) {
    // inclusive to the precision the API shows: the whole day of a date, the whole
    // millisecond of an instant (rows hold microseconds, createdAt shows milliseconds)
    const v = filter.createdAt_lte;
    const start = dateBound(v, 'gte').at.getTime();
    const end = start + (DATE_ONLY.test(v) ? 24 * 60 * 60 * 1000 : 1);
    conditions.push(lt(auditLog.createdAt, new Date(end)));
  }
  return and(...conditions);
}

// The people and records a row names, each joined once by (entity, id): one query for a page,
// whatever it holds. entity_id is text (a coin is not a uuid), so the uuid side is cast.
const actors = alias(users, 'actor');
const subjectUsers = alias(users, 'subject_user');
const transactionOwners = alias(users, 'transaction_owner');
const about = (entity: string, id: AnyColumn): SQL => and(eq(auditLog.entity, entity), eq(auditLog.entityId, sql`${id}::text`))!;

/** An audit row as read, with its actor (null for the system or a deleted actor) and what names its record. */
export type AuditListRow = typeof auditLog.$inferSelect & {
  actorEmail: string | null;
  actorName: string | null;
  /** the joined record's own fields, null when it is not (or no longer) there */
  userName: string | null;
  planName: string | null;
  walletName: string | null;
  walletCoin: string | null;
  ticketSubject: string | null;
  kycName: string | null;
  transactionType: string | null;
  transactionCents: number | null;
  transactionPlan: string | null;
  transactionOwner: string | null;
};

/** Audit rows, newest first unless sorted otherwise, with the actor and the record's names. */
export async function listAudit(db: Queryable, q: ListQuery<AuditListFilter>): Promise<{ rows: AuditListRow[]; total: number }> {
  const condition = auditWhere(q.filter);
  const column = auditSortColumns[(q.sort?.field ?? 'createdAt') as keyof typeof auditSortColumns];
  const descending = (q.sort?.order ?? 'DESC') === 'DESC';
  const base = db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorEmail: actors.email,
      actorName: actors.name,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      userName: subjectUsers.name,
      planName: plans.name,
      walletName: wallets.name,
      walletCoin: wallets.currency,
      ticketSubject: tickets.subject,
      kycName: sql<string | null>`${kycSubmissions.firstName} || ' ' || ${kycSubmissions.lastName}`,
      transactionType: transactions.type,
      transactionCents: transactions.amountCents,
      transactionPlan: transactions.planName,
      transactionOwner: transactionOwners.name,
    })
    .from(auditLog)
    .leftJoin(actors, eq(actors.id, auditLog.actorId))
    .leftJoin(subjectUsers, about('user', subjectUsers.id))
    .leftJoin(plans, about('plan', plans.id))
    .leftJoin(wallets, about('wallet', wallets.id))
    .leftJoin(tickets, about('ticket', tickets.id))
    .leftJoin(kycSubmissions, about('kyc', kycSubmissions.id))
    .leftJoin(transactions, about('transaction', transactions.id))
    .leftJoin(transactionOwners, eq(transactionOwners.id, transactions.userId))
    .where(condition)
    .orderBy(...orderWithTieBreak(column, auditLog.id, descending ? 'DESC' : 'ASC'));
  return paginate(
    q.range,
    (limit, offset) => base.limit(limit).offset(offset),
    countUpTo(db, () => db.select({ id: auditLog.id }).from(auditLog).where(condition)),
    q.countCap,
  );
}
