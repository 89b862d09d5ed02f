import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { signInOutcomeSchema } from '@/common/api/auth';
import type { loginTwoFactorBodySchema } from '@/common/api/two-factor';
import { api } from '@/src/lib/api-client';
import { startSession, type Session } from '@/src/lib/auth/session';
import type { DeviceApprovalRequired } from '@/src/types/api';

export type LoginTwoFactorPayload = z.input<typeof loginTwoFactorBodySchema>;

/**
 * POST /api/user/login/2fa: the challenge from the password step and a code; starts the session,
 * or (NEW_DEVICE_APPROVAL=on, a browser the account has not used) answers the wait for the
 * owner's approval instead.
 */
export async function loginTwoFactor(payload: LoginTwoFactorPayload): Promise<Session | DeviceApprovalRequired> {
  const { data } = await api.post<z.infer<typeof signInOutcomeSchema>>('/user/login/2fa', payload);
  if ('deviceApprovalRequired' in data) return data;
  return startSession({ id: data._id, token: data.accessToken });
}

export const useLoginTwoFactor = () => useMutation({ mutationFn: loginTwoFactor });
