import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { EMAIL_MSG } from '@/common/validation/email-verification';
import { VerifyEmailPage } from '@/src/app/pages/verify-email';
import { endSession, startSession } from '@/src/lib/auth/session';
import { fail, fakeApi, held, type FakeApi, type Handler, type Reply } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';
import { tokenFor } from './helpers/token';

// /verify-email?token=…: the link from the e-mail, spent once, with the outcome and the way on.

const TOKEN = 'Abc_-0123456789abcdefghijklmnopqrstuvwxyzAB';
let http: FakeApi;
const serve = (handler: Handler) => {
  http = fakeApi(handler);
};
const verified: Reply = { status: 200, body: { message: EMAIL_MSG.verified } };

beforeEach(() => {
  endSession();
  serve(() => verified);
});
afterEach(() => {
  endSession();
});

const open = async (search = `?token=${TOKEN}`) => {
  const app = renderApp(<VerifyEmailPage />, { url: `/verify-email${search}` });
  await screen.findByRole('heading', { name: 'Verify your e-mail address', level: 1 });
  return app;
};

describe('the verify-email page', () => {
  it('posts the token once and says the address is verified, with a link to sign in', async () => {
    await open();
    expect(await screen.findByText('Your e-mail address is verified.')).toBeInTheDocument();
    expect(http.requests).toEqual([expect.objectContaining({ method: 'POST', path: '/user/verify-email', body: { token: TOKEN } })]);
    expect(http.requests[0].headers.authorization).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('signed in, the way on is the account', async () => {
    startSession({ id: 'u1', token: tokenFor('investor', { id: 'u1' }) });
    serve((sent) => (sent.path === '/user/verify-email' ? verified : { status: 200, body: {} }));
    await open();
    expect(await screen.findByText(EMAIL_MSG.verified)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
  });

  it('shows that it is checking while the request is in flight', async () => {
    const pending = held<Reply>();
    serve(() => pending.promise);
    await open();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link');
    pending.resolve(verified);
    expect(await screen.findByText(EMAIL_MSG.verified)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("a used or expired link: the server's message and the way back", async () => {
    serve(() => fail(400, EMAIL_MSG.verifyInvalid));
    await open();
    expect(await screen.findByText(EMAIL_MSG.verifyInvalid)).toBeInTheDocument();
    expect(screen.queryByText(EMAIL_MSG.verified)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('an address taken meanwhile (409) says so', async () => {
    serve(() => fail(409, MSG.emailTaken));
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
