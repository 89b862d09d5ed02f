import { jwtDecode } from 'jwt-decode';
import { ROLES, type Role } from '@/common/roles';

/** What the web app reads from the access token's payload; rights still come from the server (docs/security.md). */
export interface TokenClaims {
  isAdmin: boolean;
  role: Role;
  /** expiry, seconds since the epoch; null when the token carries none */
  exp: number | null;
}

const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Decodes the claims without verifying the signature (the server does that). Throws on a malformed token. */
export function readClaims(token: string): TokenClaims {
  const payload = jwtDecode<Record<string, unknown>>(token);
  const isAdmin = payload.isAdmin === true;
  return {
    isAdmin,
    role: isRole(payload.role) ? payload.role : isAdmin ? 'admin' : 'investor',
    exp: typeof payload.exp === 'number' ? payload.exp : null,
  };
}
