import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/src/lib/api-client';
import type { MyProfile } from '@/src/types/api';
import { accountQueryDefaults, throttledFocusRefetch } from '@/src/lib/query-policy';

export const ME_QUERY_KEY = ['profile', 'me'] as const;

/** GET /api/profile/me: the signed-in user's profile, and any pause on their withdrawals. */
export async function getMe(signal?: AbortSignal): Promise<MyProfile> {
  const { data } = await authApi.get<MyProfile>('/profile/me', { signal });
  return data;
}

/**
 * Balances and KYC status change behind the user's back (an admin confirms a deposit), so
 * this one refetches on focus (at most every 5 s) and on reconnect.
 */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => getMe(signal),
    ...accountQueryDefaults,
    refetchOnWindowFocus: throttledFocusRefetch,
    refetchOnReconnect: true,
  });

export const useMe = () => useQuery(meQueryOptions());
