// The lock's public pages: /lock-account?token=… (the "This wasn't me" link: one button, nothing
// on opening) and /unlock-account (the owner's own unlock: the form, then the e-mailed link).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LOCK_MSG } from '@/common/account-lock';
import { MSG } from '@/common/messages';
import { LockAccountPage } from '@/src/app/pages/lock-account';
import { UnlockAccountPage } from '@/src/app/pages/unlock-account';
import { LOCK_UI } from '@/src/features/account-lock/texts';
import { endSession } from '@/src/lib/auth/session';
import { fail, fakeApi, type FakeApi, type Handler } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';

const TOKEN = 'Abc_-0123456789abcdefghijklmnopqrstuvwxyzAB';

let http: FakeApi;
const serve = (handler: Handler) => {
  http = fakeApi(handler);
};
beforeEach(() => {
  endSession();
  serve((sent) => {
    if (sent.path === '/account/lock-link') return { status: 200, body: { message: ACCOUNT_LOCK_MSG.locked } };
    if (sent.path === '/account/unlock/start') return { status: 202, body: { message: ACCOUNT_LOCK_MSG.unlockMailed } };
    if (sent.path === '/account/unlock') return { status: 200, body: { message: ACCOUNT_LOCK_MSG.unlocked } };
    return undefined;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const user = () => userEvent.setup({ delay: null });

describe('the lock page', () => {
  it('locks nothing on opening; the button locks, then says how to get back in', async () => {
    renderApp(<LockAccountPage />, { url: `/lock-account?token=${TOKEN}` });
    await screen.findByRole('heading', { name: LOCK_UI.linkTitle, level: 1 });
    expect(http.requests).toEqual([]);
    await user().click(screen.getByRole('button', { name: LOCK_UI.linkButton }));
    expect(await screen.findByText(ACCOUNT_LOCK_MSG.locked)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_LOCK_MSG.howToUnlock)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: LOCK_UI.toUnlock })).toHaveAttribute('href', '/unlock-account');
    expect(http.requests).toEqual([expect.objectContaining({ method: 'POST', path: '/account/lock-link', body: { token: TOKEN } })]);
  });

  it('a link without a whole token says it does not work, with no button', async () => {
    renderApp(<LockAccountPage />, { url: '/lock-account?token=short' });
    expect(await screen.findByText(ACCOUNT_LOCK_MSG.lockLinkInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LOCK_UI.linkButton })).not.toBeInTheDocument();
  });

  it("a used or expired link (400): the server's words, and the button goes", async () => {
    serve(() => fail(400, ACCOUNT_LOCK_MSG.lockLinkInvalid));
    renderApp(<LockAccountPage />, { url: `/lock-account?token=${TOKEN}` });
    await user().click(await screen.findByRole('button', { name: LOCK_UI.linkButton }));
    expect(await screen.findByText(ACCOUNT_LOCK_MSG.lockLinkInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LOCK_UI.linkButton })).not.toBeInTheDocument();
  });
});

describe('the unlock page', () => {
  async function fill(email = 'ann@example.com', password = 'secret123', code = '') {
    const u = user();
    await u.type(screen.getByLabelText(/^Email/), email);
    await u.type(screen.getByLabelText(/^Password/), password);
    if (code) await u.type(screen.getByLabelText(new RegExp(`^${LOCK_UI.unlockCodeLabel}`)), code);
    await u.click(screen.getByRole('button', { name: LOCK_UI.unlockStart }));
  }

  it('sends the e-mail, the password and the code, then says to check the e-mail', async () => {
    renderApp(<UnlockAccountPage />, { url: '/unlock-account' });
    await screen.findByRole('heading', { name: LOCK_UI.unlockTitle, level: 1 });
    await fill('ann@example.com', 'secret123', '123456');
    expect(await screen.findByText(ACCOUNT_LOCK_MSG.unlockMailed)).toBeInTheDocument();
    expect(http.requests).toEqual([
      expect.objectContaining({
        path: '/account/unlock/start',
        body: { email_address: 'ann@example.com', password: 'secret123', code: '123456' },
      }),
    ]);
  });

  it('leaves the code out when none is typed, and shows what the server refuses', async () => {
    serve(() => fail(409, ACCOUNT_LOCK_MSG.unlockTooEarly('2026-11-30T10:00:00.000Z', 'UTC')));
    renderApp(<UnlockAccountPage />, { url: '/unlock-account' });
    await screen.findByRole('button', { name: LOCK_UI.unlockStart });
    await fill();
    expect(await screen.findByText(ACCOUNT_LOCK_MSG.unlockTooEarly('2026-11-30T10:00:00.000Z', 'UTC'))).toBeInTheDocument();
    expect(http.requests[0].body).toEqual({ email_address: 'ann@example.com', password: 'secret123' });
  });

  it('checks the fields before sending', async () => {
    renderApp(<UnlockAccountPage />, { url: '/unlock-account' });
    await user().click(await screen.findByRole('button', { name: LOCK_UI.unlockStart }));
    expect(await screen.findByText(MSG.emailInvalid)).toBeInTheDocument();
    expect(http.requests).toEqual([]);
  });

  it('with the e-mailed link, one button finishes, then offers to sign in', async () => {
    renderApp(<UnlockAccountPage />, { url: `/unlock-account?token=${TOKEN}` });
    await user().click(await screen.findByRole('button', { name: LOCK_UI.finishButton }));
    expect(await screen.findByText(ACCOUNT_LOCK_MSG.unlocked)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: LOCK_UI.signIn })).toHaveAttribute('href', '/login');
    expect(http.requests).toEqual([expect.objectContaining({ path: '/account/unlock', body: { token: TOKEN } })]);
  });

  it('a link that does not work offers to start again', async () => {
    serve(() => fail(400, ACCOUNT_LOCK_MSG.unlockLinkInvalid));
    renderApp(<UnlockAccountPage />, { url: `/unlock-account?token=${TOKEN}` });
    await user().click(await screen.findByRole('button', { name: LOCK_UI.finishButton }));
    expect(await screen.findByText(ACCOUNT_LOCK_MSG.unlockLinkInvalid)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: LOCK_UI.unlockAgain })).toHaveAttribute('href', '/unlock-account'));
  });
});
