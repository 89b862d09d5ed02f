import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoinSymbol } from '@/common/coins';
import { authApi } from '@/src/lib/api-client';
import { accountQueryDefaults } from '@/src/lib/query-policy';
import { expectArray } from '@/src/utils/expect-array';
import type { Wallet } from '../types';

/** GET /api/address/{symbol}: the coin's active deposit wallets; the first one is used. */
export async function getDepositWallets(symbol: CoinSymbol, signal?: AbortSignal): Promise<Wallet[]> {
  const { data } = await authApi.get<unknown>(`/address/${symbol}`, { signal });
  return expectArray<Wallet>(data);
}

export const depositWalletsQueryOptions = (symbol: CoinSymbol) =>
  queryOptions({
    queryKey: ['address', symbol],
    queryFn: ({ signal }) => getDepositWallets(symbol, signal),
    ...accountQueryDefaults,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** Only fetched while the confirm dialog is open. */
export const useDepositWallets = (symbol: CoinSymbol, enabled: boolean) => useQuery({ ...depositWalletsQueryOptions(symbol), enabled });
