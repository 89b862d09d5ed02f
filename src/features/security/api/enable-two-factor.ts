import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { recoveryCodesSchema, twoFactorEnableBodySchema } from '@/common/api/two-factor';
import { authApi } from '@/src/lib/api-client';
import { TWO_FACTOR_STATUS_QUERY_KEY } from '@/src/lib/auth/two-factor-status';

export type TwoFactorEnableBody = z.input<typeof twoFactorEnableBodySchema>;
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST /api/auth/2fa/enable: the password and a code from the app turn it on; the answer holds the recovery codes, once. */
export async function enableTwoFactor(body: TwoFactorEnableBody): Promise<RecoveryCodes> {
  const { data } = await authApi.post<RecoveryCodes>('/auth/2fa/enable', body);
  return data;
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    // the recovery codes live in the screen's state only while shown, not in the mutation cache
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_STATUS_QUERY_KEY }),
  });
}
