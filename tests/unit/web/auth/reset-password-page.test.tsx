import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@/common/messages';
import { ResetPasswordPage } from '@/src/app/pages/reset-password';
import { fail, fakeApi, held, type FakeApi, type Handler, type Reply } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';

// The form is a lazy chunk of the page; loaded once here so that no test waits on a first transform.
beforeAll(async () => {
  await import('@/src/features/auth/components/reset-password-form');
});

let http: FakeApi;
const serve = (handler: Handler) => {
  http = fakeApi(handler);
};
const TOKEN = 'Abc_-0123456789abcdefghijklmnopqrstuvwxyzAB';
const done: Reply = { status: 200, body: { message: MSG.resetDone } };

beforeEach(() => serve(() => done));
afterEach(() => {
  vi.restoreAllMocks();
});

type User = ReturnType<typeof userEvent.setup>;

async function open(search = `?token=${TOKEN}`) {
  const app = renderApp(<ResetPasswordPage />, { url: `/reset-password${search}` });
  await screen.findByRole('heading', { name: 'Choose a new password', level: 1 });
  await waitFor(() => expect(screen.queryByLabelText('Loading the form')).not.toBeInTheDocument());
  return { ...app, user: userEvent.setup({ delay: null }) };
}

async function fill(user: User, password: string, confirm = password) {
  if (password) await user.type(screen.getByLabelText(/^New Password/), password);
  if (confirm) await user.type(screen.getByLabelText(/^Confirm Password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('the reset-password page', () => {
  it('without a token, or with a malformed one, says the link is invalid and offers a new one', async () => {
    for (const search of ['', '?token=short']) {
      const { unmount } = await open(search);
      expect(screen.getByText(MSG.resetInvalid)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
      expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
      unmount();
    }
  });

  it('shows the sign-up password messages on submit, then re-validates on change', async () => {
    const { user } = await open();
    await fill(user, 'abc', 'abd');
    expect(await screen.findByText(MSG.passwordMin)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordsMismatch)).toBeInTheDocument();
    expect(http.requests).toEqual([]);

    await user.type(screen.getByLabelText(/^New Password/), 'def');
    await waitFor(() => expect(screen.queryByText(MSG.passwordMin)).not.toBeInTheDocument());
    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^Confirm Password/), 'abcdef');
    await waitFor(() => expect(screen.queryByText(MSG.passwordsMismatch)).not.toBeInTheDocument());
  });

  it('limits the password to 512 characters', async () => {
    const { user } = await open();
    await user.click(screen.getByLabelText(/^New Password/));
    await user.paste('x'.repeat(513));
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findAllByText(MSG.passwordMax)).not.toHaveLength(0);
  });

  it('has the show/hide toggle once something is typed', async () => {
    const { user } = await open();
    expect(screen.queryByRole('button', { name: 'Show password' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New Password/), 's');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText(/^New Password/)).toHaveAttribute('type', 'text');
  });

  it('posts the token and the password, toasts success and goes to sign in', async () => {
    const { user, location } = await open();
    await fill(user, 'new-secret-1');
    expect(await screen.findByText(MSG.resetDone)).toBeInTheDocument();
    expect(http.requests).toEqual([
      expect.objectContaining({ method: 'POST', path: '/user/reset-password', body: { token: TOKEN, password: 'new-secret-1' } }),
    ]);
    await waitFor(() => expect(location().pathname).toBe('/login'));
  });

  it('is busy (disabled, spinner) while submitting', async () => {
    const pending = held<Reply>();
    serve(() => pending.promise);
    const { user } = await open();
    await fill(user, 'new-secret-1');
    const button = screen.getByRole('button', { name: /Reset Password/ });
    await waitFor(() => expect(button).toBeDisabled());
    expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    pending.resolve(done);
    expect(await screen.findByText(MSG.resetDone)).toBeInTheDocument();
  });

  it('an expired or used link (400) switches to the invalid-link message', async () => {
    serve(() => fail(400, MSG.resetInvalid));
    const { user } = await open();
    await fill(user, 'new-secret-1');
    expect(await screen.findByText(MSG.resetInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });

  it("the server's field errors show under the field", async () => {
    serve(() => fail(400, MSG.passwordMin, [{ field: 'password', message: MSG.passwordMin }]));
    const { user } = await open();
    await fill(user, 'new-secret-1');
    expect(await screen.findByText(MSG.passwordMin)).toBeInTheDocument();
  });
});
