// The password change with two-factor sign-in on: the 'Authentication code' field
// comes with the new password, goes along as `code`, and a step-up 401 shows on it.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STEP_UP_ERROR, TWO_FACTOR_MSG } from '@/common/api/two-factor';
import { CODE_UI } from '@/common/validation/sign-in-code';
import { AppProvider } from '@/src/app/data-provider';
import { ProfileForm } from '@/src/features/profile/components/profile-form';
import { endSession, getSession, startSession } from '@/src/lib/auth/session';
import type { Profile } from '@/src/types/api';
import { fakeApi, type FakeApi, type Handler, type Reply } from '../helpers/fake-api';
import { testQueryClient } from '../helpers/render-app';
import { tokenFor } from '../helpers/token';

const PROFILE = {
  _id: 'u1',
  name: 'Ann Investor',
  email: 'ann@example.com',
  country: 'Canada',
  phone_no: '+1 303 555 0100',
  acct_bal: 0,
  acct_bonus: 0,
  progress_bar: 0,
  kyc_status: false,
  status: true,
  isAdmin: false,
  role: 'investor',
  createdAt: '2026-01-01T00:00:00.000Z',
} as Profile;

const stepUp = (message: string): Reply => ({
  status: 401,
  body: { statusCode: 401, error: 'Unauthorized', message },
  headers: { 'www-authenticate': `Bearer error="${STEP_UP_ERROR}"` },
});

let http: FakeApi;
const serve = (enabled: boolean, update: Handler = () => ({ status: 200, body: PROFILE })) => {
  http = fakeApi((sent) => {
    if (sent.path === '/auth/2fa') return { status: 200, body: { enabled, recovery_codes_left: 8 } };
    if (sent.method === 'PUT') return update(sent);
    return { status: 200, body: PROFILE };
  });
};
beforeEach(() => {
  endSession();
  startSession({ id: 'u1', token: tokenFor('investor', { id: 'u1' }) });
});
afterEach(() => {
  endSession();
});

function renderForm() {
  render(
    <AppProvider queryClient={testQueryClient()}>
      <ProfileForm profile={PROFILE} />
    </AppProvider>,
  );
  return userEvent.setup({ delay: null });
}

const save = () => screen.getByRole('button', { name: 'Save changes' });
const codeField = () => screen.queryByRole('textbox', { name: new RegExp(`^${CODE_UI.codeLabel}`) });

async function newPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^New password/), 'new-secret-1');
  await user.type(screen.getByLabelText(/^Confirm new password/), 'new-secret-1');
  await user.type(screen.getByLabelText(/^Current password/), 'old-secret');
}

describe('the password change with two-factor sign-in on', () => {
  it('asks for the code with the new password only; Save waits for it; `code` is sent', async () => {
    serve(true);
    const user = renderForm();
    await waitFor(() => expect(http.requests.some((r) => r.path === '/auth/2fa')).toBe(true));
    expect(codeField()).not.toBeInTheDocument();
    await newPassword(user);
    const field = await screen.findByRole('textbox', { name: new RegExp(`^${CODE_UI.codeLabel}`) });
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await waitFor(() => expect(save()).toBeDisabled());

    await user.type(field, '123456');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(http.requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(http.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      name: 'Ann Investor',
      country: 'Canada',
      password: 'new-secret-1',
      current_password: 'old-secret',
      code: '123456',
    });
  });

  it('a step-up 401 shows its message on the code field and keeps the session', async () => {
    serve(true, () => stepUp(TWO_FACTOR_MSG.codeWrong));
    const user = renderForm();
    await newPassword(user);
    await user.type(await screen.findByRole('textbox', { name: new RegExp(`^${CODE_UI.codeLabel}`) }), '000000');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(codeField()).toHaveAccessibleDescription(TWO_FACTOR_MSG.codeWrong));
    expect(getSession()).not.toBeNull();
  });

  it('without 2FA: no code field, and none sent', async () => {
    serve(false);
    const user = renderForm();
    await waitFor(() => expect(http.requests.some((r) => r.path === '/auth/2fa')).toBe(true));
    await newPassword(user);
    expect(codeField()).not.toBeInTheDocument();
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(http.requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(http.requests.find((r) => r.method === 'PUT')?.body).not.toHaveProperty('code');
  });
});
