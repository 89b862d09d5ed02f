import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { LoginPage } from '@/src/app/pages/login';
import { SignupPage } from '@/src/app/pages/signup';
import { endSession } from '@/src/lib/auth/session';
import { fakeApi, type FakeApi } from '../helpers/fake-api';
import { renderApp, renderRoutes } from '../helpers/render-app';

// Sign-up as a newcomer meets it: the consent to the Terms is asked (and required), the
// password says how strong it is, and the sign-in page that follows has the address filled in
// and says a verification link is on its way.

// The forms are lazy chunks of their pages; loaded once here so that no test waits on a first transform.
beforeAll(async () => {
  await Promise.all([import('@/src/features/auth/components/signup-form'), import('@/src/features/auth/components/login-form')]);
});

let http: FakeApi;
beforeEach(() => {
  endSession();
  http = fakeApi(() => ({ status: 201, body: { _id: 'u9' } }));
});

type Render = (url: string) => ReturnType<typeof renderRoutes>;
const signupAlone: Render = (url) => renderApp(<SignupPage />, { url });

async function openSignup(render: Render = signupAlone) {
  const app = render('/signup');
  await screen.findByRole('button', { name: 'Sign Up' });
  return { ...app, user: userEvent.setup({ delay: null }) };
}

type User = ReturnType<typeof userEvent.setup>;

async function fillAllButConsent(user: User) {
  await user.type(screen.getByLabelText(/^Name/), 'Ann Investor');
  await user.type(screen.getByLabelText(/^Phone No\./), '+1 303 555 0100');
  await user.type(screen.getByLabelText(/^Email/), 'ann.newcomer@example.com');
  await user.type(screen.getByLabelText(/^Country/), 'German');
  await user.click(await screen.findByRole('option', { name: 'Germany' }));
  await user.type(screen.getByLabelText(/^Password/), 'secret123');
  await user.type(screen.getByLabelText(/^Confirm Password/), 'secret123');
}

const consent = () => screen.getByRole('checkbox', { name: /I accept the Terms and Conditions and the Privacy Policy/ });

describe('sign-up: the consent to the Terms', () => {
  it('is a required checkbox whose label links to the Terms and the Privacy Policy', async () => {
    await openSignup();
    expect(consent()).not.toBeChecked();
    expect(consent()).toBeRequired();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('unticked: says why under it and sends nothing; ticked: sends terms_accepted true', async () => {
    const { user } = await openSignup();
    await fillAllButConsent(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(MSG.signupTermsRequired)).toBeInTheDocument();
    expect(consent()).toHaveAttribute('aria-invalid', 'true');
    expect(http.requests).toEqual([]);

    await user.click(consent());
    await waitFor(() => expect(screen.queryByText(MSG.signupTermsRequired)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(http.requests).toHaveLength(1));
    expect(http.requests[0].body).toMatchObject({ terms_accepted: true });
  });
});

describe('sign-up: the password hint', () => {
  it('gives the rule before typing, then how strong the password is', async () => {
    const { user } = await openSignup();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAccessibleDescription(/At least 6 characters/);
    await user.type(password, 'abc');
    expect(password).toHaveAccessibleDescription('Use at least 6 characters.');
    await user.type(password, 'def');
    expect(password).toHaveAccessibleDescription(/Strength: weak/);
    await user.clear(password);
    await user.type(password, 'Blue7horses');
    expect(password).toHaveAccessibleDescription(/Strength: fair/);
    await user.clear(password);
    await user.type(password, 'correct horse battery staple');
    expect(password).toHaveAccessibleDescription(/Strength: strong/);
    await user.clear(password);
    await user.type(password, 'password123');
    expect(password).toHaveAccessibleDescription(/Strength: weak/);
  });
});

describe('after sign-up', () => {
  // what the sign-up screen hands to the sign-in screen: the route table
  it('the sign-in page has the address filled in and says the verification link is on its way', async () => {
    const { user, location } = await openSignup(renderRoutes);
    await fillAllButConsent(user);
    await user.click(consent());
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(await screen.findByText(MSG.signupSuccess)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText(/A link to verify your e-mail address is on its way to ann\.newcomer@example\.com/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveValue('ann.newcomer@example.com'));
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });

  it('a sign-in page opened directly has neither', async () => {
    renderApp(<LoginPage />, { url: '/login' });
    await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.queryByRole('heading', { name: 'Check your inbox' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  });
});
