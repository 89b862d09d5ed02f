import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accountQueryDefaults } from '@/src/lib/query-policy';
import { getTransactionPage, TRANSACTIONS_QUERY_KEY, type Page } from '@/src/lib/transaction-page';
import { useLoggedId } from '@/src/hooks/use-logged-id';
import type { Transaction } from '@/src/types/transaction';
import type { ActivityApiFilter } from '../utils/activity-filter';
import { awaitsChainPayment } from '../utils/chain-progress';
import { payoutCheckOf } from '../utils/transaction-details';

export const ACTIVITY_PAGE_SIZE = 25;
/**
 * While an on-chain deposit on screen is pending, or a paid withdrawal's payout is still
 * confirming, the list is read again this often, so its confirmations count up and it turns
 * 'Successful' (the payout 'Paid') without a reload. The watcher polls the chain every 30 s by
 * default; 10 s shows its news soon after.
 */
export const ACTIVITY_POLL_MS = 10_000;

/** Read again on an interval only while the page holds a deposit or a payout still waiting for its chain. */
export const activityRefetchInterval = (data: Page<Transaction> | undefined): number | false =>
  data?.rows.some((t) => awaitsChainPayment(t) || payoutCheckOf(t)?.state === 'confirming') ? ACTIVITY_POLL_MS : false;

/** No refetch on focus or reconnect. One page of the user's transactions, newest first, filtered. */
export const transactionsQueryOptions = (loggedId: string | null, page = 0, filter?: ActivityApiFilter, perPage = ACTIVITY_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...TRANSACTIONS_QUERY_KEY, loggedId, { page, perPage, filter: filter ?? null }],
    // the filter's date bounds travel with its type and status: the route reads all four
    queryFn: ({ signal }) => getTransactionPage(loggedId as string, { page, perPage, filter }, signal),
    enabled: loggedId !== null,
    // the page on screen stays while the next one loads
    placeholderData: keepPreviousData,
    refetchInterval: (query) => activityRefetchInterval(query.state.data),
    ...accountQueryDefaults,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useTransactions = (page: number, filter?: ActivityApiFilter) =>
  useQuery(transactionsQueryOptions(useLoggedId(), page, filter));
