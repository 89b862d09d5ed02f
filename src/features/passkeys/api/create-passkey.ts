import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Passkey } from '@/common/api/passkeys';
import { authApi } from '@/src/lib/api-client';
import { TWO_FACTOR_STATUS_QUERY_KEY } from '@/src/lib/auth/two-factor-status';
import type { WebAuthnJson } from '@/src/lib/auth/webauthn';
import { PASSKEYS_QUERY_KEY } from './get-passkeys';

export interface CreatePasskeyBody {
  name: string;
  /** the browser's answer to the registration options */
  response: WebAuthnJson;
}

/** POST /api/passkeys: the new passkey under its name; 201 with it. */
export async function createPasskey(body: CreatePasskeyBody): Promise<Passkey> {
  const { data } = await authApi.post<Passkey>('/passkeys', body);
  return data;
}

export function useCreatePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPasskey,
    // the list, and the count the step-up forms read from the two-factor status
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: TWO_FACTOR_STATUS_QUERY_KEY }),
      ]),
  });
}
