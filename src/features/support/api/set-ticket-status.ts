import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/src/lib/api-client';
import type { Ticket } from '../types';
import { TICKETS_QUERY_KEY } from './get-tickets';

/** PUT /api/tickets/{id}: the owner closes their ticket or reopens a closed one. */
export async function setTicketStatus(id: string, status: 'open' | 'closed'): Promise<Ticket> {
  const { data } = await authApi.put<Ticket>(`/tickets/${encodeURIComponent(id)}`, { status });
  return data;
}

export function useSetTicketStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: 'open' | 'closed') => setTicketStatus(id, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TICKETS_QUERY_KEY }),
  });
}
