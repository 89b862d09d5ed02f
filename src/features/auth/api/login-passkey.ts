import type { DeviceApprovalRequired, LoginResponse } from '@/src/types/api';
import { api } from '@/src/lib/api-client';
import { startSession, type Session } from '@/src/lib/auth/session';
import type { WebAuthnJson } from '@/src/lib/auth/webauthn';

/**
 * POST /api/user/login/passkey: the passkey's answer to the sign-in challenge. A passkey is a
 * second factor by itself, so there is no code step: the session starts, or (a browser the
 * account has not used before, under NEW_DEVICE_APPROVAL=on) the sign-in waits for the owner.
 */
export async function loginWithPasskey(response: WebAuthnJson): Promise<Session | DeviceApprovalRequired> {
  const { data } = await api.post<LoginResponse | DeviceApprovalRequired>('/user/login/passkey', { response });
  if ('deviceApprovalRequired' in data) return data;
  return startSession({ id: data._id, token: data.accessToken });
}
