import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import { SITE } from '@/common/site';

/** Who passkeys are made for: the site people reach at PUBLIC_URL. */
export interface RelyingParty {
  /** the host name: a passkey made for it works on it and its subdomains, nowhere else */
  id: string;
  /** what the browser must report as the page that ran the ceremony (scheme, host and port) */
  origin: string;
  name: string;
}

/**
 * The relying party is read from PUBLIC_URL and from nothing the request says (Host, Origin):
 * a phishing site that relays the ceremony gets a response naming its own origin, which fails.
 */
export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: SITE.name };
}

/** How long a ceremony may take, from the options to the response. */
export const CEREMONY_TTL_MS = 5 * 60_000;

/** ES256 and RS256 (COSE -7 and -257): what platform authenticators and security keys make. */
export const ALGORITHMS = [-7, -257];

// Some 350 ms of imports, paid when the first passkey ceremony runs rather than at every start.
let library: Promise<typeof import('@simplewebauthn/server')> | undefined;
export const webauthn = () => (library ??= import('@simplewebauthn/server'));

/** The WebAuthn user handle: the user's id as its 16 bytes (no e-mail or name on the authenticator). */
export const userHandleOf = (userId: string): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.from(userId.replace(/-/g, ''), 'hex'));

/** Whether a response's user handle (base64url) names this user. */
export const handleNames = (handle: string | undefined, userId: string): boolean =>
  handle !== undefined && Buffer.from(handle, 'base64url').equals(Buffer.from(userHandleOf(userId)));

// The browser's JSON, checked for shape before the library reads it: a field of the wrong type
// there is a 500, here a 400. Credential IDs are at most 1023 bytes (1364 base64url characters).
const b64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);
const credentialId = b64url(1364);
const common = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional().catch(undefined),
};
const clientData = b64url(4096);

const registrationShape = z.object({
  ...common,
  response: z.object({
    clientDataJSON: clientData,
    attestationObject: b64url(16_384),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});

const assertionShape = z.object({
  ...common,
  response: z.object({
    clientDataJSON: clientData,
    authenticatorData: b64url(4096),
    signature: b64url(2048),
    userHandle: b64url(128).nullish(),
  }),
});

// the client's extension outputs are not used: none is asked for but credProps, which is advice
export const asRegistration = (json: unknown): RegistrationResponseJSON | null => {
  const parsed = registrationShape.safeParse(json);
  return parsed.success ? { ...parsed.data, clientExtensionResults: {} } : null;
};

export const asAssertion = (json: unknown): AuthenticationResponseJSON | null => {
  const parsed = assertionShape.safeParse(json);
  if (!parsed.success) return null;
  const { userHandle, ...response } = parsed.data.response;
  // some browsers write an absent handle as null
  return { ...parsed.data, response: { ...response, userHandle: userHandle ?? undefined }, clientExtensionResults: {} };
};

/** The challenge a response was signed over, as its clientDataJSON says: how its ceremony is found. */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 200 ? challenge : null;
  } catch {
    return null;
  }
}

/** Where the browser can reach an authenticator, as WebAuthn names them: anything else reported is dropped. */
const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
export const knownTransports = (reported: string[] | undefined): string[] => [
  ...new Set((reported ?? []).filter((t) => TRANSPORTS.has(t))),
];
