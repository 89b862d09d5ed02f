import { readClaims } from './token';

/** How often the stored session's expiry is checked. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;

/**
 * True when the token's `exp` is at or before `nowMs`. A token without a readable expiry is
 * not considered expired here: the server refuses it with 401 and the session ends then.
 */
export function isExpired(token: string, nowMs: number): boolean {
  let exp: number | null;
  try {
    exp = readClaims(token).exp;
  } catch {
    return false;
  }
  return exp !== null && exp * 1000 <= nowMs;
}
