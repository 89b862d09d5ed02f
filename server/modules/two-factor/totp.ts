import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it by default: SHA-1, 6 digits, 30-second steps. */
export const TOTP_CONFIG = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** one step either side: a phone clock up to about 30 s off still works */
export const TOTP_WINDOW = 1;
const ISSUER = 'Investment Platform';

export const newSecret = (): string => new Secret({ size: 20 }).base32;

const totpFor = (secret: string, label = '') => new TOTP({ ...TOTP_CONFIG, issuer: ISSUER, label, secret: Secret.fromBase32(secret) });

/** The otpauth:// URL an app scans: the issuer and the account's e-mail as its label. */
export const otpauthUrl = (secret: string, email: string): string => totpFor(secret, email).toString();

/** The code of the step that holds `nowMs` (tests and the Playwright journey compute codes so). */
export const codeAt = (secret: string, nowMs: number): string => totpFor(secret).generate({ timestamp: nowMs });

/** The 30-second step that holds `nowMs`. */
export const stepAt = (nowMs: number): number => TOTP.counter({ period: TOTP_CONFIG.period, timestamp: nowMs });

/**
 * The step a right code belongs to (within the drift window), or null. The caller still
 * has to refuse a step already used: see lastUsedStep.
 */
export function matchingStep(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW });
  return delta === null ? null : stepAt(nowMs) + delta;
}
