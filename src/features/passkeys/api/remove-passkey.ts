import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/src/lib/api-client';
import { TWO_FACTOR_STATUS_QUERY_KEY } from '@/src/lib/auth/two-factor-status';
import { PASSKEYS_QUERY_KEY } from './get-passkeys';

export interface RemovePasskeyInput {
  id: string;
  /** step-up: a code from the app, a recovery code, or a token from a passkey step-up ('' none) */
  code: string;
}

/** DELETE /api/passkeys/{id} with the step-up `code`; 204. A step-up 401 without one. */
export async function removePasskey({ id, code }: RemovePasskeyInput): Promise<void> {
  await authApi.delete(`/passkeys/${encodeURIComponent(id)}`, { data: code ? { code } : {} });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: TWO_FACTOR_STATUS_QUERY_KEY }),
      ]),
  });
}
