import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { loginTwoFactorBodySchema } from '@/common/api/two-factor';
import { api } from '@/src/lib/api-client';
import { startSession } from '@/src/lib/auth/session';
import type { LoginResponse } from '@/src/types/api';

export type LoginTwoFactorPayload = z.input<typeof loginTwoFactorBodySchema>;

/** POST /api/user/login/2fa: the challenge from the password step and a code; starts the session. */
export async function loginTwoFactor(payload: LoginTwoFactorPayload) {
  const { data } = await api.post<LoginResponse>('/user/login/2fa', payload);
  return startSession({ id: data._id, token: data.accessToken });
}

export const useLoginTwoFactor = () => useMutation({ mutationFn: loginTwoFactor });
