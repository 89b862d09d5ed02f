import type { Identifier, RaRecord } from 'react-admin';
import { IDEMPOTENCY_HEADER } from '@/common/idempotency';
import type { AdjustPayload } from '@/common/api/profile';
import { pendingApprovalSchema, type StaffApproval } from '@/common/api/approvals';
import type { ApiEndpoint, Json } from './httpClient';
import { withId } from './list';
import { pick, type PayloadBuilder, type ResourceApi } from './resourceApi';

const USER_FIELDS = [
  'name',
  'email',
  'phone_no',
  'country',
  'password',
  // not acct_bal nor acct_bonus: money moves through adjustBalance, a change with its reason
  'progress_bar',
  'kyc_status',
  'status',
  'role',
  'daily_withdrawal_limit',
];
const userPayload: PayloadBuilder = (data, previous) => {
  const out = pick(USER_FIELDS)(data, previous);
  // blank keeps the current password
  if (out.password === '' || out.password === null) delete out.password;
  // an emptied limit is null: back to the platform's default
  if (out.daily_withdrawal_limit === '') out.daily_withdrawal_limit = null;
  return out;
};

export const usersApi: ResourceApi = {
  list: 'profile/all',
  one: 'profile',
  update: 'profile/update',
  remove: 'profile',
  idFilter: true,
  updatePayload: userPayload,
};

/**
 * POST /profile/{id}/adjust: a credit (amount > 0) or debit (amount < 0); `key` makes retries
 * safe. A credit that needs a second admin is not applied: the answer carries the waiting
 * request (`pendingApproval`) and the user's id alone.
 */
export type AdjustBalance = (
  id: Identifier,
  payload: AdjustPayload,
  idempotencyKey: string,
) => Promise<{ data: RaRecord; pendingApproval?: StaffApproval }>;

export const adjustBalance =
  ({ client, url }: ApiEndpoint): AdjustBalance =>
  async (id, payload, idempotencyKey) => {
    const { json } = await client(`${url('profile', id)}/adjust`, {
      method: 'POST',
      body: JSON.stringify(payload),
      headers: new Headers({ Accept: 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey }),
    });
    const waiting = pendingApprovalSchema.safeParse(json);
    if (waiting.success) return { data: { id }, pendingApproval: waiting.data.pending_approval };
    return { data: withId(json as Json) };
  };

/**
 * POST /profile/{id}/2fa/reset (admins): turns the user's two-factor sign-in off, signs them
 * out and mails them; `code` is the admin's own step-up code when their 2FA is on.
 */
export const resetTwoFactor =
  ({ client, url }: ApiEndpoint) =>
  async (id: Identifier, code?: string): Promise<void> => {
    await client(`${url('profile', id)}/2fa/reset`, { method: 'POST', body: JSON.stringify(code ? { code } : {}) });
  };
export type ResetTwoFactor = (id: Identifier, code?: string) => Promise<void>;
