import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { codeAt, matchingStep, newSecret, otpauthUrl, stepAt, TOTP_CONFIG, TOTP_WINDOW } from '@/server/modules/two-factor/totp';

// RFC 6238 Appendix B, the SHA-1 rows: seed "12345678901234567890", 30-second steps, 8 digits.
const RFC_SEED = Secret.fromUTF8('12345678901234567890');
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe("the TOTP module's configuration against RFC 6238's test vectors", () => {
  it('is SHA-1, 30-second steps, 6 digits and one step of drift (what authenticator apps assume)', () => {
    expect(TOTP_CONFIG).toEqual({ algorithm: 'SHA1', digits: 6, period: 30 });
    expect(TOTP_WINDOW).toBe(1);
  });

  it.each(RFC_VECTORS)('T=%i: the 8-digit code of the appendix', (seconds, expected) => {
    const totp = new TOTP({ ...TOTP_CONFIG, digits: 8, secret: RFC_SEED });
    expect(totp.generate({ timestamp: seconds * 1000 })).toBe(expected);
  });

  it.each(RFC_VECTORS)('T=%i: the 6-digit code the module issues is the last six digits', (seconds, expected) => {
    expect(codeAt(RFC_SEED.base32, seconds * 1000)).toBe(expected.slice(-6));
  });

  it.each(RFC_VECTORS)('T=%i: the module accepts its code and names its step', (seconds, expected) => {
    expect(matchingStep(RFC_SEED.base32, expected.slice(-6), seconds * 1000)).toBe(Math.floor(seconds / 30));
  });
});

describe('drift', () => {
  // fixed, so the run is the same every time: its five codes around t are all different
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const t = 1_700_000_015_000; // 15 s into a step
  const step = stepAt(t);

  it('accepts the codes of one step before and after, naming their own step', () => {
    expect(matchingStep(secret, codeAt(secret, t - 30_000), t)).toBe(step - 1);
    expect(matchingStep(secret, codeAt(secret, t), t)).toBe(step);
    expect(matchingStep(secret, codeAt(secret, t + 30_000), t)).toBe(step + 1);
  });

  it('refuses codes two steps away', () => {
    const codes = [-2, -1, 0, 1, 2].map((o) => codeAt(secret, t + o * 30_000));
    expect(new Set(codes).size).toBe(5);
    expect(matchingStep(secret, codes[0], t)).toBeNull();
    expect(matchingStep(secret, codes[4], t)).toBeNull();
  });

  it('refuses anything but six digits', () => {
    const code = codeAt(secret, t);
    for (const typed of ['', code.slice(1), `${code}0`, 'abcdef', ` ${code}`]) expect(matchingStep(secret, typed, t)).toBeNull();
  });
});

describe('secrets and the enrolment URL', () => {
  it('makes 160-bit base32 secrets, each new', () => {
    const a = newSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(newSecret()).not.toBe(a);
  });

  it('writes an otpauth URL with the issuer, the e-mail and the configuration', () => {
    const url = new URL(otpauthUrl('JBSWY3DPEHPK3PXP', 'ada@example.com'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toContain('ada@example.com');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      secret: 'JBSWY3DPEHPK3PXP',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
