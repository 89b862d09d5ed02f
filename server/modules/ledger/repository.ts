import { and, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { ledgerEntries } from '@/server/db/schema';
import { type ListQuery } from '@/server/lib/list-query';
import { countUpTo, paginate } from '@/server/lib/paginate';
import type { LedgerFilter } from '@/common/api/ledger';
import { orderWithTieBreak } from '@/server/lib/list-order';

const sortColumns = {
  id: ledgerEntries.id,
  _id: ledgerEntries.id,
  createdAt: ledgerEntries.id,
  amount: ledgerEntries.amountCents,
} as const;

/** A user's ledger rows, newest first unless asked otherwise. */
export async function listLedger(db: Queryable, userId: string, q: ListQuery<LedgerFilter>) {
  const conditions: (SQL | undefined)[] = [eq(ledgerEntries.userId, userId)];
  if (q.filter.account) conditions.push(eq(ledgerEntries.account, q.filter.account));
  if (q.filter.kind) conditions.push(eq(ledgerEntries.kind, q.filter.kind));
  if (q.filter.transaction_id) conditions.push(eq(ledgerEntries.transactionId, q.filter.transaction_id));
  const where = and(...conditions);
  const column = sortColumns[(q.sort?.field ?? 'id') as keyof typeof sortColumns];
  const base = db
    .select()
    .from(ledgerEntries)
    .where(where)
    .orderBy(...orderWithTieBreak(column, ledgerEntries.id, q.sort?.order ?? 'DESC'));
  return paginate(
    q.range,
    (limit, offset) => base.limit(limit).offset(offset),
    countUpTo(db, () => db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(where)),
    q.countCap,
  );
}
