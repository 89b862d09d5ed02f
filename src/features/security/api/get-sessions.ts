import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sessionSchema } from '@/common/api/sessions';
import { authApi } from '@/src/lib/api-client';

export type Session = z.infer<typeof sessionSchema>;

export const SESSIONS_QUERY_KEY = ['auth', 'sessions'] as const;

/** GET /api/auth/sessions: every device signed in to this account, this one marked `current`. */
export async function getSessions(signal?: AbortSignal): Promise<Session[]> {
  const { data } = await authApi.get<Session[]>('/auth/sessions', { signal });
  return data;
}

export const sessionsQueryOptions = () => queryOptions({ queryKey: SESSIONS_QUERY_KEY, queryFn: ({ signal }) => getSessions(signal) });

export const useSessions = () => useQuery(sessionsQueryOptions());
