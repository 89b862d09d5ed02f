import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationListFilter, PublicNotification } from '@/common/api/notifications';
import { accountQueryDefaults } from '@/src/lib/query-policy';
import { totalFromContentRange, type Page } from '@/src/lib/transaction-page';
import { expectArray } from '@/src/utils/expect-array';
import { useLoggedId } from '@/src/hooks/use-logged-id';
import { authApi } from '@/src/lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './keys';

export type Notification = PublicNotification;

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /api/notifications, one page, newest first (always asked for by range, like every list). */
export async function getNotifications(
  { page, perPage, filter }: { page: number; perPage: number; filter?: NotificationListFilter },
  signal?: AbortSignal,
): Promise<Page<Notification>> {
  const from = page * perPage;
  const response = await authApi.get<unknown>('/notifications', {
    params: {
      sort: JSON.stringify(['createdAt', 'DESC']),
      range: JSON.stringify([from, from + perPage - 1]),
      ...(filter && { filter: JSON.stringify(filter) }),
    },
    signal,
  });
  const rows = expectArray<Notification>(response.data);
  return { rows, total: totalFromContentRange(response.headers['content-range'], from, rows.length) };
}

export const notificationsQueryOptions = (loggedId: string | null, page = 0, perPage = NOTIFICATIONS_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, loggedId, 'list', { page, perPage }],
    queryFn: ({ signal }) => getNotifications({ page, perPage }, signal),
    enabled: loggedId !== null,
    // the page on screen stays while the next one loads
    placeholderData: keepPreviousData,
    ...accountQueryDefaults,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useNotifications = (page: number, perPage = NOTIFICATIONS_PAGE_SIZE, options: { enabled?: boolean } = {}) => {
  const base = notificationsQueryOptions(useLoggedId(), page, perPage);
  return useQuery({ ...base, enabled: base.enabled !== false && options.enabled !== false });
};
