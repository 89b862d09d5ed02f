// The profile edit form: the 'Current password' field that a new password
// asks for is marked required and says why Save is disabled; rows stored with a former
// country spelling still fill the dropdown.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '@/src/app/data-provider';
import { endSession } from '@/src/lib/auth/session';
import { ProfileForm } from '@/src/features/profile/components/profile-form';
import { PROFILE_TEXT } from '@/src/features/profile/texts';
import { ProfileSummary } from '@/src/features/profile/components/profile-summary';
import type { Profile } from '@/src/types/api';
import { fakeApi } from '../helpers/fake-api';
import { testQueryClient } from '../helpers/render-app';

const PROFILE = {
  _id: 'u1',
  name: 'Ann Investor',
  email: 'ann@example.com',
  country: 'Canada',
  phone_no: '+1 303 555 0100',
  acct_bal: 0,
  acct_bonus: 0,
  progress_bar: 0,
  kyc_status: false,
  status: true,
  isAdmin: false,
  role: 'investor',
  createdAt: '2026-01-01T00:00:00.000Z',
} as unknown as Profile;

beforeEach(() => {
  endSession();
  fakeApi(() => ({ status: 200, body: PROFILE }));
});

function renderForm(profile: Profile = PROFILE) {
  render(
    <AppProvider queryClient={testQueryClient()}>
      <ProfileSummary profile={profile} />
      <ProfileForm profile={profile} />
    </AppProvider>,
  );
  return userEvent.setup({ delay: null });
}

const save = () => screen.getByRole('button', { name: 'Save changes' });

describe('the password change', () => {
  it("'Current password' appears required, with a hint saying why Save is disabled", async () => {
    const user = renderForm();
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 'new-secret-1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'new-secret-1');

    const current = screen.getByLabelText(/^Current password/);
    expect(current).toBeRequired();
    expect(current).toHaveAccessibleDescription(PROFILE_TEXT.currentPasswordHint);
    expect(document.querySelector(`label[for="${current.id}"]`)).toHaveTextContent(/^Current password\s*\*$/);
    expect(save()).toBeDisabled();

    await user.type(current, 'old-secret');
    await waitFor(() => expect(save()).toBeEnabled());
  });
});

describe('a country stored with its former official spelling', () => {
  it('shows and preselects the common name', () => {
    renderForm({ ...PROFILE, country: 'Russian Federation' } as Profile);
    expect(screen.getByText('Russia', { selector: '[class*="singleValue"]' })).toBeInTheDocument();
    expect(screen.getAllByText('Russia')).toHaveLength(2);
    expect(screen.queryByText('Russian Federation')).not.toBeInTheDocument();
  });
});
