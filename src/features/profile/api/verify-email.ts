import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailMessage, VerifyEmailPayload } from '@/common/api/email-verification';
import { api } from '@/src/lib/api-client';

/** POST /api/user/verify-email: spends the e-mailed token; 400 for a bad, used or expired one. */
export async function verifyEmail(token: string): Promise<string> {
  const { data } = await api.post<EmailMessage>('/user/verify-email', { token } satisfies VerifyEmailPayload);
  return data.message;
}

/**
 * The page spends its token once: a query keyed by the token (not a mutation fired from an
 * effect), so a second mount (StrictMode, a re-render) shares the one request instead of
 * spending the link again and showing its own 400.
 */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useVerifyEmail = (token: string, enabled: boolean) => useQuery({ ...verifyEmailQueryOptions(token), enabled });
