import { createHash, randomBytes } from 'node:crypto';

/** How long an e-mailed reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** 32 random bytes, base64url: what the e-mail carries. Only its hash is stored. */
export const newResetToken = (): string => randomBytes(32).toString('base64url');

/** sha-256 (hex) of a token: what the database keeps, so a leaked table opens no account. */
export const hashResetToken = (token: string): string => createHash('sha256').update(token).digest('hex');
