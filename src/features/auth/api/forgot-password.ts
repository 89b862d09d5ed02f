import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordPayload } from '@/common/api/password-reset';
import { api } from '@/src/lib/api-client';

/** POST /api/user/forgot-password: 202 with one message, whether or not the e-mail has an account. */
export async function requestPasswordReset(payload: ForgotPasswordPayload): Promise<string> {
  const { data } = await api.post<{ message: string }>('/user/forgot-password', payload);
  return data.message;
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
