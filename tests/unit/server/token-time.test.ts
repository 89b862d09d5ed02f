import { describe, expect, it } from 'vitest';
import { issuedInTime, issueTime, nextTokenCutoff } from '@/server/plugins/auth';

// iat has whole seconds. These pin down the same-second cases that a fast test run only
// hits by chance: a token issued before a cut-off must never outlive it, and a token issued
// after it must always work.
const at = (iso: string) => new Date(iso);
const sec = (iso: string) => Math.floor(Date.parse(iso) / 1000);

describe('token issue times against a cut-off (tokensValidAfter)', () => {
  it('a token issued in an earlier second than the cut-off is refused', () => {
    expect(issuedInTime(sec('2025-01-01T10:00:04Z'), at('2025-01-01T10:00:05.500Z'))).toBe(false);
  });

  it("a token stamped with the cut-off's own second is refused (it may predate the cut-off)", () => {
    expect(issuedInTime(sec('2025-01-01T10:00:05Z'), at('2025-01-01T10:00:05.900Z'))).toBe(false);
    expect(issuedInTime(sec('2025-01-01T10:00:05Z'), at('2025-01-01T10:00:05.000Z'))).toBe(false);
  });

  it('a token issued in a later second is accepted', () => {
    expect(issuedInTime(sec('2025-01-01T10:00:06Z'), at('2025-01-01T10:00:05.900Z'))).toBe(true);
  });

  it('a token issued right after the cut-off, in the same second, is stamped with the next second and accepted', () => {
    const cutoff = at('2025-01-01T10:00:05.100Z');
    const iat = issueTime(cutoff, Date.parse('2025-01-01T10:00:05.200Z'));
    expect(iat).toBe(sec('2025-01-01T10:00:06Z'));
    expect(issuedInTime(iat, cutoff)).toBe(true);
  });

  it('long after the cut-off, iat is simply now', () => {
    expect(issueTime(at('2025-01-01T10:00:05Z'), Date.parse('2025-01-02T08:30:00.750Z'))).toBe(sec('2025-01-02T08:30:00Z'));
    expect(issueTime(undefined, Date.parse('2025-01-02T08:30:00.750Z'))).toBe(sec('2025-01-02T08:30:00Z'));
  });

  it('a database clock ahead of the app clock cannot lock a fresh user out', () => {
    // the row was created by the database at 10:00:07; the app thinks it is 10:00:05
    const cutoff = at('2025-01-01T10:00:07.300Z');
    const iat = issueTime(cutoff, Date.parse('2025-01-01T10:00:05.000Z'));
    expect(issuedInTime(iat, cutoff)).toBe(true);
  });

  it('sign-up, sign-in and a password change inside one second: the earlier token dies, the new one lives', () => {
    const created = at('2025-01-01T10:00:05.100Z');
    const firstToken = issueTime(created, Date.parse('2025-01-01T10:00:05.200Z'));
    expect(issuedInTime(firstToken, created)).toBe(true);

    const changed = nextTokenCutoff(created, at('2025-01-01T10:00:05.300Z'));
    expect(issuedInTime(firstToken, changed)).toBe(false);

    const newToken = issueTime(changed, Date.parse('2025-01-01T10:00:05.400Z'));
    expect(issuedInTime(newToken, changed)).toBe(true);

    // and a second change in that same second ends the new token too
    const changedAgain = nextTokenCutoff(changed, at('2025-01-01T10:00:05.500Z'));
    expect(issuedInTime(newToken, changedAgain)).toBe(false);
    expect(issuedInTime(issueTime(changedAgain, Date.parse('2025-01-01T10:00:05.600Z')), changedAgain)).toBe(true);
  });

  it('a cut-off long after the last one is simply now', () => {
    const now = at('2025-03-01T12:00:00.250Z');
    expect(nextTokenCutoff(at('2025-01-01T10:00:05Z'), now)).toEqual(now);
  });
});
