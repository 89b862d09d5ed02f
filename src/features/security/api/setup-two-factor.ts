import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { twoFactorSetupBodySchema, twoFactorSetupSchema } from '@/common/api/two-factor';
import { authApi } from '@/src/lib/api-client';

export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
export type TwoFactorSetupBody = z.input<typeof twoFactorSetupBodySchema>;

/** POST /api/auth/2fa/setup: for the current password, a new secret and its QR code; nothing is on until a code confirms it. */
export async function setupTwoFactor(body: TwoFactorSetupBody): Promise<TwoFactorSetup> {
  const { data } = await authApi.post<TwoFactorSetup>('/auth/2fa/setup', body);
  return data;
}

/** gcTime 0: the secret is not kept in the mutation cache once the screen lets go of it. */
export const useSetupTwoFactor = () => useMutation({ mutationFn: setupTwoFactor, gcTime: 0 });
