import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositOption } from '@/common/api/chain';
import type { CoinSymbol } from '@/common/coins';
import { authApi } from '@/src/lib/api-client';
import { accountQueryDefaults } from '@/src/lib/query-policy';
import { expectArray } from '@/src/utils/expect-array';

/** GET /api/deposit-options: per coin, whether a deposit gets its own address watched on the chain. */
export async function getDepositOptions(signal?: AbortSignal): Promise<DepositOption[]> {
  const { data } = await authApi.get<unknown>('/deposit-options', { signal });
  return expectArray<DepositOption>(data);
}

export const depositOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['deposit-options'],
    queryFn: ({ signal }) => getDepositOptions(signal),
    ...accountQueryDefaults,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** Loaded with the deposit screen. */
export const useDepositOptions = () => useQuery(depositOptionsQueryOptions());

/**
 * The coin's option when it is watched on its chain; undefined while the options load, when
 * they failed, or for a shared-wallet coin: no on-chain promise is made without them.
 */
export const onChainOption = (options: DepositOption[] | undefined, symbol: CoinSymbol): DepositOption | undefined =>
  options?.find((o) => o.symbol === symbol && o.on_chain);
