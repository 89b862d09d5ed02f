import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/src/lib/api-client';
import { SESSIONS_QUERY_KEY } from './get-sessions';

/** DELETE /api/auth/sessions: signs out every device but this one; 204. */
export async function endOtherSessions(): Promise<void> {
  await authApi.delete('/auth/sessions');
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
