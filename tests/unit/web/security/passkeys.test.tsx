// Profile > Security > Passkeys: what a passkey is, the list (name, added, last used or 'Never
// used', synced), 'Add a passkey' (name, password, the step-up when the account has a second
// factor, then the browser's prompt), the limit, a browser without WebAuthn, and Remove with its
// step-up: a code, 'Use a passkey instead', or (passkeys only) the passkey prompt alone.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PASSKEY_LIMIT, PASSKEY_MSG, type Passkey } from '@/common/api/passkeys';
import { STEP_UP_ERROR, TWO_FACTOR_MSG } from '@/common/api/two-factor';
import { CODE_UI } from '@/common/validation/sign-in-code';
import { SecurityPage } from '@/src/app/pages/account/security';
import { PASSKEY_TEXT } from '@/src/features/passkeys/texts';
import { getSession, startSession } from '@/src/lib/auth/session';
import { fail, fakeApi, type FakeApi, type Reply } from '@/tests/unit/web/helpers/fake-api';
import { AUTHENTICATION_OPTIONS, fakeAuthenticator, REGISTRATION_OPTIONS } from '@/tests/unit/web/helpers/fake-authenticator';
import { profile } from '@/tests/unit/web/helpers/fixtures';
import { renderAccountScreen } from '@/tests/unit/web/helpers/render-account';
import { renderRoutes } from '@/tests/unit/web/helpers/render-app';
import { tokenFor } from '@/tests/unit/web/helpers/token';

const PASSWORD = 'my-current-password';
const LAPTOP: Passkey = {
  id: 'pk-1',
  name: 'Work laptop',
  created: '2026-11-20T10:00:00.000Z',
  last_used: '2026-11-22T09:30:00.000Z',
  synced: false,
};
const PHONE: Passkey = { id: 'pk-2', name: 'My phone', created: '2026-11-21T08:00:00.000Z', last_used: null, synced: true };

const stepUpRefusal = (message: string): Reply => ({
  ...fail(401, message),
  headers: { 'www-authenticate': `Bearer error="${STEP_UP_ERROR}"` },
});

let http: FakeApi;
let passkeys: Passkey[];
let totp: boolean;
beforeEach(() => {
  passkeys = [LAPTOP, PHONE];
  totp = false;
  http = fakeApi({
    'GET /profile/me': { status: 200, body: profile() },
    'GET /auth/2fa': () => ({
      status: 200,
      body: {
        enabled: totp,
        recovery_codes_left: totp ? 10 : 0,
        required: false,
        passkeys: passkeys.length,
        staff_passkey_required: false,
      },
    }),
    'GET /auth/sessions': { status: 200, body: [] },
    'GET /auth/history': { status: 200, body: [] },
    'GET /passkeys': () => ({ status: 200, body: passkeys }),
    'POST /passkeys/registration/options': (sent) =>
      (sent.body as { password?: string }).password === PASSWORD
        ? { status: 200, body: { options: REGISTRATION_OPTIONS } }
        : fail(400, TWO_FACTOR_MSG.passwordWrong, [{ field: 'password', message: TWO_FACTOR_MSG.passwordWrong }]),
    'POST /passkeys': (sent) => {
      const made: Passkey = {
        id: 'pk-3',
        name: (sent.body as { name: string }).name,
        created: '2026-11-29T12:00:00.000Z',
        last_used: null,
        synced: false,
      };
      passkeys = [...passkeys, made];
      return { status: 201, body: made };
    },
    'POST /passkeys/step-up/options': { status: 200, body: { options: AUTHENTICATION_OPTIONS } },
    'POST /passkeys/step-up': { status: 200, body: { step_up_token: 'pk_token-1', expires_at: '2026-11-29T12:05:00.000Z' } },
  });
  http.set('DELETE /passkeys/pk-1', (sent) => {
    const code = (sent.body as { code?: string } | undefined)?.code;
    if (!code) return stepUpRefusal(totp ? TWO_FACTOR_MSG.codeNeeded : TWO_FACTOR_MSG.passkeyNeeded);
    if (code !== '123456' && !code.startsWith('pk_')) return stepUpRefusal(TWO_FACTOR_MSG.codeWrong);
    passkeys = passkeys.filter((p) => p.id !== 'pk-1');
    return { status: 204 };
  });
});

const renderSecurity = () => {
  renderAccountScreen(<SecurityPage />, '/account/security');
  return userEvent.setup();
};
const panel = async () => within(await screen.findByRole('region', { name: PASSKEY_TEXT.title }));
const list = async () => within(await (await panel()).findByRole('list', { name: PASSKEY_TEXT.listLabel }));

describe('the passkeys panel', () => {
  it('says what a passkey is and lists each with when it was added, last used (or never) and whether it is synced', async () => {
    fakeAuthenticator();
    renderSecurity();
    const section = await panel();
    expect(section.getByText(PASSKEY_TEXT.help)).toBeInTheDocument();
    const items = (await list()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/Work laptop.*Added20 Nov 2026.*Last used22 Nov 2026.*This device only/);
    expect(items[1]).toHaveTextContent(/My phone.*Added21 Nov 2026.*Last usedNever used.*Synced/);
    expect(within(items[0]).getByRole('button', { name: 'Remove the passkey Work laptop' })).toBeInTheDocument();
    expect(section.getByText(`2 of ${PASSKEY_LIMIT} passkeys`)).toBeInTheDocument();
    expect(section.getByRole('button', { name: PASSKEY_TEXT.add })).toBeInTheDocument();
  });

  it("none yet: says so; at the limit: no 'Add a passkey', the limit said instead", async () => {
    fakeAuthenticator();
    passkeys = [];
    const { unmount } = renderAccountScreen(<SecurityPage />, '/account/security');
    expect(await (await panel()).findByText(PASSKEY_TEXT.none)).toBeInTheDocument();
    unmount();

    passkeys = Array.from({ length: PASSKEY_LIMIT }, (_, i) => ({ ...PHONE, id: `pk-${i}`, name: `Key ${i}` }));
    renderSecurity();
    const section = await panel();
    expect(await section.findByText(PASSKEY_MSG.limit)).toBeInTheDocument();
    expect(section.queryByRole('button', { name: PASSKEY_TEXT.add })).not.toBeInTheDocument();
  });

  it('staff under STAFF_PASSKEY=required are told their acts wait for a passkey', async () => {
    fakeAuthenticator();
    http.set('GET /auth/2fa', {
      status: 200,
      body: { enabled: true, recovery_codes_left: 10, required: true, passkeys: 0, staff_passkey_required: true },
    });
    passkeys = [];
    startSession({ id: 'admin-1', token: tokenFor('admin', { id: 'admin-1' }) });
    renderRoutes('/account/security');
    expect(await (await panel()).findByText(PASSKEY_TEXT.staffRequiredNone)).toBeInTheDocument();
  });

  it('a browser without WebAuthn: says so, offers no Add, still lists them', async () => {
    renderSecurity();
    const section = await panel();
    expect(section.getByText(PASSKEY_TEXT.unsupported)).toBeInTheDocument();
    expect(await section.findByText('Work laptop')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: PASSKEY_TEXT.add })).not.toBeInTheDocument();
  });
});

describe('adding a passkey', () => {
  async function openDialog(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await (await panel()).findByRole('button', { name: PASSKEY_TEXT.add }));
    return within(await screen.findByRole('dialog', { name: PASSKEY_TEXT.addTitle }));
  }

  it('the name and the password, then the browser makes it from the options; the server keeps it under its name', async () => {
    passkeys = [];
    const authenticator = fakeAuthenticator();
    const user = renderSecurity();
    const dialog = await openDialog(user);
    // no second factor yet: no step-up
    expect(dialog.queryByRole('textbox', { name: new RegExp(`^${CODE_UI.codeLabel}`) })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: PASSKEY_TEXT.continue }));
    expect(await dialog.findByText('Give the passkey a name')).toBeInTheDocument();
    expect(http.calls('POST /passkeys/registration/options')).toEqual([]);

    await user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Home desktop');
    await user.type(dialog.getByLabelText(/^Password/), PASSWORD);
    await user.click(dialog.getByRole('button', { name: PASSKEY_TEXT.continue }));
    expect(await screen.findByText(PASSKEY_MSG.added)).toBeInTheDocument();
    expect(http.calls('POST /passkeys/registration/options').map((r) => r.body)).toEqual([{ password: PASSWORD }]);
    // the browser was handed the server's options (challenge and user id as bytes)
    expect(authenticator.created).toHaveLength(1);
    expect(authenticator.created[0].publicKey?.rp).toEqual(REGISTRATION_OPTIONS.rp);
    const [created] = http.calls('POST /passkeys');
    expect(created.body).toMatchObject({
      name: 'Home desktop',
      response: { id: 'cred-1', type: 'public-key', response: { transports: ['internal'] } },
    });
    expect(authenticator.asked).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await (await list()).findByText('Home desktop')).toBeInTheDocument();
  });

  it('an account whose second factor is its passkeys confirms with one of them first, then makes the new one', async () => {
    const authenticator = fakeAuthenticator();
    const user = renderSecurity();
    const dialog = await openDialog(user);
    expect(await dialog.findByText(PASSKEY_TEXT.passkeyOnly)).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Home desktop');
    await user.type(dialog.getByLabelText(/^Password/), PASSWORD);
    await user.click(dialog.getByRole('button', { name: PASSKEY_TEXT.continue }));
    expect(await screen.findByText(PASSKEY_MSG.added)).toBeInTheDocument();
    expect(authenticator.asked).toHaveLength(1);
    expect(authenticator.created).toHaveLength(1);
    expect(http.calls('POST /passkeys/registration/options').map((r) => r.body)).toEqual([{ password: PASSWORD, code: 'pk_token-1' }]);
  });

  it('a wrong password shows under the password field; the browser is not asked', async () => {
    const authenticator = fakeAuthenticator();
    const user = renderSecurity();
    const dialog = await openDialog(user);
    await user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Home desktop');
    await user.type(dialog.getByLabelText(/^Password/), 'not-my-password');
    await user.click(dialog.getByRole('button', { name: PASSKEY_TEXT.continue }));
    await waitFor(() => expect(dialog.getByLabelText(/^Password/)).toHaveAccessibleDescription(TWO_FACTOR_MSG.passwordWrong));
    expect(authenticator.created).toEqual([]);
  });

  it('with 2FA on the code goes along; closing the browser prompt sends nothing more and says nothing', async () => {
    totp = true;
    const authenticator = fakeAuthenticator();
    const user = renderSecurity();
    const dialog = await openDialog(user);
    await user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Home desktop');
    await user.type(dialog.getByLabelText(/^Password/), PASSWORD);
    const code = await dialog.findByRole('textbox', { name: new RegExp(`^${CODE_UI.codeLabel}`) });
    await user.type(code, '123456');
    authenticator.refuse();
    await user.click(dialog.getByRole('button', { name: PASSKEY_TEXT.continue }));
    await waitFor(() => expect(authenticator.created).toHaveLength(1));
    expect(http.calls('POST /passkeys/registration/options').map((r) => r.body)).toEqual([{ password: PASSWORD, code: '123456' }]);
    expect(http.calls('POST /passkeys')).toEqual([]);
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: PASSKEY_TEXT.addTitle })).toBeInTheDocument();
  });

  it("the server's refusal of the new passkey is said in the dialog", async () => {
    fakeAuthenticator();
    http.set('POST /passkeys', fail(409, PASSKEY_MSG.alreadyRegistered));
    const user = renderSecurity();
    const dialog = await openDialog(user);
    await user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Home desktop');
    await user.type(dialog.getByLabelText(/^Password/), PASSWORD);
    await user.click(dialog.getByRole('button', { name: PASSKEY_TEXT.continue }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(PASSKEY_MSG.alreadyRegistered);
  });
});

describe('removing a passkey', () => {
  async function openRemove(user: ReturnType<typeof userEvent.setup>) {
    await user.click((await list()).getByRole('button', { name: 'Remove the passkey Work laptop' }));
    return within(await screen.findByRole('dialog', { name: 'Remove “Work laptop”?' }));
  }

  it('with 2FA on: the code; a wrong one says so on the field; the right one removes it', async () => {
    totp = true;
    fakeAuthenticator();
    const user = renderSecurity();
    const dialog = await openRemove(user);
    expect(dialog.getByText(PASSKEY_TEXT.removeIntro)).toBeInTheDocument();
    const code = await dialog.findByRole('textbox', { name: new RegExp(`^${CODE_UI.codeLabel}`) });
    await user.click(dialog.getByRole('button', { name: PASSKEY_TEXT.remove }));
    expect(await dialog.findByText(CODE_UI.codeBlank)).toBeInTheDocument();
    expect(http.calls('DELETE /passkeys/pk-1')).toEqual([]);

    await user.type(code, '000000');
    await user.click(dialog.getByRole('button', { name: PASSKEY_TEXT.remove }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(TWO_FACTOR_MSG.codeWrong));
    expect(getSession()).not.toBeNull();

    await user.type(code, '123456');
    await user.click(dialog.getByRole('button', { name: PASSKEY_TEXT.remove }));
    expect(await screen.findByText(PASSKEY_MSG.removed)).toBeInTheDocument();
    expect(http.calls('DELETE /passkeys/pk-1').map((r) => r.body)).toEqual([{ code: '000000' }, { code: '123456' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect((await list()).queryByText('Work laptop')).not.toBeInTheDocument());
  });

  it("with 2FA on, 'Use a passkey instead': the step-up ceremony, and its token goes as the code", async () => {
    totp = true;
    const authenticator = fakeAuthenticator();
    const user = renderSecurity();
    const dialog = await openRemove(user);
    await user.click(await dialog.findByRole('button', { name: PASSKEY_TEXT.usePasskey }));
    expect(await screen.findByText(PASSKEY_MSG.removed)).toBeInTheDocument();
    expect(authenticator.asked).toHaveLength(1);
    expect(authenticator.asked[0].publicKey?.rpId).toBe('localhost');
    expect(http.calls('POST /passkeys/step-up')[0].body).toMatchObject({ response: { id: 'cred-1', type: 'public-key' } });
    expect(http.calls('DELETE /passkeys/pk-1').map((r) => r.body)).toEqual([{ code: 'pk_token-1' }]);
  });

  it('with passkeys only: no code field; Remove runs the passkey prompt; a refused token is said under the note', async () => {
    fakeAuthenticator();
    http.set('POST /passkeys/step-up', fail(400, PASSKEY_MSG.failed));
    const user = renderSecurity();
    const dialog = await openRemove(user);
    expect(await dialog.findByText(PASSKEY_TEXT.passkeyOnly)).toBeInTheDocument();
    expect(dialog.queryByRole('textbox', { name: new RegExp(`^${CODE_UI.codeLabel}`) })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: PASSKEY_TEXT.remove }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(PASSKEY_MSG.failed);
    expect(http.calls('DELETE /passkeys/pk-1')).toEqual([]);

    http.set('POST /passkeys/step-up', { status: 200, body: { step_up_token: 'pk_token-2', expires_at: '2026-11-29T12:05:00.000Z' } });
    await user.click(dialog.getByRole('button', { name: PASSKEY_TEXT.remove }));
    expect(await screen.findByText(PASSKEY_MSG.removed)).toBeInTheDocument();
    expect(http.calls('DELETE /passkeys/pk-1').map((r) => r.body)).toEqual([{ code: 'pk_token-2' }]);
  });

  it('closing the passkey prompt sends nothing and says nothing', async () => {
    const authenticator = fakeAuthenticator();
    const user = renderSecurity();
    const dialog = await openRemove(user);
    await dialog.findByText(PASSKEY_TEXT.passkeyOnly);
    authenticator.refuse();
    await user.click(dialog.getByRole('button', { name: PASSKEY_TEXT.remove }));
    await waitFor(() => expect(authenticator.asked).toHaveLength(1));
    await waitFor(() => expect(dialog.getByRole('button', { name: PASSKEY_TEXT.remove })).toBeEnabled());
    expect(http.calls('POST /passkeys/step-up')).toEqual([]);
    expect(http.calls('DELETE /passkeys/pk-1')).toEqual([]);
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });
});
