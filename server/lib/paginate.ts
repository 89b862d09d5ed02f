import { listTotal, pageSize, type ListQuery } from './list-query';

/**
 * One page of a repository's list and the total for Content-Range. Every list pages the
 * same way: LIMIT/OFFSET from the range, and the count query only when the total is not
 * already known from a short first page (see listTotal).
 */
export async function paginate<R>(
  range: ListQuery<unknown>['range'],
  page: (limit: number, offset: number) => PromiseLike<R[]>,
  countAll: () => PromiseLike<{ n: number }[]>,
): Promise<{ rows: R[]; total: number }> {
  const rows = await page(pageSize(range), range.from);
  const total = await listTotal(range, rows.length, async () => (await countAll())[0].n);
  return { rows, total };
}
