import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { passkeyRegistrationOptionsBodySchema } from '@/common/api/passkeys';
import { authApi } from '@/src/lib/api-client';
import type { WebAuthnJson } from '@/src/lib/auth/webauthn';

export type RegistrationOptionsBody = z.input<typeof passkeyRegistrationOptionsBodySchema>;

/**
 * POST /api/passkeys/registration/options: the password (and a step-up code or passkey token
 * when the account has a second factor) for the options the browser makes a passkey from.
 * 400 with a field error on a wrong password, a step-up 401 when a code is needed, 409 at the limit.
 */
export async function getRegistrationOptions(body: RegistrationOptionsBody): Promise<WebAuthnJson> {
  const { data } = await authApi.post<{ options: WebAuthnJson }>('/passkeys/registration/options', body);
  return data.options;
}

export const useRegistrationOptions = () => useMutation({ mutationFn: getRegistrationOptions });
