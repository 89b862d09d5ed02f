import { queryOptions, useQuery } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { isStepUpRefusal, TWO_FACTOR_MSG } from '@/common/api/two-factor';
import { authApi } from '@/src/lib/api-client';
import type { TwoFactorStatus } from '@/src/types/api';

/** Invalidate after turning two-factor sign-in on or off, or using a recovery code. */
export const TWO_FACTOR_STATUS_QUERY_KEY = ['two-factor', 'status'] as const;

/** GET /api/auth/2fa: whether two-factor sign-in is on, and how many recovery codes are left. */
export async function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  const { data } = await authApi.get<TwoFactorStatus>('/auth/2fa', { signal });
  return data;
}

export const twoFactorStatusQueryOptions = () =>
  queryOptions({
    queryKey: TWO_FACTOR_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => getTwoFactorStatus(signal),
    staleTime: 60_000,
  });

export const useTwoFactorStatus = () => useQuery(twoFactorStatusQueryOptions());

/**
 * The message of a step-up refusal (401 with `WWW-Authenticate: Bearer
 * error="insufficient_user_authentication"`: a code is needed, or the one sent was wrong),
 * or null when the error is anything else.
 */
export function stepUpRefusal(error: unknown): string | null {
  if (!isAxiosError(error) || error.response?.status !== 401) return null;
  if (!isStepUpRefusal(error.response.headers['www-authenticate'])) return null;
  const data: unknown = error.response.data;
  const message = typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : TWO_FACTOR_MSG.codeNeeded;
}

/**
 * Whether this account is staff that must turn on two-factor sign-in first (STAFF_2FA=required):
 * until it has, the server answers 403 to all but its security page's calls, so nothing else is
 * asked. Only staff ask (`staff`); for them null while the answer is on its way.
 */
export function useMustEnrolTwoFactor(staff: boolean): boolean | null {
  const status = useQuery({ ...twoFactorStatusQueryOptions(), enabled: staff });
  if (!staff) return false;
  if (!status.data) return null;
  return status.data.required === true && !status.data.enabled;
}
