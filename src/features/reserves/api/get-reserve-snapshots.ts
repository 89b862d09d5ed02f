import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReserveSnapshot } from '@/common/api/reserves';
import { api } from '@/src/lib/api-client';
import { accountQueryDefaults } from '@/src/lib/query-policy';
import { expectArray } from '@/src/utils/expect-array';

export const RESERVE_SNAPSHOTS_QUERY_KEY = ['reserves', 'snapshots'] as const;

/** GET /api/reserves/snapshots: the published proof-of-reserves snapshots, newest first. Public: no sign-in. */
export async function getReserveSnapshots(signal?: AbortSignal): Promise<ReserveSnapshot[]> {
  const { data } = await api.get<unknown>('/reserves/snapshots', { signal });
  return expectArray<ReserveSnapshot>(data);
}

/** A snapshot is taken a few times a day at most (the server lets it be cached for a minute): no refetch on focus. */
export const reserveSnapshotsQueryOptions = () =>
  queryOptions({
    queryKey: RESERVE_SNAPSHOTS_QUERY_KEY,
    queryFn: ({ signal }) => getReserveSnapshots(signal),
    ...accountQueryDefaults,
    refetchOnWindowFocus: false,
    refetchOnReconnect: true,
  });

export const useReserveSnapshots = () => useQuery(reserveSnapshotsQueryOptions());
