// The one step-up (useStepUp) in the forms that ask for it: with the authenticator app on, the
// code field and 'Use a passkey instead' beside it when the account has a passkey; with passkeys
// only, no field, and sending runs the passkey prompt; the step-up token goes as the `code`.
// The withdrawal, the password change and turning two-factor sign-in off.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PASSKEY_MSG } from '@/common/api/passkeys';
import { STEP_UP_ERROR, TWO_FACTOR_MSG } from '@/common/api/two-factor';
import { CODE_UI } from '@/common/validation/sign-in-code';
import { AppProvider } from '@/src/app/data-provider';
import { SecurityPage } from '@/src/app/pages/account/security';
import { WithdrawalPage } from '@/src/app/pages/account/withdrawal';
import { PASSKEY_TEXT } from '@/src/features/passkeys/texts';
import { ProfileForm } from '@/src/features/profile/components/profile-form';
import { SECURITY_TEXT } from '@/src/features/security/texts';
import type { Profile } from '@/src/types/api';
import { fail, fakeApi, type FakeApi, type Reply } from '@/tests/unit/web/helpers/fake-api';
import { AUTHENTICATION_OPTIONS, fakeAuthenticator } from '@/tests/unit/web/helpers/fake-authenticator';
import { profile, transaction, USER_ID } from '@/tests/unit/web/helpers/fixtures';
import { renderAccountScreen, signInInvestor } from '@/tests/unit/web/helpers/render-account';
import { testQueryClient } from '@/tests/unit/web/helpers/render-app';

const ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const TOKEN = 'pk_step-up-token';
const stepUpRefusal = (message: string): Reply => ({
  ...fail(401, message),
  headers: { 'www-authenticate': `Bearer error="${STEP_UP_ERROR}"` },
});
const codeField = () => screen.queryByRole('textbox', { name: new RegExp(`^${CODE_UI.codeLabel}`) });

let http: FakeApi;
let totp: boolean;
let passkeys: number;
beforeEach(() => {
  totp = true;
  passkeys = 1;
  http = fakeApi({
    'GET /profile/me': { status: 200, body: { ...profile({ acct_bal: 1500, kyc_status: true }), email_verified: true } },
    'GET /auth/2fa': () => ({
      status: 200,
      body: { enabled: totp, recovery_codes_left: 10, required: false, passkeys, staff_passkey_required: false },
    }),
    'POST /passkeys/step-up/options': { status: 200, body: { options: AUTHENTICATION_OPTIONS } },
    'POST /passkeys/step-up': { status: 200, body: { step_up_token: TOKEN, expires_at: '2026-11-29T12:05:00.000Z' } },
    'POST /transaction/save': (sent) =>
      (sent.body as { code?: string }).code
        ? { status: 201, body: transaction({ type: 'withdraw', trnx_type: 'withdraw', amount: 200 }) }
        : stepUpRefusal(totp ? TWO_FACTOR_MSG.codeNeeded : TWO_FACTOR_MSG.passkeyNeeded),
    [`GET /transaction/${USER_ID}`]: { status: 200, body: [] },
    'GET /auth/sessions': { status: 200, body: [] },
    'GET /auth/history': { status: 200, body: [] },
    'GET /passkeys': { status: 200, body: [] },
  });
});

describe('a withdrawal', () => {
  async function fillWithdrawal() {
    renderAccountScreen(<WithdrawalPage />, '/account/withdrawal');
    await screen.findByRole('heading', { name: 'Withdraw', level: 1 });
    const user = userEvent.setup();
    await screen.findByText('$1,500.00');
    await user.type(screen.getByRole('textbox', { name: /Amount \(USD\)/ }), '200');
    await user.type(screen.getByRole('textbox', { name: /Wallet address/ }), ADDRESS);
    return user;
  }

  it("with the app and a passkey: 'Use a passkey instead' beside the code; no code typed, the token goes as `code`", async () => {
    const authenticator = fakeAuthenticator();
    const user = await fillWithdrawal();
    expect(await screen.findByRole('textbox', { name: new RegExp(`^${CODE_UI.codeLabel}`) })).toBeRequired();
    await user.click(await screen.findByRole('button', { name: PASSKEY_TEXT.usePasskey }));
    await waitFor(() => expect(http.calls('POST /transaction/save')).toHaveLength(1));
    expect(authenticator.asked).toHaveLength(1);
    expect(http.calls('POST /transaction/save')[0].body).toMatchObject({ amount: 200, address: ADDRESS, code: TOKEN });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('the code path stays as it was: Withdraw with a blank code is refused before anything is sent', async () => {
    fakeAuthenticator();
    const user = await fillWithdrawal();
    await screen.findByRole('button', { name: PASSKEY_TEXT.usePasskey });
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(CODE_UI.codeBlank)).toBeInTheDocument();
    expect(http.calls('POST /passkeys/step-up/options')).toEqual([]);
    expect(http.calls('POST /transaction/save')).toEqual([]);
  });

  it('with passkeys only: no code field; Withdraw runs the passkey prompt and sends its token', async () => {
    totp = false;
    const authenticator = fakeAuthenticator();
    const user = await fillWithdrawal();
    expect(await screen.findByText(PASSKEY_TEXT.passkeyOnly)).toBeInTheDocument();
    expect(codeField()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(http.calls('POST /transaction/save')).toHaveLength(1));
    expect(authenticator.asked).toHaveLength(1);
    expect(http.calls('POST /transaction/save')[0].body).toMatchObject({ code: TOKEN });
  });

  it('with passkeys only, the prompt closed: nothing is sent, nothing said', async () => {
    totp = false;
    const authenticator = fakeAuthenticator();
    const user = await fillWithdrawal();
    await screen.findByText(PASSKEY_TEXT.passkeyOnly);
    authenticator.refuse();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(authenticator.asked).toHaveLength(1));
    expect(http.calls('POST /transaction/save')).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a status from before passkeys counted: the server's refusal for a passkey brings the passkey path, not a code field", async () => {
    totp = false;
    passkeys = 0;
    http.set('GET /auth/2fa', { status: 200, body: { enabled: false, recovery_codes_left: 0 } });
    fakeAuthenticator();
    const user = await fillWithdrawal();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_MSG.passkeyNeeded);
    expect(codeField()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(http.calls('POST /transaction/save')).toHaveLength(2));
    expect(http.calls('POST /transaction/save')[1].body).toMatchObject({ code: TOKEN });
  });

  it('a browser without WebAuthn: no passkey button; the code path alone', async () => {
    renderAccountScreen(<WithdrawalPage />, '/account/withdrawal');
    expect(await screen.findByRole('textbox', { name: new RegExp(`^${CODE_UI.codeLabel}`) })).toBeInTheDocument();
    await waitFor(() => expect(http.calls('GET /auth/2fa')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: PASSKEY_TEXT.usePasskey })).not.toBeInTheDocument();
  });
});

describe('a new password', () => {
  const PROFILE = { ...profile(), _id: USER_ID } as Profile;

  it("'Use a passkey instead' saves it with the token as `code`; Save itself still waits for a typed code", async () => {
    signInInvestor();
    const authenticator = fakeAuthenticator();
    http.set(`PUT /profile/update/${USER_ID}`, { status: 200, body: PROFILE });
    render(
      <AppProvider queryClient={testQueryClient()}>
        <ProfileForm profile={PROFILE} />
      </AppProvider>,
    );
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^New password/), 'new-secret-1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'new-secret-1');
    await user.type(screen.getByLabelText(/^Current password/), 'old-secret');
    await screen.findByRole('textbox', { name: new RegExp(`^${CODE_UI.codeLabel}`) });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled());
    await user.click(await screen.findByRole('button', { name: PASSKEY_TEXT.usePasskey }));
    await waitFor(() => expect(http.calls(`PUT /profile/update/${USER_ID}`)).toHaveLength(1));
    expect(authenticator.asked).toHaveLength(1);
    expect(http.calls(`PUT /profile/update/${USER_ID}`)[0].body).toEqual({
      name: PROFILE.name,
      country: PROFILE.country,
      password: 'new-secret-1',
      current_password: 'old-secret',
      code: TOKEN,
    });
  });
});

describe('two-factor sign-in off', () => {
  it("'Use a passkey instead' of the code: the password and the token go; a refused token shows on the code field", async () => {
    const authenticator = fakeAuthenticator();
    http.set('POST /auth/2fa/disable', stepUpRefusal(TWO_FACTOR_MSG.codeNeeded));
    renderAccountScreen(<SecurityPage />, '/account/security');
    const user = userEvent.setup();
    const panel = within(await screen.findByRole('region', { name: SECURITY_TEXT.twoFactorTitle }));
    await user.click(await panel.findByRole('button', { name: 'Turn off' }));
    await user.type(panel.getByLabelText(/^Password/), 'secret-pass');
    await user.click(await panel.findByRole('button', { name: PASSKEY_TEXT.usePasskey }));
    await waitFor(() =>
      expect(panel.getByLabelText(/Code from your app or a recovery code/)).toHaveAccessibleDescription(TWO_FACTOR_MSG.codeNeeded),
    );
    expect(http.calls('POST /auth/2fa/disable')[0].body).toEqual({ password: 'secret-pass', code: TOKEN });

    http.set('POST /passkeys/step-up', fail(400, PASSKEY_MSG.failed));
    await user.click(panel.getByRole('button', { name: PASSKEY_TEXT.usePasskey }));
    await waitFor(() =>
      expect(panel.getByLabelText(/Code from your app or a recovery code/)).toHaveAccessibleDescription(PASSKEY_MSG.failed),
    );
    expect(authenticator.asked).toHaveLength(2);
    expect(http.calls('POST /auth/2fa/disable')).toHaveLength(1);
  });
});
