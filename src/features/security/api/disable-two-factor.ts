import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { twoFactorDisableBodySchema } from '@/common/api/two-factor';
import { authApi } from '@/src/lib/api-client';
import { TWO_FACTOR_STATUS_QUERY_KEY } from '@/src/lib/auth/two-factor-status';

export type TwoFactorDisableBody = z.input<typeof twoFactorDisableBodySchema>;

/** POST /api/auth/2fa/disable: the password and a current code (or a recovery code); 204. */
export async function disableTwoFactor(body: TwoFactorDisableBody): Promise<void> {
  await authApi.post('/auth/2fa/disable', body);
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_STATUS_QUERY_KEY }),
  });
}
