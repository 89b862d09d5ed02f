import { useMutation } from '@tanstack/react-query';
import type { SignupPayload } from '@/common/api/signup';
import { api } from '@/src/lib/api-client';

/** POST /api/user/signup; 201 is success and the body is not needed. */
export async function signup(payload: SignupPayload): Promise<void> {
  await api.post('/user/signup', payload);
}

export const useSignup = () => useMutation({ mutationFn: signup });
