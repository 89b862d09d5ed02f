import { authApi } from '@/src/lib/api-client';
import type { WebAuthnJson } from '@/src/lib/auth/webauthn';

/** POST /api/passkeys/step-up/options (signed in): a challenge for one of the account's own passkeys. */
export async function getStepUpOptions(): Promise<WebAuthnJson> {
  const { data } = await authApi.post<{ options: WebAuthnJson }>('/passkeys/step-up/options');
  return data.options;
}
