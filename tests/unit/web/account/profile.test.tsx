// /account/profile (the passwords must match and a
// blank password keeps the current one).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { ProfilePage } from '@/src/app/pages/account/profile';
import { getSession } from '@/src/lib/auth/session';
import { makeToken } from '../helpers/token';
import { fakeApi, fail, type FakeApi } from '@/tests/unit/web/helpers/fake-api';
import { profile, USER_ID } from '../helpers/fixtures';
import { renderAccountScreen } from '../helpers/render-account';

let http: FakeApi;
beforeEach(() => {
  http = fakeApi({
    'GET /profile/me': { status: 200, body: profile({ name: 'Ann Investor', email: 'ann@example.com', country: 'Canada' }) },
    [`PUT /profile/update/${USER_ID}`]: (req) => ({ status: 200, body: profile(req.body as object) }),
  });
});

async function open() {
  const view = renderAccountScreen(<ProfilePage />, '/account/profile');
  await screen.findByRole('heading', { name: 'Profile', level: 1 });
  await screen.findByLabelText(/^Name/);
  return { ...view, user: userEvent.setup() };
}

const save = () => screen.getByRole('button', { name: 'Save changes' });

describe('the profile screen', () => {
  it('shows name, email and country, and the form filled in with them', async () => {
    await open();
    const summary = screen.getByRole('region', { name: 'Ann Investor' });
    expect(within(summary).getByText('ann@example.com')).toBeInTheDocument();
    expect(within(summary).getByText('Canada')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ann Investor');
    expect(screen.getByText('Canada', { selector: '[class*="singleValue"]' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
  });

  it('save is disabled until the form is valid: name of 3+ characters, a country, matching passwords', async () => {
    const { user } = await open();
    await waitFor(() => expect(save()).toBeEnabled());
    const name = screen.getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Al');
    expect(await screen.findByText(MSG.nameMin)).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.type(name, 'ice');
    await waitFor(() => expect(save()).toBeEnabled());

    await user.type(screen.getByLabelText(/^New password/), 'new-secret-1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'new-secret-2');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'new-secret-1');
    // a new password asks for the current one before it can be saved
    expect(save()).toBeDisabled();
    await user.type(screen.getByLabelText(/^Current password/), 'old-secret');
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it("clearing the country: 'Country is required'", async () => {
    const { user } = await open();
    const input = screen.getByLabelText(/^Country/);
    await user.click(input);
    await user.keyboard('{Backspace}');
    expect(await screen.findByText(MSG.countryRequired)).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it("a blank password keeps the current one: only name and country are sent; 'Update Successful'", async () => {
    const { user } = await open();
    const name = screen.getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Ann Updated');
    await user.type(screen.getByLabelText(/^Country/), 'Germ');
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    expect(await screen.findByText('Update Successful')).toBeInTheDocument();
    const [put] = http.calls(`PUT /profile/update/${USER_ID}`);
    expect(put.body).toEqual({ name: 'Ann Updated', country: 'Germany' });
  });

  it('a new password is sent and the fresh token it answers is kept in the session', async () => {
    const fresh = makeToken({
      id: USER_ID,
      isAdmin: false,
      role: 'investor',
      jti: 'new',
      iat: 1,
      exp: Math.floor(Date.now() / 1000) + 3600,
    });
    http.set(`PUT /profile/update/${USER_ID}`, { status: 200, body: { ...profile(), accessToken: fresh } });
    const { user } = await open();
    await user.type(screen.getByLabelText(/^New password/), 'new-secret-1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'new-secret-1');
    await user.type(screen.getByLabelText(/^Current password/), 'old-secret');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    expect(await screen.findByText('Update Successful')).toBeInTheDocument();
    expect(http.calls(`PUT /profile/update/${USER_ID}`)[0].body).toEqual({
      name: 'Ann Investor',
      country: 'Canada',
      password: 'new-secret-1',
      current_password: 'old-secret',
    });
    expect(getSession()?.token).toBe(fresh);
    // the form is emptied of the password again
    await waitFor(() => expect(screen.getByLabelText(/^New password/)).toHaveValue(''));
  });

  it('a wrong current password is shown under its field', async () => {
    http.set(
      `PUT /profile/update/${USER_ID}`,
      fail(400, MSG.currentPasswordWrong, [{ field: 'current_password', message: MSG.currentPasswordWrong }]),
    );
    const { user } = await open();
    await user.type(screen.getByLabelText(/^New password/), 'new-secret-1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'new-secret-1');
    await user.type(screen.getByLabelText(/^Current password/), 'wrong-secret');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(await screen.findByText(MSG.currentPasswordWrong)).toBeInTheDocument();
  });

  it("a refusal: 'Update Failed', with the server's field message under the field", async () => {
    http.set(
      `PUT /profile/update/${USER_ID}`,
      fail(400, 'Select a country from the list', [{ field: 'country', message: 'Select a country from the list' }]),
    );
    const { user } = await open();
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(await screen.findByText('Select a country from the list')).toBeInTheDocument();
  });
});
