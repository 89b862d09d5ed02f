import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '../../../lib/api-client';
import type { Profile } from '../../../types/api';

/** GET /api/profile/me: the signed-in user's profile. */
export async function getMe(signal?: AbortSignal): Promise<Profile> {
  const { data } = await authApi.get<Profile>('/profile/me', { signal });
  return data;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'me'],
    queryFn: ({ signal }) => getMe(signal),
  });

export const useMe = () => useQuery(meQueryOptions());
