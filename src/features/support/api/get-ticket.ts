import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountQueryDefaults, throttledFocusRefetch } from '@/src/lib/query-policy';
import { authApi } from '@/src/lib/api-client';
import type { TicketDetail } from '../types';
import { TICKETS_QUERY_KEY } from './get-tickets';

export const ticketQueryKey = (id: string) => [...TICKETS_QUERY_KEY, 'one', id] as const;

/** GET /api/tickets/{id}: the ticket and its thread, oldest message first. */
export async function getTicket(id: string, signal?: AbortSignal): Promise<TicketDetail> {
  const { data } = await authApi.get<TicketDetail>(`/tickets/${encodeURIComponent(id)}`, { signal });
  return data;
}

export const ticketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ticketQueryKey(id),
    queryFn: ({ signal }) => getTicket(id, signal),
    ...accountQueryDefaults,
    refetchOnWindowFocus: throttledFocusRefetch,
    refetchOnReconnect: true,
  });

export const useTicket = (id: string) => useQuery(ticketQueryOptions(id));
