import { useMutation } from '@tanstack/react-query';
import { authApi } from '@/src/lib/api-client';

/** POST /api/user/verify-email/resend (signed in, no body): 204, or 429 when asked too often. */
export async function resendVerification(): Promise<void> {
  await authApi.post('/user/verify-email/resend');
}

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
