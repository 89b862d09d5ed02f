import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../lib/api-client';
import { startSession } from '../../../lib/auth/session';
import type { Profile } from '../../../types/api';
import { ME_QUERY_KEY } from './get-me';

/** PUT /api/profile/update/{id}: the investor's own name, country and (optionally) password. */
export interface ProfileUpdatePayload {
  name: string;
  country: string;
  password?: string;
  /** required with a new password */
  current_password?: string;
}

/** A password change answers a fresh token: the old ones stop working (docs/decisions.md). */
export type ProfileUpdateResult = Profile & { accessToken?: string };

export async function updateProfile(id: string, payload: ProfileUpdatePayload): Promise<ProfileUpdateResult> {
  const { data } = await authApi.put<ProfileUpdateResult>(`/profile/update/${encodeURIComponent(id)}`, payload);
  return data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: ProfileUpdatePayload }) => updateProfile(id, payload),
    onSuccess: (result, { id }) => {
      // keep the session alive with the new token before anything else is requested
      if (result.accessToken) startSession({ id, token: result.accessToken });
      const { accessToken: _token, ...profile } = result;
      queryClient.setQueryData(ME_QUERY_KEY, profile);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
