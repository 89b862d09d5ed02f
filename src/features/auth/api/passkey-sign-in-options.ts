import { api } from '@/src/lib/api-client';
import type { WebAuthnJson } from '@/src/lib/auth/webauthn';

/**
 * POST /api/auth/passkey/options (no session): a challenge any passkey of this site may sign,
 * with no account named: the passkey itself says whose it is (a discoverable credential).
 */
export async function getPasskeySignInOptions(signal?: AbortSignal): Promise<WebAuthnJson> {
  const { data } = await api.post<{ options: WebAuthnJson }>('/auth/passkey/options', undefined, { signal });
  return data.options;
}
