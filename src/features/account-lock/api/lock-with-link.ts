import { useMutation } from '@tanstack/react-query';
import type { LockLinkPayload } from '@/common/api/account-lock';
import { api } from '@/src/lib/api-client';

/** POST /api/account/lock-link: the "This wasn't me" link's token locks its account (200); 400 for a link that does not work. */
export async function lockWithLink(payload: LockLinkPayload): Promise<string> {
  const { data } = await api.post<{ message: string }>('/account/lock-link', payload);
  return data.message;
}

export const useLockWithLink = () => useMutation({ mutationFn: lockWithLink });
