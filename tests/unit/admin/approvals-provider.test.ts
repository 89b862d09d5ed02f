// The back-office's calls for the second admin's desk: a credit that waits (202) comes back as
// the waiting request, not as a user; a decision posts to the request's approve or reject.
import { describe, expect, it } from 'vitest';
import type { StaffApproval } from '@/common/api/approvals';
import { createDataProvider } from '@/src-admin/dataProvider';
import { fakeApi } from '@/tests/unit/web/helpers/fake-api';
import { staff } from './helpers/render-admin';

const waiting: StaffApproval = {
  _id: 'a1',
  kind: 'credit',
  status: 'pending',
  user: { id: 'u1', name: 'Ann', email: 'ann@example.com' },
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

/** The server answering every request with `status` and `body`, as an admin is signed in; the requests it got. */
function stubFetch(status: number, body: unknown) {
  const http = fakeApi(staff(), () => ({ status, body }));
  return http.requests;
}

describe('approvals in the data provider', () => {
  it('a credit answered 202 is the waiting request, with the user id alone', async () => {
    stubFetch(202, { pending_approval: waiting });
    const answer = await createDataProvider('/api').adjustBalance('u1', { account: 'balance', amount: 1500, reason: 'goodwill' }, 'k');
    expect(answer).toEqual({ data: { id: 'u1' }, pendingApproval: waiting });
  });

  it('approve and reject post to the request', async () => {
    const sent = stubFetch(200, { ...waiting, status: 'rejected' });
    const { data } = await createDataProvider('/api').decideApproval('a1', 'reject', 'no ticket');
    expect(sent.map(({ path, method, body }) => ({ path, method, body }))).toEqual([
      { path: '/approvals/a1/reject', method: 'POST', body: { reason: 'no ticket' } },
    ]);
    expect(data).toMatchObject({ id: 'a1', status: 'rejected' });
    stubFetch(200, { ...waiting, status: 'approved' });
    expect((await createDataProvider('/api').decideApproval('a1', 'approve')).data.status).toBe('approved');
  });
});
