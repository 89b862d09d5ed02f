import { useMutation } from '@tanstack/react-query';
import type { UnlockStartPayload } from '@/common/api/account-lock';
import { api } from '@/src/lib/api-client';

/** POST /api/account/unlock/start: the password (and a code) proven, a link goes to the account's address (202). */
export async function startUnlock(payload: UnlockStartPayload): Promise<string> {
  const { data } = await api.post<{ message: string }>('/account/unlock/start', payload);
  return data.message;
}

export const useStartUnlock = () => useMutation({ mutationFn: startUnlock });
