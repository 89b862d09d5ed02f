import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@/common/api/notifications';
import { useLoggedId } from '@/src/hooks/use-logged-id';
import { authApi } from '@/src/lib/api-client';
import { preferencesQueryKey } from './get-preferences';
import { setAnswer } from '@/src/lib/set-answer';

/** PUT /api/notifications/preferences: every category, on or off; answers what was saved. */
export async function updatePreferences(body: NotificationPreferences): Promise<NotificationPreferences> {
  const { data } = await authApi.put<NotificationPreferences>('/notifications/preferences', body);
  return data;
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  const loggedId = useLoggedId();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (saved) => setAnswer(queryClient, preferencesQueryKey(loggedId), saved),
  });
}
