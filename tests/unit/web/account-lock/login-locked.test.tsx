// The sign-in screen and a locked account: the 403 after the right password says how to get
// back in, in the server's own words, on the screen (not a passing toast).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_LOCK_MSG } from '@/common/account-lock';
import { LoginPage } from '@/src/app/pages/login';
import { endSession, getSession } from '@/src/lib/auth/session';
import { fail, fakeApi } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';

const REFUSAL = ACCOUNT_LOCK_MSG.signInRefused('https://invest.example.com');

beforeAll(async () => {
  await import('@/src/features/auth/components/login-form');
});
beforeEach(() => {
  endSession();
  fakeApi({ 'POST /user/login': fail(403, REFUSAL) });
});

describe('signing in to a locked account', () => {
  it('shows the refusal with how to get back in, and stays signed out', async () => {
    renderApp(<LoginPage />, { url: '/login' });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Sign In' });
    await user.type(screen.getByLabelText(/^Email/), 'ann@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REFUSAL);
    expect(getSession()).toBeNull();
  });
});
