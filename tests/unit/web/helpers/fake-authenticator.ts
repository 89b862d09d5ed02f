import { onTestFinished, vi } from 'vitest';

/**
 * Stands in for the browser's WebAuthn API until the test ends: `PublicKeyCredential` (so
 * @simplewebauthn/browser finds WebAuthn, and autofill when `autofill`) and
 * `navigator.credentials.create/get`, answering with a made-up passkey. Tests run the app's own
 * code and the library down to the browser's call, as the virtual authenticator of the browser
 * specs does at the next level down. Every call is recorded; `refuse` makes the next prompt
 * end as a person closing it would (NotAllowedError).
 */
export function fakeAuthenticator({ autofill = false }: { autofill?: boolean } = {}) {
  const bytes = (text: string) => new TextEncoder().encode(text).buffer;
  const created: CredentialCreationOptions[] = [];
  const asked: CredentialRequestOptions[] = [];
  let refusal: string | null = null;
  // the autofill request (conditional mediation) waits until the test picks a passkey or it is aborted
  let pick: (() => void) | null = null;

  const attestation = () => ({
    id: 'cred-1',
    rawId: bytes('cred-1'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    getClientExtensionResults: () => ({}),
    response: {
      attestationObject: bytes('attestation'),
      clientDataJSON: bytes('{"type":"webauthn.create"}'),
      getTransports: () => ['internal'],
    },
  });
  const assertion = () => ({
    id: 'cred-1',
    rawId: bytes('cred-1'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    getClientExtensionResults: () => ({}),
    response: {
      authenticatorData: bytes('authenticator-data'),
      clientDataJSON: bytes('{"type":"webauthn.get"}'),
      signature: bytes('signature'),
      userHandle: bytes('user-1'),
    },
  });
  const refused = () => {
    const name = refusal;
    refusal = null;
    return name ? new DOMException('The operation either timed out or was not allowed.', name) : null;
  };

  const credentials = {
    create: vi.fn(async (options: CredentialCreationOptions) => {
      created.push(options);
      const error = refused();
      if (error) throw error;
      return attestation();
    }),
    get: vi.fn(async (options: CredentialRequestOptions) => {
      asked.push(options);
      if (options.mediation === 'conditional') {
        return new Promise((resolve, reject) => {
          pick = () => resolve(assertion());
          options.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      }
      const error = refused();
      if (error) throw error;
      return assertion();
    }),
  };

  class PublicKeyCredentialStandIn {
    static isConditionalMediationAvailable = async () => autofill;
  }
  const global = globalThis as { PublicKeyCredential?: unknown };
  const previous = global.PublicKeyCredential;
  global.PublicKeyCredential = PublicKeyCredentialStandIn;
  Object.defineProperty(navigator, 'credentials', { value: credentials, configurable: true, writable: true });
  onTestFinished(() => {
    if (previous === undefined) delete global.PublicKeyCredential;
    else global.PublicKeyCredential = previous;
    delete (navigator as { credentials?: unknown }).credentials;
  });

  return {
    credentials,
    /** the options of every navigator.credentials.create, in order */
    created,
    /** the options of every navigator.credentials.get, in order (autofill ones with mediation 'conditional') */
    asked,
    /** the next prompt ends as the person closing it would (or with another DOMException name) */
    refuse(name = 'NotAllowedError') {
      refusal = name;
    },
    /** the person picks the passkey the e-mail field's autofill offers */
    pickFromAutofill() {
      if (!pick) throw new Error('no autofill request is waiting');
      pick();
    },
  };
}

/** Options as the server hands them out (base64url challenge and user id), enough for the library. */
export const REGISTRATION_OPTIONS = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { name: 'Investment platform', id: 'localhost' },
  user: { id: 'dXNlci0x', name: 'ann@example.com', displayName: 'Ann' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
};

export const AUTHENTICATION_OPTIONS = { challenge: 'c2lnbi1pbg', rpId: 'localhost', userVerification: 'required' };
