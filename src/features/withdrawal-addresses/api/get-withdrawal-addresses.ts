import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicWithdrawalAddress } from '@/common/api/withdrawal-addresses';
import { accountQueryDefaults } from '@/src/lib/query-policy';
import { expectArray } from '@/src/utils/expect-array';
import { useLoggedId } from '@/src/hooks/use-logged-id';
import { authApi } from '@/src/lib/api-client';

/** Every address-book query starts with this key: a change invalidates all of them. */
export const WITHDRAWAL_ADDRESSES_QUERY_KEY = ['withdrawal-addresses'] as const;

const listKey = (loggedId: string | null) => [...WITHDRAWAL_ADDRESSES_QUERY_KEY, loggedId, 'list'] as const;

/** GET /api/withdrawal-addresses: the investor's saved addresses (at most 20 per coin, so one answer holds them all). */
export async function getWithdrawalAddresses(signal?: AbortSignal): Promise<PublicWithdrawalAddress[]> {
  const { data } = await authApi.get<PublicWithdrawalAddress[]>('/withdrawal-addresses', { signal });
  return expectArray<PublicWithdrawalAddress>(data);
}

export const withdrawalAddressesQueryOptions = (loggedId: string | null) =>
  queryOptions({
    queryKey: listKey(loggedId),
    queryFn: ({ signal }) => getWithdrawalAddresses(signal),
    enabled: loggedId !== null,
    ...accountQueryDefaults,
  });

export const useWithdrawalAddresses = () => useQuery(withdrawalAddressesQueryOptions(useLoggedId()));
