import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, RecordContextProvider, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignInAttempt, UserSession } from '@/src-admin/dataProvider';
import { STAFF_TWO_FACTOR_MSG } from '@/common/staff-two-factor';
import { ENROL_TEXTS } from '@/src-admin/layout/StaffTwoFactorGate';
import { createDataProvider, type AdminDataProvider } from '@/src-admin/dataProvider';
import { UserSessions } from '@/src-admin/users/UserSessions';
import { endSession } from '@/src/lib/auth/session';
import { errorReply, fakeApi } from './helpers/fake-api';
import { renderAdmin } from './helpers/render-admin';

const T = { timeout: 10_000 };

const ann = { id: 'u1', _id: 'u1', name: 'Ann Investor', email: 'ann@example.com' };

const sessions: UserSession[] = [
  {
    id: 's1',
    created: '2026-11-20T09:00:00Z',
    last_used: '2026-11-21T10:30:00Z',
    address: '203.0.113.7',
    browser: 'Firefox 133 on Windows 11',
    current: false,
  },
  {
    id: 's2',
    created: '2026-11-19T08:00:00Z',
    last_used: '2026-11-19T08:05:00Z',
    address: '2001:db8::1',
    browser: 'Safari 18 on iOS 18',
    current: false,
  },
];

const history: SignInAttempt[] = [
  { time: '2026-11-21T10:29:00Z', address: '203.0.113.7', browser: 'Firefox 133 on Windows 11', result: 'success' },
  { time: '2026-11-21T10:28:00Z', address: '198.51.100.9', browser: 'Chrome 131 on Linux', result: 'wrong_password' },
];

const authAs = (role: 'admin' | 'support'): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => role,
});

function renderSessions(role: 'admin' | 'support', overrides: Partial<AdminDataProvider> = {}) {
  const dataProvider = {
    getUserSessions: vi.fn(async () => sessions),
    getUserSignInHistory: vi.fn(async () => history),
    endUserSessions: vi.fn(async () => undefined),
    ...overrides,
  } as unknown as AdminDataProvider;
  render(
    <AdminContext dataProvider={dataProvider} authProvider={authAs(role)}>
      <RecordContextProvider value={ann}>
        <UserSessions />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
  return dataProvider;
}

afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

describe("a user's sessions and sign-in history in the back office", () => {
  it('lists the sessions (browser, address, signed in, last used) and the attempts (time, address, browser, result)', async () => {
    const dp = renderSessions('support');
    const table = await screen.findByRole('table', { name: 'Signed-in sessions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Browser', 'Address', 'Signed in', 'Last used']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
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
    expect(dp.getUserSessions).toHaveBeenCalledWith('u1');
    expect(dp.getUserSignInHistory).toHaveBeenCalledWith('u1');
  });

  it('support sees the lists without the button', async () => {
    renderSessions('support');
    await screen.findByRole('table', { name: 'Signed-in sessions' });
    expect(screen.queryByRole('button', { name: 'End all sessions' })).toBeNull();
  });

  it('an admin ends every session after confirming; the list is asked for again', async () => {
    let left = sessions;
    const endUserSessions = vi.fn(async () => {
      left = [];
    });
    const dp = renderSessions('admin', { endUserSessions, getUserSessions: vi.fn(async () => left) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'End all sessions' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Ann Investor will be logged out on every device and must sign in again.');
    expect(endUserSessions).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    await waitFor(() => expect(endUserSessions).toHaveBeenCalledWith('u1'));
    expect(await screen.findByText('All sessions ended')).toBeInTheDocument();
    expect(await screen.findByText('Not signed in anywhere')).toBeInTheDocument();
    expect(dp.getUserSessions).toHaveBeenCalledTimes(2);
  });

  it('cancelling the dialog ends nothing', async () => {
    const dp = renderSessions('admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'End all sessions' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dp.endUserSessions).not.toHaveBeenCalled();
  });

  it('shows why a list could not be loaded', async () => {
    renderSessions('support', {
      getUserSignInHistory: vi.fn(async () => {
        throw new Error('Forbidden');
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in history could not be loaded: Forbidden');
  });
});

describe('the calls', () => {
  it('go to /users/{id}/sessions, /history and DELETE /sessions', async () => {
    const api = fakeApi((call) => {
      if (call.path === '/api/users/u%2F1/sessions' && call.method === 'GET') return { body: sessions };
      if (call.path === '/api/users/u%2F1/history') return { body: history };
      // the API answers 204; this fake's Response cannot carry a 204 with its JSON body
      if (call.path === '/api/users/u%2F1/sessions' && call.method === 'DELETE') return { body: null };
      return undefined;
    });
    const dp = createDataProvider('/api');
    expect(await dp.getUserSessions('u/1')).toEqual(sessions);
    expect(await dp.getUserSignInHistory('u/1')).toEqual(history);
    await dp.endUserSessions('u/1');
    expect(api.to('/api/users/u%2F1/sessions', 'DELETE')).toHaveLength(1);
  });
});

describe('staff who must turn two-factor sign-in on', () => {
  it('see why, with the way to their security page, and the back office asks nothing else of the API', async () => {
    const api = fakeApi((call) =>
      call.path === '/api/auth/2fa' ? { body: { enabled: false, recovery_codes_left: 0, required: true } } : undefined,
    );
    const { router, restore } = renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: ENROL_TEXTS.title }, T)).toBeInTheDocument();
    expect(screen.getByText(ENROL_TEXTS.why)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ENROL_TEXTS.go })).toHaveAttribute('href', '/account/security');
    expect(router.state.location.pathname).toBe('/admin');
    // only the two-factor status was asked: no figures, no charts, no lists (each would be a 403)
    expect(api.calls.map((c) => c.path)).toEqual(['/api/auth/2fa']);
    restore();
  });

  it('stay when it is on', async () => {
    const api = fakeApi((call) =>
      call.path === '/api/auth/2fa' ? { body: { enabled: true, recovery_codes_left: 10, required: true } } : undefined,
    );
    const { router, restore } = renderAdmin('/admin/users');
    await waitFor(() => expect(api.to('/api/auth/2fa')).toHaveLength(1), T);
    await waitFor(() => expect(api.to('/api/profile/all').length).toBeGreaterThan(0), T);
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(screen.queryByRole('heading', { name: ENROL_TEXTS.title })).toBeNull();
    restore();
  });

  it("see the same page when a back-office call answers the server's 403", async () => {
    fakeApi((call) => {
      if (call.path === '/api/auth/2fa') return errorReply(503, 'Unavailable');
      if (call.path === '/api/profile/all') return errorReply(403, STAFF_TWO_FACTOR_MSG.required);
      return undefined;
    });
    const { restore } = renderAdmin('/admin/users');
    expect(await screen.findByRole('heading', { name: ENROL_TEXTS.title }, T)).toBeInTheDocument();
    restore();
  });
});
