// A session that ends on its own (token refused by the server: expired,
// password changed elsewhere, account disabled; or found expired) lands on the sign-in page
// with a message; a voluntary sign-out lands there without one.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { LoginPage } from '@/src/app/pages/login';
import { authApi } from '@/src/lib/api-client';
import { authProvider } from '@/src/lib/auth/auth-provider';
import { SESSION_KEY, endSession, getSession, reloadSession, startSession } from '@/src/lib/auth/session';
import { sessionEndedNotice } from '@/src/lib/auth/session-notice';
import { fail, fakeApi } from '../helpers/fake-api';
import { renderApp, renderRoutes } from '../helpers/render-app';
import { tokenFor } from '../helpers/token';

// The form is a lazy chunk of the page; loaded once here so that no test waits on a first transform.
beforeAll(async () => {
  await import('@/src/features/auth/components/login-form');
});

beforeEach(() => {
  endSession();
  fakeApi(() => ({ status: 204 }));
});

const openLogin = () => renderApp(<LoginPage />, { url: '/login' });

const notice = () => screen.queryByText(MSG.sessionInvalid);

describe('the sign-in page after a session ends', () => {
  // from the account to the sign-in screen: the route table
  it('the server refuses the token (e.g. password changed elsewhere): /login?redirect=... says the session ended', async () => {
    fakeApi(() => fail(401, MSG.sessionInvalid));
    startSession({ id: 'u1', token: tokenFor('investor', { id: 'u1' }) });
    const { location } = renderRoutes('/account/profile');
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(new URLSearchParams(location().search).get('redirect')).toBe('/account/profile');
    expect(await screen.findByText(MSG.sessionInvalid)).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it('a 401 that asks for a two-factor code (step-up) leaves the session as it is', async () => {
    fakeApi(() => ({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'The code is not correct' },
      headers: { 'www-authenticate': 'Bearer error="insufficient_user_authentication"' },
    }));
    startSession({ id: 'u1', token: tokenFor('investor', { id: 'u1' }) });
    await expect(authApi.post('/transaction/save', {})).rejects.toMatchObject({ response: { status: 401 } });
    expect(getSession()).not.toBeNull();
  });

  it('a session found expired when the app starts: the message too', async () => {
    window.localStorage.setItem(SESSION_KEY, JSON.stringify({ id: 'u1', token: tokenFor('investor', { expiresIn: -5 }) }));
    reloadSession();
    expect(getSession()).toBeNull();
    openLogin();
    expect(await screen.findByText(MSG.sessionInvalid)).toBeInTheDocument();
  });

  it('a voluntary sign-out: no message', async () => {
    startSession({ id: 'u1', token: tokenFor('investor', { id: 'u1' }) });
    await expect(authProvider.logout()).resolves.toBe('/login');
    openLogin();
    await screen.findByRole('button', { name: 'Sign In' });
    expect(notice()).not.toBeInTheDocument();
  });

  it('signing in again clears the message', async () => {
    startSession({ id: 'u1', token: tokenFor('investor', { id: 'u1' }) });
    endSession('ended');
    fakeApi((sent) =>
      sent.path === '/user/login'
        ? { status: 200, body: { _id: 'u1', accessToken: tokenFor('investor', { id: 'u1' }), isAdmin: false } }
        : { status: 200, body: {} },
    );
    const { location } = openLogin();
    expect(await screen.findByText(MSG.sessionInvalid)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Email/), 'ann@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location().pathname).not.toBe('/login'));
    expect(sessionEndedNotice()).toBe(false);
  });

  it('a visitor who never signed in sees no message', async () => {
    openLogin();
    await screen.findByRole('button', { name: 'Sign In' });
    expect(notice()).not.toBeInTheDocument();
  });
});
