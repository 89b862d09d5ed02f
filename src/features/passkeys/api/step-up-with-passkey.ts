import type { z } from 'zod';
import type { stepUpGrantSchema } from '@/common/api/passkeys';
import { authApi } from '@/src/lib/api-client';
import type { WebAuthnJson } from '@/src/lib/auth/webauthn';

export type StepUpGrant = z.infer<typeof stepUpGrantSchema>;

/**
 * POST /api/passkeys/step-up: the passkey's answer to the step-up challenge, for a one-time
 * token (`pk_…`, 5 minutes) that the next sensitive request carries as its `code`.
 */
export async function stepUpWithPasskey(response: WebAuthnJson): Promise<StepUpGrant> {
  const { data } = await authApi.post<StepUpGrant>('/passkeys/step-up', { response });
  return data;
}
