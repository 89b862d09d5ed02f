// The sign-in code step: after the password, an account with two-factor sign-in on
// is asked for a code from its app (or a recovery code); only then does the session start.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MSG } from '@/common/api/two-factor';
import { MSG } from '@/common/messages';
import { CODE_UI } from '@/common/validation/sign-in-code';
import { LoginPage } from '@/src/app/pages/login';
import { authProvider } from '@/src/lib/auth/auth-provider';
import { endSession, getSession } from '@/src/lib/auth/session';
import { fail, fakeApi, type Answer, type FakeApi, type Reply } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';
import { tokenFor } from '../helpers/token';

// The form is a lazy chunk of the page; loaded once here so that no test waits on a first transform.
beforeAll(async () => {
  await import('@/src/features/auth/components/login-form');
});

const CHALLENGE = 'challenge-abc';
const profile = { _id: 'u1', name: 'Ann Investor', email: 'ann@example.com', role: 'investor' };
const challenged: Reply = { status: 200, body: { twoFactorRequired: true, challenge: CHALLENGE } };
const signedIn = (role: 'investor' | 'admin' = 'investor'): Reply => ({
  status: 200,
  body: { _id: 'u1', accessToken: tokenFor(role, { id: 'u1' }), isAdmin: role === 'admin' },
});

let http: FakeApi;
const serve = (codeReply: Answer) => {
  http = fakeApi({
    'POST /user/login': challenged,
    'POST /user/login/2fa': codeReply,
    'GET /profile/me': { status: 200, body: profile },
  });
};

beforeEach(() => {
  endSession();
  serve(() => signedIn());
});

async function passwordStep(url = '/login') {
  const app = renderApp(<LoginPage />, { url });
  await screen.findByRole('button', { name: 'Sign In' });
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/^Email/), 'ann@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByRole('button', { name: CODE_UI.verify });
  return { ...app, user };
}

const codeField = () => screen.getByRole('textbox', { name: new RegExp(`^${CODE_UI.codeLabel}`) });

describe('the sign-in code step', () => {
  it('follows the password: one code field for the app, Verify, the recovery link; no session yet', async () => {
    const { location } = await passwordStep();
    const field = codeField();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toBeRequired();
    expect(field).toHaveFocus();
    expect(screen.getByRole('button', { name: CODE_UI.useRecovery })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(getSession()).toBeNull();
    expect(location().pathname).toBe('/login');
  });

  it('sends the challenge and the code, then signs in like a password sign-in', async () => {
    const { user, location } = await passwordStep();
    await user.type(codeField(), '123 456');
    await user.click(screen.getByRole('button', { name: CODE_UI.verify }));
    expect(await screen.findByText(MSG.loginSuccess)).toBeInTheDocument();
    expect(http.requests.find((r) => r.path === '/user/login/2fa')).toMatchObject({
      method: 'POST',
      body: { challenge: CHALLENGE, code: '123456' },
    });
    expect(getSession()).toMatchObject({ id: 'u1' });
    await waitFor(() => expect(location().pathname).toBe('/account'));
  });

  it('keeps the ?redirect= and the role: an admin goes to /admin', async () => {
    serve(() => signedIn('admin'));
    const { user, location } = await passwordStep('/login?redirect=%2Faccount%2Fprofile');
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: CODE_UI.verify }));
    await waitFor(() => expect(location().pathname).toBe('/admin'));
  });

  it('checks for six digits before sending', async () => {
    const { user } = await passwordStep();
    await user.click(screen.getByRole('button', { name: CODE_UI.verify }));
    expect(await screen.findByText(CODE_UI.codeBlank)).toBeInTheDocument();
    await user.type(codeField(), '12345');
    await user.click(screen.getByRole('button', { name: CODE_UI.verify }));
    expect(await screen.findByText(CODE_UI.codeDigits)).toBeInTheDocument();
    expect(http.requests.filter((r) => r.path === '/user/login/2fa')).toEqual([]);
  });

  it("a wrong code: the server's message under the field, and another try", async () => {
    let tries = 0;
    serve(() => (++tries === 1 ? fail(401, TWO_FACTOR_MSG.codeWrong) : signedIn()));
    const { user, location } = await passwordStep();
    await user.type(codeField(), '000000');
    await user.click(screen.getByRole('button', { name: CODE_UI.verify }));
    expect(await screen.findByText(TWO_FACTOR_MSG.codeWrong)).toBeInTheDocument();
    expect(codeField()).toHaveAccessibleDescription(TWO_FACTOR_MSG.codeWrong);
    expect(getSession()).toBeNull();

    await user.clear(codeField());
    await user.type(codeField(), '654321');
    await user.click(screen.getByRole('button', { name: CODE_UI.verify }));
    await waitFor(() => expect(location().pathname).toBe('/account'));
  });

  it.each([TWO_FACTOR_MSG.challengeTooManyWrong, TWO_FACTOR_MSG.challengeEnded])(
    'a dead challenge (%s): back to the password with the message',
    async (message) => {
      serve(() => fail(401, message));
      const { user } = await passwordStep();
      await user.type(codeField(), '000000');
      await user.click(screen.getByRole('button', { name: CODE_UI.verify }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
      expect(screen.getByLabelText(/^Email/)).toHaveValue('ann@example.com');
      expect(screen.getByLabelText(/^Password/)).toHaveValue('');
      expect(screen.queryByRole('button', { name: CODE_UI.verify })).not.toBeInTheDocument();
      expect(getSession()).toBeNull();
    },
  );

  it('the recovery link switches the field to a recovery code, and back', async () => {
    const { user, location } = await passwordStep();
    await user.click(screen.getByRole('button', { name: CODE_UI.useRecovery }));
    const recovery = screen.getByRole('textbox', { name: new RegExp(`^${CODE_UI.recoveryLabel}`) });
    expect(recovery).not.toHaveAttribute('inputmode');
    expect(recovery).toHaveAttribute('autocomplete', 'off');

    await user.click(screen.getByRole('button', { name: CODE_UI.useApp }));
    expect(codeField()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CODE_UI.useRecovery }));

    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${CODE_UI.recoveryLabel}`) }), 'abcd-efgh-ijkl');
    await user.click(screen.getByRole('button', { name: CODE_UI.verify }));
    await waitFor(() => expect(location().pathname).toBe('/account'));
    expect(http.requests.find((r) => r.path === '/user/login/2fa')?.body).toEqual({ challenge: CHALLENGE, code: 'abcd-efgh-ijkl' });
  });
});

describe("react-admin's authProvider.login", () => {
  it('rejects a challenge with where to sign in, starting no session', async () => {
    await expect(authProvider.login({ username: 'ann@example.com', password: 'secret123' })).rejects.toThrow(CODE_UI.useMainSignIn);
    expect(getSession()).toBeNull();
  });
});
