import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InsightHistory, InsightPoint, InsightRange } from '@/common/api/insight';
import { authApi } from '@/src/lib/api-client';
import { accountQueryDefaults, throttledFocusRefetch } from '@/src/lib/query-policy';
import { expectArray } from '@/src/utils/expect-array';

export const INSIGHT_HISTORY_QUERY_KEY = ['insight', 'history'] as const;

/**
 * GET /api/insight/history?range=: the signed-in user's end-of-day figures, oldest first. An
 * answer without its points is a failed call (the chart says so), not a broken dashboard.
 */
export async function getInsightHistory(range: InsightRange, signal?: AbortSignal): Promise<InsightHistory> {
  const { data } = await authApi.get<unknown>('/insight/history', { params: { range }, signal });
  const points = expectArray<InsightPoint>((data as Partial<InsightHistory> | null)?.points);
  return { range, points };
}

/** Figures move when an admin confirms a deposit or the accrual pays, so like the profile it refetches on focus. */
export const insightHistoryQueryOptions = (range: InsightRange) =>
  queryOptions({
    queryKey: [...INSIGHT_HISTORY_QUERY_KEY, range],
    queryFn: ({ signal }) => getInsightHistory(range, signal),
    placeholderData: keepPreviousData,
    ...accountQueryDefaults,
    refetchOnWindowFocus: throttledFocusRefetch,
    refetchOnReconnect: true,
  });

export const useInsightHistory = (range: InsightRange) => useQuery(insightHistoryQueryOptions(range));
