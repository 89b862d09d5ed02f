import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '@/common/api/notifications';
import { accountQueryDefaults } from '@/src/lib/query-policy';
import { useLoggedId } from '@/src/hooks/use-logged-id';
import { authApi } from '@/src/lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './keys';

export const preferencesQueryKey = (loggedId: string | null) => [...NOTIFICATIONS_QUERY_KEY, loggedId, 'preferences'] as const;

/** GET /api/notifications/preferences: which e-mail categories are on. */
export async function getPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  const { data } = await authApi.get<NotificationPreferences>('/notifications/preferences', { signal });
  return data;
}

export const preferencesQueryOptions = (loggedId: string | null) =>
  queryOptions({
    queryKey: preferencesQueryKey(loggedId),
    queryFn: ({ signal }) => getPreferences(signal),
    enabled: loggedId !== null,
    ...accountQueryDefaults,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const usePreferences = () => useQuery(preferencesQueryOptions(useLoggedId()));
