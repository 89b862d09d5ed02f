import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, getSession, startSession } from '@/src/lib/auth/session';
import { sessionEndedNotice } from '@/src/lib/auth/session-notice';
import { useSessionExpiry } from '@/src/lib/auth/use-session-expiry';
import { fakeApi, type FakeApi } from './helpers/fake-api';
import { tokenFor } from './helpers/token';

let http: FakeApi;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
  endSession();
  http = fakeApi(() => ({ status: 204 }));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSessionExpiry', () => {
  it('checks every 60 seconds and signs out once the token has expired', () => {
    startSession({ id: 'u1', token: tokenFor('investor', { expiresIn: 90 }) });
    const { unmount } = renderHook(() => useSessionExpiry());
    expect(getSession()).not.toBeNull();

    vi.advanceTimersByTime(60_000); // t = 60 s: still valid
    expect(getSession()).not.toBeNull();

    vi.advanceTimersByTime(60_000); // t = 120 s: expired at 90 s
    expect(getSession()).toBeNull();
    // the sign-in page will say why (not a voluntary sign-out)
    expect(sessionEndedNotice()).toBe(true);
    expect(http.requests).toEqual([expect.objectContaining({ method: 'POST', path: '/user/logout' })]);
    unmount();
  });

  it('signs out at once when the session has already expired', () => {
    startSession({ id: 'u1', token: tokenFor('investor', { expiresIn: -1 }) });
    renderHook(() => useSessionExpiry());
    expect(getSession()).toBeNull();
  });

  it('stops checking when unmounted', () => {
    startSession({ id: 'u1', token: tokenFor('investor', { expiresIn: 30 }) });
    const { unmount } = renderHook(() => useSessionExpiry());
    unmount();
    vi.advanceTimersByTime(120_000);
    expect(getSession()).not.toBeNull();
  });
});
