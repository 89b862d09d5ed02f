import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accountQueryDefaults } from '@/src/lib/query-policy';
import { getTransactionPage, type TransactionFilter } from '@/src/lib/transaction-page';
import { useLoggedId } from '@/src/hooks/use-logged-id';

export const ACTIVE_INVESTMENTS_QUERY_KEY = ['investments', 'active'] as const;
export const TRADES_PAGE_SIZE = 25;

/**
 * Running investments (active or paused), as GET /api/transaction/invest/active/{logged_id}
 * lists them, but asked for a page at a time from the user's transaction list with its
 * filter: that route pages (range + Content-Range), so no trade is silently cut off.
 */
export const RUNNING_INVESTMENTS: TransactionFilter = { trnx_type: 'investment', status: ['active', 'inactive'] };

/** No refetch on focus (a reconnect may refetch). */
export const activeInvestmentsQueryOptions = (loggedId: string | null, page = 0, perPage = TRADES_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...ACTIVE_INVESTMENTS_QUERY_KEY, loggedId, { page, perPage }],
    queryFn: ({ signal }) => getTransactionPage(loggedId as string, { page, perPage, filter: RUNNING_INVESTMENTS }, signal),
    enabled: loggedId !== null,
    placeholderData: keepPreviousData,
    ...accountQueryDefaults,
    refetchOnWindowFocus: false,
    refetchOnReconnect: true,
  });

export const useActiveInvestments = (page: number, perPage = TRADES_PAGE_SIZE) =>
  useQuery(activeInvestmentsQueryOptions(useLoggedId(), page, perPage));
