import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { signInAttemptSchema } from '@/common/api/sessions';
import { authApi } from '@/src/lib/api-client';

export type SignInAttempt = z.infer<typeof signInAttemptSchema>;

export const SIGN_IN_HISTORY_QUERY_KEY = ['auth', 'history'] as const;

/** GET /api/auth/history: the account's last 50 sign-in attempts, newest first. */
export async function getSignInHistory(signal?: AbortSignal): Promise<SignInAttempt[]> {
  const { data } = await authApi.get<SignInAttempt[]>('/auth/history', { signal });
  return data;
}

export const signInHistoryQueryOptions = () =>
  queryOptions({ queryKey: SIGN_IN_HISTORY_QUERY_KEY, queryFn: ({ signal }) => getSignInHistory(signal) });

export const useSignInHistory = () => useQuery(signInHistoryQueryOptions());
