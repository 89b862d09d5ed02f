import { and, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { WithdrawalAddressListFilter } from '@/common/api/withdrawal-addresses';
import type { Queryable } from '@/server/db/client';
import { withdrawalAddresses } from '@/server/db/schema';
import type { ListQuery } from '@/server/lib/list-query';
import { countUpTo, paginate } from '@/server/lib/paginate';
import { orderWithTieBreak } from '@/server/lib/list-order';

export type WithdrawalAddressRow = typeof withdrawalAddresses.$inferSelect;

const live = (userId: string) => and(eq(withdrawalAddresses.userId, userId), isNull(withdrawalAddresses.deletedAt));

const SORT_COLUMNS = {
  createdAt: withdrawalAddresses.createdAt,
  label: withdrawalAddresses.label,
  coin: withdrawalAddresses.coin,
} as const;

/** One page of a user's live addresses, newest first unless asked otherwise. */
export async function listAddresses(
  db: Queryable,
  userId: string,
  q: ListQuery<WithdrawalAddressListFilter>,
): Promise<{ rows: WithdrawalAddressRow[]; total: number }> {
  const conditions: SQL[] = [live(userId)!];
  if (q.filter.coin) conditions.push(eq(withdrawalAddresses.coin, q.filter.coin));
  const condition = and(...conditions);
  const column = SORT_COLUMNS[(q.sort?.field ?? 'createdAt') as keyof typeof SORT_COLUMNS] ?? withdrawalAddresses.createdAt;
  const base = db
    .select()
    .from(withdrawalAddresses)
    .where(condition)
    .orderBy(...orderWithTieBreak(column, withdrawalAddresses.id, q.sort?.order ?? 'DESC'));
  return paginate(
    q.range,
    (limit, offset) => base.limit(limit).offset(offset),
    countUpTo(db, () => db.select({ id: withdrawalAddresses.id }).from(withdrawalAddresses).where(condition)),
    q.countCap,
  );
}

/** How many live addresses of this coin the user has saved. */
export async function countLive(db: Queryable, userId: string, coin: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawalAddresses)
    .where(and(live(userId), eq(withdrawalAddresses.coin, coin)));
  return row.n;
}

/** The user's live saved entry of this (canonical) address, if any. */
export async function findLiveAddress(db: Queryable, userId: string, coin: string, address: string) {
  const [row] = await db
    .select()
    .from(withdrawalAddresses)
    .where(and(live(userId), eq(withdrawalAddresses.coin, coin), eq(withdrawalAddresses.address, address)));
  return row as WithdrawalAddressRow | undefined;
}

/** A live entry by id, whoever owns it (the service decides who may touch it). */
export async function findLiveById(db: Queryable, id: string) {
  const [row] = await db
    .select()
    .from(withdrawalAddresses)
    .where(and(eq(withdrawalAddresses.id, id), isNull(withdrawalAddresses.deletedAt)));
  return row as WithdrawalAddressRow | undefined;
}

export async function insertAddress(db: Queryable, values: typeof withdrawalAddresses.$inferInsert): Promise<WithdrawalAddressRow> {
  const [row] = await db.insert(withdrawalAddresses).values(values).returning();
  return row;
}

/** Soft delete; undefined when it was deleted meanwhile. */
export async function softDelete(db: Queryable, id: string, at: Date): Promise<WithdrawalAddressRow | undefined> {
  const [row] = await db
    .update(withdrawalAddresses)
    .set({ deletedAt: at })
    .where(and(eq(withdrawalAddresses.id, id), isNull(withdrawalAddresses.deletedAt)))
    .returning();
  return row;
}
