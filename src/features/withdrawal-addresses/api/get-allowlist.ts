import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Allowlist } from '@/common/api/withdrawal-addresses';
import { accountQueryDefaults } from '@/src/lib/query-policy';
import { useLoggedId } from '@/src/hooks/use-logged-id';
import { authApi } from '@/src/lib/api-client';
import { WITHDRAWAL_ADDRESSES_QUERY_KEY } from './get-withdrawal-addresses';

export const allowlistQueryKey = (loggedId: string | null) => [...WITHDRAWAL_ADDRESSES_QUERY_KEY, loggedId, 'allowlist'] as const;

/** GET /api/withdrawal-addresses/allowlist: whether withdrawals go only to saved addresses. */
export async function getAllowlist(signal?: AbortSignal): Promise<Allowlist> {
  const { data } = await authApi.get<Allowlist>('/withdrawal-addresses/allowlist', { signal });
  return data;
}

export const allowlistQueryOptions = (loggedId: string | null) =>
  queryOptions({
    queryKey: allowlistQueryKey(loggedId),
    queryFn: ({ signal }) => getAllowlist(signal),
    enabled: loggedId !== null,
    ...accountQueryDefaults,
  });

export const useAllowlist = () => useQuery(allowlistQueryOptions(useLoggedId()));
