import type { TransactionListFilter } from '@/common/api/transactions';
import { authApi } from '@/src/lib/api-client';
import type { Transaction } from '@/src/types/transaction';
import { expectArray } from '../utils/expect-array';

/** Every query of the user's transactions is cached below this key: a change to them invalidates it. */
export const TRANSACTIONS_QUERY_KEY = ['transactions'] as const;

/** One page of a list and how many rows the whole list has. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** The part of GET /api/transaction/{id}'s filter the investor area uses. */
export type TransactionFilter = Pick<TransactionListFilter, 'trnx_type' | 'status' | 'createdAt_gte' | 'createdAt_lte'>;

/**
 * The total from `Content-Range: transaction 0-24/319`. Without a readable header the rows
 * at hand are all there is to count (never a guess that hides rows).
 */
export function totalFromContentRange(header: unknown, from: number, count: number): number {
  const match = typeof header === 'string' ? /\/(\d+)\s*$/.exec(header) : null;
  return match ? Number(match[1]) : from + count;
}

/**
 * GET /api/transaction/{id} (the user's id), one page, newest first. Lists are always asked for by
 * `range`: without it the server answers at most its newest 1,000 rows, and a page never
 * silently loses the rest.
 */
export async function getTransactionPage(
  loggedId: string,
  { page, perPage, filter }: { page: number; perPage: number; filter?: TransactionFilter },
  signal?: AbortSignal,
): Promise<Page<Transaction>> {
  const from = page * perPage;
  const response = await authApi.get<unknown>(`/transaction/${encodeURIComponent(loggedId)}`, {
    params: {
      sort: JSON.stringify(['createdAt', 'DESC']),
      range: JSON.stringify([from, from + perPage - 1]),
      ...(filter && { filter: JSON.stringify(filter) }),
    },
    signal,
  });
  const rows = expectArray<Transaction>(response.data);
  return { rows, total: totalFromContentRange(response.headers['content-range'], from, rows.length) };
}
