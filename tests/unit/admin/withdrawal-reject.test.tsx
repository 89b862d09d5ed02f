// Rejecting a withdrawal from its own page: the page's Reject asks for the
// reason in a dialog and calls POST /api/transaction/{id}/reject; setting Failed in the form asks
// for the reason too. A rejection never leaves without one.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@/common/idempotency';
import { PAYOUT_MSG } from '@/common/validation/payouts';
import { errorReply, fakeApi, listReply, type ApiCall, type Route } from './helpers/fake-api';
import { renderAdmin } from './helpers/render-admin';

const T = { timeout: 10_000 };
const W1 = '11111111-1111-4111-8111-111111111111';
const REASON = 'The address belongs to a mixer';

const pending = {
  _id: W1,
  userid: 'u1',
  user_name: 'Ann Investor',
  user_email: 'ann@example.com',
  trnx_type: 'withdraw',
  type: 'withdraw',
  amount: 1500,
  status: 'pending',
  payment_method: 'btc',
  payment_address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  payout_reference: null,
  createdAt: '2025-02-01T10:00:00Z',
  updatedAt: '2025-02-01T10:00:00Z',
  needs_approval: true,
  approved_by: null,
  approved_at: null,
  paid_by: null,
  paid_at: null,
  rejected_by: null,
  rejected_at: null,
  rejected_reason: null,
  risk_flags: [],
  // what the server says the signed-in staff member may do
  review_state: { next_step: '', may_approve: true, may_withdraw_approval: false, may_mark_paid: false, may_reject: true },
};
const rejected = { ...pending, status: 'failed', rejected_by: { id: 'a1', name: 'Ada Admin' }, rejected_at: '2025-02-01T11:00:00Z' };

/** The withdrawal as the server has it: rejected once a reject call went through. */
function server(reply?: (call: ApiCall) => ReturnType<Route>): Route {
  let record: Record<string, unknown> = pending;
  return (call) => {
    const custom = reply?.(call);
    if (custom) return custom;
    if (call.path === `/api/transaction/${W1}/reject` && call.method === 'POST') {
      record = { ...rejected, rejected_reason: (call.body as { reason: string }).reason };
      return { body: record };
    }
    if (call.path === `/api/transaction/single/${W1}`) return { body: record };
    if (call.path === '/api/profile/all') return listReply('profile', []);
    if (call.path === '/api/audit') return listReply('audit', []);
    return undefined;
  };
}

async function openReject() {
  const review = await screen.findByRole('region', { name: 'Payout review' }, T);
  const user = userEvent.setup();
  await user.click(within(review).getByRole('button', { name: 'Reject' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Reject this withdrawal?' }) };
}

describe("Reject on a withdrawal's page", () => {
  it('needs a reason, then sends it once with an idempotency key and shows the rejection', async () => {
    const http = fakeApi(server());
    renderAdmin(`/admin/withdrawals/${W1}`);
    const { user, dialog } = await openReject();
    await user.click(within(dialog).getByRole('button', { name: 'Reject and refund' }));
    expect(await within(dialog).findByText(PAYOUT_MSG.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject and refund' }));
    expect(await within(dialog).findByText(PAYOUT_MSG.reasonRequired)).toBeInTheDocument();
    expect(http.to(`/api/transaction/${W1}/reject`, 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), `${REASON} `);
    await user.click(within(dialog).getByRole('button', { name: 'Reject and refund' }));
    await waitFor(() => expect(http.to(`/api/transaction/${W1}/reject`, 'POST')).toHaveLength(1), T);
    const [call] = http.to(`/api/transaction/${W1}/reject`, 'POST');
    expect(call.body).toEqual({ reason: REASON });
    expect(call.headers.get(IDEMPOTENCY_HEADER)).toMatch(/\S{16,}/);
    expect(await screen.findByText(/^Withdrawal rejected\./, {}, T)).toBeInTheDocument();
    const review = await screen.findByRole('region', { name: 'Payout review' }, T);
    expect(await within(review).findByText(`Reason: ${REASON}`, {}, T)).toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: 'Reject' })).toBeNull();
    // the form's own PUT never carried the rejection
    expect(http.to(`/api/transaction/${W1}`, 'PUT')).toHaveLength(0);
  });

  it("keeps the reason and shows the server's refusal in the dialog", async () => {
    const refusal = PAYOUT_MSG.notPending('successful');
    const http = fakeApi(server((call) => (call.path.endsWith('/reject') ? errorReply(409, refusal) : undefined)));
    renderAdmin(`/admin/withdrawals/${W1}`);
    const { user, dialog } = await openReject();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Reject and refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue(REASON);
    expect(http.to(`/api/transaction/${W1}/reject`, 'POST')).toHaveLength(1);
  });

  it('is for admins only: support sees Approve, not Reject', async () => {
    fakeApi(server());
    renderAdmin(`/admin/withdrawals/${W1}/show`, 'support');
    const review = await screen.findByRole('region', { name: 'Payout review' }, T);
    expect(within(review).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});

describe('Failed in the edit form', () => {
  it('asks for the reason and sends it with the status', async () => {
    const http = fakeApi(server((call) => (call.method === 'PUT' ? { body: { ...rejected, ...(call.body as object) } } : undefined)));
    renderAdmin(`/admin/withdrawals/${W1}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Status' }, T));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    const reason = await screen.findByRole('textbox', { name: /Reason \(the investor sees it\)/ });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PAYOUT_MSG.rejectNeedsReason, {}, T)).toBeInTheDocument();
    expect(http.to(`/api/transaction/${W1}`, 'PUT')).toHaveLength(0);

    await user.type(reason, `  ${REASON}  `);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(http.to(`/api/transaction/${W1}`, 'PUT')).toHaveLength(1), T);
    expect(http.to(`/api/transaction/${W1}`, 'PUT')[0].body).toEqual({ status: 'failed', reason: REASON });
  });
});
