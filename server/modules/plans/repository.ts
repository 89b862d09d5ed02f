import { and, asc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { plans, type PlanRow } from '@/server/db/schema';
import { type ListQuery } from '@/server/lib/list-query';
import { countUpTo, paginate } from '@/server/lib/paginate';
import { likePattern } from '@/server/lib/like-pattern';
import type { PlanListFilter } from '@/common/api/plans';
import { orderWithTieBreak } from '@/server/lib/list-order';

const sortColumns = {
  id: plans.createdAt,
  name: plans.name,
  category: plans.category,
  min: plans.minCents,
  max: plans.maxCents,
  roi: plans.roiBp,
  duration: plans.durationDays,
  status: plans.status,
  createdAt: plans.createdAt,
} as const;

const NO_ID = '00000000-0000-0000-0000-000000000000';

function where(filter: PlanListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(plans.deletedAt)];
  if (filter.q) conditions.push(or(ilike(plans.name, likePattern(filter.q)), ilike(plans.description, likePattern(filter.q))));
  if (filter.id) conditions.push(inArray(plans.id, filter.id.length ? filter.id : [NO_ID]));
  if (filter.category) conditions.push(eq(plans.category, filter.category));
  if (filter.status !== undefined) conditions.push(eq(plans.status, filter.status));
  return and(...conditions);
}

/**
 * Live plans. Unsorted requests (the investor's plan pickers) get the cheapest plan first,
 * so a category's plans read from entry level up.
 */
export async function listPlans(db: Queryable, q: ListQuery<PlanListFilter>): Promise<{ rows: PlanRow[]; total: number }> {
  const condition = where(q.filter);
  let order: SQL[];
  if (q.sort) {
    const column = sortColumns[q.sort.field as keyof typeof sortColumns];
    order = orderWithTieBreak(column, plans.id, q.sort.order);
  } else {
    order = [asc(plans.minCents), asc(plans.name), asc(plans.id)];
  }
  const base = db
    .select()
    .from(plans)
    .where(condition)
    .orderBy(...order);
  return paginate(
    q.range,
    (limit, offset) => base.limit(limit).offset(offset),
    countUpTo(db, () => db.select({ id: plans.id }).from(plans).where(condition)),
    q.countCap,
  );
}

export async function findLivePlan(db: Queryable, id: string): Promise<PlanRow | undefined> {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), isNull(plans.deletedAt)));
  return plan;
}

/** The plan row locked for the rest of the transaction (edits that check against stored values). */
export async function lockLivePlan(tx: Queryable, id: string): Promise<PlanRow | undefined> {
  const [plan] = await tx
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), isNull(plans.deletedAt)))
    .for('update');
  return plan;
}

/** Is another live plan called this (case and surrounding spaces ignored)? */
export async function planNameTaken(tx: Queryable, name: string, exceptId?: string): Promise<boolean> {
  const [hit] = await tx
    .select({ id: plans.id })
    .from(plans)
    .where(and(isNull(plans.deletedAt), sql`lower(${plans.name}) = lower(${name})`, exceptId ? ne(plans.id, exceptId) : undefined))
    .limit(1);
  return hit !== undefined;
}

/** Serialises plan creates and renames, so two admins can't both take one name. */
export async function lockPlanNames(tx: Queryable): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727101)`);
}
