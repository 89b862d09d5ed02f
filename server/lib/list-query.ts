import { z } from 'zod';
import { findUnsafeText, TEXT_MSG } from '@/common/validation/text';
import { API_MSG, inEnglish } from '../i18n/api-messages';
import { badRequest } from './errors';

/** The most rows a page may ask for with `range`. */
export const MAX_PAGE_SIZE = 500;
/**
 * What a list answers without `range`: its newest rows, this many at most. Lists only grow
 * (200,000 transactions made one unpaged answer 75 MB and 8 s), so none is ever unbounded.
 */
export const DEFAULT_LIST_SIZE = 1000;

export interface ListQuery<F> {
  /** counting stops past this many rows (LIST_COUNT_CAP); undefined: DEFAULT_COUNT_CAP */
  countCap?: number;
  sort: { field: string; order: 'ASC' | 'DESC' } | undefined;
  /** inclusive, as ra-data-simple-rest sends it; without one in the request, the first DEFAULT_LIST_SIZE rows */
  range: { from: number; to: number };
  /** true when the request gave no range: the repository answers the newest rows */
  unpaged: boolean;
  filter: F;
}

/** A filter that takes one value or several (`status: 'pending'` or `status: ['pending', 'failed']`) as a list; undefined when absent. */
export const asArray = <T>(v: T | T[] | undefined): T[] | undefined => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);

/** The range of a list read without `range`. */
export const DEFAULT_RANGE = { from: 0, to: DEFAULT_LIST_SIZE - 1 } as const;

/**
 * Lists count their rows up to this many and no further: an exact count(*) over a million
 * transactions was ~95 % of a filtered page's time, and nobody pages through 10,000 rows.
 */
export const DEFAULT_COUNT_CAP = 10_000;

/**
 * How many rows a list's count reads at most: one more than the cap, or than the page's end
 * when the page lies past the cap, so a total that reaches it proves there are more rows
 * than that (and after the page), and a client that pages by the total can still go on.
 */
export const countLimit = (range: ListQuery<unknown>['range'], cap = DEFAULT_COUNT_CAP) => Math.max(cap, range.to + 1) + 1;

/** Rows a range asks for (LIMIT). */
export const pageSize = (range: ListQuery<unknown>['range']) => range.to - range.from + 1;

/**
 * The total for Content-Range: a short first page is the whole list, otherwise it is
 * counted (a short later page cannot tell what precedes it when rows were deleted meanwhile).
 */
export async function listTotal(range: ListQuery<unknown>['range'], rowCount: number, count: () => Promise<number>) {
  if (range.from === 0 && rowCount < pageSize(range)) return rowCount;
  return count();
}

const sortSchema = z.tuple([z.string().min(1), z.enum(['ASC', 'DESC', 'asc', 'desc'])]);
const rangeSchema = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .refine(([from, to]) => to >= from, { error: () => API_MSG.rangeBackwards })
  .refine(([from, to]) => to - from < MAX_PAGE_SIZE, { error: () => API_MSG.pageTooLarge(MAX_PAGE_SIZE) });

function parseJson(name: string, raw: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    const message = API_MSG.notJson(name);
    throw badRequest(message, [{ field: name, message }]);
  }
  // "\u0000" inside the JSON only becomes NUL here, after the request's own text check
  const unsafe = findUnsafeText(value);
  if (unsafe) throw badRequest(TEXT_MSG.unsafe, [{ field: [name, ...unsafe].join('.'), message: TEXT_MSG.unsafe }]);
  return value;
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
  options: { sortable: readonly string[]; filter: z.ZodType<F>; countCap?: number },
): ListQuery<F> {
  let sort: ListQuery<F>['sort'];
  if (query.sort) {
    const [field, order] = check('sort', sortSchema, parseJson('sort', query.sort));
    if (!options.sortable.includes(field)) {
      const message = API_MSG.cannotSortBy(field);
      throw badRequest(message, [{ field: 'sort', message }]);
    }
    sort = { field, order: order.toUpperCase() as 'ASC' | 'DESC' };
  }
  let range: ListQuery<F>['range'] = DEFAULT_RANGE;
  if (query.range) {
    const [from, to] = check('range', rangeSchema, parseJson('range', query.range));
    range = { from, to };
  }
  const filter = check('filter', options.filter, query.filter ? parseJson('filter', query.filter) : {});
  checkDateBounds(filter);
  return { sort, range, unpaged: !query.range, filter, ...(options.countCap !== undefined && { countCap: options.countCap }) };
}

/** Every `*_gte` / `*_lte` filter of every list is a date the database can compare with. */
function checkDateBounds(filter: unknown) {
  if (!filter || typeof filter !== 'object') return;
  for (const [key, value] of Object.entries(filter)) {
    if (typeof value !== 'string') continue;
    if (key.endsWith('_gte')) dateBound(value, 'gte', `filter.${key}`);
    if (key.endsWith('_lte')) dateBound(value, 'lte', `filter.${key}`);
  }
}

/** Dates outside these years are typing slips or probes; PostgreSQL and JS disagree beyond them. */
const MIN_FILTER_YEAR = 1900;
const MAX_FILTER_YEAR = 9999;
const dateFilterMessage = () => API_MSG.dateFilter(MIN_FILTER_YEAR, MAX_FILTER_YEAR);
/** The refusal of such a date, in English (the tests compare with it). */
export const DATE_FILTER_MSG = inEnglish(dateFilterMessage);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A `*_gte` / `*_lte` date filter as a bound on a timestamp column. An instant is used as
 * given; a bare date (YYYY-MM-DD, what react-admin's DateInput sends) means the whole day
 * in UTC, so `createdAt_lte: '2024-03-20'` includes everything created on 20 March:
 * the upper bound becomes "before the next day" (exclusive).
 */
export function dateBound(value: string, side: 'gte' | 'lte', field = 'filter'): { at: Date; inclusive: boolean } {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const start = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  const year = start.getUTCFullYear();
  // a day that does not exist (2024-02-31) would otherwise roll over into the next month
  const realDay = !dateOnly || (!Number.isNaN(start.getTime()) && start.toISOString().startsWith(value));
  if (!realDay || Number.isNaN(start.getTime()) || year < MIN_FILTER_YEAR || year > MAX_FILTER_YEAR) {
    const message = dateFilterMessage();
    throw badRequest(message, [{ field, message }]);
  }
  if (side === 'lte' && dateOnly) return { at: new Date(start.getTime() + DAY_MS), inclusive: false };
  return { at: start, inclusive: true };
}

/** `Content-Range: profile 0-24/319`, what ra-data-simple-rest reads for the total. */
export function contentRange(resource: string, range: ListQuery<unknown>['range'], count: number, total: number) {
  const from = range.from;
  const to = count === 0 ? from : from + count - 1;
  return `${resource} ${from}-${to}/${total}`;
}

/**
 * Sent with a Content-Range whose total is where counting stopped: there are at least that
 * many rows (docs/adr/0114-capped-list-counts.md). Clients that do not know it still
 * page correctly, as the total is always past the page they are on.
 */
export const LOWER_BOUND_HEADER = 'X-Total-Is-Lower-Bound';

/** Whether a list's total is where its capped count stopped rather than the whole count. */
export const isLowerBound = (query: Pick<ListQuery<unknown>, 'range' | 'countCap'>, total: number) =>
  total >= countLimit(query.range, query.countCap);
