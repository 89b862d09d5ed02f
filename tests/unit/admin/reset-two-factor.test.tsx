import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_MSG } from '@/common/api/two-factor';
import { ResetTwoFactor } from '@/src-admin/users/ResetTwoFactor';
import { fakeApi, fail, type Reply } from '@/tests/unit/web/helpers/fake-api';
import { renderAdminView, staff, type StaffRole } from './helpers/render-admin';

const ann = { id: 'u1', _id: 'u1', name: 'Ann Investor', email: 'ann@example.com' };

/** The reset on Ann's page, as `role` sees it; the server answers the reset with `reply` (204 unless said). */
function renderReset(role: StaffRole, reply: Reply = { status: 204 }) {
  const http = fakeApi(staff(role), { 'POST /profile/u1/2fa/reset': reply });
  const { accessKnown } = renderAdminView(
    <RecordContextProvider value={ann}>
      <ResetTwoFactor />
    </RecordContextProvider>,
    { url: role === 'admin' ? '/admin/users/u1' : '/admin/users/u1/show', resource: 'users' },
  );
  return { resets: () => http.calls('POST /profile/u1/2fa/reset'), accessKnown };
}

describe("resetting a user's two-factor sign-in in the back office", () => {
  it("an admin confirms with their own code; the user's 2FA is reset and the admin is told", async () => {
    const { resets } = renderReset('admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reset 2FA' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Ann Investor's two-factor sign-in will be turned off");
    expect(resets()).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Your own code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Reset 2FA' }));
    await waitFor(() => expect(resets()).toHaveLength(1));
    expect(resets()[0].body).toEqual({ code: '123456' });
    expect(await screen.findByText(TWO_FACTOR_MSG.resetDone)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("without a code when the admin's own 2FA is off; the server's refusal is shown", async () => {
    const { resets } = renderReset('admin', fail(409, TWO_FACTOR_MSG.notOn));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reset 2FA' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reset 2FA' }));
    await waitFor(() => expect(resets()).toHaveLength(1));
    // no code at all, not an empty one
    expect(resets()[0].body).toEqual({});
    expect(await screen.findByText(new RegExp(TWO_FACTOR_MSG.notOn))).toBeInTheDocument();
  });

  it('support does not get the action', async () => {
    const { accessKnown } = renderReset('support');
    // the role is read asynchronously: once it is known, the section is still not there
    await accessKnown();
    expect(screen.queryByRole('button', { name: 'Reset 2FA' })).toBeNull();
  });
});
