import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { twoFactorStatusSchema } from '@/common/api/two-factor';
import { authApi } from '@/src/lib/api-client';

export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const TWO_FACTOR_STATUS_QUERY_KEY = ['auth', '2fa'] as const;

/** GET /api/auth/2fa: whether two-factor sign-in is on, and how many recovery codes are left. */
export async function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  const { data } = await authApi.get<TwoFactorStatus>('/auth/2fa', { signal });
  return data;
}

export const twoFactorStatusQueryOptions = () =>
  queryOptions({ queryKey: TWO_FACTOR_STATUS_QUERY_KEY, queryFn: ({ signal }) => getTwoFactorStatus(signal) });

export const useTwoFactorStatus = () => useQuery(twoFactorStatusQueryOptions());
