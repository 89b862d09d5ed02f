import { sql, sum } from 'drizzle-orm';
import { builtStatement, queryBuilder } from '@/server/db/built-statement';
import type { Queryable } from '@/server/db/client';
import { transactionCounts } from '@/server/db/schema';
import type { TransactionListFilter } from '@/common/api/transactions';
import { asArray } from '@/server/lib/list-query';

type TypeAndStatus = Pick<TransactionListFilter, 'trnx_type' | 'status'>;

/**
 * The filter when it selects by type and status only (or nothing): what the kept counts
 * answer exactly. Undefined for any other filter (an owner, dates, ids, a search), which the
 * list counts itself.
 */
export function byTypeAndStatusOnly(filter: TransactionListFilter): TypeAndStatus | undefined {
  // an empty search is no search (as in the list's own where); an empty id list matches nothing
  const others = Object.entries(filter).filter(
    ([key, value]) => value !== undefined && value !== '' && key !== 'trnx_type' && key !== 'status',
  );
  return others.length ? undefined : { trnx_type: filter.trnx_type, status: filter.status };
}

const types = sql.placeholder('types');
const statuses = sql.placeholder('statuses');
/** The kept counts' sum over the types and statuses of placeholders `types` and `statuses` (a NULL list: all of them). */
const keptSum = () =>
  queryBuilder
    .select({ n: sum(transactionCounts.n).mapWith(Number) })
    .from(transactionCounts)
    .where(
      sql`(${types}::text[] is null or ${transactionCounts.type}::text = any(${types}::text[]))
      and (${statuses}::text[] is null or ${transactionCounts.status} = any(${statuses}::text[]))`,
    );

/** Written once (see builtStatement). */
const keptCount = builtStatement('transaction_kept_count', keptSum());

/** The values of keptSum's placeholders for a filter by type and status. */
export const keptCountValues = (filter: TypeAndStatus) => ({
  types: asArray(filter.trnx_type) ?? null,
  statuses: asArray(filter.status) ?? null,
});

/**
 * The kept count as a column of another statement (placeholders as keptCountValues gives
 * them; NULL when nothing matches): a list page reads its total in its own round trip.
 */
export const keptCountColumn = () => sql<number | null>`(${keptSum()})`.mapWith(Number);

/** How many transactions have one of these types and one of these statuses (all when not given): the kept counts' sum. */
export async function countByTypeAndStatus(db: Queryable, filter: TypeAndStatus): Promise<number> {
  const [row] = await keptCount(db, keptCountValues(filter));
  return row?.n ?? 0;
}

/**
 * Folds every connection's counts into backend 0, in one statement: the rows it deletes are
 * the rows it adds up, so a count written meanwhile is either folded or left for next time,
 * never lost or counted twice (two passes at once are safe too). Keeps a count's sum to a few
 * rows; rides along with the accrual job.
 */
export async function foldTransactionCounts(db: Queryable): Promise<void> {
  await db.execute(sql`
    with folded as (
      delete from transaction_counts where backend <> 0 returning type, status, n
    )
    insert into transaction_counts (type, status, backend, n)
    select type, status, 0, sum(n) from folded group by type, status
    on conflict (type, status, backend) do update set n = transaction_counts.n + excluded.n`);
}
