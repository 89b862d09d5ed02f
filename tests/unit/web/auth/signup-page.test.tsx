import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@/common/messages';
import { COUNTRY_OPTIONS } from '@/common/countries';
import { SignupPage } from '@/src/app/pages/signup';
import { endSession } from '@/src/lib/auth/session';
import { fail, fakeApi, held, type FakeApi, type Handler, type Reply } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';

// The form is a lazy chunk of the page; loaded once here so that no test waits on a first transform.
beforeAll(async () => {
  await import('@/src/features/auth/components/signup-form');
});

let http: FakeApi;
const serve = (handler: Handler) => {
  http = fakeApi(handler);
};

beforeEach(() => {
  endSession();
  serve(() => ({ status: 201, body: { _id: 'u9' } }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function openSignup() {
  const app = renderApp(<SignupPage />, { url: '/signup' });
  await screen.findByRole('button', { name: 'Sign Up' });
  return { ...app, user: userEvent.setup({ delay: null }) };
}

type User = ReturnType<typeof userEvent.setup>;

async function chooseCountry(user: User, search: string, option: string) {
  await user.type(screen.getByLabelText(/^Country/), search);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillValidForm(user: User) {
  await user.type(screen.getByLabelText(/^Name/), 'Ann Investor');
  await user.type(screen.getByLabelText(/^Phone No\./), '+1 303 555 0100');
  await user.type(screen.getByLabelText(/^Email/), 'ann@example.com');
  await chooseCountry(user, 'German', 'Germany');
  await user.type(screen.getByLabelText(/^Password/), 'secret123');
  await user.type(screen.getByLabelText(/^Confirm Password/), 'secret123');
  await user.click(screen.getByRole('checkbox', { name: /I accept the Terms and Conditions and the Privacy Policy/ }));
}

describe('the sign-up page', () => {
  it('has every field, labelled, and the links', async () => {
    await openSignup();
    for (const label of [/^Name/, /^Phone No\./, /^Email/, /^Country/, /^Password/, /^Confirm Password/]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('Select a Country')).toBeInTheDocument();
    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('the country dropdown is searchable and lists every country', async () => {
    const { user } = await openSignup();
    await user.click(screen.getByLabelText(/^Country/));
    expect(await screen.findAllByRole('option')).toHaveLength(COUNTRY_OPTIONS.length);
    await user.type(screen.getByLabelText(/^Country/), 'zeal');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['New Zealand']);
  });

  it("finds a country by an everyday alias ('UK') and sends its one stored spelling", async () => {
    const { user } = await openSignup();
    await user.type(screen.getByLabelText(/^Name/), 'Ann Investor');
    await user.type(screen.getByLabelText(/^Phone No\./), '+44 20 7946 0000');
    await user.type(screen.getByLabelText(/^Email/), 'ann@example.com');
    await chooseCountry(user, 'UK', 'United Kingdom');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'secret123');
    await user.click(screen.getByRole('checkbox', { name: /I accept the Terms/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(http.requests).toEqual([
        expect.objectContaining({ path: '/user/signup', body: expect.objectContaining({ country: 'United Kingdom' }) }),
      ]),
    );
  });

  it('shows each validation message under its field on submit', async () => {
    const { user } = await openSignup();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    for (const message of [MSG.nameMin, MSG.phoneMin, MSG.emailInvalid, MSG.countryRequired, MSG.passwordMin]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Country/)).toHaveAttribute('aria-invalid', 'true');
    expect(http.requests).toEqual([]);

    await chooseCountry(user, 'Fra', 'France');
    await waitFor(() => expect(screen.queryByText(MSG.countryRequired)).not.toBeInTheDocument());
  });

  it('limits both passwords to 512 characters with the corrected message', async () => {
    const { user } = await openSignup();
    await user.click(screen.getByLabelText(/^Password/));
    await user.paste('x'.repeat(513));
    await user.click(screen.getByLabelText(/^Confirm Password/));
    await user.paste('x'.repeat(513));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getAllByText(MSG.passwordMax)).toHaveLength(2));
    expect(screen.queryByText('Email can not exceed 512 characters')).not.toBeInTheDocument();
  });

  it('validates on submit first, then on change', async () => {
    const { user } = await openSignup();
    const name = screen.getByLabelText(/^Name/);
    await user.type(name, 'Al');
    expect(screen.queryByText(MSG.nameMin)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(MSG.nameMin)).toBeInTheDocument();
    await user.type(name, 'i');
    await waitFor(() => expect(screen.queryByText(MSG.nameMin)).not.toBeInTheDocument());
    await user.type(screen.getByLabelText(/^Phone No\./), '12345678');
    expect(screen.getByText(MSG.phoneMin)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Phone No\./), '9');
    await waitFor(() => expect(screen.queryByText(MSG.phoneMin)).not.toBeInTheDocument());
  });

  it('each password field has its own show/hide toggle once something is typed', async () => {
    const { user } = await openSignup();
    expect(screen.queryByRole('button', { name: 'Show password' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Confirm Password/), 'abc');
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
  });

  it('the logo goes home', async () => {
    await openSignup();
    const homeLinks = screen.getAllByRole('link', { name: /home$/ });
    homeLinks.forEach((link) => expect(link).toHaveAttribute('href', '/'));
  });

  it('requires the passwords to match', async () => {
    const { user } = await openSignup();
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'secret124');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(MSG.passwordsMismatch)).toBeInTheDocument();
  });

  it('posts the payload with the country name, toasts success and goes to /login', async () => {
    const { user, location } = await openSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(MSG.signupSuccess)).toBeInTheDocument();
    expect(http.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/user/signup',
        body: {
          name: 'Ann Investor',
          phone_no: '+1 303 555 0100',
          email_address: 'ann@example.com',
          country: 'Germany',
          password: 'secret123',
          terms_accepted: true,
        },
      }),
    ]);
    expect(http.requests[0].headers.authorization).toBeUndefined();
    await waitFor(() => expect(location().pathname).toBe('/login'));
  });

  it('is busy (disabled, spinner) while submitting', async () => {
    const pending = held<Reply>();
    serve(() => pending.promise);
    const { user } = await openSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const button = screen.getByRole('button', { name: /Sign Up/ });
    await waitFor(() => expect(button).toBeDisabled());
    expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    pending.resolve({ status: 201, body: {} });
    await screen.findByText(MSG.signupSuccess);
  });

  it("409: toasts the server's message and stays", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => fail(409, MSG.emailTaken));
    const { user, location } = await openSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(MSG.emailTaken)).toBeInTheDocument();
    expect(location().pathname).toBe('/signup');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it("400: shows the server's field errors under the fields", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => fail(400, 'Validation failed', [{ field: 'country', message: MSG.countryUnknown }]));
    const { user } = await openSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    expect(screen.getByText(MSG.countryUnknown)).toBeInTheDocument();
  });

  it('a network failure toasts a generic message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => {
      throw new Error('Network Error');
    });
    const { user } = await openSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(MSG.loginError)).toBeInTheDocument();
  });
});
