import { useMutation } from '@tanstack/react-query';
import type { LockPayload } from '@/common/api/account-lock';
import { authApi } from '@/src/lib/api-client';

const CONFIRMED: LockPayload = { confirm: true };

/** POST /api/account/lock: locks the signed-in account; every session ends, this one too (204). */
export async function lockOwnAccount(): Promise<void> {
  await authApi.post('/account/lock', CONFIRMED);
}

export const useLockOwnAccount = () => useMutation({ mutationFn: lockOwnAccount });
