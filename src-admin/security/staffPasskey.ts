import { HttpError } from 'react-admin';
import { PASSKEY_MSG, STEP_UP_HEADER } from '@/common/api/passkeys';
import { defineTexts, plain } from '@/common/i18n/translate';
import { API_BASE_URL } from '@/src/lib/api-client';
import { getPasskeyAssertion, isCeremonyCancelled, type WebAuthnJson } from '@/src/lib/auth/webauthn';

/**
 * STAFF_PASSKEY=required: the API answers a staff act (approve, pay, reject, adjust) with a
 * step-up 401 and PASSKEY_MSG.staffNeedsPasskey until the request carries a passkey step-up
 * token in the Step-Up header; a staff member with no passkey gets a 403 with
 * PASSKEY_MSG.staffHasNoPasskey (the act's own error message then says where to add one).
 * The back office's HTTP client does the step-up here, once, for every act.
 */
export const STAFF_PASSKEY_TEXT = defineTexts('adminStaffPasskey', {
  failed: plain,
});

const messageOf = (body: unknown): unknown =>
  typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;

export const isStaffPasskeyRefusal = (error: unknown): error is HttpError =>
  error instanceof HttpError && error.status === 401 && messageOf(error.body) === PASSKEY_MSG.staffNeedsPasskey;

/**
 * An HttpError the auth provider's checkError reads as a step-up left undone, not as a session
 * that ended: react-admin would otherwise sign the staff member out for the 401.
 */
export function stepUpNotGiven(message: string, body: unknown = null): HttpError {
  const fields = typeof body === 'object' && body !== null ? body : {};
  return new HttpError(message, 401, { ...fields, message, stepUp: true });
}

type Send = (url: string, options?: RequestInit) => Promise<{ json: unknown }>;

const post = (body?: unknown): RequestInit => ({
  method: 'POST',
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  headers: new Headers({ Accept: 'application/json' }),
});

/**
 * The step-up ceremony: a challenge for one of the staff member's passkeys, the browser's
 * prompt, and the one-time token the server gives for the answer. Rejects with the refusal
 * itself (marked, see stepUpNotGiven) when the prompt was closed, so the act's error says what
 * it waits for; with the server's or the browser's reason when the passkey did not do.
 */
export async function staffStepUpToken(send: Send, refusal: HttpError): Promise<string> {
  let response;
  try {
    const { json } = await send(`${API_BASE_URL}/passkeys/step-up/options`, post());
    response = await getPasskeyAssertion((json as { options: WebAuthnJson }).options);
  } catch (error) {
    if (error instanceof HttpError) throw error.status === 401 ? error : stepUpNotGiven(error.message, error.body);
    // the person closed the prompt or picked nothing, or another prompt replaced it
    throw isCeremonyCancelled(error) ? stepUpNotGiven(refusal.message, refusal.body) : stepUpNotGiven(STAFF_PASSKEY_TEXT.failed);
  }
  try {
    const { json } = await send(`${API_BASE_URL}/passkeys/step-up`, post({ response }));
    return (json as { step_up_token: string }).step_up_token;
  } catch (error) {
    if (error instanceof HttpError) throw stepUpNotGiven(error.message, error.body);
    throw error;
  }
}

/** The same request's options with the step-up token in the Step-Up header. */
export function withStepUpHeader(options: RequestInit, token: string): RequestInit {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  headers.set(STEP_UP_HEADER, token);
  return { ...options, headers };
}
