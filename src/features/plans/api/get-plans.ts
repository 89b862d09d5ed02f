import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/src/lib/api-client';
import { accountQueryDefaults } from '@/src/lib/query-policy';
import { expectArray } from '@/src/utils/expect-array';
import type { Plan } from '../types';

export const PLANS_QUERY_KEY = ['plans', 'all'] as const;

/** GET /api/plans/all: every plan, cheapest first. */
export async function getPlans(signal?: AbortSignal): Promise<Plan[]> {
  const { data } = await authApi.get<unknown>('/plans/all', { signal });
  return expectArray<Plan>(data);
}

/** No refetch on focus or reconnect. */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: PLANS_QUERY_KEY,
    queryFn: ({ signal }) => getPlans(signal),
    ...accountQueryDefaults,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const usePlans = () => useQuery(plansQueryOptions());
