import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/src/lib/api-client';
import { startSession } from '@/src/lib/auth/session';
import type { ProfileUpdatePayload as ProfileUpdateBody, UpdatedUser } from '@/common/api/profile';
import { ME_QUERY_KEY } from '@/src/lib/auth/me';
import { setAnswer } from '@/src/lib/set-answer';

/** PUT /api/profile/update/{id}: the investor's own name, country and (optionally) password (with current_password). */
export type ProfileUpdatePayload = Pick<ProfileUpdateBody, 'name' | 'country' | 'password' | 'current_password'>;

/** A password change answers a fresh token: the old ones stop working (docs/adr/0011-password-changes-end-other-sessions-and-ask-for.md). */
export type ProfileUpdateResult = UpdatedUser;

export async function updateProfile(id: string, payload: ProfileUpdatePayload): Promise<ProfileUpdateResult> {
  const { data } = await authApi.put<ProfileUpdateResult>(`/profile/update/${encodeURIComponent(id)}`, payload);
  return data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: ProfileUpdatePayload }) => updateProfile(id, payload),
    onSuccess: async (result, { id }) => {
      // keep the session alive with the new token before anything else is requested
      if (result.accessToken) startSession({ id, token: result.accessToken });
      const { accessToken: _token, ...profile } = result;
      await setAnswer(queryClient, ME_QUERY_KEY, profile);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
