import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/src/lib/api-client';
import { SESSIONS_QUERY_KEY } from './get-sessions';

/** DELETE /api/auth/sessions/{id}: signs that device out; 204. */
export async function endSession(id: string): Promise<void> {
  await authApi.delete(`/auth/sessions/${encodeURIComponent(id)}`);
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
