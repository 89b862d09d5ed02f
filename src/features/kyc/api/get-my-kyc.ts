import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/src/lib/api-client';
import { accountQueryDefaults, throttledFocusRefetch } from '@/src/lib/query-policy';
import type { KycSubmission } from '../types';

export const MY_KYC_QUERY_KEY = ['kyc', 'me'] as const;

/** GET /api/kyc/me: the latest submission, or null when there is none. */
export async function getMyKyc(signal?: AbortSignal): Promise<KycSubmission | null> {
  const { data } = await authApi.get<KycSubmission | null | ''>('/kyc/me', { signal });
  return data || null;
}

/** The review happens elsewhere: refetch on focus (at most every 5 s) to show the outcome. */
export const myKycQueryOptions = () =>
  queryOptions({
    queryKey: MY_KYC_QUERY_KEY,
    queryFn: ({ signal }) => getMyKyc(signal),
    ...accountQueryDefaults,
    refetchOnWindowFocus: throttledFocusRefetch,
    refetchOnReconnect: true,
  });

export const useMyKyc = () => useQuery(myKycQueryOptions());
