import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Passkey } from '@/common/api/passkeys';
import { authApi } from '@/src/lib/api-client';

export type { Passkey };

/** Invalidate after adding or removing one, and after one signs in or steps up (its last use). */
export const PASSKEYS_QUERY_KEY = ['passkeys'] as const;

/** GET /api/passkeys: the account's passkeys, each with when it was added and last used. */
export async function getPasskeys(signal?: AbortSignal): Promise<Passkey[]> {
  const { data } = await authApi.get<Passkey[]>('/passkeys', { signal });
  return data;
}

export const passkeysQueryOptions = () => queryOptions({ queryKey: PASSKEYS_QUERY_KEY, queryFn: ({ signal }) => getPasskeys(signal) });

export const usePasskeys = () => useQuery(passkeysQueryOptions());
