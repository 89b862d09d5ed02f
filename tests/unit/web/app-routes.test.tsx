import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { ErrorPage } from '@/src/app/pages/error';
import { endSession, getSession, startSession } from '@/src/lib/auth/session';
import { fail, fakeApi, type FakeApi, type Handler } from './helpers/fake-api';
import { renderRoutes } from './helpers/render-app';
import { tokenFor } from './helpers/token';

let http: FakeApi;
const serve = (handler: Handler) => {
  http = fakeApi(handler);
};
const profile = { _id: 'u1', name: 'Ann Investor', email: 'ann@example.com', role: 'investor' };

beforeEach(() => {
  endSession();
  serve((sent) => (sent.path === '/profile/me' ? { status: 200, body: profile } : { status: 204 }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the error page', () => {
  it('an unknown path: oops, This page does not exist.', async () => {
    renderRoutes('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'oops' })).toBeInTheDocument();
    expect(screen.getByText('This page does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home page/ })).toHaveAttribute('href', '/');
  });

  it('an unknown path below /account is a 404 too, signed in or not', async () => {
    renderRoutes('/account/no-such-screen');
    expect(await screen.findByText('This page does not exist.')).toBeInTheDocument();
    startSession({ id: 'u1', token: tokenFor('investor') });
    renderRoutes('/account/no-such-screen');
    expect(await screen.findAllByText('This page does not exist.')).toHaveLength(2);
  });

  it('any other error: An unexpected error occurred.', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Boom = () => {
      throw new Error('render failed');
    };
    const routes: RouteObject[] = [{ path: '/', ErrorBoundary: ErrorPage, Component: Boom }];
    renderRoutes('/', routes);
    expect(await screen.findByRole('heading', { name: 'oops' })).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred.')).toBeInTheDocument();
    expect(screen.queryByText('This page does not exist.')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });
});

describe('the public site', () => {
  it('has the navigation, the Investors Portal button and the footer', async () => {
    renderRoutes('/');
    expect(await screen.findByRole('heading', { name: 'Learn The Best Investments With Expert Advisors' })).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
    expect(nav).toBeInTheDocument();
    for (const [name, href] of [
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Contact', '/contact'],
    ]) {
      expect(screen.getAllByRole('link', { name }).some((a) => a.getAttribute('href') === href)).toBe(true);
    }
    expect(screen.getAllByRole('link', { name: 'Investors Portal' })[0]).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'GET STARTED' })).toHaveAttribute('href', '/account/deposit');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('highlights the current link only (Home only on /)', async () => {
    renderRoutes('/about');
    expect(await screen.findByRole('heading', { name: 'About', level: 1 })).toBeInTheDocument();
    const [home] = screen.getAllByRole('link', { name: 'Home' }).filter((a) => a.closest('nav'));
    const [about] = screen.getAllByRole('link', { name: 'About' }).filter((a) => a.closest('nav'));
    expect(about).toHaveAttribute('aria-current', 'page');
    expect(home).not.toHaveAttribute('aria-current');
  });

  it('titles the document after the page', async () => {
    renderRoutes('/about');
    await waitFor(() => expect(document.title).toBe('About · Northwind Capital'));
  });

  it.each([
    ['/services', 'Services'],
    ['/contact', 'Contact'],
    ['/terms', 'Terms and Conditions'],
    ['/privacy', 'Privacy Policy'],
    ['/forgot-password', 'Forgot password?'],
  ])('%s has its heading', async (path, heading) => {
    renderRoutes(path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
  });
});

describe('the investor area', () => {
  it('a visitor at /account/profile is sent to /login?redirect=%2Faccount%2Fprofile', async () => {
    const { location } = renderRoutes('/account/profile');
    expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(location().search).toBe('?redirect=%2Faccount%2Fprofile');
  });

  it('greets the signed-in user by name from /profile/me', async () => {
    const token = tokenFor('investor');
    startSession({ id: 'u1', token });
    renderRoutes('/account');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ann Investor' })).toBeInTheDocument();
    expect(http.requests).toContainEqual(
      expect.objectContaining({ path: '/profile/me', headers: expect.objectContaining({ authorization: `Bearer ${token}` }) }),
    );
  });

  it('has a placeholder screen for each investor route', async () => {
    startSession({ id: 'u1', token: tokenFor('investor') });
    renderRoutes('/account/activetrade');
    expect(await screen.findByRole('heading', { name: 'Active Trades', level: 1 })).toBeInTheDocument();
  });

  it('Log Out revokes the token, forgets the session and goes to /login', async () => {
    const token = tokenFor('investor');
    startSession({ id: 'u1', token });
    const { location } = renderRoutes('/account');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(getSession()).toBeNull();
    expect(http.requests).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/user/logout',
        headers: expect.objectContaining({ authorization: `Bearer ${token}` }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeInTheDocument();
  });

  it('a revoked token (401 from /profile/me) ends the session and returns to sign-in', async () => {
    serve(() => fail(401, 'Your session has ended. Please sign in again.'));
    startSession({ id: 'u1', token: tokenFor('investor') });
    const { location } = renderRoutes('/account/profile');
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(location().search).toBe('?redirect=%2Faccount%2Fprofile');
    expect(getSession()).toBeNull();
  });

  it("an investor at /admin stays there and is told 'no access', with the way to /account", async () => {
    startSession({ id: 'u1', token: tokenFor('investor') });
    const { location } = renderRoutes('/admin');
    expect(await screen.findByText('You do not have access to the back-office.')).toBeInTheDocument();
    expect(location().pathname).toBe('/admin');
    expect(screen.queryByRole('heading', { name: 'Welcome Back!' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
  });
});
