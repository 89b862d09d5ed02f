import { HttpError, type Identifier, type RaRecord } from 'react-admin';
import { IDEMPOTENCY_HEADER } from '@/common/idempotency';
import {
  bulkResultSchema,
  markPaidResultSchema,
  payoutSummarySchema,
  type ApproveWithdrawalInput,
  type BulkApproveInput,
  type BulkResult,
  type MarkPaidResult,
  type PayoutSummary,
} from '@/common/api/payouts';
import type { CoinSymbol } from '@/common/coins';
import type { Download } from './download';
import type { ApiEndpoint, Json } from './httpClient';
import { withId } from './list';
import type { ResourceApi } from './resourceApi';
import { DATA_TEXT } from './texts';

export type { BulkResult, MarkPaidResult, PayoutSummary };

/**
 * The payout desk's queue: pending withdrawals (GET /payouts, oldest first unless sorted);
 * one record is the transaction itself. Nothing is edited through it: the desk's actions are
 * the calls below.
 */
export const payoutsApi: ResourceApi = {
  list: 'payouts',
  one: 'transaction/single',
  idFilter: true,
};

const unexpected = () => new HttpError(DATA_TEXT.unexpectedAnswer, 502, null);

const json = (body: unknown, key?: string) => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: new Headers({ Accept: 'application/json', ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) }),
});

/** GET /payouts/summary: per coin, the pending withdrawals ready to pay and those awaiting an approval (each counted once). */
export const getPayoutSummary =
  ({ client, url }: ApiEndpoint) =>
  async (): Promise<PayoutSummary> => {
    const parsed = payoutSummarySchema.safeParse((await client(url('payouts/summary'))).json);
    if (!parsed.success) throw unexpected();
    return parsed.data;
  };

/** A withdrawal as the approver's screen shows it: the record's id and the terms approved. */
export interface ShownWithdrawal {
  id: Identifier;
  amount: number;
  payment_method: string;
  payment_address: string;
}

/** The terms an approval names, exactly as the record shows them: the server refuses (409) when they are no longer so. */
const termsOf = ({ amount, payment_method, payment_address }: ShownWithdrawal): ApproveWithdrawalInput => ({
  amount,
  payment_method,
  payment_address,
});

/** POST /transaction/{id}/approve {amount, payment_method, payment_address}: the first of the two people's steps. */
export type ApproveWithdrawal = (record: ShownWithdrawal) => Promise<{ data: RaRecord }>;
export const approveWithdrawal =
  ({ client, url }: ApiEndpoint): ApproveWithdrawal =>
  async (record) => {
    const { json: body } = await client(`${url('transaction', record.id)}/approve`, json(termsOf(record)));
    return { data: withId(body as Json) };
  };

/** POST /payouts/approve {items}: each with its terms and on its own; the answer says which went through and why others did not. */
export type ApproveWithdrawals = (records: ShownWithdrawal[]) => Promise<BulkResult>;
export const approveWithdrawals =
  ({ client, url }: ApiEndpoint): ApproveWithdrawals =>
  async (records) => {
    const items: BulkApproveInput['items'] = records.map((r) => ({ id: String(r.id), ...termsOf(r) }));
    const parsed = bulkResultSchema.safeParse((await client(url('payouts/approve'), json({ items }))).json);
    if (!parsed.success) throw unexpected();
    return parsed.data;
  };

/** POST /transaction/{id}/reject {reason}: refunds one withdrawal and tells its owner why; `key` makes a retry safe. */
export type RejectWithdrawal = (id: Identifier, reason: string, idempotencyKey: string) => Promise<{ data: RaRecord }>;
export const rejectWithdrawal =
  ({ client, url }: ApiEndpoint): RejectWithdrawal =>
  async (id, reason, idempotencyKey) => {
    const { json: body } = await client(`${url('transaction', id)}/reject`, json({ reason }, idempotencyKey));
    return { data: withId(body as Json) };
  };

/** DELETE /transaction/{id}/approve: the approver takes their approval back (while it is pending). */
export type WithdrawApproval = (id: Identifier) => Promise<{ data: RaRecord }>;
export const withdrawApproval =
  ({ client, url }: ApiEndpoint): WithdrawApproval =>
  async (id) => {
    const { json: body } = await client(`${url('transaction', id)}/approve`, {
      method: 'DELETE',
      headers: new Headers({ Accept: 'application/json' }),
    });
    return { data: withId(body as Json) };
  };

/** POST /transaction/{id}/paid {reference}: one withdrawal paid, with the transfer's hash; `key` makes a retry safe. */
export type MarkWithdrawalPaid = (id: Identifier, reference: string, idempotencyKey: string) => Promise<{ data: RaRecord }>;
export const markWithdrawalPaid =
  ({ client, url }: ApiEndpoint): MarkWithdrawalPaid =>
  async (id, reference, idempotencyKey) => {
    const { json: body } = await client(`${url('transaction', id)}/paid`, json({ reference }, idempotencyKey));
    return { data: withId(body as Json) };
  };

/** POST /payouts/reject {ids, reason}: refunds each and tells its owner why; `key` makes a retry safe. */
export type RejectWithdrawals = (ids: Identifier[], reason: string, idempotencyKey: string) => Promise<BulkResult>;
export const rejectWithdrawals =
  ({ client, url }: ApiEndpoint): RejectWithdrawals =>
  async (ids, reason, idempotencyKey) => {
    const parsed = bulkResultSchema.safeParse((await client(url('payouts/reject'), json({ ids, reason }, idempotencyKey))).json);
    if (!parsed.success) throw unexpected();
    return parsed.data;
  };

/** POST /payouts/paid {lines}: `id,reference` lines, all or nothing (a 400 names the bad line). */
export type MarkPayoutsPaid = (lines: string, idempotencyKey: string) => Promise<MarkPaidResult>;
export const markPayoutsPaid =
  ({ client, url }: ApiEndpoint): MarkPayoutsPaid =>
  async (lines, idempotencyKey) => {
    const parsed = markPaidResultSchema.safeParse((await client(url('payouts/paid'), json({ lines }, idempotencyKey))).json);
    if (!parsed.success) throw unexpected();
    return parsed.data;
  };

/** GET /payouts/export?coin=…: the withdrawals of one coin ready to pay, as CSV, with the server's file name. */
export type ExportPayouts = (coin: CoinSymbol) => Promise<{ blob: Blob; fileName: string }>;

export const exportPayouts =
  (download: Download): ExportPayouts =>
  (coin) =>
    download('payouts/export', { query: { coin }, accept: 'text/csv', fileName: `payouts-${coin}.csv` });
