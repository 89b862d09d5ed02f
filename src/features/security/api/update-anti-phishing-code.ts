import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { antiPhishingAnswerSchema, AntiPhishingUpdate } from '@/common/api/anti-phishing';
import { authApi } from '@/src/lib/api-client';
import { ME_QUERY_KEY } from '@/src/lib/auth/me';
import { setAnswer } from '@/src/lib/set-answer';
import type { MyProfile } from '@/src/types/api';

export type AntiPhishingAnswer = z.infer<typeof antiPhishingAnswerSchema>;

/**
 * PUT /api/profile/anti-phishing-code: the new phrase (null removes it) with the password and,
 * with two-factor sign-in on, a current code (a step-up 401 without one).
 */
export async function updateAntiPhishingCode(body: AntiPhishingUpdate): Promise<AntiPhishingAnswer> {
  const { data } = await authApi.put<AntiPhishingAnswer>('/profile/anti-phishing-code', body);
  return data;
}

export function useUpdateAntiPhishingCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAntiPhishingCode,
    onSuccess: async ({ anti_phishing_code }) => {
      // the new code shows at once; /profile/me is read again below
      const me = queryClient.getQueryData<MyProfile>(ME_QUERY_KEY);
      if (me) await setAnswer(queryClient, ME_QUERY_KEY, { ...me, anti_phishing_code });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
