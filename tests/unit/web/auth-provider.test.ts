import { beforeEach, describe, expect, it } from 'vitest';
import { authProvider } from '@/src/lib/auth/auth-provider';
import { SESSION_KEY, endSession, getSession, startSession } from '@/src/lib/auth/session';
import { sessionEndedNotice } from '@/src/lib/auth/session-notice';
import { fail, fakeApi, type FakeApi, type Handler } from './helpers/fake-api';
import { tokenFor } from './helpers/token';

let http: FakeApi;
const serve = (handler: Handler) => {
  http = fakeApi(handler);
};

beforeEach(() => {
  endSession();
  serve(() => ({ status: 204 }));
});

describe('authProvider.login', () => {
  it('posts the credentials and stores the session {id: _id, token: accessToken}', async () => {
    const token = tokenFor('investor', { id: 'u1' });
    serve(() => ({ status: 200, body: { _id: 'u1', accessToken: token, isAdmin: false } }));
    const session = await authProvider.login({ email_address: 'ann@example.com', password: 'secret123' });
    expect(http.requests).toEqual([
      expect.objectContaining({ method: 'POST', path: '/user/login', body: { email_address: 'ann@example.com', password: 'secret123' } }),
    ]);
    expect(session).toMatchObject({ id: 'u1', token, role: 'investor', isAdmin: false });
    expect(JSON.parse(window.localStorage.getItem(SESSION_KEY)!)).toEqual({ id: 'u1', token });
  });

  it("accepts react-admin's {username, password}", async () => {
    serve(() => ({ status: 200, body: { _id: 'a1', accessToken: tokenFor('admin'), isAdmin: true } }));
    await authProvider.login({ username: 'admin@example.com', password: 'secret123' });
    expect(http.requests[0].body).toEqual({ email_address: 'admin@example.com', password: 'secret123' });
    expect(getSession()).toMatchObject({ isAdmin: true, role: 'admin' });
  });

  it('rejects with the HTTP error and stores nothing on 401', async () => {
    serve(() => fail(401, 'Email or Password is Incorrect.'));
    await expect(authProvider.login({ email_address: 'a@b.co', password: 'wrong-pass' })).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(getSession()).toBeNull();
  });
});

describe('authProvider.logout', () => {
  it('revokes the token on the server, forgets the session and says where to go', async () => {
    const token = tokenFor('investor');
    startSession({ id: 'u1', token });
    await expect(authProvider.logout()).resolves.toBe('/login');
    expect(http.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/user/logout',
        headers: expect.objectContaining({ authorization: `Bearer ${token}` }),
      }),
    ]);
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
    // the user asked: the sign-in page shows no 'session has ended'
    expect(sessionEndedNotice()).toBe(false);
  });

  it('{ sessionEnded: true } (the expiry check): the sign-in page will say the session ended', async () => {
    startSession({ id: 'u1', token: tokenFor('investor') });
    await expect(authProvider.logout({ sessionEnded: true })).resolves.toBe('/login');
    expect(getSession()).toBeNull();
    expect(sessionEndedNotice()).toBe(true);
  });

  it('still signs out locally when the server call fails', async () => {
    serve(() => ({ status: 500, body: { statusCode: 500, error: 'Internal', message: 'boom' } }));
    startSession({ id: 'u1', token: tokenFor('investor') });
    await expect(authProvider.logout()).resolves.toBe('/login');
    expect(getSession()).toBeNull();
  });

  it('without a session makes no call and leaves the redirect to the guards', async () => {
    await expect(authProvider.logout()).resolves.toBe(false);
    expect(http.requests).toEqual([]);
  });
});

describe('authProvider.checkAuth', () => {
  it('resolves with a session', async () => {
    startSession({ id: 'u1', token: tokenFor('investor') });
    await expect(authProvider.checkAuth()).resolves.toBeUndefined();
  });

  it('rejects without one', async () => {
    await expect(authProvider.checkAuth()).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('rejects and forgets an expired session', async () => {
    startSession({ id: 'u1', token: tokenFor('investor', { expiresIn: -1 }) });
    await expect(authProvider.checkAuth()).rejects.toBeDefined();
    expect(getSession()).toBeNull();
    expect(sessionEndedNotice()).toBe(true);
  });
});

describe('authProvider.checkError', () => {
  beforeEach(() => {
    startSession({ id: 'u1', token: tokenFor('admin') });
  });

  it('401 (react-admin HttpError shape) ends the session', async () => {
    await expect(authProvider.checkError({ status: 401, message: 'Unauthorized' })).rejects.toBeDefined();
    expect(getSession()).toBeNull();
    expect(sessionEndedNotice()).toBe(true);
  });

  it('401 (axios error shape) ends the session', async () => {
    await expect(authProvider.checkError({ response: { status: 401 } })).rejects.toBeDefined();
    expect(getSession()).toBeNull();
  });

  it('401 asking for a two-factor code (RFC 9470 step-up) keeps the user signed in', async () => {
    const stepUp = { response: { status: 401, headers: { 'www-authenticate': 'Bearer error="insufficient_user_authentication"' } } };
    await expect(authProvider.checkError(stepUp)).resolves.toBeUndefined();
    expect(getSession()).not.toBeNull();
  });

  it('403 keeps the user signed in', async () => {
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(getSession()).not.toBeNull();
  });

  it('other errors keep the user signed in', async () => {
    await expect(authProvider.checkError(new Error('network'))).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    expect(getSession()).not.toBeNull();
  });
});

describe('authProvider.getPermissions and canAccess', () => {
  it('permissions are the role from the token', async () => {
    await expect(authProvider.getPermissions()).resolves.toBeNull();
    startSession({ id: 's1', token: tokenFor('support') });
    await expect(authProvider.getPermissions()).resolves.toBe('support');
  });

  it('admins may do everything', async () => {
    startSession({ id: 'a1', token: tokenFor('admin') });
    for (const action of ['list', 'show', 'edit', 'create', 'delete']) {
      await expect(authProvider.canAccess({ action, resource: 'users' })).resolves.toBe(true);
    }
  });

  it('support staff only read', async () => {
    startSession({ id: 's1', token: tokenFor('support') });
    await expect(authProvider.canAccess({ action: 'list', resource: 'users' })).resolves.toBe(true);
    await expect(authProvider.canAccess({ action: 'show', resource: 'users' })).resolves.toBe(true);
    await expect(authProvider.canAccess({ action: 'edit', resource: 'users' })).resolves.toBe(false);
    await expect(authProvider.canAccess({ action: 'delete', resource: 'users' })).resolves.toBe(false);
  });

  it('investors and visitors may do nothing in the back-office', async () => {
    await expect(authProvider.canAccess({ action: 'list', resource: 'users' })).resolves.toBe(false);
    startSession({ id: 'u1', token: tokenFor('investor') });
    await expect(authProvider.canAccess({ action: 'list', resource: 'users' })).resolves.toBe(false);
  });
});

describe('authProvider.getIdentity', () => {
  it("reads the user's name from /profile/me", async () => {
    serve(() => ({ status: 200, body: { _id: 'a1', name: 'Ada Admin', email: 'admin@example.com' } }));
    startSession({ id: 'a1', token: tokenFor('admin') });
    await expect(authProvider.getIdentity()).resolves.toMatchObject({ id: 'a1', fullName: 'Ada Admin' });
    expect(http.requests[0]).toMatchObject({ method: 'GET', path: '/profile/me' });
  });
});
