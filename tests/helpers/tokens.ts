// Hand-made JWTs, for token attacks: any header, payload, algorithm or secret.
import { createHmac, randomUUID } from 'node:crypto';
import { TEST_JWT_SECRET } from './test-app';

const b64url = (input: string | Buffer) => Buffer.from(input).toString('base64url');

export interface CraftOptions {
  secret?: string;
  /** header alg; 'none' leaves the signature empty */
  alg?: 'HS256' | 'HS384' | 'HS512' | 'none';
  header?: Record<string, unknown>;
}

/** Signs any payload with any HMAC algorithm and secret (default: the test app's own). */
export function craftToken(payload: Record<string, unknown>, opts: CraftOptions = {}): string {
  const alg = opts.alg ?? 'HS256';
  const head = b64url(JSON.stringify({ alg, typ: 'JWT', ...(opts.header ?? {}) }));
  const body = b64url(JSON.stringify(payload));
  if (alg === 'none') return `${head}.${body}.`;
  const hmac = createHmac(`sha${alg.slice(2)}`, opts.secret ?? TEST_JWT_SECRET);
  return `${head}.${body}.${hmac.update(`${head}.${body}`).digest('base64url')}`;
}

/** The parts of a token, unverified. */
export function decodeToken(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [h, p] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(h, 'base64url').toString()),
    payload: JSON.parse(Buffer.from(p, 'base64url').toString()),
  };
}

/** A payload as the server issues it, for `userId`, valid for an hour from now. */
export function tokenPayload(userId: string, overrides: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return { id: userId, isAdmin: false, role: 'investor', jti: randomUUID(), iat: now, exp: now + 3600, ...overrides };
}

/** Keeps a token's header and signature but swaps its payload (what an attacker can do). */
export function tamperToken(token: string, changes: Record<string, unknown>): string {
  const [h, p, s] = token.split('.');
  const payload = { ...JSON.parse(Buffer.from(p, 'base64url').toString()), ...changes };
  return `${h}.${b64url(JSON.stringify(payload))}.${s}`;
}
