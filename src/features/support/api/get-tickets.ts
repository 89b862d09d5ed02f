import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accountQueryDefaults, throttledFocusRefetch } from '@/src/lib/query-policy';
import { totalFromContentRange, type Page } from '@/src/lib/transaction-page';
import { expectArray } from '@/src/utils/expect-array';
import { authApi } from '@/src/lib/api-client';
import type { Ticket } from '../types';

export const TICKETS_QUERY_KEY = ['tickets'] as const;
export const TICKETS_PAGE_SIZE = 10;

/** GET /api/tickets: one page of the investor's own tickets, the latest activity first. */
export async function getMyTickets(page: number, perPage: number, signal?: AbortSignal): Promise<Page<Ticket>> {
  const from = page * perPage;
  const response = await authApi.get<unknown>('/tickets', {
    params: { sort: JSON.stringify(['last_message_at', 'DESC']), range: JSON.stringify([from, from + perPage - 1]) },
    signal,
  });
  const rows = expectArray<Ticket>(response.data);
  return { rows, total: totalFromContentRange(response.headers['content-range'], from, rows.length) };
}

/** Staff answer elsewhere: refetch on focus (at most every 5 s) to show their replies. */
export const myTicketsQueryOptions = (page = 0, perPage = TICKETS_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...TICKETS_QUERY_KEY, 'list', { page, perPage }],
    queryFn: ({ signal }) => getMyTickets(page, perPage, signal),
    placeholderData: keepPreviousData,
    ...accountQueryDefaults,
    refetchOnWindowFocus: throttledFocusRefetch,
    refetchOnReconnect: true,
  });

export const useMyTickets = (page: number) => useQuery(myTicketsQueryOptions(page));
