// A WebAuthn authenticator and browser in software, for the API tests: what a platform
// authenticator (Touch ID, Windows Hello, a phone) does when navigator.credentials.create() and
// .get() are called with the server's options. Each credential is a P-256 key pair of node:crypto;
// registration answers with a real `packed` self-attestation, sign-in and step-up with real
// assertions (ECDSA-SHA256 over authenticatorData || sha256(clientDataJSON)), so the server's
// checks run on the bytes a browser would send. Every knob a test needs to make a bad response is
// here: the origin the "browser" reports, the counter, the flags, the user handle.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

// ---- CBOR (RFC 8949), the little of it WebAuthn needs: maps, byte and text strings, integers ----

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor };

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) {
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  }
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || Math.abs(value) > 0xffffffff) throw new Error(`not a small integer: ${value}`);
    return value >= 0 ? head(0, value) : head(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries: [Cbor, Cbor][] = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

// ---- authenticator data ----

/** The flags byte of authenticatorData. */
export const FLAG = { UP: 0x01, UV: 0x04, BE: 0x08, BS: 0x10, AT: 0x40 } as const;

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

function counterBytes(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
}

/** The COSE_Key of a P-256 public key (kty EC2, alg ES256, crv P-256, x, y). */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  return cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
}

export interface SoftwareCredential {
  /** the credential ID, base64url, as the server stores it */
  id: string;
  rawId: Buffer;
  rpId: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** the user handle the relying party gave at creation (returned with every assertion) */
  userHandle: Buffer;
  /** the signature counter: the next assertion reports it plus counterStep */
  counter: number;
}

/** What a test may change about one ceremony's response. */
export interface Tamper {
  /** the origin the browser reports in clientDataJSON (default: the authenticator's) */
  origin?: string;
  /** the counter to report, instead of the stored one moved on */
  counter?: number;
  /** the flags byte, instead of the authenticator's */
  flags?: number;
  /** another user handle (base64url), or null for none */
  userHandle?: string | null;
  /** a challenge other than the options' */
  challenge?: string;
  /** the RP ID hashed into authenticatorData, instead of the options' */
  rpId?: string;
  /** create(): attest this existing credential again (an authenticator that ignores excludeCredentials) */
  credential?: SoftwareCredential;
}

export interface SoftwareAuthenticatorOptions {
  /** the page's origin the browser reports (scheme, host, port) */
  origin: string;
  /** the counter moves by this much each assertion; 0: a counter-less (synced) passkey */
  counterStep?: number;
  /** backup eligible and backed up (a synced passkey) */
  synced?: boolean;
  /** user verification (PIN, biometrics) performed; false: only a touch */
  userVerified?: boolean;
}

function newCredential(rpId: string, userHandle: Buffer): SoftwareCredential {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const rawId = randomBytes(32);
  return { id: b64url(rawId), rawId, rpId, privateKey, publicKey, userHandle, counter: 0 };
}

/** One authenticator holding any number of resident credentials, and the browser that calls it. */
export class SoftwareAuthenticator {
  origin: string;
  counterStep: number;
  synced: boolean;
  userVerified: boolean;
  readonly credentials: SoftwareCredential[] = [];

  constructor(options: SoftwareAuthenticatorOptions) {
    this.origin = options.origin;
    this.counterStep = options.counterStep ?? 1;
    this.synced = options.synced ?? false;
    this.userVerified = options.userVerified ?? true;
  }

  private flags(extra = 0): number {
    return FLAG.UP | (this.userVerified ? FLAG.UV : 0) | (this.synced ? FLAG.BE | FLAG.BS : 0) | extra;
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, tamper: Tamper): Buffer {
    return Buffer.from(
      JSON.stringify({ type, challenge: tamper.challenge ?? challenge, origin: tamper.origin ?? this.origin, crossOrigin: false }),
    );
  }

  /** navigator.credentials.create(): a new resident credential for the options' user, and its attestation. */
  create(options: PublicKeyCredentialCreationOptionsJSON, tamper: Tamper = {}): RegistrationResponseJSON {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const credential: SoftwareCredential = tamper.credential ?? newCredential(rpId, Buffer.from(options.user.id, 'base64url'));
    if (tamper.counter !== undefined) credential.counter = tamper.counter;
    const { rawId, privateKey, publicKey } = credential;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(rawId.length);
    const authData = Buffer.concat([
      sha256(tamper.rpId ?? rpId),
      Buffer.from([tamper.flags ?? this.flags(FLAG.AT)]),
      counterBytes(credential.counter),
      Buffer.alloc(16), // AAGUID: none (self attestation names no model)
      idLength,
      rawId,
      coseKey(publicKey),
    ]);
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, tamper);
    // packed self attestation: the new credential's own key signs authData || hash(clientData)
    const sig = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
    const attestationObject = cbor({ fmt: 'packed', attStmt: { alg: -7, sig }, authData });
    if (!tamper.credential) this.credentials.push(credential);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * navigator.credentials.get(): an assertion by `credential` (default: the first one allowed by
   * the options, or with none listed the newest one for the RP ID, as a discoverable sign-in).
   */
  get(options: PublicKeyCredentialRequestOptionsJSON, credential?: SoftwareCredential, tamper: Tamper = {}): AuthenticationResponseJSON {
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const allowed = (options.allowCredentials ?? []).map((c) => c.id);
    const chosen =
      credential ??
      (allowed.length ? this.credentials.find((c) => allowed.includes(c.id)) : this.credentials.filter((c) => c.rpId === rpId).at(-1));
    if (!chosen) throw new Error('the software authenticator holds no credential for these options');
    if (tamper.counter === undefined) chosen.counter += this.counterStep;
    const authData = Buffer.concat([
      sha256(tamper.rpId ?? rpId),
      Buffer.from([tamper.flags ?? this.flags()]),
      counterBytes(tamper.counter ?? chosen.counter),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, tamper);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), chosen.privateKey);
    const userHandle = tamper.userHandle === undefined ? b64url(chosen.userHandle) : (tamper.userHandle ?? undefined);
    return {
      id: chosen.id,
      rawId: chosen.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(userHandle === undefined ? {} : { userHandle }),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** Sets a credential's counter, as a cloned authenticator (or a replaying attacker) would have it. */
  setCounter(credential: SoftwareCredential, counter: number) {
    credential.counter = counter;
  }
}

/** The user handle of a user id as the server makes it (the UUID's 16 bytes), base64url: for a handle naming someone else. */
export const userHandleFor = (userId: string): string => Buffer.from(userId.replace(/-/g, ''), 'hex').toString('base64url');
