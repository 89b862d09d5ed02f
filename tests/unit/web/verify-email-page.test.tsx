import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { EMAIL_MSG } from '@/common/validation/email-verification';
import { endSession, startSession } from '@/src/lib/auth/session';
import { apiError, deferred, mockApi, type Handler, type Reply } from './helpers/http';
import { renderApp } from './helpers/render-app';
import { tokenFor } from './helpers/token';

// /verify-email?token=…: the link from the e-mail, spent once, with the outcome and the way on.

beforeAll(async () => {
  await import('@/src/app/pages/verify-email');
});

const TOKEN = 'Abc_-0123456789abcdefghijklmnopqrstuvwxyzAB';
let http: ReturnType<typeof mockApi>;
const serve = (handler: Handler) => {
  http?.restore();
  http = mockApi(handler);
};
const verified: Reply = { status: 200, body: { message: EMAIL_MSG.verified } };

beforeEach(() => {
  endSession();
  serve(() => verified);
});
afterEach(() => {
  http.restore();
  endSession();
});

const open = async (search = `?token=${TOKEN}`) => {
  const app = renderApp(`/verify-email${search}`);
  await screen.findByRole('heading', { name: 'Verify your e-mail address', level: 1 });
  return app;
};

describe('the verify-email page', () => {
  it('posts the token once and says the address is verified, with a link to sign in', async () => {
    await open();
    expect(await screen.findByText('Your e-mail address is verified.')).toBeInTheDocument();
    expect(http.requests).toEqual([{ method: 'POST', url: '/user/verify-email', authorization: undefined, body: { token: TOKEN } }]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('signed in, the way on is the account', async () => {
    startSession({ id: 'u1', token: tokenFor('investor', { id: 'u1' }) });
    serve((r) => (r.url === '/user/verify-email' ? verified : { status: 200, body: {} }));
    await open();
    expect(await screen.findByText(EMAIL_MSG.verified)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
  });

  it('shows that it is checking while the request is in flight', async () => {
    const held = deferred<Reply>();
    serve(() => held.promise);
    await open();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link');
    held.resolve(verified);
    expect(await screen.findByText(EMAIL_MSG.verified)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("a used or expired link: the server's message and the way back", async () => {
    serve(() => apiError(400, EMAIL_MSG.verifyInvalid));
    await open();
    expect(await screen.findByText(EMAIL_MSG.verifyInvalid)).toBeInTheDocument();
    expect(screen.queryByText(EMAIL_MSG.verified)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('an address taken meanwhile (409) says so', async () => {
    serve(() => apiError(409, MSG.emailTaken));
    await open();
    expect(await screen.findByText(MSG.emailTaken)).toBeInTheDocument();
  });

  it('without a token, or a malformed one, says the link is invalid and sends nothing', async () => {
    for (const search of ['', '?token=short']) {
      const { unmount } = await open(search);
      expect(screen.getByText(EMAIL_MSG.verifyInvalid)).toBeInTheDocument();
      unmount();
    }
    expect(http.requests).toEqual([]);
  });
});
