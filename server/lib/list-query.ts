import { z } from 'zod';
import { badRequest } from './errors';

export const MAX_PAGE_SIZE = 500;

export interface ListQuery<F> {
  sort: { field: string; order: 'ASC' | 'DESC' } | undefined;
  /** inclusive, as ra-data-simple-rest sends it; undefined = the whole list */
  range: { from: number; to: number } | undefined;
  filter: F;
}

const sortSchema = z.tuple([z.string().min(1), z.enum(['ASC', 'DESC', 'asc', 'desc'])]);
const rangeSchema = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .refine(([from, to]) => to >= from, 'range end must not be before its start')
  .refine(([from, to]) => to - from < MAX_PAGE_SIZE, `a page holds at most ${MAX_PAGE_SIZE} rows`);

function parseJson(name: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`${name} must be JSON`, [{ field: name, message: `${name} must be JSON` }]);
  }
}

function check<T>(name: string, schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({
      field: [name, ...i.path].join('.'),
      message: i.message,
    }));
    throw badRequest(errors[0].message, errors);
  }
  return parsed.data;
}

/**
 * Parses `sort=["field","ASC"]&range=[0,24]&filter={...}` and checks the sort field and
 * the filter against what the resource allows, so bad input is a 400, never a 500.
 */
export function parseListQuery<F>(
  query: { sort?: string; range?: string; filter?: string },
  options: { sortable: readonly string[]; filter: z.ZodType<F> },
): ListQuery<F> {
  let sort: ListQuery<F>['sort'];
  if (query.sort) {
    const [field, order] = check('sort', sortSchema, parseJson('sort', query.sort));
    if (!options.sortable.includes(field)) {
      throw badRequest(`Cannot sort by ${field}`, [{ field: 'sort', message: `Cannot sort by ${field}` }]);
    }
    sort = { field, order: order.toUpperCase() as 'ASC' | 'DESC' };
  }
  let range: ListQuery<F>['range'];
  if (query.range) {
    const [from, to] = check('range', rangeSchema, parseJson('range', query.range));
    range = { from, to };
  }
  const filter = check('filter', options.filter, query.filter ? parseJson('filter', query.filter) : {});
  return { sort, range, filter };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A `*_gte` / `*_lte` date filter as a bound on a timestamp column. An instant is used as
 * given; a bare date (YYYY-MM-DD, what react-admin's DateInput sends) means the whole day
 * in UTC, so `createdAt_lte: '2024-03-20'` includes everything created on 20 March:
 * the upper bound becomes "before the next day" (exclusive).
 */
export function dateBound(value: string, side: 'gte' | 'lte'): { at: Date; inclusive: boolean } {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (side === 'lte' && dateOnly) return { at: new Date(Date.parse(`${value}T00:00:00Z`) + DAY_MS), inclusive: false };
  return { at: new Date(dateOnly ? `${value}T00:00:00Z` : value), inclusive: true };
}

/** `Content-Range: profile 0-24/319`, what ra-data-simple-rest reads for the total. */
export function contentRange(resource: string, range: ListQuery<unknown>['range'], count: number, total: number) {
  const from = range?.from ?? 0;
  const to = count === 0 ? from : from + count - 1;
  return `${resource} ${from}-${to}/${total}`;
}
