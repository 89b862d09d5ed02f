import { HttpError, type Identifier } from 'react-admin';
import { approvalSchema, type StaffApproval } from '@/common/api/approvals';
import type { ApiEndpoint } from './httpClient';
import { DATA_TEXT } from './texts';
import { withId } from './list';
import type { ResourceApi } from './resourceApi';

/** Changes waiting for a second admin (GET /approvals, newest first; GET /approvals/{id}). */
export const approvalsApi: ResourceApi = {
  list: 'approvals',
  one: 'approvals',
  idFilter: true,
};

/** POST /approvals/{id}/approve or /reject (a reason optional): the second admin's decision; the answer is the decided request. */
export type DecideApproval = (
  id: Identifier,
  decision: 'approve' | 'reject',
  reason?: string,
) => Promise<{ data: StaffApproval & { id: Identifier } }>;

export const decideApproval =
  ({ client, url }: ApiEndpoint): DecideApproval =>
  async (id, decision, reason) => {
    const { json } = await client(`${url('approvals', id)}/${decision}`, {
      method: 'POST',
      body: JSON.stringify(decision === 'reject' && reason ? { reason } : {}),
      headers: new Headers({ Accept: 'application/json' }),
    });
    const parsed = approvalSchema.safeParse(json);
    if (!parsed.success) throw new HttpError(DATA_TEXT.unexpectedAnswer, 502, null);
    return { data: withId(parsed.data) };
  };
