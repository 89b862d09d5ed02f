import { beforeEach, describe, expect, it } from 'vitest';
import { api, authApi } from '@/src/lib/api-client';
import { endSession, getSession, startSession } from '@/src/lib/auth/session';
import { sessionEndedNotice } from '@/src/lib/auth/session-notice';
import { fail, fakeApi, held, type FakeApi, type Reply } from './helpers/fake-api';
import { tokenFor } from './helpers/token';

let http: FakeApi;
beforeEach(() => {
  endSession();
  http = fakeApi((sent) =>
    sent.path === '/profile/me' && sent.headers.authorization === undefined ? fail(401, 'Unauthorized') : { body: {} },
  );
});

describe('the two API clients', () => {
  it('share the base address /api', () => {
    expect(api.defaults.baseURL).toBe('/api');
    expect(authApi.defaults.baseURL).toBe('/api');
  });

  it('the anonymous client never sends a token', async () => {
    startSession({ id: 'u1', token: tokenFor('investor') });
    await api.post('/user/signup', { name: 'x' });
    expect(http.requests[0].headers.authorization).toBeUndefined();
  });

  it('the authorised client sends the current session token', async () => {
    const token = tokenFor('investor');
    startSession({ id: 'u1', token });
    await authApi.get('/profile/me');
    expect(http.requests[0].headers.authorization).toBe(`Bearer ${token}`);
  });

  it('stops sending the old token after logout', async () => {
    startSession({ id: 'u1', token: tokenFor('investor') });
    endSession();
    await expect(authApi.get('/profile/me')).rejects.toThrow();
    expect(http.requests[0].headers.authorization).toBeUndefined();
  });

  it('ends the session when the server refuses the current token with 401', async () => {
    fakeApi(() => fail(401, 'Your session has ended. Please sign in again.'));
    startSession({ id: 'u1', token: tokenFor('investor') });
    await expect(authApi.get('/profile/me')).rejects.toMatchObject({ response: { status: 401 } });
    expect(getSession()).toBeNull();
    expect(sessionEndedNotice()).toBe(true);
  });

  it('keeps the session on 403', async () => {
    fakeApi(() => fail(403, 'You do not have permission to do this'));
    startSession({ id: 'u1', token: tokenFor('investor') });
    await expect(authApi.get('/profile/all')).rejects.toThrow();
    expect(getSession()).not.toBeNull();
  });

  it('a late 401 for an older token does not end a newer session', async () => {
    const late = held<Reply>();
    fakeApi(() => late.promise);
    startSession({ id: 'u1', token: tokenFor('investor', { id: 'u1' }) });
    const stale = authApi.get('/profile/me');
    const fresh = startSession({ id: 'u2', token: tokenFor('investor', { id: 'u2' }) });
    late.resolve(fail(401, 'Unauthorized'));
    await expect(stale).rejects.toThrow();
    expect(getSession()).toBe(fresh);
  });
});
