// A credit at the two-person threshold is not applied: the panel says it waits in Approvals,
// and the Approvals screen lets another admin approve it (the requester may only cancel).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { APPROVAL_MSG, type StaffApproval } from '@/common/api/approvals';
import type { AdminDataProvider } from '@/src-admin/dataProvider';
import { ApprovalActions } from '@/src-admin/approvals/ApprovalActions';
import { AdjustBalance } from '@/src-admin/users/AdjustBalance';

const ann = { id: 'u1', _id: 'u1', name: 'Ann Investor', email: 'ann@example.com', acct_bal: 100, acct_bonus: 0 };

const request: StaffApproval & { id: string } = {
  id: 'a1',
  _id: 'a1',
  kind: 'credit',
  status: 'pending',
  user: { id: 'u1', name: 'Ann Investor', email: 'ann@example.com' },
  account: 'balance',
  amount: 1500,
  reason: 'goodwill',
  daily_withdrawal_limit: null,
  requested_by: { id: 'admin-1', name: 'First Admin' },
  decided_by: null,
  decided_at: null,
  decision_reason: null,
  createdAt: '2026-11-28T09:00:00.000Z',
};

const authAs = (id: string) => ({
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {},
  checkError: async () => {},
  getPermissions: async () => 'admin',
  getIdentity: async () => ({ id, fullName: id }),
});

describe('a credit that waits for a second admin', () => {
  it('the panel says it waits in Approvals and shows no new balance', async () => {
    const adjustBalance = vi.fn<AdminDataProvider['adjustBalance']>().mockResolvedValue({ data: { id: 'u1' }, pendingApproval: request });
    render(
      <AdminContext dataProvider={{ adjustBalance } as unknown as AdminDataProvider}>
        <RecordContextProvider value={ann}>
          <AdjustBalance />
        </RecordContextProvider>
        <Notification />
      </AdminContext>,
    );
    const user = userEvent.setup();
    const panel = within(screen.getByRole('form', { name: 'Credit or debit' }));
    await user.type(panel.getByRole('spinbutton', { name: /Amount/ }), '1500');
    await user.type(panel.getByRole('textbox', { name: /Reason/ }), 'goodwill');
    await user.click(panel.getByRole('button', { name: 'Credit balance' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Credit' }));
    expect(await screen.findByText(/Waiting for approval: \$1,500\.00 to the balance/)).toHaveTextContent(APPROVAL_MSG.creditWaits);
    expect(screen.queryByText(/It is now/)).toBeNull();
    expect(adjustBalance).toHaveBeenCalledWith('u1', { account: 'balance', amount: 1500, reason: 'goodwill' }, expect.any(String));
  });

  function renderActions(identity: string, decideApproval = vi.fn<AdminDataProvider['decideApproval']>()) {
    render(
      <AdminContext dataProvider={{ decideApproval } as unknown as AdminDataProvider} authProvider={authAs(identity)}>
        <ResourceContextProvider value="approvals">
          <RecordContextProvider value={request}>
            <ApprovalActions />
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>,
    );
    return decideApproval;
  }

  it('another admin approves it', async () => {
    const decide = renderActions('admin-2');
    decide.mockResolvedValue({ data: { ...request, status: 'approved' } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decide).toHaveBeenCalledWith('a1', 'approve'));
  });

  it('its requester sees Cancel, never Approve', async () => {
    renderActions('admin-1');
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
