import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PAYOUT_MSG, PAYOUT_NEXT, RISK_FLAG_LABELS } from '@/common/validation/payouts';
import { fileNameOf } from '@/src-admin/dataProvider/download';
import { approveShown, bulkOutcome } from '@/src-admin/payouts/PayoutBulkActions';
import { approvalState, riskFlagsOf, waitedFor } from '@/src-admin/payouts/review';
import { PayoutDesk } from '@/src-admin/payouts/PayoutDesk';
import { formatDateTime } from '@/src-admin/ui/money';
import { WithdrawalEdit } from '@/src-admin/withdrawals/WithdrawalEdit';
import { WithdrawalShow } from '@/src-admin/withdrawals/WithdrawalShow';
import type { PublicTransaction } from '@/common/api/transactions';
import { fail, fakeApi, listReply, type Handler, type RouteTable } from '@/tests/unit/web/helpers/fake-api';
import { withdrawalAwaitingApproval } from './helpers/fixtures';
import { renderAdminView, staff } from './helpers/render-admin';

const T = { timeout: 10_000 };
const HASH = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';
const W1 = '11111111-1111-4111-8111-111111111111';
const W2 = '22222222-2222-4222-8222-222222222222';
const W3 = '33333333-3333-4333-8333-333333333333';
const THRESHOLD = 100_000;

/** What the server says the signed-in staff member may do (review_state); nothing unless given. */
const state = (over: Record<string, unknown> = {}) => ({
  next_step: '',
  may_approve: false,
  may_withdraw_approval: false,
  may_mark_paid: false,
  may_reject: false,
  ...over,
});

const withdrawal = (over: Partial<PublicTransaction>) => withdrawalAwaitingApproval({ _id: W1, ...over });

const queue = [
  withdrawal({
    risk_flags: ['new_address', 'pass_through'],
    review_state: state({ next_step: PAYOUT_NEXT.needsApproval(THRESHOLD), may_approve: true, may_reject: true }),
  }),
  withdrawal({
    _id: W2,
    user_name: 'Bo Builder',
    amount: 200,
    needs_approval: false,
    approved_by: { id: 'a1', name: 'Ada Admin' },
    approved_at: '2025-02-01T11:00:00Z',
    review_state: state({ next_step: PAYOUT_NEXT.youApproved, may_withdraw_approval: true, may_reject: true }),
  }),
  // under the threshold, an admin who may pay it alone: Mark paid, and no Approve that would strand it
  withdrawal({
    _id: W3,
    user_name: 'Cy Saver',
    amount: 200,
    needs_approval: false,
    review_state: state({ next_step: PAYOUT_NEXT.payAlone(THRESHOLD), may_mark_paid: true, may_reject: true }),
  }),
];

/** The terms an approval names: the record's amount, coin and address as shown. */
const termsOf = (w: PublicTransaction) => ({
  amount: w.amount,
  payment_method: w.payment_method,
  payment_address: w.payment_address,
});

const summary = [
  {
    coin: 'btc',
    count: 3,
    total_usd: 1900,
    ready_count: 2,
    ready_total_usd: 400,
    awaiting_approval_count: 1,
    awaiting_approval_total_usd: 1500,
    oldest_at: '2025-02-01T10:00:00Z',
  },
];

const api: RouteTable = {
  'GET /payouts/summary': { body: summary },
  'GET /payouts': listReply('payouts', queue),
  'GET /profile/all': listReply('profile', []),
  'GET /audit': listReply('audit', []),
};

/** GET /transaction/single/{id}: a withdrawal of the queue. */
const single: Handler = (sent) => {
  const id = /^\/transaction\/single\/([\w-]+)$/.exec(sent.path)?.[1];
  return id && sent.method === 'GET' ? { body: queue.find((r) => r._id === id) } : undefined;
};

const desk = () => renderAdminView(<PayoutDesk />, { url: '/admin/payouts', resource: 'payouts' });
const withdrawalPage = (id: string) =>
  renderAdminView(<WithdrawalEdit />, { url: `/admin/withdrawals/${id}`, path: '/admin/withdrawals/:id', resource: 'withdrawals' });
const withdrawalDetails = (id: string) =>
  renderAdminView(<WithdrawalShow />, {
    url: `/admin/withdrawals/${id}/show`,
    path: '/admin/withdrawals/:id/show',
    resource: 'withdrawals',
  });

describe('the approval state a withdrawal shows', () => {
  it('names who approved it and when', () => {
    expect(
      approvalState({ approved_by: { id: 'a1', name: 'Ada Admin' }, approved_at: '2025-02-01T11:00:00Z', needs_approval: true }),
    ).toEqual({
      kind: 'approved',
      by: 'Ada Admin',
      text: `Approved by Ada Admin at ${formatDateTime('2025-02-01T11:00:00Z')}`,
    });
  });

  it('at or above the threshold without an approval it needs one; below, none is needed', () => {
    expect(approvalState({ needs_approval: true }).text).toBe('Needs approval');
    expect(approvalState({ needs_approval: false }).text).toBe('No approval needed');
    expect(approvalState({}).kind).toBe('single');
  });

  it('paid and rejected come before the approval that led there', () => {
    const approved = { approved_by: { id: 'a1', name: 'Ada' }, approved_at: '2025-02-01T11:00:00Z' };
    expect(approvalState({ ...approved, paid_by: { id: 'b1', name: 'Ben' }, paid_at: '2025-02-01T12:00:00Z' })).toMatchObject({
      kind: 'paid',
      by: 'Ben',
    });
    expect(approvalState({ ...approved, rejected_by: { id: 'b1', name: 'Ben' }, rejected_at: null })).toEqual({
      kind: 'rejected',
      by: 'Ben',
      text: 'Rejected by Ben',
    });
  });

  it('risk flags read as their labels, unknown ones left out, in the rules order', () => {
    const flags = riskFlagsOf({ risk_flags: ['shared_address', 'new_address', 'martian' as never] });
    expect(flags.map((f) => f.label)).toEqual([RISK_FLAG_LABELS.new_address.label, RISK_FLAG_LABELS.shared_address.label]);
    expect(riskFlagsOf({})).toEqual([]);
  });

  it('how long a withdrawal waited', () => {
    const now = Date.parse('2025-02-03T10:00:00Z');
    expect(waitedFor('2025-02-03T09:59:30Z', now)).toBe('just now');
    expect(waitedFor('2025-02-03T09:15:00Z', now)).toBe('45 min');
    expect(waitedFor('2025-02-02T10:00:00Z', now)).toBe('24 h');
    expect(waitedFor('2025-02-01T09:00:00Z', now)).toBe('2 d');
  });

  it('a bulk answer says what went through and why the rest did not', () => {
    expect(bulkOutcome('Approved', { done: ['a', 'b'], failed: [] })).toEqual({ message: 'Approved 2 withdrawals.', type: 'success' });
    expect(bulkOutcome('Approved', { done: ['a'], failed: [{ id: 'b', status: 409, message: PAYOUT_MSG.alreadyApproved }] })).toEqual({
      message: `Approved 1 withdrawal. 1 withdrawal not: ${PAYOUT_MSG.alreadyApproved}`,
      type: 'warning',
    });
    expect(bulkOutcome('Rejected', { done: [], failed: [{ id: 'b', status: 409, message: 'x' }] }).type).toBe('error');
  });

  it('a bulk approval sends the rows shown with their terms; a row selected elsewhere, or one not offered, is not approved, and said so', async () => {
    const shown = { ...withdrawal({}), type: 'withdraw' as const, id: W1 };
    const payAlone = { ...queue[2], type: 'withdraw' as const, id: W3 };
    const send = vi.fn(async () => ({ done: [W1], failed: [] }));
    expect(await approveShown(send, [W1, W2, W3], [shown, payAlone])).toEqual({
      done: [W1],
      failed: [
        { id: W3, status: 409, message: PAYOUT_NEXT.payAlone(THRESHOLD) },
        { id: W2, status: 409, message: PAYOUT_MSG.approvalNotShown },
      ],
    });
    expect(send).toHaveBeenCalledWith([shown]);
    send.mockClear();
    expect((await approveShown(send, [W2], [])).done).toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });

  it("the export keeps the server's file name", () => {
    expect(fileNameOf('attachment; filename="payouts-btc-2025-02-01.csv"')).toBe('payouts-btc-2025-02-01.csv');
    expect(fileNameOf('attachment; filename*=UTF-8\'\'payouts%20btc.csv; filename="x.csv"')).toBe('payouts btc.csv');
    expect(fileNameOf('attachment')).toBeUndefined();
    expect(fileNameOf(null)).toBeUndefined();
  });
});

describe('the payout queue', () => {
  it('shows each coin with its totals, then the pending ones oldest first with names, flags and approvals', async () => {
    const http = fakeApi(staff(), api);
    desk();
    const card = await screen.findByRole('region', { name: 'Bitcoin (BTC)' }, T);
    // each withdrawal counted once: ready to pay, or awaiting an approval
    expect(card).toHaveTextContent('Ready to pay2 withdrawals · $400.00');
    expect(card).toHaveTextContent('Awaiting approval1 withdrawal · $1,500.00');
    expect(card).not.toHaveTextContent('Pending');
    const table = await screen.findByRole('table', {}, T);
    await within(table).findByText('Ann Investor', {}, T);
    expect(within(table).getByText('Bo Builder')).toBeInTheDocument();
    expect(within(table).getByText(RISK_FLAG_LABELS.new_address.label)).toBeInTheDocument();
    expect(within(table).getByText(RISK_FLAG_LABELS.pass_through.label)).toBeInTheDocument();
    expect(within(table).getByText('Needs approval')).toBeInTheDocument();
    expect(within(table).getByText(/^Approved by Ada Admin at /)).toBeInTheDocument();
    // who must do what next, as the server said, before anyone clicks
    expect(within(table).getByText(PAYOUT_NEXT.needsApproval(THRESHOLD))).toBeInTheDocument();
    expect(within(table).getByText(PAYOUT_NEXT.payAlone(THRESHOLD))).toBeInTheDocument();
    // each row offers only the steps the server allows: no Approve under the threshold for the admin who pays
    const rowOf = (name: string) => within(table).getByText(name).closest('tr')!;
    expect(within(rowOf('Cy Saver')).getByRole('button', { name: 'Mark paid' })).toBeInTheDocument();
    expect(within(rowOf('Cy Saver')).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(rowOf('Ann Investor')).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(rowOf('Ann Investor')).queryByRole('button', { name: 'Mark paid' })).toBeNull();
    expect(within(rowOf('Bo Builder')).getByRole('button', { name: 'Withdraw approval' })).toBeInTheDocument();
    const list = http.calls('GET /payouts')[0];
    expect(JSON.parse(list.query.sort ?? '[]')).toEqual(['createdAt', 'ASC']);
  });

  it('approves the selected rows in one call and says what happened', async () => {
    const http = fakeApi(staff('support'), { 'POST /payouts/approve': { body: { done: [W1], failed: [] } } }, api);
    desk();
    const table = await screen.findByRole('table', {}, T);
    await within(table).findByText('Ann Investor', {}, T);
    const user = userEvent.setup();
    const row = within(table).getByText('Ann Investor').closest('tr')!;
    await user.click(within(row).getByRole('checkbox'));
    // support staff approve but do not reject
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    // the bulk action's Approve, not a row's
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Approve' }).some((b) => !table.contains(b))).toBe(true), T);
    await user.click(screen.getAllByRole('button', { name: 'Approve' }).find((b) => !table.contains(b))!);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(http.calls('POST /payouts/approve')).toHaveLength(1), T);
    // each with the terms the row shows: the server refuses one that changed since
    expect(http.calls('POST /payouts/approve')[0].body).toEqual({ items: [{ id: W1, ...termsOf(queue[0]) }] });
    expect(await screen.findByText('Approved 1 withdrawal.', {}, T)).toBeInTheDocument();
    // support staff cannot mark paid
    expect(screen.queryByRole('button', { name: 'Mark paid in bulk' })).toBeNull();
  });

  it('rejects with a reason (required), sent once with an idempotency key', async () => {
    const http = fakeApi(staff(), { 'POST /payouts/reject': { body: { done: [W1], failed: [] } } }, api);
    desk();
    const table = await screen.findByRole('table', {}, T);
    await within(table).findByText('Ann Investor', {}, T);
    const user = userEvent.setup();
    await user.click(within(within(table).getByText('Ann Investor').closest('tr')!).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Reject' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 1 withdrawal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject and refund' }));
    expect(await within(dialog).findByText(PAYOUT_MSG.reasonRequired)).toBeInTheDocument();
    expect(http.calls('POST /payouts/reject')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The address belongs to a mixer');
    await user.click(within(dialog).getByRole('button', { name: 'Reject and refund' }));
    await waitFor(() => expect(http.calls('POST /payouts/reject')).toHaveLength(1), T);
    const call = http.calls('POST /payouts/reject')[0];
    expect(call.body).toEqual({ ids: [W1], reason: 'The address belongs to a mixer' });
    expect(call.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Rejected 1 withdrawal.', {}, T)).toBeInTheDocument();
  });
});

describe('marking one withdrawal paid from its row', () => {
  it('asks for the hash, sends it once with an idempotency key, and stays on the desk', async () => {
    const http = fakeApi(staff(), { [`POST /transaction/${W3}/paid`]: fail(403, PAYOUT_MSG.soleSumReached(THRESHOLD)) }, api);
    const rendered = desk();
    const table = await screen.findByRole('table', {}, T);
    const row = (await within(table).findByText('Cy Saver', {}, T)).closest('tr')!;
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this withdrawal paid' });
    // what to send where, before the hash
    expect(dialog).toHaveTextContent('$200.00');
    expect(dialog).toHaveTextContent('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByText(/The payout reference must be/)).toBeInTheDocument();
    expect(http.calls(`POST /transaction/${W3}/paid`)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Transaction hash/ }), HASH);
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    // refused: the server's why, in the dialog, with the hash kept
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PAYOUT_MSG.soleSumReached(THRESHOLD));
    const first = http.calls(`POST /transaction/${W3}/paid`)[0];
    expect(first.body).toEqual({ reference: HASH });
    expect(first.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    // the same intent sent again keeps its key (a retry the server answers once)
    http.set(`POST /transaction/${W3}/paid`, { body: { ...queue[2], status: 'successful', payout_reference: HASH } });
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Withdrawal marked paid. The investor has been told.', {}, T)).toBeInTheDocument();
    expect(http.calls(`POST /transaction/${W3}/paid`)[1].headers['idempotency-key']).toBe(first.headers['idempotency-key']);
    // the row's click (open the withdrawal) did not fire
    expect(rendered.router.state.location.pathname).toBe('/admin/payouts');
  });
});

describe('marking paid in bulk', () => {
  const bad = PAYOUT_MSG.badLine(2, 'not a valid withdrawal id');

  it("shows the server's 400 naming the bad line, keeps the text, and a corrected retry is a new intent", async () => {
    const http = fakeApi(staff(), { 'POST /payouts/paid': fail(400, bad) }, api);
    desk();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark paid in bulk' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Mark paid in bulk' });
    const box = within(dialog).getByRole('textbox', { name: 'id,reference lines' });

    // nothing pasted: said here, nothing sent
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByText(PAYOUT_MSG.linesRequired)).toBeInTheDocument();
    expect(http.calls('POST /payouts/paid')).toHaveLength(0);

    const text = `${W1},${HASH}\nnot-an-id,abc`;
    await user.click(box);
    await user.paste(text);
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(bad);
    expect(screen.getByRole('dialog', { name: 'Mark paid in bulk' })).toBeInTheDocument();
    expect(box).toHaveValue(text);
    const first = http.calls('POST /payouts/paid')[0];
    expect(first.body).toEqual({ lines: text });
    expect(first.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    // corrected: sent again with a new key (a different intent), and the dialog closes
    http.set('POST /payouts/paid', { body: { paid: [{ id: W1, reference: HASH }] } });
    await user.clear(box);
    await user.click(box);
    await user.paste(`${W1},${HASH}`);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Marked 1 withdrawal paid.', {}, T)).toBeInTheDocument();
    const second = http.calls('POST /payouts/paid')[1];
    expect(second.headers['idempotency-key']).not.toBe(first.headers['idempotency-key']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
  });

  it('reads the lines from an uploaded CSV file', async () => {
    const http = fakeApi(staff(), { 'POST /payouts/paid': { body: { paid: [{ id: W1, reference: HASH }] } } }, api);
    desk();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark paid in bulk' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Mark paid in bulk' });
    const csv = `id,reference\n${W1},${HASH}\n`;
    await user.upload(within(dialog).getByLabelText('Upload a CSV file'), new File([csv], 'paid.csv', { type: 'text/csv' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'id,reference lines' })).toHaveValue(csv));
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(http.calls('POST /payouts/paid')).toHaveLength(1), T);
    expect(http.calls('POST /payouts/paid')[0].body).toEqual({ lines: csv });
  });
});

describe("a withdrawal's page", () => {
  it('shows the review and risk flags, and approves', async () => {
    const http = fakeApi(
      staff('support'),
      { [`POST /transaction/${W1}/approve`]: { body: { ...queue[0], approved_by: { id: 's1', name: 'Sam Support' } } } },
      api,
      single,
    );
    withdrawalDetails(W1);
    const review = await screen.findByRole('region', { name: 'Payout review' }, T);
    expect(within(review).getByText('Needs approval')).toBeInTheDocument();
    expect(within(review).getByText(RISK_FLAG_LABELS.new_address.label)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(review).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(http.calls(`POST /transaction/${W1}/approve`)).toHaveLength(1), T);
    expect(http.calls(`POST /transaction/${W1}/approve`)[0].body).toEqual(termsOf(queue[0]));
  });

  it('says so when the withdrawal changed since the page loaded (409): nothing was approved', async () => {
    fakeApi(staff('support'), { [`POST /transaction/${W1}/approve`]: fail(409, PAYOUT_MSG.approvalTermsChanged) }, api, single);
    withdrawalDetails(W1);
    const review = await screen.findByRole('region', { name: 'Payout review' }, T);
    const user = userEvent.setup();
    await user.click(within(review).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(new RegExp(PAYOUT_MSG.approvalTermsChanged.slice(0, 40)), {}, T)).toBeInTheDocument();
  });

  it('tells the next step and lets the approver withdraw their approval', async () => {
    const http = fakeApi(staff(), { [`DELETE /transaction/${W2}/approve`]: { body: { ...queue[1], approved_by: null } } }, api, single);
    // an admin's page for a withdrawal is its edit page (App.tsx gives admins no detail page)
    withdrawalPage(W2);
    const review = await screen.findByRole('region', { name: 'Payout review' }, T);
    expect(within(review).getByText(PAYOUT_NEXT.youApproved)).toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: 'Mark paid' })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(review).getByRole('button', { name: 'Withdraw approval' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw approval' }));
    await waitFor(() => expect(http.calls(`DELETE /transaction/${W2}/approve`)).toHaveLength(1), T);
    expect(await screen.findByText('Your approval was withdrawn.', {}, T)).toBeInTheDocument();
  });

  it('shows who approved and who paid it, with the reference', async () => {
    const paid = withdrawal({
      status: 'successful',
      payout_reference: HASH,
      approved_by: { id: 'a1', name: 'Ada Admin' },
      approved_at: '2025-02-01T11:00:00Z',
      paid_by: { id: 'b1', name: 'Ben Admin' },
      paid_at: '2025-02-01T12:00:00Z',
    });
    fakeApi(staff(), { [`GET /transaction/single/${W1}`]: { body: paid } }, api);
    withdrawalPage(W1);
    const review = await screen.findByRole('region', { name: 'Payout review' }, T);
    expect(within(review).getByText(/^Approved by Ada Admin at /)).toBeInTheDocument();
    expect(within(review).getByText(/^Ben Admin at /)).toBeInTheDocument();
    expect(within(review).getByText(HASH)).toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it("mark-paid refused by the two-person rule shows the server's 403", async () => {
    fakeApi(staff(), { [`PUT /transaction/${W1}`]: fail(403, PAYOUT_MSG.ownApproval) }, api, single);
    withdrawalPage(W1);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Status' }, T));
    await user.click(await screen.findByRole('option', { name: 'Successful' }));
    await user.type(await screen.findByRole('textbox', { name: /Payout reference/ }), HASH);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Update Failed: ${PAYOUT_MSG.ownApproval}`, {}, T)).toBeInTheDocument();
  });
});
