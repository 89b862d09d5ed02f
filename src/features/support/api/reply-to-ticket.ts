import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/src/lib/api-client';
import type { TicketDetail } from '../types';
import { formBody, UPLOAD_TIMEOUT_MS } from './form-body';
import { ticketQueryKey } from './get-ticket';
import { TICKETS_QUERY_KEY } from './get-tickets';
import { setAnswer } from '@/src/lib/set-answer';

export interface TicketReply {
  body: string;
  attachment: File | null;
}

/** POST /api/tickets/{id}/messages: the thread as it is after the reply. */
export async function replyToTicket(id: string, { body, attachment }: TicketReply): Promise<TicketDetail> {
  const { data } = await authApi.post<TicketDetail>(`/tickets/${encodeURIComponent(id)}/messages`, formBody({ body }, attachment), {
    timeout: UPLOAD_TIMEOUT_MS,
  });
  return data;
}

export function useReplyToTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: TicketReply) => replyToTicket(id, reply),
    onSuccess: (ticket) => setAnswer(queryClient, ticketQueryKey(id), ticket),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TICKETS_QUERY_KEY }),
  });
}
