import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '../../../lib/api-client';
import { accountQueryDefaults } from '../../account/api/query-policy';
import { expectArray } from '../../account/utils/expect-array';
import { useLoggedId } from '../../account/utils/use-logged-id';
import type { Transaction } from '../types';

export const TRANSACTIONS_QUERY_KEY = ['transactions'] as const;

/** GET /api/transaction/{logged_id}: all the user's transactions, newest first. */
export async function getTransactions(loggedId: string, signal?: AbortSignal): Promise<Transaction[]> {
  const { data } = await authApi.get<unknown>(`/transaction/${encodeURIComponent(loggedId)}`, { signal });
  return expectArray<Transaction>(data, 'your transactions');
}

/** SPEC.md section 7: no refetch on focus or reconnect. */
export const transactionsQueryOptions = (loggedId: string | null) =>
  queryOptions({
    queryKey: [...TRANSACTIONS_QUERY_KEY, loggedId],
    queryFn: ({ signal }) => getTransactions(loggedId as string, signal),
    enabled: loggedId !== null,
    ...accountQueryDefaults,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useTransactions = () => useQuery(transactionsQueryOptions(useLoggedId()));
