// The withdrawal screen and two-factor sign-in: with two-factor sign-in on, a current code goes along
// (a step-up 401 shows its message on that field and keeps the session); an account whose
// e-mail address is unverified is told so instead of the form, and can have the link sent again.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { STEP_UP_ERROR, TWO_FACTOR_MSG } from '@/common/api/two-factor';
import { CODE_UI } from '@/common/validation/sign-in-code';
import { EMAIL_VERIFY_UI } from '@/common/validation/email-verification';
import { WithdrawalPage } from '@/src/app/pages/account/withdrawal';
import { getSession } from '@/src/lib/auth/session';
import { fakeApi, fail, type FakeApi, type Reply } from '@/tests/unit/web/helpers/fake-api';
import { profile, transaction, USER_ID } from '../helpers/fixtures';
import { renderAccountScreen } from '../helpers/render-account';

const ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const stepUp = (message: string): Reply => ({
  ...fail(401, message),
  headers: { 'www-authenticate': `Bearer error="${STEP_UP_ERROR}", error_description="${message}"` },
});

let http: FakeApi;
beforeEach(() => {
  http = fakeApi({
    'GET /profile/me': { status: 200, body: { ...profile({ acct_bal: 1500, kyc_status: true }), email_verified: true } },
    'GET /auth/2fa': { status: 200, body: { enabled: true, recovery_codes_left: 10 } },
    'POST /transaction/save': { status: 201, body: transaction({ type: 'withdraw', trnx_type: 'withdraw', amount: 500 }) },
    [`GET /transaction/${USER_ID}`]: { status: 200, body: [] },
  });
});

async function open() {
  renderAccountScreen(<WithdrawalPage />, '/account/withdrawal');
  await screen.findByRole('heading', { name: 'Withdraw', level: 1 });
  return userEvent.setup();
}

const codeField = () => screen.getByRole('textbox', { name: new RegExp(`^${CODE_UI.codeLabel}`) });

async function fill(user: ReturnType<typeof userEvent.setup>, code: string) {
  await screen.findByText('$1,500.00');
  await user.type(screen.getByRole('textbox', { name: /Amount \(USD\)/ }), '200');
  await user.type(screen.getByRole('textbox', { name: /Wallet address/ }), ADDRESS);
  if (code) await user.type(codeField(), code);
  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
}

describe('withdrawals with two-factor sign-in on', () => {
  it("asks for the 'Authentication code' and sends it as `code`", async () => {
    const user = await open();
    const field = await screen.findByRole('textbox', { name: new RegExp(`^${CODE_UI.codeLabel}`) });
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toBeRequired();
    await fill(user, '123456');
    await waitFor(() => expect(http.calls('POST /transaction/save')).toHaveLength(1));
    expect(http.calls('POST /transaction/save')[0].body).toMatchObject({ amount: 200, address: ADDRESS, code: '123456' });
  });

  it('a blank code is refused before anything is sent', async () => {
    const user = await open();
    await screen.findByRole('textbox', { name: new RegExp(`^${CODE_UI.codeLabel}`) });
    await fill(user, '');
    expect(await screen.findByText(CODE_UI.codeBlank)).toBeInTheDocument();
    expect(http.calls('POST /transaction/save')).toEqual([]);
  });

  it('a step-up 401 shows its message on the code field and keeps the session', async () => {
    http.set('POST /transaction/save', stepUp(TWO_FACTOR_MSG.codeWrong));
    const user = await open();
    await screen.findByRole('textbox', { name: new RegExp(`^${CODE_UI.codeLabel}`) });
    await fill(user, '000000');
    await waitFor(() => expect(codeField()).toHaveAccessibleDescription(TWO_FACTOR_MSG.codeWrong));
    expect(getSession()).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Withdraw', level: 1 })).toBeInTheDocument();
  });

  it('without 2FA no code field; a step-up 401 all the same brings it, with the message', async () => {
    http.set('GET /auth/2fa', { status: 200, body: { enabled: false, recovery_codes_left: 0 } });
    http.set('POST /transaction/save', stepUp(TWO_FACTOR_MSG.codeNeeded));
    const user = await open();
    await waitFor(() => expect(http.calls('GET /auth/2fa')).toHaveLength(1));
    expect(screen.queryByRole('textbox', { name: new RegExp(`^${CODE_UI.codeLabel}`) })).not.toBeInTheDocument();
    await fill(user, '');
    await waitFor(() => expect(codeField()).toHaveAccessibleDescription(TWO_FACTOR_MSG.codeNeeded));
    expect(http.calls('POST /transaction/save')[0].body).not.toHaveProperty('code');
    expect(getSession()).not.toBeNull();
  });
});

describe('an unverified e-mail address', () => {
  beforeEach(() => {
    http.set('GET /profile/me', { status: 200, body: { ...profile({ acct_bal: 1500, kyc_status: true }), email_verified: false } });
  });

  it("says 'Verify your e-mail address first' instead of the form", async () => {
    await open();
    expect(await screen.findByText(EMAIL_VERIFY_UI.required)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: EMAIL_VERIFY_UI.resend })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Amount \(USD\)/ })).not.toBeInTheDocument();
  });

  it("'Send the link again': 204 tells where it went", async () => {
    http.set('POST /user/verify-email/resend', { status: 204 });
    const user = await open();
    await user.click(await screen.findByRole('button', { name: EMAIL_VERIFY_UI.resend }));
    expect(await screen.findByRole('status')).toHaveTextContent(EMAIL_VERIFY_UI.sent(profile().email));
    expect(http.calls('POST /user/verify-email/resend')).toHaveLength(1);
    expect(http.calls('POST /user/verify-email/resend')[0].headers.authorization).toMatch(/^Bearer /);
  });

  it("'Send the link again' too often: the server's 429 message", async () => {
    const message = 'Too many requests. Try again in a few minutes.';
    http.set('POST /user/verify-email/resend', fail(429, message));
    const user = await open();
    await user.click(await screen.findByRole('button', { name: EMAIL_VERIFY_UI.resend }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(message));
  });

  it('a profile without the flag (older server) keeps the form; the 403 then brings the notice', async () => {
    http.set('GET /profile/me', { status: 200, body: profile({ acct_bal: 1500, kyc_status: true }) });
    http.set('GET /auth/2fa', { status: 200, body: { enabled: false, recovery_codes_left: 0 } });
    http.set('POST /transaction/save', fail(403, EMAIL_VERIFY_UI.required));
    const user = await open();
    await fill(user, '');
    expect(await screen.findByRole('button', { name: EMAIL_VERIFY_UI.resend })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(screen.queryByText('KYC Verification')).not.toBeInTheDocument();
  });
});
