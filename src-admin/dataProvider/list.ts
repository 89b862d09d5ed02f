import type { RaRecord } from 'react-admin';
import type { Json } from './httpClient';

/** The API refuses pages of more than this many rows; bigger reads (CSV export) go in chunks. */
export const API_MAX_PAGE = 500;

/** The list path with its `{key}`s filled from the filter, and the filter without them. */
export const listPath = (list: string, filter: Json): { path: string; filter: Json } => {
  const rest = { ...filter };
  const path = list.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = rest[key];
    if (value === undefined || value === null || value === '') throw new Error(`${list} needs ${key}`);
    delete rest[key];
    return encodeURIComponent(String(value));
  });
  return { path, filter: rest };
};

/** The API's records carry `_id`; react-admin wants `id`. */
export const withId = <T extends { _id?: unknown; id?: unknown }>(record: T): T & RaRecord =>
  ({ ...record, id: (record._id ?? record.id) as RaRecord['id'] }) as T & RaRecord;

/** `transaction 0-24/319` -> 319; an empty page (`audit 0-0/0`) -> 0. */
export function totalFromContentRange(header: string | null): number {
  const total = header ? Number.parseInt(header.split('/').pop() ?? '', 10) : Number.NaN;
  if (!Number.isFinite(total)) {
    throw new Error('The API answered a list without a usable Content-Range header');
  }
  return total;
}

/**
 * The header the API sends when a list's count stopped at its cap: the Content-Range total
 * is then "at least" (server/lib/list-query.ts, LOWER_BOUND_HEADER).
 */
const LOWER_BOUND_HEADER = 'X-Total-Is-Lower-Bound';

/** What getList adds to its result when the total is a lower bound; ListPagination reads it. */
export interface ListMeta {
  totalIsLowerBound?: boolean;
}

/** Whether a list answer's total is only where the API stopped counting. */
export const totalIsLowerBound = (headers: Headers): boolean => headers.get(LOWER_BOUND_HEADER) === 'true';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date picked on a filter (YYYY-MM-DD) means that whole day where the staff member is:
 * `_gte` from its first millisecond, `_lte` to its last, sent as instants.
 */
export function toApiFilter(filter: Json | undefined, fixed?: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'string' && DATE_ONLY.test(value) && (key.endsWith('_gte') || key.endsWith('_lte'))) {
      const [y, m, d] = value.split('-').map(Number);
      out[key] = key.endsWith('_gte')
        ? new Date(y, m - 1, d, 0, 0, 0, 0).toISOString()
        : new Date(y, m - 1, d, 23, 59, 59, 999).toISOString();
      continue;
    }
    out[key] = value;
  }
  return { ...out, ...fixed };
}
