import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError, Notification, RecordContextProvider, type AuthProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { TWO_FACTOR_MSG } from '@/common/api/two-factor';
import type { AdminDataProvider } from '@/src-admin/dataProvider';
import { ResetTwoFactor } from '@/src-admin/users/ResetTwoFactor';

const ann = { id: 'u1', _id: 'u1', name: 'Ann Investor', email: 'ann@example.com' };

const authAs = (role: 'admin' | 'support') => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: vi.fn(async () => role),
});

let auth: ReturnType<typeof authAs>;

function renderReset(role: 'admin' | 'support', resetTwoFactor = vi.fn(async () => undefined)) {
  const dataProvider = { resetTwoFactor } as unknown as AdminDataProvider;
  auth = authAs(role);
  render(
    <AdminContext dataProvider={dataProvider} authProvider={auth as AuthProvider}>
      <RecordContextProvider value={ann}>
        <ResetTwoFactor />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
  return resetTwoFactor;
}

describe("resetting a user's two-factor sign-in in the back office", () => {
  it("an admin confirms with their own code; the user's 2FA is reset and the admin is told", async () => {
    const reset = renderReset('admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reset 2FA' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Ann Investor's two-factor sign-in will be turned off");
    expect(reset).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/Your own code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Reset 2FA' }));
    await waitFor(() => expect(reset).toHaveBeenCalledWith('u1', '123456'));
    expect(await screen.findByText(TWO_FACTOR_MSG.resetDone)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("without a code when the admin's own 2FA is off; the server's refusal is shown", async () => {
    const reset = renderReset(
      'admin',
      vi.fn(async () => {
        throw new HttpError(TWO_FACTOR_MSG.notOn, 409, { message: TWO_FACTOR_MSG.notOn });
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reset 2FA' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reset 2FA' }));
    await waitFor(() => expect(reset).toHaveBeenCalledWith('u1', undefined));
    expect(await screen.findByText(new RegExp(TWO_FACTOR_MSG.notOn))).toBeInTheDocument();
  });

  it('support does not get the action', async () => {
    renderReset('support');
    // the role is read asynchronously: once it is known, the section is still not there
    await waitFor(() => expect(auth.getPermissions).toHaveBeenCalled());
    await act(async () => {
      await auth.getPermissions.mock.results[0]?.value;
    });
    expect(screen.queryByRole('button', { name: 'Reset 2FA' })).toBeNull();
  });
});
