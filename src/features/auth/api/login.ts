import { useMutation } from '@tanstack/react-query';
import type { LoginPayload } from '@/common/api/auth';
import { authProvider } from '@/src/lib/auth/auth-provider';

/** POST /api/user/login; on 200 the session is stored by the auth provider. */
export const login = (payload: LoginPayload) => authProvider.login(payload);

export const useLogin = () => useMutation({ mutationFn: login });
