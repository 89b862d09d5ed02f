// Profile > Security's "Lock my account": a dialog that says what happens; confirmed, the
// account is locked, this browser is signed out and the lock page says how to get back in.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LOCK_MSG } from '@/common/account-lock';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/src/app/data-provider';
import { LockAccountPage } from '@/src/app/pages/lock-account';
import { LockAccountPanel } from '@/src/features/account-lock/components/lock-account-panel';
import { LOCK_UI } from '@/src/features/account-lock/texts';
import { getSession } from '@/src/lib/auth/session';
import { sessionEndedNotice } from '@/src/lib/auth/session-notice';
import { fail, fakeApi, type FakeApi } from '../helpers/fake-api';
import { renderAccountScreen, signInInvestor } from '../helpers/render-account';
import { testQueryClient } from '../helpers/render-app';

/** The panel on the security page's address, and the real lock page where it leads. */
function renderPanelAndLockPage() {
  signInInvestor();
  const router = createMemoryRouter(
    [
      {
        path: '/account/security',
        element: (
          <main>
            <LockAccountPanel />
          </main>
        ),
      },
      { path: '/lock-account', element: <LockAccountPage /> },
    ],
    { initialEntries: ['/account/security'] },
  );
  render(
    <AppProvider queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { location: () => router.state.location };
}

let http: FakeApi;
beforeEach(() => {
  http = fakeApi({ 'POST /account/lock': { status: 204 } });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Lock my account', () => {
  it('asks first, saying what happens; confirmed, it locks and the lock page says so and signs this browser out', async () => {
    const { location } = renderPanelAndLockPage();
    const user = userEvent.setup({ delay: null });
    const panel = screen.getByRole('region', { name: LOCK_UI.panelTitle });
    await user.click(within(panel).getByRole('button', { name: LOCK_UI.panelButton }));
    const dialog = await screen.findByRole('dialog', { name: LOCK_UI.confirmTitle });
    for (const line of LOCK_UI.confirmWhat) expect(within(dialog).getByText(line)).toBeInTheDocument();
    expect(within(dialog).getByText(LOCK_UI.confirmUnlock)).toBeInTheDocument();
    expect(http.requests).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: LOCK_UI.confirmButton }));
    await waitFor(() => expect(location().pathname).toBe('/lock-account'));
    expect(await screen.findByRole('heading', { name: LOCK_UI.lockedTitle, level: 1 })).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_LOCK_MSG.locked)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_LOCK_MSG.howToUnlock)).toBeInTheDocument();
    expect(http.requests).toEqual([expect.objectContaining({ method: 'POST', path: '/account/lock', body: { confirm: true } })]);
    // the lock page, once on screen, forgets the session the server has ended
    await waitFor(() => expect(getSession()).toBeNull());
    // signed out on purpose: the sign-in page does not say the session ended on its own
    expect(sessionEndedNotice()).toBe(false);
  });

  it('cancelled, nothing is sent', async () => {
    renderAccountScreen(<LockAccountPanel />, '/account/security');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: LOCK_UI.panelButton }));
    await user.click(await screen.findByRole('button', { name: LOCK_UI.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(http.requests).toEqual([]);
    expect(getSession()).not.toBeNull();
  });

  it('a failure says so and keeps the session', async () => {
    http = fakeApi({ 'POST /account/lock': fail(500, 'boom') });
    renderAccountScreen(<LockAccountPanel />, '/account/security');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: LOCK_UI.panelButton }));
    await user.click(await screen.findByRole('button', { name: LOCK_UI.confirmButton }));
    expect(await screen.findByText(LOCK_UI.lockFailed)).toBeInTheDocument();
    expect(getSession()).not.toBeNull();
    expect(screen.queryByText(ACCOUNT_LOCK_MSG.locked)).not.toBeInTheDocument();
  });
});
