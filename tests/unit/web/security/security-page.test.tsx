// Profile > Security: two-factor enrolment and turning it off, the sessions with
// 'Sign out', and the sign-in history (a table from 600 px, cards on a phone).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STEP_UP_ERROR, TWO_FACTOR_MSG } from '@/common/api/two-factor';
import { SecurityPage } from '@/src/app/pages/account/security';
import { startSession } from '@/src/lib/auth/session';
import { SECURITY_TEXT } from '@/src/features/security/texts';
import { renderRoutes } from '@/tests/unit/web/helpers/render-app';
import { renderAccount, renderAccountScreen } from '@/tests/unit/web/helpers/render-account';
import { tokenFor } from '@/tests/unit/web/helpers/token';
import { fail, fakeApi, type FakeApi } from '@/tests/unit/web/helpers/fake-api';
import { profile } from '@/tests/unit/web/helpers/fixtures';
import { resetViewport, setViewport } from '@/tests/unit/web/helpers/viewport';

const QR = 'data:image/png;base64,iVBORw0KGgo=';
const SECRET = 'JBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-ef${String(i).padStart(2, '0')}`);

const SESSIONS = [
  {
    id: 's1',
    created: '2026-11-20T10:00:00.000Z',
    last_used: '2026-11-22T09:30:00.000Z',
    address: '203.0.113.5',
    browser: 'Chrome 131 on Linux',
    device: 'Chrome 131 on Linux',
    device_first_seen: '2026-10-02T10:00:00.000Z',
    current: true,
  },
  {
    id: 's2',
    created: '2026-11-18T08:00:00.000Z',
    last_used: '2026-11-19T12:00:00.000Z',
    address: '198.51.100.7',
    // the browser updated since the device first signed in: the list names it as stored
    browser: 'Safari 18 on iOS',
    device: 'Safari 17 on iOS',
    device_first_seen: null,
    current: false,
  },
];

const HISTORY = [
  { time: '2026-11-22T09:30:00.000Z', address: '203.0.113.5', browser: 'Chrome 131 on Linux', result: 'success' },
  { time: '2026-11-22T09:29:00.000Z', address: '203.0.113.5', browser: 'Chrome 131 on Linux', result: 'wrong_code' },
  { time: '2026-11-21T20:00:00.000Z', address: '192.0.2.44', browser: 'Firefox 133 on Windows', result: 'wrong_password' },
  { time: '2026-11-21T19:00:00.000Z', address: '192.0.2.44', browser: 'Firefox 133 on Windows', result: 'throttled' },
];

const PASSWORD = 'my-current-password';

let http: FakeApi;
let enabled: boolean;
beforeEach(() => {
  enabled = false;
  http = fakeApi({
    'GET /profile/me': { status: 200, body: profile() },
    'GET /auth/2fa': () => ({ status: 200, body: { enabled, recovery_codes_left: enabled ? 10 : 0 } }),
    'GET /auth/sessions': { status: 200, body: SESSIONS },
    'GET /auth/history': { status: 200, body: HISTORY },
    'POST /auth/2fa/setup': (req) =>
      (req.body as { password?: string }).password === PASSWORD
        ? { status: 200, body: { secret: SECRET, otpauth_url: `otpauth://totp/x?secret=${SECRET}`, qr: QR } }
        : fail(400, TWO_FACTOR_MSG.passwordWrong, [{ field: 'password', message: TWO_FACTOR_MSG.passwordWrong }]),
  });
});
afterEach(() => {
  resetViewport();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The investor signed in and the security screen on its own. */
const renderSecurity = () => renderAccountScreen(<SecurityPage />, '/account/security');

const twoFactor = async () => within(await screen.findByRole('region', { name: 'Two-factor sign-in' }));

describe('two-factor sign-in', () => {
  it('off -> Turn on asks the password, then shows the QR code and the key; a wrong code says so; the right one shows the recovery codes once', async () => {
    http.set('POST /auth/2fa/enable', (req) => {
      if ((req.body as { code: string }).code !== '123456')
        return fail(400, TWO_FACTOR_MSG.codeWrong, [{ field: 'code', message: TWO_FACTOR_MSG.codeWrong }]);
      enabled = true;
      return { status: 200, body: { recovery_codes: CODES } };
    });
    renderSecurity();
    const user = userEvent.setup();
    const panel = await twoFactor();
    expect(await panel.findByText(/Two-factor sign-in is off/)).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Turn on' }));

    // the current password first: a signed-in browser alone cannot enrol an app
    expect(panel.queryByRole('img')).not.toBeInTheDocument();
    const password = await panel.findByLabelText(/Password/);
    await user.type(password, 'not-my-password');
    await user.click(panel.getByRole('button', { name: 'Continue' }));
    expect(await panel.findByText(TWO_FACTOR_MSG.passwordWrong)).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, PASSWORD);
    await user.click(panel.getByRole('button', { name: 'Continue' }));

    const qr = await panel.findByRole('img', { name: 'QR code to add this account to your authenticator app' });
    expect(qr).toHaveAttribute('src', QR);
    expect(panel.getByText(SECRET)).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Copy the setup key' })).toBeInTheDocument();

    const code = panel.getByLabelText(/Code from your app/);
    await user.type(code, '000000');
    await user.click(panel.getByRole('button', { name: 'Verify and turn on' }));
    expect(await panel.findByText(TWO_FACTOR_MSG.codeWrong)).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(panel.getByRole('button', { name: 'Verify and turn on' }));
    const list = await panel.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(http.calls('POST /auth/2fa/enable').map((r) => r.body)).toEqual([
      { password: PASSWORD, code: '000000' },
      { password: PASSWORD, code: '123456' },
    ]);

    // Download saves a .txt file holding every code
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: (blob: Blob) => {
          blobs.push(blob);
          return 'blob:codes';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('recovery-codes.txt');
    });
    await user.click(panel.getByRole('button', { name: 'Download' }));
    expect(click).toHaveBeenCalledOnce();
    const text = await blobs[0].text();
    for (const c of CODES) expect(text).toContain(c);

    // Copy puts them on the clipboard (user-event's stand-in for it)
    await user.click(panel.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    expect(await screen.findByText('Copied')).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'I have saved them' }));
    expect(await panel.findByText(/Two-factor sign-in is on/)).toBeInTheDocument();
    expect(panel.queryByText(CODES[0])).not.toBeInTheDocument();
    expect(panel.getByText('Recovery codes left: 10')).toBeInTheDocument();
  });

  it('on -> Turn off asks for the password and a code; a wrong code (step-up 401) keeps the session and says so', async () => {
    enabled = true;
    http.set('POST /auth/2fa/disable', (req) => {
      const { code } = req.body as { password: string; code: string };
      if (code !== 'abcd-ef00')
        return { ...fail(401, TWO_FACTOR_MSG.codeWrong), headers: { 'www-authenticate': `Bearer error="${STEP_UP_ERROR}"` } };
      enabled = false;
      return { status: 204 };
    });
    renderSecurity();
    const user = userEvent.setup();
    const panel = await twoFactor();
    await user.click(await panel.findByRole('button', { name: 'Turn off' }));
    await user.type(panel.getByLabelText(/^Password/), 'secret-pass');
    const code = panel.getByLabelText(/Code from your app or a recovery code/);
    await user.type(code, '111111');
    await user.click(panel.getByRole('button', { name: 'Turn off' }));
    expect(await panel.findByText(TWO_FACTOR_MSG.codeWrong)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Security', level: 1 })).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, 'abcd-ef00');
    await user.click(panel.getByRole('button', { name: 'Turn off' }));
    expect(await panel.findByText(/Two-factor sign-in is off/)).toBeInTheDocument();
    expect(http.calls('POST /auth/2fa/disable').at(-1)?.body).toEqual({ password: 'secret-pass', code: 'abcd-ef00' });
  });

  it('a wrong password shows under the password field', async () => {
    enabled = true;
    http.set(
      'POST /auth/2fa/disable',
      fail(400, TWO_FACTOR_MSG.passwordWrong, [{ field: 'password', message: TWO_FACTOR_MSG.passwordWrong }]),
    );
    renderSecurity();
    const user = userEvent.setup();
    const panel = await twoFactor();
    await user.click(await panel.findByRole('button', { name: 'Turn off' }));
    await user.type(panel.getByLabelText(/^Password/), 'nope');
    await user.type(panel.getByLabelText(/Code from your app or a recovery code/), '123456');
    await user.click(panel.getByRole('button', { name: 'Turn off' }));
    expect(await panel.findByText(TWO_FACTOR_MSG.passwordWrong)).toBeInTheDocument();
    expect(panel.getByLabelText(/^Password/)).toHaveAccessibleDescription(TWO_FACTOR_MSG.passwordWrong);
  });
});

describe('sessions', () => {
  it("lists each with its device (as stored), address and times; 'This device' has no Sign out; the others do", async () => {
    let list = SESSIONS;
    http.set('GET /auth/sessions', () => ({ status: 200, body: list }));
    http.set('DELETE /auth/sessions/s2', () => {
      list = SESSIONS.filter((s) => s.id !== 's2');
      return { status: 204 };
    });
    renderSecurity();
    const user = userEvent.setup();
    const items = within(await screen.findByRole('list', { name: 'Your sessions' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/Chrome 131 on Linux\s*This device\s*Address203\.0\.113\.5/);
    expect(items[0]).toHaveTextContent(/Device first seen2 Oct 2026/);
    expect(within(items[0]).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent(/Safari 17 on iOS.*Address198\.51\.100\.7.*Signed in18 Nov 2026.*Last used19 Nov 2026/);

    await user.click(within(items[1]).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your sessions' })).getAllByRole('listitem')).toHaveLength(1));
    expect(http.calls('DELETE /auth/sessions/s2')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Log out of all other sessions' })).not.toBeInTheDocument();
  });

  it("'Sign out of all other sessions' ends the rest", async () => {
    let list = SESSIONS;
    http.set('GET /auth/sessions', () => ({ status: 200, body: list }));
    http.set('DELETE /auth/sessions', () => {
      list = SESSIONS.filter((s) => s.current);
      return { status: 204 };
    });
    renderSecurity();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log out of all other sessions' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your sessions' })).getAllByRole('listitem')).toHaveLength(1));
    expect(http.calls('DELETE /auth/sessions')).toHaveLength(1);
  });
});

describe('sign-in history', () => {
  it('a table with the result in words from 600 px', async () => {
    renderSecurity();
    const table = await screen.findByRole('table', { name: 'Your sign-in attempts' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Time', 'Address', 'Browser', 'Result']);
    expect(rows.slice(1).map((r) => r.lastElementChild?.textContent)).toEqual([
      'Signed in',
      'Wrong code',
      'Wrong password',
      'Too many attempts',
    ]);
  });

  it('cards on a phone', async () => {
    setViewport(375);
    renderSecurity();
    const cards = within(await screen.findByRole('list', { name: 'Your sign-in attempts' })).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(cards[2]).toHaveTextContent(/Wrong password\s*Address192\.0\.2\.44\s*BrowserFirefox 133 on Windows/);
    expect(screen.queryByRole('table', { name: 'Your sign-in attempts' })).not.toBeInTheDocument();
  });
});

// the account's layout (the side navigation), its guard and the ways between screens: the route table
describe('the route', () => {
  it('opens from the Profile screen', async () => {
    renderAccount('/account/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Security' }));
    expect(await screen.findByRole('heading', { name: 'Security', level: 1 })).toBeInTheDocument();
  });

  it('works for staff too, calling only /api/auth/* for its own data', async () => {
    startSession({ id: 'admin-1', token: tokenFor('admin', { id: 'admin-1' }) });
    renderRoutes('/account/security');
    expect(await screen.findByRole('heading', { name: 'Security', level: 1 })).toBeInTheDocument();
    expect(await (await twoFactor()).findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    const own = http.requests.filter((r) => r.path.startsWith('/auth/')).map((r) => `${r.method} ${r.path}`);
    expect(new Set(own)).toEqual(new Set(['GET /auth/2fa', 'GET /auth/sessions', 'GET /auth/history']));
    // staff are sent here to enrol: the way back to the back-office, on the page and in the side navigation
    const wayBack = screen.getAllByRole('link', { name: 'Back to the back office' });
    expect(wayBack).toHaveLength(2);
    for (const link of wayBack) expect(link).toHaveAttribute('href', '/admin');
  });

  it('staff who must turn it on are shown this page from any account address, told why, and nothing else is asked of the API', async () => {
    http.set('GET /auth/2fa', {
      status: 200,
      body: { enabled: false, recovery_codes_left: 0, required: true, passkeys: 0, staff_passkey_required: false },
    });
    startSession({ id: 'admin-1', token: tokenFor('admin', { id: 'admin-1' }) });
    renderRoutes('/account');
    expect(await screen.findByRole('heading', { name: 'Security', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(SECURITY_TEXT.staffMustEnrol)).toBeInTheDocument();
    expect(await (await twoFactor()).findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    // what the server refuses them until then (the bell's count, the dashboard's data) is never asked
    const asked = new Set(http.requests.map((r) => r.path));
    expect([...asked].filter((url) => !url.startsWith('/auth/') && url !== '/profile/me')).toEqual([]);
  });

  it('staff with it on keep the screen they asked for', async () => {
    http.set('GET /auth/2fa', {
      status: 200,
      body: { enabled: true, recovery_codes_left: 10, required: true, passkeys: 0, staff_passkey_required: false },
    });
    http.set('GET /notifications/unread-count', { status: 200, body: { unread: 0 } });
    startSession({ id: 'admin-1', token: tokenFor('admin', { id: 'admin-1' }) });
    renderRoutes('/account/profile');
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(http.calls('GET /notifications/unread-count')).not.toEqual([]));
    expect(screen.queryByText(SECURITY_TEXT.staffMustEnrol)).not.toBeInTheDocument();
  });

  it('investors get no back-office link', async () => {
    renderAccount('/account/security');
    expect(await screen.findByRole('heading', { name: 'Security', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to the back office' })).not.toBeInTheDocument();
  });
});
