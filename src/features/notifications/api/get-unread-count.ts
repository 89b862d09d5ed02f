import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@/common/api/notifications';
import { accountQueryDefaults, throttledFocusRefetch } from '@/src/lib/query-policy';
import { useLoggedId } from '@/src/hooks/use-logged-id';
import { useMustEnrolTwoFactor } from '@/src/lib/auth/two-factor-status';
import { authApi } from '@/src/lib/api-client';
import { canUseBackOffice } from '@/src/lib/auth/access';
import { useSession } from '@/src/lib/auth/use-session';
import { NOTIFICATIONS_QUERY_KEY } from './keys';

/** How often the bell asks again while the page is in front. */
export const UNREAD_REFRESH_MS = 30_000;

export const unreadCountQueryKey = (loggedId: string | null) => [...NOTIFICATIONS_QUERY_KEY, loggedId, 'unread'] as const;

/** GET /api/notifications/unread-count: the bell's number. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const { data } = await authApi.get<UnreadCount>('/notifications/unread-count', { signal });
  return data.unread;
}

export const unreadCountQueryOptions = (loggedId: string | null) =>
  queryOptions({
    queryKey: unreadCountQueryKey(loggedId),
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: loggedId !== null,
    ...accountQueryDefaults,
    // news arrives without the investor doing anything: ask every 30 s and when they come back
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: throttledFocusRefetch,
  });

/** The bell's number; not asked of a staff account that must turn on two-factor sign-in first (the server refuses it). */
export function useUnreadCount() {
  const mustEnrol = useMustEnrolTwoFactor(canUseBackOffice(useSession()));
  const options = unreadCountQueryOptions(useLoggedId());
  return useQuery({ ...options, enabled: options.enabled && mustEnrol === false });
}
