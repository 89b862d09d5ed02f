// Rejecting a withdrawal from its own page: the page's Reject asks for the
// reason in a dialog and calls POST /api/transaction/{id}/reject; setting Failed in the form asks
// for the reason too. A rejection never leaves without one.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@/common/idempotency';
import { PAYOUT_MSG } from '@/common/validation/payouts';
import { WithdrawalEdit } from '@/src-admin/withdrawals/WithdrawalEdit';
import { WithdrawalShow } from '@/src-admin/withdrawals/WithdrawalShow';
import { fail, fakeApi, listReply, type RouteTable } from '@/tests/unit/web/helpers/fake-api';
import { withdrawalAwaitingApproval } from './helpers/fixtures';
import { renderAdminView, staff } from './helpers/render-admin';

const T = { timeout: 10_000 };
const W1 = '11111111-1111-4111-8111-111111111111';
const REASON = 'The address belongs to a mixer';

const pending = withdrawalAwaitingApproval({
  _id: W1,
  // what the server says the signed-in staff member may do
  review_state: { next_step: '', may_approve: true, may_withdraw_approval: false, may_mark_paid: false, may_reject: true },
});
const rejected = { ...pending, status: 'failed', rejected_by: { id: 'a1', name: 'Ada Admin' }, rejected_at: '2025-02-01T11:00:00Z' };

/** The withdrawal as the server has it: rejected once a reject call went through. */
function server(): RouteTable {
  let record: Record<string, unknown> = pending;
  return {
    [`POST /transaction/${W1}/reject`]: (sent) => {
      record = { ...rejected, rejected_reason: (sent.body as { reason: string }).reason };
      return { body: record };
    },
    [`GET /transaction/single/${W1}`]: () => ({ body: record }),
    'GET /profile/all': listReply('profile', []),
    'GET /audit': listReply('audit', []),
  };
}

/** An admin's page for the withdrawal: its edit page (App.tsx gives admins no detail page). */
const withdrawalPage = () =>
  renderAdminView(<WithdrawalEdit />, { url: `/admin/withdrawals/${W1}`, path: '/admin/withdrawals/:id', resource: 'withdrawals' });

async function openReject() {
  const review = await screen.findByRole('region', { name: 'Payout review' }, T);
  const user = userEvent.setup();
  await user.click(within(review).getByRole('button', { name: 'Reject' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Reject this withdrawal?' }) };
}

describe("Reject on a withdrawal's page", () => {
  it('needs a reason, then sends it once with an idempotency key and shows the rejection', async () => {
    const http = fakeApi(staff(), server());
    withdrawalPage();
    const { user, dialog } = await openReject();
    await user.click(within(dialog).getByRole('button', { name: 'Reject and refund' }));
    expect(await within(dialog).findByText(PAYOUT_MSG.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject and refund' }));
    expect(await within(dialog).findByText(PAYOUT_MSG.reasonRequired)).toBeInTheDocument();
    expect(http.calls(`POST /transaction/${W1}/reject`)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), `${REASON} `);
    await user.click(within(dialog).getByRole('button', { name: 'Reject and refund' }));
    await waitFor(() => expect(http.calls(`POST /transaction/${W1}/reject`)).toHaveLength(1), T);
    const [call] = http.calls(`POST /transaction/${W1}/reject`);
    expect(call.body).toEqual({ reason: REASON });
    expect(call.headers[IDEMPOTENCY_HEADER.toLowerCase()]).toMatch(/\S{16,}/);
    expect(await screen.findByText(/^Withdrawal rejected\./, {}, T)).toBeInTheDocument();
    const review = await screen.findByRole('region', { name: 'Payout review' }, T);
    expect(await within(review).findByText(`Reason: ${REASON}`, {}, T)).toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: 'Reject' })).toBeNull();
    // the form's own PUT never carried the rejection
    expect(http.calls(`PUT /transaction/${W1}`)).toHaveLength(0);
  });

  it("keeps the reason and shows the server's refusal in the dialog", async () => {
    const refusal = PAYOUT_MSG.notPending('successful');
    const http = fakeApi(staff(), { [`POST /transaction/${W1}/reject`]: fail(409, refusal) }, server());
    withdrawalPage();
    const { user, dialog } = await openReject();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Reject and refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue(REASON);
    expect(http.calls(`POST /transaction/${W1}/reject`)).toHaveLength(1);
  });

  it('is for admins only: support sees Approve, not Reject', async () => {
    fakeApi(staff('support'), server());
    renderAdminView(<WithdrawalShow />, {
      url: `/admin/withdrawals/${W1}/show`,
      path: '/admin/withdrawals/:id/show',
      resource: 'withdrawals',
    });
    const review = await screen.findByRole('region', { name: 'Payout review' }, T);
    expect(within(review).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});

describe('Failed in the edit form', () => {
  it('asks for the reason and sends it with the status', async () => {
    const http = fakeApi(
      staff(),
      { [`PUT /transaction/${W1}`]: (sent) => ({ body: { ...rejected, ...(sent.body as object) } }) },
      server(),
    );
    withdrawalPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Status' }, T));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    const reason = await screen.findByRole('textbox', { name: /Reason \(the investor sees it\)/ });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PAYOUT_MSG.rejectNeedsReason, {}, T)).toBeInTheDocument();
    expect(http.calls(`PUT /transaction/${W1}`)).toHaveLength(0);

    await user.type(reason, `  ${REASON}  `);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(http.calls(`PUT /transaction/${W1}`)).toHaveLength(1), T);
    expect(http.calls(`PUT /transaction/${W1}`)[0].body).toEqual({ status: 'failed', reason: REASON });
  });
});
