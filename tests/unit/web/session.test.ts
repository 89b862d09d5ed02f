import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY, decodeSession, endSession, getSession, reloadSession, startSession, subscribeSession } from '@/src/lib/auth/session';
import { sessionEndedNotice } from '@/src/lib/auth/session-notice';
import { makeToken, tokenFor } from './helpers/token';

beforeEach(() => endSession());
afterEach(() => vi.restoreAllMocks());

describe('decodeSession', () => {
  it('reads isAdmin, role and exp from the token', () => {
    const token = makeToken({ id: 'a1', isAdmin: true, role: 'admin', exp: 2_000_000_000 });
    expect(decodeSession({ id: 'a1', token })).toEqual({ id: 'a1', token, isAdmin: true, role: 'admin', exp: 2_000_000_000 });
  });

  it('is not admin by default', () => {
    const token = makeToken({ id: 'u1', exp: 2_000_000_000 });
    expect(decodeSession({ id: 'u1', token })).toMatchObject({ isAdmin: false, role: 'investor' });
  });

  it('reads support staff as not admin', () => {
    expect(decodeSession({ id: 's1', token: tokenFor('support') })).toMatchObject({ isAdmin: false, role: 'support' });
  });

  it('only a literal true makes an admin', () => {
    const token = makeToken({ id: 'u1', isAdmin: 'true', role: 'superuser' });
    expect(decodeSession({ id: 'u1', token })).toMatchObject({ isAdmin: false, role: 'investor' });
  });

  it('a token that cannot be decoded: admin flag false, no role, and "Error decoding JWT" logged', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(decodeSession({ id: 'u1', token: 'garbage' })).toEqual({
      id: 'u1',
      token: 'garbage',
      isAdmin: false,
      role: null,
      exp: null,
    });
    expect(log).toHaveBeenCalledWith('Error decoding JWT', expect.anything());
  });
});

describe('the session store', () => {
  it('is empty when nothing is stored', () => {
    expect(getSession()).toBeNull();
  });

  it('startSession stores {id, token} under the key "session" and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    const token = tokenFor('investor', { id: 'u1' });
    const session = startSession({ id: 'u1', token });
    expect(JSON.parse(window.localStorage.getItem(SESSION_KEY)!)).toEqual({ id: 'u1', token });
    expect(getSession()).toBe(session);
    expect(session).toMatchObject({ id: 'u1', role: 'investor', isAdmin: false });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('returns the same object until the session changes (useSyncExternalStore needs that)', () => {
    startSession({ id: 'u1', token: tokenFor('investor') });
    expect(getSession()).toBe(getSession());
  });

  it('endSession removes the stored session and notifies', () => {
    startSession({ id: 'u1', token: tokenFor('investor') });
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    endSession();
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(getSession()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    endSession();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('reads a session another tab stored, and forgets it when that tab signs out', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    const token = tokenFor('admin', { id: 'a1' });
    window.localStorage.setItem(SESSION_KEY, JSON.stringify({ id: 'a1', token }));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY }));
    expect(getSession()).toMatchObject({ id: 'a1', isAdmin: true, role: 'admin' });
    window.localStorage.removeItem(SESSION_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY }));
    expect(getSession()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    // that tab's user signed out: nothing to explain here
    expect(sessionEndedNotice()).toBe(false);
    unsubscribe();
  });

  it("another tab removing a session that has run out: this tab's sign-in page says it ended", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
      startSession({ id: 'u1', token: tokenFor('investor', { expiresIn: 30 }) });
      vi.setSystemTime(new Date('2030-01-01T00:01:00Z'));
      window.localStorage.removeItem(SESSION_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY }));
      expect(getSession()).toBeNull();
      expect(sessionEndedNotice()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not take an expired or malformed stored session', () => {
    window.localStorage.setItem(SESSION_KEY, JSON.stringify({ id: 'u1', token: tokenFor('investor', { expiresIn: -10 }) }));
    reloadSession();
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
    // an expired session found is one that ended on its own
    expect(sessionEndedNotice()).toBe(true);
    endSession();

    window.localStorage.setItem(SESSION_KEY, '{not json');
    reloadSession();
    expect(getSession()).toBeNull();

    window.localStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'x' }));
    reloadSession();
    expect(getSession()).toBeNull();
    // garbage is not a session that ended
    expect(sessionEndedNotice()).toBe(false);
  });
});
