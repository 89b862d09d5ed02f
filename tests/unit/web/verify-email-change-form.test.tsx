// Profile > E-mail address: a new address with the password (and a code when the server asks
// for one); the link goes to the new address and nothing changes until it is opened.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { STEP_UP_ERROR } from '@/common/api/two-factor';
import { EMAIL_MSG } from '@/common/validation/email-verification';
import { AppProvider } from '@/src/app/data-provider';
import { CODE_UI } from '@/common/validation/sign-in-code';
import { EmailChangeForm } from '@/src/features/profile/components/email-change-form';
import { endSession } from '@/src/lib/auth/session';
import { fail, fakeApi, type FakeApi, type Handler, type Reply } from './helpers/fake-api';
import { testQueryClient } from './helpers/render-app';
import { profile } from './helpers/fixtures';

let http: FakeApi;
const serve = (handler: Handler) => {
  http = fakeApi(handler);
};
const accepted: Reply = { status: 202, body: { message: EMAIL_MSG.changeRequested } };
const stepUp: Reply = {
  ...fail(401, 'Enter a code from your authenticator app'),
  headers: { 'www-authenticate': `Bearer error="${STEP_UP_ERROR}"` },
};

beforeEach(() => {
  endSession();
  serve(() => accepted);
});

function renderForm(overrides = {}) {
  render(
    <AppProvider queryClient={testQueryClient()}>
      <EmailChangeForm profile={profile(overrides)} />
    </AppProvider>,
  );
  return userEvent.setup({ delay: null });
}

type User = ReturnType<typeof userEvent.setup>;
async function submit(user: User, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText(/^New e-mail address/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Change e-mail address' }));
}
const posts = () => http.requests.filter((r) => r.path === '/profile/email');

describe('the e-mail change form', () => {
  it('shows the address and whether it is verified', () => {
    renderForm({ email: 'ann@example.com', email_verified: false });
    expect(screen.getByRole('heading', { name: 'E-mail address', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(screen.getByText('Not verified')).toBeInTheDocument();
  });

  it('sends the new address and the password; says where the link went and clears the form', async () => {
    const user = renderForm();
    await submit(user, 'new@example.com', 'my-password');
    expect(await screen.findByText('We sent a link to new@example.com. Your e-mail address changes when you open it.')).toBeInTheDocument();
    expect(posts()).toEqual([expect.objectContaining({ method: 'POST', body: { email: 'new@example.com', password: 'my-password' } })]);
    expect(screen.getByLabelText(/^New e-mail address/)).toHaveValue('');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    // still the old address until the link is opened
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
  });

  it('checks the fields before sending anything', async () => {
    const user = renderForm();
    await submit(user, 'not-an-address', '');
    expect(await screen.findByText(MSG.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^New e-mail address/)).toBeInvalid();
    expect(posts()).toEqual([]);
  });

  it("a wrong password shows the server's message under the password", async () => {
    serve(() => fail(400, MSG.currentPasswordWrong, [{ field: 'password', message: MSG.currentPasswordWrong }]));
    const user = renderForm();
    await submit(user, 'new@example.com', 'wrong');
    expect(await screen.findByText(MSG.currentPasswordWrong)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(MSG.currentPasswordWrong);
  });

  it('a taken address (409) shows under the address', async () => {
    serve(() => fail(409, MSG.emailTaken));
    const user = renderForm();
    await submit(user, 'taken@example.com', 'my-password');
    expect(await screen.findByText(MSG.emailTaken)).toBeInTheDocument();
    expect(screen.getByLabelText(/^New e-mail address/)).toHaveAccessibleDescription(MSG.emailTaken);
  });

  it('with two-factor sign-in on, the step-up 401 brings the code field; the code goes with the next try', async () => {
    serve((r) => ((r.body as { code?: string }).code ? accepted : stepUp));
    const user = renderForm();
    expect(screen.queryByLabelText(/^Authentication code/)).not.toBeInTheDocument();
    await submit(user, 'new@example.com', 'my-password');
    const code = await screen.findByLabelText(/^Authentication code/);
    expect(code).toHaveAccessibleDescription(CODE_UI.stepUpHint);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Change e-mail address' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1].body).toEqual({ email: 'new@example.com', password: 'my-password', code: '123456' });
    expect(await screen.findByText(/We sent a link to new@example.com/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Authentication code/)).not.toBeInTheDocument();
  });
});
