import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { SignInAttempt, UserSession } from '@/src-admin/dataProvider';
import { STAFF_TWO_FACTOR_MSG } from '@/common/staff-two-factor';
import { ENROL_TEXTS } from '@/src-admin/layout/StaffTwoFactorGate';
import { createDataProvider } from '@/src-admin/dataProvider';
import { UserSessions } from '@/src-admin/users/UserSessions';
import { fail, fakeApi, type RouteTable } from '@/tests/unit/web/helpers/fake-api';
import { renderAdmin, renderAdminView, staff, type StaffRole } from './helpers/render-admin';

const T = { timeout: 10_000 };

const ann = { id: 'u1', _id: 'u1', name: 'Ann Investor', email: 'ann@example.com' };

const sessions: UserSession[] = [
  {
    id: 's1',
    created: '2026-11-20T09:00:00Z',
    last_used: '2026-11-21T10:30:00Z',
    address: '203.0.113.7',
    browser: 'Firefox 133 on Windows 11',
    device: 'Firefox 131 on Windows 11',
    device_first_seen: '2026-10-01T09:00:00Z',
    current: false,
  },
  {
    id: 's2',
    created: '2026-11-19T08:00:00Z',
    last_used: '2026-11-19T08:05:00Z',
    address: '2001:db8::1',
    browser: 'Safari 18 on iOS 18',
    device: 'Safari 18 on iOS 18',
    device_first_seen: null,
    current: false,
  },
];

const history: SignInAttempt[] = [
  { time: '2026-11-21T10:29:00Z', address: '203.0.113.7', browser: 'Firefox 133 on Windows 11', result: 'success' },
  { time: '2026-11-21T10:28:00Z', address: '198.51.100.9', browser: 'Chrome 131 on Linux', result: 'wrong_password' },
];

/** The sessions section of Ann's page, as `role` sees it; `overrides` change what the server answers. */
function renderSessions(role: StaffRole, overrides: RouteTable = {}) {
  const http = fakeApi(staff(role), overrides, {
    'GET /users/u1/sessions': { body: sessions },
    'GET /users/u1/history': { body: history },
    // the API answers 204
    'DELETE /users/u1/sessions': { status: 204 },
  });
  const view = renderAdminView(
    <RecordContextProvider value={ann}>
      <UserSessions />
    </RecordContextProvider>,
    { url: role === 'admin' ? '/admin/users/u1' : '/admin/users/u1/show', resource: 'users' },
  );
  return { ...view, http };
}

describe("a user's sessions and sign-in history in the back office", () => {
  it('lists the sessions (device as stored, browser, address, signed in, last used) and the attempts (time, address, browser, result)', async () => {
    const { http } = renderSessions('support');
    const table = await screen.findByRole('table', { name: 'Signed-in sessions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Device', 'Browser', 'Address', 'Signed in', 'Last used']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // the device by its stored name, the browser as this sign-in's User-Agent said
    expect(rows[0]).toHaveTextContent('Firefox 131 on Windows 11');
    expect(rows[0]).toHaveTextContent('Firefox 133 on Windows 11');
    expect(rows[0]).toHaveTextContent('203.0.113.7');
    expect(rows[1]).toHaveTextContent('2001:db8::1');

    const attempts = await screen.findByRole('table', { name: 'Sign-in attempts, newest first' });
    expect(
      within(attempts)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Address', 'Browser', 'Result']);
    const [ok, wrong] = within(attempts).getAllByRole('row').slice(1);
    expect(ok).toHaveTextContent('Signed in');
    expect(wrong).toHaveTextContent('198.51.100.9');
    expect(wrong).toHaveTextContent('Wrong password');
    expect(http.calls('GET /users/u1/sessions')).not.toHaveLength(0);
    expect(http.calls('GET /users/u1/history')).not.toHaveLength(0);
  });

  it('support sees the lists without the button', async () => {
    const { accessKnown } = renderSessions('support');
    await screen.findByRole('table', { name: 'Signed-in sessions' });
    await accessKnown();
    expect(screen.queryByRole('button', { name: 'End all sessions' })).toBeNull();
  });

  it('an admin ends every session after confirming; the list is asked for again', async () => {
    let left = sessions;
    const { http } = renderSessions('admin', {
      'DELETE /users/u1/sessions': () => {
        left = [];
        return { status: 204 };
      },
      'GET /users/u1/sessions': () => ({ body: left }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'End all sessions' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Ann Investor will be logged out on every device and must sign in again.');
    expect(http.calls('DELETE /users/u1/sessions')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    await waitFor(() => expect(http.calls('DELETE /users/u1/sessions')).toHaveLength(1));
    expect(await screen.findByText('All sessions ended')).toBeInTheDocument();
    expect(await screen.findByText('Not signed in anywhere')).toBeInTheDocument();
    expect(http.calls('GET /users/u1/sessions')).toHaveLength(2);
  });

  it('cancelling the dialog ends nothing', async () => {
    const { http } = renderSessions('admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'End all sessions' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(http.calls('DELETE /users/u1/sessions')).toHaveLength(0);
  });

  it('shows why a list could not be loaded', async () => {
    renderSessions('support', { 'GET /users/u1/history': fail(403, 'Forbidden') });
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in history could not be loaded: Forbidden');
  });
});

describe('the calls', () => {
  it('go to /users/{id}/sessions, /history and DELETE /sessions', async () => {
    const api = fakeApi(staff(), {
      'GET /users/u%2F1/sessions': { body: sessions },
      'GET /users/u%2F1/history': { body: history },
      'DELETE /users/u%2F1/sessions': { status: 204 },
    });
    const dp = createDataProvider('/api');
    expect(await dp.getUserSessions('u/1')).toEqual(sessions);
    expect(await dp.getUserSignInHistory('u/1')).toEqual(history);
    await dp.endUserSessions('u/1');
    expect(api.calls('DELETE /users/u%2F1/sessions')).toHaveLength(1);
  });
});

const twoFactorOff = { enabled: false, recovery_codes_left: 0, required: true, passkeys: 0, staff_passkey_required: false };

describe('staff who must turn two-factor sign-in on', () => {
  it('see why, with the way to their security page, and the back office asks nothing else of the API', async () => {
    const api = fakeApi(staff(), {
      'GET /auth/2fa': { body: { enabled: false, recovery_codes_left: 0, required: true, passkeys: 0, staff_passkey_required: false } },
    });
    const { router } = renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: ENROL_TEXTS.title }, T)).toBeInTheDocument();
    expect(screen.getByText(ENROL_TEXTS.why)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ENROL_TEXTS.go })).toHaveAttribute('href', '/account/security');
    expect(router.state.location.pathname).toBe('/admin');
    // only the two-factor status was asked: no figures, no charts, no lists (each would be a 403)
    expect(api.requests.map((c) => c.path)).toEqual(['/auth/2fa']);
  });

  it('stay when it is on', async () => {
    const api = fakeApi(staff(), {
      'GET /auth/2fa': { body: { enabled: true, recovery_codes_left: 10, required: true, passkeys: 0, staff_passkey_required: false } },
    });
    const { router } = renderAdmin('/admin/users');
    await waitFor(() => expect(api.calls('GET /auth/2fa')).toHaveLength(1), T);
    await waitFor(() => expect(api.calls('GET /profile/all').length).toBeGreaterThan(0), T);
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(screen.queryByRole('heading', { name: ENROL_TEXTS.title })).toBeNull();
  });

  it("see the same page when a back-office call answers the server's 403 and the server then says two-factor sign-in is off", async () => {
    // the first question gets no answer (the back office opens); the one after the 403 is answered
    let asked = 0;
    const api = fakeApi(staff(), {
      'GET /auth/2fa': () => (asked++ === 0 ? fail(503, 'Unavailable') : { body: { ...twoFactorOff } }),
      // in the account's language, which need not be the page's: the words decide nothing
      'GET /profile/all': fail(403, 'Activez la connexion à deux facteurs.'),
    });
    renderAdmin('/admin/users');
    expect(await screen.findByRole('heading', { name: ENROL_TEXTS.title }, T)).toBeInTheDocument();
    expect(api.calls('GET /auth/2fa')).toHaveLength(2);
  });

  it("stay when a back-office call answers a 403 in the two-factor refusal's words but the server says it is on", async () => {
    const api = fakeApi(staff('support'), {
      'GET /auth/2fa': { body: { ...twoFactorOff, enabled: true, recovery_codes_left: 10 } },
      'GET /profile/all': fail(403, STAFF_TWO_FACTOR_MSG.required),
    });
    renderAdmin('/admin/users');
    // the refusal reaches the list once the server has answered about two-factor sign-in
    expect(await screen.findByText(STAFF_TWO_FACTOR_MSG.required, {}, T)).toBeInTheDocument();
    expect(api.calls('GET /auth/2fa')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: ENROL_TEXTS.title })).toBeNull();
  });
});
