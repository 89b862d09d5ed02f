import { count, type Subquery } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { countLimit, DEFAULT_COUNT_CAP, listTotal, pageSize, type ListQuery } from './list-query';

/**
 * One page of a repository's list and the total for Content-Range. Every list pages the
 * same way: LIMIT/OFFSET from the range, and the count only when the total is not already
 * known from a short first page (see listTotal). The count is asked to stop at countLimit
 * rows (see countUpTo), so a total that reaches it is a lower bound (isLowerBound).
 */
export async function paginate<R>(
  range: ListQuery<unknown>['range'],
  page: (limit: number, offset: number) => PromiseLike<R[]>,
  // given the page too: a page may carry its total (see exactly)
  countAll: (limit: number, rows: R[]) => PromiseLike<{ n: number }[]>,
  cap = DEFAULT_COUNT_CAP,
): Promise<{ rows: R[]; total: number }> {
  const rows = await page(pageSize(range), range.from);
  const total = await listTotal(range, rows.length, async () => (await countAll(countLimit(range, cap), rows))[0].n);
  return { rows, total };
}

/**
 * The rows a list's filter selects, as a select of one narrow column without order or limit
 * (`db.select({ id: t.id }).from(t).where(...)`).
 */
interface Matching {
  limit(limit: number): { as(alias: string): Subquery };
}

/**
 * A capped count for paginate: `select count(*) from (<matching> limit N)`. An exact count(*)
 * over a million transactions was ~95 % of a filtered page's time; this one reads N rows at
 * most, whatever the table holds.
 */
export const countUpTo = (db: Queryable, matching: () => Matching) => (limit: number) =>
  db.select({ n: count() }).from(matching().limit(limit).as('capped'));

/**
 * An exact count for paginate, from somewhere cheaper than counting rows (kept counts, or a
 * column of the page's own rows): the limit is not needed. A list counted this way tells
 * sendList its total is `exact`.
 */
export const exactly =
  <R>(count: (rows: R[]) => Promise<number>) =>
  async (_limit: number, rows: R[]): Promise<{ n: number }[]> => [{ n: await count(rows) }];
