import { useMutation } from '@tanstack/react-query';
import type { UnlockPayload } from '@/common/api/account-lock';
import { api } from '@/src/lib/api-client';

/** POST /api/account/unlock: the e-mailed link's token ends the lock (200); 400 for a link that does not work. */
export async function finishUnlock(payload: UnlockPayload): Promise<string> {
  const { data } = await api.post<{ message: string }>('/account/unlock', payload);
  return data.message;
}

export const useFinishUnlock = () => useMutation({ mutationFn: finishUnlock });
