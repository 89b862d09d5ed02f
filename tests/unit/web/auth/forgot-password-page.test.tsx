import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@/common/messages';
import { ForgotPasswordPage } from '@/src/app/pages/forgot-password';
import { fail, fakeApi, held, type FakeApi, type Handler, type Reply } from '../helpers/fake-api';
import { renderApp, renderRoutes } from '../helpers/render-app';

// The forms (and the route table's login page) are lazy chunks; loaded once here so that no test waits on a first transform.
beforeAll(async () => {
  await Promise.all([
    import('@/src/app/pages/login'),
    import('@/src/features/auth/components/login-form'),
    import('@/src/features/auth/components/forgot-password-form'),
  ]);
});

let http: FakeApi;
const serve = (handler: Handler) => {
  http = fakeApi(handler);
};
const accepted: Reply = { status: 202, body: { message: MSG.resetRequested } };

beforeEach(() => serve(() => accepted));
afterEach(() => {
  vi.restoreAllMocks();
});

async function open() {
  const app = renderApp(<ForgotPasswordPage />, { url: '/forgot-password' });
  await screen.findByRole('heading', { name: 'Forgot password?', level: 1 });
  await screen.findByRole('button', { name: 'Send reset link' });
  return { ...app, user: userEvent.setup({ delay: null }) };
}

describe('the forgot-password page', () => {
  // from one screen to another: the route table
  it('is reached from the login page', async () => {
    const { user, location } = (() => {
      const app = renderRoutes('/login');
      return { ...app, user: userEvent.setup({ delay: null }) };
    })();
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(location().pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Forgot password?', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });

  it('validates the e-mail on submit, then on change, and sends nothing until it is valid', async () => {
    const { user } = await open();
    const email = screen.getByLabelText(/^Email/);
    await user.type(email, 'ann@');
    expect(screen.queryByText(MSG.emailInvalid)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MSG.emailInvalid)).toBeInTheDocument();
    expect(http.requests).toEqual([]);
    await user.type(email, 'example.com');
    await waitFor(() => expect(screen.queryByText(MSG.emailInvalid)).not.toBeInTheDocument());
  });

  it('posts the e-mail and shows the same confirmation whatever the account', async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText(/^Email/), ' Ann@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(MSG.resetRequested);
    expect(status).toHaveFocus();
    expect(http.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/user/forgot-password',
        body: { email_address: 'ann@example.com' },
      }),
    ]);
    expect(http.requests[0].headers.authorization).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('button', { name: 'Use another e-mail' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  });

  it('is busy (disabled, spinner) while the request is on its way', async () => {
    const pending = held<Reply>();
    serve(() => pending.promise);
    const { user } = await open();
    await user.type(screen.getByLabelText(/^Email/), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const button = screen.getByRole('button', { name: /Send reset link/ });
    await waitFor(() => expect(button).toBeDisabled());
    expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    pending.resolve(accepted);
    expect(await screen.findByRole('status')).toBeInTheDocument();
  });

  it("429: toasts the server's message and keeps the form", async () => {
    serve(() => fail(429, MSG.resetTooMany));
    const { user } = await open();
    await user.type(screen.getByLabelText(/^Email/), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MSG.resetTooMany)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
  });

  it('a network failure toasts the generic message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => {
      throw new Error('Network Error');
    });
    const { user } = await open();
    await user.type(screen.getByLabelText(/^Email/), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MSG.loginError)).toBeInTheDocument();
  });
});
