import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTicketInput } from '@/common/api/tickets';
import { authApi } from '@/src/lib/api-client';
import type { TicketDetail } from '../types';
import { formBody, UPLOAD_TIMEOUT_MS } from './form-body';
import { ticketQueryKey } from './get-ticket';
import { TICKETS_QUERY_KEY } from './get-tickets';
import { setAnswer } from '@/src/lib/set-answer';

export interface NewTicket {
  fields: CreateTicketInput;
  attachment: File | null;
}

/** POST /api/tickets: JSON, or multipart when a file is attached. Not money: no idempotency key. */
export async function createTicket({ fields, attachment }: NewTicket): Promise<TicketDetail> {
  const { data } = await authApi.post<TicketDetail>('/tickets', formBody({ ...fields }, attachment), { timeout: UPLOAD_TIMEOUT_MS });
  return data;
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: (ticket) => setAnswer(queryClient, ticketQueryKey(ticket._id), ticket),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...TICKETS_QUERY_KEY, 'list'] }),
  });
}
