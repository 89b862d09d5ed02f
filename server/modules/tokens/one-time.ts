import { createHash, randomBytes } from 'node:crypto';

// One-time tokens: what a password-reset or e-mail verification link carries, and a sign-in's
// two-factor challenge. The user gets the token; the database keeps only its hash.

/** How long an e-mailed reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** How long an e-mailed verification link works. */
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** 32 random bytes, base64url: what the e-mail (or the sign-in's challenge) carries. Only its hash is stored. */
export const newOneTimeToken = (): string => randomBytes(32).toString('base64url');

/** sha-256 (hex) of a token: what the database keeps, so a leaked table opens no account. */
export const hashOneTimeToken = (token: string): string => createHash('sha256').update(token).digest('hex');
