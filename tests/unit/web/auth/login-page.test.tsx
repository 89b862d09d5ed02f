import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@/common/messages';
import { LoginPage } from '@/src/app/pages/login';
import { SESSION_KEY, endSession, getSession } from '@/src/lib/auth/session';
import { fail, fakeApi, held, type FakeApi, type Handler, type Reply } from '../helpers/fake-api';
import { renderApp, renderRoutes } from '../helpers/render-app';
import { tokenFor } from '../helpers/token';

// The form is a lazy chunk of the page, and the account's dashboard one of the route table (a
// sign-in leads there); loaded once here so that no test waits on a first transform.
beforeAll(async () => {
  await Promise.all([import('@/src/features/auth/components/login-form'), import('@/src/app/pages/account/dashboard')]);
});

let http: FakeApi;
const serve = (handler: Handler) => {
  http = fakeApi(handler);
};

const profile = { _id: 'u1', name: 'Ann Investor', email: 'ann@example.com', role: 'investor' };
const signedIn = (role: 'investor' | 'admin' | 'support' = 'investor'): Reply => ({
  status: 200,
  body: { _id: 'u1', accessToken: tokenFor(role, { id: 'u1' }), isAdmin: role === 'admin' },
});

beforeEach(() => {
  endSession();
  serve((sent) => (sent.path === '/profile/me' ? { status: 200, body: profile } : signedIn()));
});
afterEach(() => {
  vi.restoreAllMocks();
});

type Render = (url: string) => ReturnType<typeof renderRoutes>;
const loginAlone: Render = (url) => renderApp(<LoginPage />, { url });

async function openLogin(url = '/login', render: Render = loginAlone) {
  const app = render(url);
  await screen.findByRole('heading', { name: 'Welcome Back!' });
  await screen.findByRole('button', { name: 'Sign In' });
  return { ...app, user: userEvent.setup({ delay: null }) };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, email = 'ann@example.com', password = 'secret123') {
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('the login page', () => {
  it('shows the heading, subtitle, labelled fields and links', async () => {
    await openLogin();
    expect(screen.getByText('Please sign in to continue')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'SignUp' })).toHaveAttribute('href', '/signup');
    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
    const homeLinks = screen.getAllByRole('link', { name: /home$/ });
    expect(homeLinks.length).toBeGreaterThan(0);
    homeLinks.forEach((link) => expect(link).toHaveAttribute('href', '/'));
  });

  it('validates on submit first, then on change', async () => {
    const { user } = await openLogin();
    const email = screen.getByLabelText(/^Email/);
    await user.type(email, 'not-an-email');
    expect(screen.queryByText(MSG.emailInvalid)).not.toBeInTheDocument(); // not before the first submit

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(MSG.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordMin)).toBeInTheDocument();
    expect(http.requests).toEqual([]);

    await user.clear(email);
    await user.type(email, 'ann@example.com'); // re-validated on change
    await waitFor(() => expect(screen.queryByText(MSG.emailInvalid)).not.toBeInTheDocument());
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await waitFor(() => expect(screen.queryByText(MSG.passwordMin)).not.toBeInTheDocument());
  });

  it('limits passwords to 512 characters', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/^Email/), 'ann@example.com');
    await user.click(screen.getByLabelText(/^Password/));
    await user.paste('x'.repeat(513));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(MSG.passwordMax)).toBeInTheDocument();
  });

  it('shows the password toggle only once something is typed', async () => {
    const { user } = await openLogin();
    const password = screen.getByLabelText(/^Password/);
    expect(screen.queryByRole('button', { name: 'Show password' })).not.toBeInTheDocument();

    await user.type(password, 's');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');

    await user.clear(password);
    expect(screen.queryByRole('button', { name: /password/ })).not.toBeInTheDocument();
  });

  it('signs in: stores the session, toasts success and goes to /account', async () => {
    // the account's greeting comes with the screen it leads to: the route table
    const { user, location } = await openLogin('/login', renderRoutes);
    await fillAndSubmit(user, 'Ann@Example.com ');
    expect(await screen.findByText(MSG.loginSuccess)).toBeInTheDocument();
    expect(http.requests[0]).toMatchObject({
      method: 'POST',
      path: '/user/login',
      body: { email_address: 'ann@example.com', password: 'secret123' },
    });
    expect(JSON.parse(window.localStorage.getItem(SESSION_KEY)!)).toMatchObject({ id: 'u1' });
    await waitFor(() => expect(location().pathname).toBe('/account'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ann Investor' })).toBeInTheDocument();
  });

  it('goes to the redirect it was sent with', async () => {
    const { user, location } = await openLogin('/login?redirect=%2Faccount%2Fprofile');
    await fillAndSubmit(user);
    await waitFor(() => expect(location().pathname).toBe('/account/profile'));
  });

  it('sends an investor with an /admin redirect to /account', async () => {
    const { user, location } = await openLogin('/login?redirect=/admin/users');
    await fillAndSubmit(user);
    await waitFor(() => expect(location().pathname).toBe('/account'));
  });

  it('disables the button and shows a spinner while signing in', async () => {
    const pending = held<Reply>();
    serve((sent) => (sent.path === '/user/login' ? pending.promise : { status: 200, body: profile }));
    const { user } = await openLogin();
    await fillAndSubmit(user);
    const button = screen.getByRole('button', { name: /Sign In/ });
    await waitFor(() => expect(button).toBeDisabled());
    expect(screen.getByRole('progressbar', { name: 'Submitting' })).toBeInTheDocument();
    pending.resolve(fail(401, 'Email or Password is Incorrect.'));
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByRole('progressbar', { name: 'Submitting' })).not.toBeInTheDocument();
  });

  it('401: toasts "Email or Password is Incorrect." and stays', async () => {
    serve(() => fail(401, 'Email or Password is Incorrect.'));
    const { user, location } = await openLogin();
    await fillAndSubmit(user);
    expect(await screen.findByText(MSG.loginIncorrect)).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(getSession()).toBeNull();
  });

  it("429: toasts the server's message", async () => {
    serve(() => fail(429, 'Too many failed sign-in attempts. Try again in 15 minutes.'));
    const { user } = await openLogin();
    await fillAndSubmit(user);
    expect(await screen.findByText('Too many failed sign-in attempts. Try again in 15 minutes.')).toBeInTheDocument();
  });

  it('other errors: a generic toast and a console log', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => ({ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } }));
    const { user } = await openLogin();
    await fillAndSubmit(user);
    expect(await screen.findByText(MSG.loginError)).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });
});
