// A credit at the two-person threshold is not applied: the panel says it waits in Approvals,
// and the Approvals screen lets another admin approve it (the requester may only cancel).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { APPROVAL_MSG, type StaffApproval } from '@/common/api/approvals';
import { ApprovalActions } from '@/src-admin/approvals/ApprovalActions';
import { AdjustBalance } from '@/src-admin/users/AdjustBalance';
import { fakeApi } from '@/tests/unit/web/helpers/fake-api';
import { renderAdminView, staff, STAFF } from './helpers/render-admin';

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

describe('a credit that waits for a second admin', () => {
  it('the panel says it waits in Approvals and shows no new balance', async () => {
    // a credit at the threshold is accepted (202) as a request waiting for a second admin
    const http = fakeApi(staff(), { 'POST /profile/u1/adjust': { status: 202, body: { pending_approval: request } } });
    renderAdminView(
      <RecordContextProvider value={ann}>
        <AdjustBalance />
      </RecordContextProvider>,
      { url: '/admin/users/u1', resource: 'users' },
    );
    const user = userEvent.setup();
    const panel = within(screen.getByRole('form', { name: 'Credit or debit' }));
    await user.type(panel.getByRole('spinbutton', { name: /Amount/ }), '1500');
    await user.type(panel.getByRole('textbox', { name: /Reason/ }), 'goodwill');
    await user.click(panel.getByRole('button', { name: 'Credit balance' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Credit' }));
    expect(await screen.findByText(/Waiting for approval: \$1,500\.00 to the balance/)).toHaveTextContent(APPROVAL_MSG.creditWaits);
    expect(screen.queryByText(/It is now/)).toBeNull();
    const [adjustment] = http.calls('POST /profile/u1/adjust');
    expect(adjustment.body).toEqual({ account: 'balance', amount: 1500, reason: 'goodwill' });
    expect(adjustment.headers['idempotency-key']).toEqual(expect.any(String));
  });

  /** The request's buttons on the Approvals screen, as the signed-in admin (Ada) sees them. */
  function renderActions(approval: typeof request) {
    const http = fakeApi(staff(), { 'POST /approvals/a1/approve': { body: { ...approval, status: 'approved' } } });
    renderAdminView(
      <RecordContextProvider value={approval}>
        <ApprovalActions />
      </RecordContextProvider>,
      { url: '/admin/approvals', resource: 'approvals' },
    );
    return http;
  }

  it('another admin approves it', async () => {
    const http = renderActions(request);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(http.calls('POST /approvals/a1/approve')).toHaveLength(1));
  });

  it('its requester sees Cancel, never Approve', async () => {
    renderActions({ ...request, requested_by: { id: STAFF.admin._id, name: STAFF.admin.name } });
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
