import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordPayload } from '@/common/api/password-reset';
import { api } from '@/src/lib/api-client';

/** POST /api/user/reset-password: 200 once the new password is set; 400 for a bad link. */
export async function resetPassword(payload: ResetPasswordPayload): Promise<string> {
  const { data } = await api.post<{ message: string }>('/user/reset-password', payload);
  return data.message;
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
