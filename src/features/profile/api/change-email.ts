import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailChangePayload, EmailMessage } from '@/common/api/email-verification';
import { authApi } from '@/src/lib/api-client';
import { ME_QUERY_KEY } from '@/src/lib/auth/me';

/** POST /api/profile/email: 202 once the link is on its way to the new address. */
export async function changeEmail(payload: EmailChangePayload): Promise<string> {
  const { data } = await authApi.post<EmailMessage>('/profile/email', payload);
  return data.message;
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
