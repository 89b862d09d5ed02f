import {
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { defineTexts, plain } from '@/common/i18n/translate';

/**
 * The browser's side of a passkey ceremony, for every screen that runs one (adding a passkey,
 * signing in with one, a step-up). The API hands out the WebAuthn options and takes the answers
 * as plain JSON objects (common/api/passkeys.ts); @simplewebauthn/browser turns them into the
 * browser's calls and back.
 */
export type WebAuthnJson = Record<string, unknown>;

/** Makes a new passkey from the server's registration options; resolves to the answer for POST /api/passkeys. */
export async function createPasskey(options: WebAuthnJson): Promise<WebAuthnJson> {
  const answer = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  return answer as unknown as WebAuthnJson;
}

/**
 * Signs the server's challenge with a passkey the person picks. `autofill`: offered in the
 * browser's autofill of the e-mail field (conditional mediation) rather than in a prompt; the
 * promise then waits until the person picks one, or until another ceremony replaces it.
 */
export async function getPasskeyAssertion(options: WebAuthnJson, { autofill = false } = {}): Promise<WebAuthnJson> {
  const answer = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    useBrowserAutofill: autofill,
  });
  return answer as unknown as WebAuthnJson;
}

/** Ends whatever ceremony is waiting (an autofill request when its screen goes). */
export const cancelPasskeyCeremony = () => WebAuthnAbortService.cancelCeremony();

/**
 * The person closed the browser's passkey prompt or chose no passkey (NotAllowedError, which
 * browsers also give for a timeout), or another ceremony replaced this one (AbortError):
 * nothing went wrong that a message should say.
 */
export function isCeremonyCancelled(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof WebAuthnError && error.code === 'ERROR_CEREMONY_ABORTED') return true;
  return error.name === 'NotAllowedError' || error.name === 'AbortError';
}

/** What the screens say when the browser itself refused a ceremony (not the server). */
const CEREMONY_TEXT = defineTexts('passkeyCeremony', {
  alreadyRegistered: plain,
  failed: plain,
});

/** The browser's refusal in words for the person, or null when it was theirs (see isCeremonyCancelled). */
export function ceremonyFailure(error: unknown): string | null {
  if (isCeremonyCancelled(error)) return null;
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return CEREMONY_TEXT.alreadyRegistered;
  return CEREMONY_TEXT.failed;
}
