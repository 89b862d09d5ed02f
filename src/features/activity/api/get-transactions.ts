import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accountQueryDefaults } from '@/src/features/account/api/query-policy';
import { getTransactionPage } from '@/src/features/account/api/transaction-page';
import { useLoggedId } from '@/src/features/account/utils/use-logged-id';

export const TRANSACTIONS_QUERY_KEY = ['transactions'] as const;
export const ACTIVITY_PAGE_SIZE = 25;

/** SPEC.md section 7: no refetch on focus or reconnect. One page of the user's transactions, newest first. */
export const transactionsQueryOptions = (loggedId: string | null, page = 0, perPage = ACTIVITY_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...TRANSACTIONS_QUERY_KEY, loggedId, { page, perPage }],
    queryFn: ({ signal }) => getTransactionPage(loggedId as string, { page, perPage, what: 'your transactions' }, signal),
    enabled: loggedId !== null,
    // the page on screen stays while the next one loads
    placeholderData: keepPreviousData,
    ...accountQueryDefaults,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useTransactions = (page: number) => useQuery(transactionsQueryOptions(useLoggedId(), page));
