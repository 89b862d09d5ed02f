import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Allowlist, AllowlistUpdatePayload } from '@/common/api/withdrawal-addresses';
import { useLoggedId } from '@/src/hooks/use-logged-id';
import { authApi } from '@/src/lib/api-client';
import { allowlistQueryKey } from './get-allowlist';
import { setAnswer } from '@/src/lib/set-answer';

/** PUT /api/withdrawal-addresses/allowlist: on needs nothing; off needs the password (or, with 2FA on, a code). */
export async function updateAllowlist(body: AllowlistUpdatePayload): Promise<Allowlist> {
  const { data } = await authApi.put<Allowlist>('/withdrawal-addresses/allowlist', body);
  return data;
}

export function useUpdateAllowlist() {
  const queryClient = useQueryClient();
  const loggedId = useLoggedId();
  return useMutation({
    mutationFn: updateAllowlist,
    onSuccess: (saved) => setAnswer(queryClient, allowlistQueryKey(loggedId), saved),
  });
}
