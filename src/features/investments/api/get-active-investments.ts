import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '../../../lib/api-client';
import { accountQueryDefaults } from '../../account/api/query-policy';
import { expectArray } from '../../account/utils/expect-array';
import { useLoggedId } from '../../account/utils/use-logged-id';
import type { Transaction } from '../../activity/types';

export const ACTIVE_INVESTMENTS_QUERY_KEY = ['investments', 'active'] as const;

/** GET /api/transaction/invest/active/{logged_id}: running investments with roi, dates, days paid and profit. */
export async function getActiveInvestments(loggedId: string, signal?: AbortSignal): Promise<Transaction[]> {
  const { data } = await authApi.get<unknown>(`/transaction/invest/active/${encodeURIComponent(loggedId)}`, { signal });
  return expectArray<Transaction>(data, 'your investments');
}

/** SPEC.md section 7: no refetch on focus (a reconnect may refetch). */
export const activeInvestmentsQueryOptions = (loggedId: string | null) =>
  queryOptions({
    queryKey: [...ACTIVE_INVESTMENTS_QUERY_KEY, loggedId],
    queryFn: ({ signal }) => getActiveInvestments(loggedId as string, signal),
    enabled: loggedId !== null,
    ...accountQueryDefaults,
    refetchOnWindowFocus: false,
    refetchOnReconnect: true,
  });

export const useActiveInvestments = () => useQuery(activeInvestmentsQueryOptions(useLoggedId()));
