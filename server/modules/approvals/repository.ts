import { and, desc, eq, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApprovalListFilter } from '@/common/api/approvals';
import type { Queryable } from '@/server/db/client';
import { ledgerEntries, staffApprovalRequests, users, type StaffApprovalRow } from '@/server/db/schema';
import type { ListQuery } from '@/server/lib/list-query';
import { orderWithTieBreak } from '@/server/lib/list-order';
import { countUpTo, paginate } from '@/server/lib/paginate';

const targets = alias(users, 'target_user');
const requesters = alias(users, 'requester');
const deciders = alias(users, 'decider');

/** A request with the names staff see beside it. */
export interface ApprovalView extends StaffApprovalRow {
  userName: string | null;
  userEmail: string | null;
  requesterName: string | null;
  deciderName: string | null;
}

const viewColumns = {
  r: staffApprovalRequests,
  userName: targets.name,
  userEmail: targets.email,
  requesterName: requesters.name,
  deciderName: deciders.name,
};

const withNames = (db: Queryable) =>
  db
    .select(viewColumns)
    .from(staffApprovalRequests)
    .leftJoin(targets, eq(targets.id, staffApprovalRequests.targetUserId))
    .leftJoin(requesters, eq(requesters.id, staffApprovalRequests.requestedBy))
    .leftJoin(deciders, eq(deciders.id, staffApprovalRequests.decidedBy));

const flatten = ({
  r,
  ...names
}: {
  r: StaffApprovalRow;
  userName: string | null;
  userEmail: string | null;
  requesterName: string | null;
  deciderName: string | null;
}): ApprovalView => ({
  ...r,
  ...names,
});

export async function findApproval(db: Queryable, id: string): Promise<ApprovalView | undefined> {
  const [row] = await withNames(db).where(eq(staffApprovalRequests.id, id));
  return row && flatten(row);
}

/** The request row, locked until the end of the transaction: it is decided once. */
export async function lockApproval(tx: Queryable, id: string): Promise<StaffApprovalRow | undefined> {
  const [row] = await tx.select().from(staffApprovalRequests).where(eq(staffApprovalRequests.id, id)).for('update');
  return row;
}

const sortColumns = {
  id: staffApprovalRequests.createdAt,
  createdAt: staffApprovalRequests.createdAt,
  status: staffApprovalRequests.status,
  kind: staffApprovalRequests.kind,
} as const;

/** The requests, newest first unless sorted (filter status, kind, userId, id). */
export async function listApprovals(db: Queryable, q: ListQuery<ApprovalListFilter>): Promise<{ rows: ApprovalView[]; total: number }> {
  const f = q.filter;
  const c: (SQL | undefined)[] = [];
  if (f.status) c.push(eq(staffApprovalRequests.status, f.status));
  if (f.kind) c.push(eq(staffApprovalRequests.kind, f.kind));
  if (f.userId) c.push(eq(staffApprovalRequests.targetUserId, f.userId));
  if (f.id) c.push(f.id.length ? inArray(staffApprovalRequests.id, f.id) : sql`false`);
  const condition = and(...c);
  const order = q.sort
    ? orderWithTieBreak(sortColumns[q.sort.field as keyof typeof sortColumns], staffApprovalRequests.id, q.sort.order)
    : [desc(staffApprovalRequests.createdAt), desc(staffApprovalRequests.id)];
  const { rows, total } = await paginate(
    q.range,
    (limit, offset) =>
      withNames(db)
        .where(condition)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    countUpTo(db, () => db.select({ id: staffApprovalRequests.id }).from(staffApprovalRequests).where(condition)),
    q.countCap,
  );
  return { rows: rows.map(flatten), total };
}

/**
 * What one admin has credited this user (balance and profit) in the last 24 hours by the
 * ledger's clock: the sum the two-person rule holds credits on.
 */
export async function creditedByActorToday(tx: Queryable, actorId: string, userId: string): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.actorId, actorId),
        eq(ledgerEntries.kind, 'adjustment'),
        gt(ledgerEntries.amountCents, 0),
        gte(ledgerEntries.createdAt, sql`now() - interval '24 hours'`),
      ),
    );
  return Number(row?.cents ?? 0);
}
