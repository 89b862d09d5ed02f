import { useMutation } from '@tanstack/react-query';
import type { LoginPayload } from '@/common/api/auth';
import { signIn } from '@/src/lib/auth/auth-provider';

/**
 * POST /api/user/login; on a token the session is stored by the auth provider. With two-factor
 * sign-in on, resolves to `{ twoFactorRequired, challenge }` instead (see login-two-factor.ts).
 */
export const login = (payload: LoginPayload) => signIn(payload);

export const useLogin = () => useMutation({ mutationFn: login });
