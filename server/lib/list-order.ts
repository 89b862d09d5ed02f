import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A list's ORDER BY: the column, then the row's id the same way as the tie-break. Pages of
 * one sort then join up with no row twice or missing, the other direction is the exact
 * reverse, and an index on (filter, column, id) gives the order read forwards or backwards
 * with no sort step.
 */
export function orderWithTieBreak(column: AnyColumn | SQL, id: AnyColumn, order: 'ASC' | 'DESC'): SQL[] {
  const direction = order === 'ASC' ? asc : desc;
  return [direction(column), direction(id)];
}
