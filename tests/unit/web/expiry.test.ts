import { describe, expect, it } from 'vitest';
import { isExpired, SESSION_CHECK_INTERVAL_MS } from '@/src/lib/auth/expiry';
import { makeToken } from './helpers/token';

const EXP = 1_700_000_000; // seconds

describe('isExpired(token, nowMs)', () => {
  const token = makeToken({ id: 'u1', isAdmin: false, role: 'investor', exp: EXP });

  it('is false before the expiry', () => {
    expect(isExpired(token, EXP * 1000 - 1)).toBe(false);
    expect(isExpired(token, 0)).toBe(false);
  });

  it('is true at and after the expiry', () => {
    expect(isExpired(token, EXP * 1000)).toBe(true);
    expect(isExpired(token, EXP * 1000 + 60_000)).toBe(true);
  });

  it('is false when the token has no exp claim or cannot be read (the server decides then)', () => {
    expect(isExpired(makeToken({ id: 'u1' }), Date.now())).toBe(false);
    expect(isExpired('not-a-jwt', Date.now())).toBe(false);
    expect(isExpired(makeToken({ exp: 'soon' }), Date.now())).toBe(false);
  });

  it('is checked every 60 seconds', () => {
    expect(SESSION_CHECK_INTERVAL_MS).toBe(60_000);
  });
});
