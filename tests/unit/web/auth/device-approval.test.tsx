// New-device approval on the investor side: a sign-in from a browser the account has not used
// waits on the sign-in page until the owner opens the e-mailed link (the page asks again every
// few seconds, or at once with 'Check again'); the link's page approves only on a click.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_APPROVAL_MSG } from '@/common/device-approval';
import { MSG } from '@/common/messages';
import { CODE_UI } from '@/common/validation/sign-in-code';
import { ApproveDevicePage } from '@/src/app/pages/approve-device';
import { LoginPage } from '@/src/app/pages/login';
import { DEVICE_POLL_EVERY_MS, DEVICE_WAIT_TEXT } from '@/src/features/auth/components/device-approval-wait';
import { endSession, getSession } from '@/src/lib/auth/session';
import { fail, fakeApi, type Answer, type FakeApi, type Reply } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';
import { tokenFor } from '../helpers/token';

beforeAll(async () => {
  await import('@/src/features/auth/components/login-form');
});

const PENDING = 'pending-token-of-this-browser';
const LINK_TOKEN = 'Abc_-0123456789abcdefghijklmnopqrstuvwxyzAB';
const wait: Reply = {
  status: 200,
  body: { deviceApprovalRequired: true, pending: PENDING, expires_at: '2026-11-29T10:20:00.000Z' },
};
const notYet: Reply = { status: 202, body: { waiting: true, expires_at: '2026-11-29T10:20:00.000Z' } };
const signedIn: Reply = { status: 200, body: { _id: 'u1', accessToken: tokenFor('investor', { id: 'u1' }), isAdmin: false } };
const profile = { _id: 'u1', name: 'Ann Investor', email: 'ann@example.com', role: 'investor' };

let http: FakeApi;
const serve = (poll: Answer, login: Answer = wait, extra: Record<string, Answer> = {}) => {
  http = fakeApi({ 'POST /user/login': login, 'POST /user/login/device': poll, 'GET /profile/me': { body: profile }, ...extra });
};

beforeEach(() => {
  endSession();
  serve(notYet);
});
afterEach(() => {
  vi.useRealTimers();
  endSession();
});

async function signInAndWait() {
  const app = renderApp(<LoginPage />, { url: '/login' });
  await screen.findByRole('button', { name: 'Sign In' });
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/^Email/), 'ann@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByText(DEVICE_APPROVAL_MSG.waiting);
  return { ...app, user };
}

const polls = () => http.requests.filter((r) => r.path === '/user/login/device');

describe('the wait for a new device’s approval', () => {
  it('says what to do, starts no session, and is axe-clean', async () => {
    await signInAndWait();
    expect(screen.getByRole('button', { name: DEVICE_APPROVAL_MSG.checkAgain })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(getSession()).toBeNull();
    const form = screen.getByRole('form', { name: DEVICE_WAIT_TEXT.heading });
    const results = await axe.run(form, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("'Check again' asks at once with the pending token; not yet: it says so", async () => {
    const { user } = await signInAndWait();
    await user.click(screen.getByRole('button', { name: DEVICE_APPROVAL_MSG.checkAgain }));
    expect(await screen.findByText(DEVICE_WAIT_TEXT.notYet)).toBeInTheDocument();
    expect(polls()).toEqual([expect.objectContaining({ method: 'POST', body: { pending: PENDING } })]);
    expect(polls()[0].headers.authorization).toBeUndefined();
  });

  it('asks by itself every few seconds and starts the session once the link is opened', async () => {
    // only the page's interval runs on a clock the test moves
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let approved = false;
    serve(() => (approved ? signedIn : notYet));
    const { location } = await signInAndWait();
    await act(() => vi.advanceTimersByTimeAsync(DEVICE_POLL_EVERY_MS));
    await waitFor(() => expect(polls()).toHaveLength(1));
    // no notice for a poll nobody asked for
    expect(screen.queryByText(DEVICE_WAIT_TEXT.notYet)).not.toBeInTheDocument();
    expect(getSession()).toBeNull();
    approved = true;
    await act(() => vi.advanceTimersByTimeAsync(DEVICE_POLL_EVERY_MS));
    await waitFor(() => expect(getSession()).toMatchObject({ id: 'u1' }));
    expect(await screen.findByText(MSG.loginSuccess)).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/account'));
    expect(DEVICE_POLL_EVERY_MS).toBeLessThanOrEqual(5000);
  });

  it('over (20 minutes passed, or the sign-in was collected): back to the password with the reason', async () => {
    serve(fail(401, DEVICE_APPROVAL_MSG.ended));
    const { user } = await signInAndWait();
    await user.click(screen.getByRole('button', { name: DEVICE_APPROVAL_MSG.checkAgain }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DEVICE_APPROVAL_MSG.ended);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ann@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(getSession()).toBeNull();
  });

  it("'Sign in again' leaves the wait without asking", async () => {
    const { user } = await signInAndWait();
    await user.click(screen.getByRole('button', { name: DEVICE_WAIT_TEXT.startOver }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(polls()).toEqual([]);
  });

  it('the code step of two-factor sign-in leads to the same wait', async () => {
    serve(notYet, { body: { twoFactorRequired: true, challenge: 'c1' } }, { 'POST /user/login/2fa': wait });
    renderApp(<LoginPage />, { url: '/login' });
    await screen.findByRole('button', { name: 'Sign In' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Email/), 'ann@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.type(await screen.findByRole('textbox', { name: new RegExp(`^${CODE_UI.codeLabel}`) }), '123456');
    await user.click(screen.getByRole('button', { name: CODE_UI.verify }));
    expect(await screen.findByText(DEVICE_APPROVAL_MSG.waiting)).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });
});

describe('the approve-device page', () => {
  const open = async (search = `?token=${LINK_TOKEN}`) => {
    const app = renderApp(<ApproveDevicePage />, { url: `/approve-device${search}` });
    await screen.findByRole('heading', { name: 'Approve a new device', level: 1 });
    return app;
  };

  it('approves nothing on opening (mail scanners open links); the button does, then says where to go', async () => {
    serve(notYet, wait, { 'POST /devices/approve': { body: { message: DEVICE_APPROVAL_MSG.approved } } });
    await open();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(http.requests).toEqual([]);
    const form = screen.getByRole('form', { name: DEVICE_APPROVAL_MSG.approve });
    const results = await axe.run(form, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: DEVICE_APPROVAL_MSG.approve }));
    expect(await screen.findByText(DEVICE_APPROVAL_MSG.approved)).toBeInTheDocument();
    expect(http.requests).toEqual([expect.objectContaining({ method: 'POST', path: '/devices/approve', body: { token: LINK_TOKEN } })]);
  });

  it("a used or expired link: the server's reason, and the way back to sign in", async () => {
    serve(notYet, wait, { 'POST /devices/approve': fail(400, DEVICE_APPROVAL_MSG.linkInvalid) });
    await open();
    await userEvent.setup().click(screen.getByRole('button', { name: DEVICE_APPROVAL_MSG.approve }));
    expect(await screen.findByText(DEVICE_APPROVAL_MSG.linkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('a link without a well-formed token is refused without asking the server', async () => {
    await open('?token=short');
    expect(screen.getByText(DEVICE_APPROVAL_MSG.linkInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DEVICE_APPROVAL_MSG.approve })).not.toBeInTheDocument();
    expect(http.requests).toEqual([]);
  });
});
