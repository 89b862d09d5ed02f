// The sign-in screen's passkeys: 'Sign in with a passkey' under the password form (no e-mail
// typed: the passkey says whose it is) ends as a password sign-in does (toast, the way in), or in
// the wait for a new device's approval; the browser's autofill offers passkeys in the e-mail field
// (a request waiting from the start, ended when the form goes or the button's ceremony starts).
// A closed prompt says nothing; an unknown passkey, the server's words.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSKEY_MSG } from '@/common/api/passkeys';
import { MSG } from '@/common/messages';
import { LoginPage } from '@/src/app/pages/login';
import { DEVICE_WAIT_TEXT } from '@/src/features/auth/components/device-approval-wait';
import { PASSKEY_SIGN_IN_TEXT } from '@/src/features/auth/components/passkey-sign-in';
import { endSession, getSession } from '@/src/lib/auth/session';
import { fail, fakeApi, type FakeApi } from '../helpers/fake-api';
import { AUTHENTICATION_OPTIONS, fakeAuthenticator } from '../helpers/fake-authenticator';
import { renderApp } from '../helpers/render-app';
import { tokenFor } from '../helpers/token';

beforeAll(async () => {
  await import('@/src/features/auth/components/login-form');
});

let http: FakeApi;
beforeEach(() => {
  endSession();
  http = fakeApi({
    'POST /auth/passkey/options': { status: 200, body: { options: AUTHENTICATION_OPTIONS } },
    'POST /user/login/passkey': { status: 200, body: { _id: 'u1', accessToken: tokenFor('investor', { id: 'u1' }), isAdmin: false } },
    'GET /profile/me': { status: 200, body: { _id: 'u1', name: 'Ann Investor', email: 'ann@example.com', role: 'investor' } },
  });
});

async function openLogin(url = '/login') {
  const app = renderApp(<LoginPage />, { url });
  await screen.findByRole('heading', { name: 'Welcome Back!' });
  await screen.findByRole('button', { name: 'Sign In' });
  return { ...app, user: userEvent.setup({ delay: null }) };
}

const passkeyButton = () => screen.getByRole('button', { name: PASSKEY_SIGN_IN_TEXT.button });

describe("'Sign in with a passkey'", () => {
  it('a browser without WebAuthn is not offered it', async () => {
    await openLogin();
    expect(screen.queryByRole('button', { name: PASSKEY_SIGN_IN_TEXT.button })).not.toBeInTheDocument();
    // nor does it ask for an autofill challenge
    expect(http.requests).toEqual([]);
  });

  it('no e-mail typed: the options, the prompt, the assertion; the session starts, the toast, the way in', async () => {
    const authenticator = fakeAuthenticator();
    const { user, location } = await openLogin('/login?redirect=%2Faccount%2Fprofile');
    await user.click(passkeyButton());
    expect(await screen.findByText(MSG.loginSuccess)).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/account/profile'));
    expect(getSession()?.id).toBe('u1');
    expect(authenticator.asked).toHaveLength(1);
    // a discoverable credential: no account named, any passkey of this site
    expect(authenticator.asked[0].publicKey?.allowCredentials).toBeUndefined();
    expect(authenticator.asked[0].mediation).toBeUndefined();
    expect(http.calls('POST /user/login/passkey')[0].body).toMatchObject({
      response: { id: 'cred-1', type: 'public-key', response: { signature: expect.any(String), userHandle: expect.any(String) } },
    });
    expect(http.calls('POST /user/login')).toEqual([]);
  });

  it('the prompt closed: nothing sent, nothing said; the button works again', async () => {
    const authenticator = fakeAuthenticator();
    const { user } = await openLogin();
    authenticator.refuse();
    await user.click(passkeyButton());
    await waitFor(() => expect(authenticator.asked).toHaveLength(1));
    await waitFor(() => expect(passkeyButton()).toBeEnabled());
    expect(http.calls('POST /user/login/passkey')).toEqual([]);
    expect(screen.queryByText(MSG.loginError)).not.toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it("a passkey the server does not know: the server's words", async () => {
    fakeAuthenticator();
    http.set('POST /user/login/passkey', fail(401, PASSKEY_MSG.notRecognised));
    const { user } = await openLogin();
    await user.click(passkeyButton());
    expect(await screen.findByText(PASSKEY_MSG.notRecognised)).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it("a browser the account has not used (NEW_DEVICE_APPROVAL=on): the same wait as a password sign-in's", async () => {
    fakeAuthenticator();
    http.set('POST /user/login/passkey', {
      status: 200,
      body: { deviceApprovalRequired: true, pending: 'pending-1', expires_at: new Date(Date.now() + 20 * 60_000).toISOString() },
    });
    http.set('POST /user/login/device', {
      status: 202,
      body: { waiting: true, expires_at: new Date(Date.now() + 20 * 60_000).toISOString() },
    });
    const { user } = await openLogin();
    await user.click(passkeyButton());
    expect(await screen.findByText(DEVICE_WAIT_TEXT.heading)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(getSession()).toBeNull();
  });
});

describe("the browser's autofill", () => {
  it('the e-mail field takes passkeys in its suggestions', async () => {
    await openLogin();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'email webauthn');
  });

  it('a request waits from the start; a passkey picked from the e-mail field signs in', async () => {
    const authenticator = fakeAuthenticator({ autofill: true });
    const { location } = await openLogin();
    await waitFor(() => expect(authenticator.asked).toHaveLength(1));
    expect(authenticator.asked[0].mediation).toBe('conditional');
    authenticator.pickFromAutofill();
    expect(await screen.findByText(MSG.loginSuccess)).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/account'));
  });

  it("the button's ceremony replaces the waiting request, which says nothing; it waits again after a closed prompt", async () => {
    const authenticator = fakeAuthenticator({ autofill: true });
    const { user } = await openLogin();
    await waitFor(() => expect(authenticator.asked).toHaveLength(1));
    const waiting = authenticator.asked[0].signal!;
    authenticator.refuse();
    await user.click(passkeyButton());
    await waitFor(() => expect(authenticator.asked).toHaveLength(3));
    expect(waiting.aborted).toBe(true);
    expect(authenticator.asked[1].mediation).toBeUndefined();
    expect(authenticator.asked[2].mediation).toBe('conditional');
    expect(http.calls('POST /user/login/passkey')).toEqual([]);
    expect(screen.queryByText(MSG.loginError)).not.toBeInTheDocument();
  });

  it('the form going (unmounted) ends the waiting request', async () => {
    const authenticator = fakeAuthenticator({ autofill: true });
    const { unmount } = await openLogin();
    await waitFor(() => expect(authenticator.asked).toHaveLength(1));
    unmount();
    expect(authenticator.asked[0].signal?.aborted).toBe(true);
  });
});
