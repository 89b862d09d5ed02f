import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkReadBody, UnreadCount } from '@/common/api/notifications';
import { useLoggedId } from '@/src/hooks/use-logged-id';
import { authApi } from '@/src/lib/api-client';
import { unreadCountQueryKey } from './get-unread-count';
import { NOTIFICATIONS_QUERY_KEY } from './keys';
import { setAnswer } from '@/src/lib/set-answer';

/** POST /api/notifications/read: `{ ids }` or `{ all: true }`; answers what is left unread. */
export async function markRead(body: MarkReadBody): Promise<number> {
  const { data } = await authApi.post<UnreadCount>('/notifications/read', body);
  return data.unread;
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  const loggedId = useLoggedId();
  return useMutation({
    mutationFn: markRead,
    onSuccess: async (unread) => {
      // the bell shows the answer at once; the lists ask again for their read marks
      await setAnswer(queryClient, unreadCountQueryKey(loggedId), unread);
      await queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_QUERY_KEY, loggedId, 'list'] });
    },
  });
}
