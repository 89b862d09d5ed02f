import { and, eq, gte, ilike, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { users, type UserRow } from '@/server/db/schema';
import { dateBound, type ListQuery } from '@/server/lib/list-query';
import { countUpTo, paginate } from '@/server/lib/paginate';
import type { UserListFilter } from '@/common/api/profile';
import { orderWithTieBreak } from '@/server/lib/list-order';
import { likePattern } from '@/server/lib/like-pattern';

const sortColumns = {
  id: users.createdAt,
  _id: users.createdAt,
  name: users.name,
  email: users.email,
  country: users.country,
  role: users.role,
  acct_bal: users.acctBal,
  acct_bonus: users.acctBonus,
  createdAt: users.createdAt,
  status: users.status,
  kyc_status: users.kycStatus,
} as const;

function where(filter: UserListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (filter.q) conditions.push(or(ilike(users.name, likePattern(filter.q)), ilike(users.email, likePattern(filter.q))));
  if (filter.id) conditions.push(inArray(users.id, filter.id.length ? filter.id : ['00000000-0000-0000-0000-000000000000']));
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.status !== undefined) conditions.push(eq(users.status, filter.status));
  if (filter.kyc_status !== undefined) conditions.push(eq(users.kycStatus, filter.kyc_status));
  if (filter.createdAt_gte) conditions.push(gte(users.createdAt, dateBound(filter.createdAt_gte, 'gte').at));
  if (filter.createdAt_lte) {
    const { at, inclusive } = dateBound(filter.createdAt_lte, 'lte');
    conditions.push(inclusive ? lte(users.createdAt, at) : lt(users.createdAt, at));
  }
  return and(...conditions);
}

export async function listUsers(db: Queryable, q: ListQuery<UserListFilter>): Promise<{ rows: UserRow[]; total: number }> {
  const condition = where(q.filter);
  const column = sortColumns[(q.sort?.field ?? 'createdAt') as keyof typeof sortColumns];
  const base = db
    .select()
    .from(users)
    .where(condition)
    .orderBy(...orderWithTieBreak(column, users.id, q.sort?.order ?? 'DESC'));
  return paginate(
    q.range,
    (limit, offset) => base.limit(limit).offset(offset),
    countUpTo(db, () => db.select({ id: users.id }).from(users).where(condition)),
    q.countCap,
  );
}
