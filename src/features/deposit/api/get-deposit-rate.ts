import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositRate } from '@/common/api/transactions-sender-txid';
import type { CoinSymbol } from '@/common/coins';
import { authApi } from '@/src/lib/api-client';
import { accountQueryDefaults } from '@/src/lib/query-policy';

/** GET /api/deposit-rate/{coin}: the rate a shared-wallet deposit's coin amount is shown at (null when none is known). */
export async function getDepositRate(symbol: CoinSymbol, signal?: AbortSignal): Promise<DepositRate> {
  const { data } = await authApi.get<DepositRate>(`/deposit-rate/${symbol}`, { signal });
  return data;
}

export const depositRateQueryOptions = (symbol: CoinSymbol) =>
  queryOptions({
    queryKey: ['deposit-rate', symbol],
    queryFn: ({ signal }) => getDepositRate(symbol, signal),
    ...accountQueryDefaults,
    // read afresh each time the confirm dialog opens: a rate shown is never older than a minute
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** Only fetched while the confirm dialog is open for a shared-wallet coin. */
export const useDepositRate = (symbol: CoinSymbol, enabled: boolean) => useQuery({ ...depositRateQueryOptions(symbol), enabled });
