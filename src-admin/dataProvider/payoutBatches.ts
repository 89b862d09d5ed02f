import { HttpError, type Identifier } from 'react-admin';
import { payoutBatchListSchema, payoutBatchSchema, type BatchCreateInput, type PayoutBatch } from '@/common/api/payout-batches';
import type { Download, DownloadedFile } from './download';
import type { ApiEndpoint } from './httpClient';
import { DATA_TEXT } from './texts';

// Bitcoin payout batches: one unsigned PSBT paying several approved withdrawals, signed in the
// operator's own wallet (the server never holds a key). Each answer is checked against the
// server's own response schema (one contract).

const BATCHES = 'payouts/batches';

const unexpected = () => new HttpError(DATA_TEXT.unexpectedBatch, 502, null);

const parseBatch = (json: unknown): PayoutBatch => {
  const parsed = payoutBatchSchema.safeParse(json);
  if (!parsed.success) throw unexpected();
  return parsed.data;
};

/** The batch's own address under /api: payouts/batches/{id} (the id encoded). */
const batchPath = (id: Identifier) => `${BATCHES}/${encodeURIComponent(String(id))}`;

/** GET /payouts/batches: the latest batches, newest first (staff). */
export type GetPayoutBatches = () => Promise<PayoutBatch[]>;
export const getPayoutBatches =
  ({ client, url }: ApiEndpoint): GetPayoutBatches =>
  async () => {
    const parsed = payoutBatchListSchema.safeParse((await client(url(BATCHES))).json);
    if (!parsed.success) throw unexpected();
    return parsed.data;
  };

/**
 * POST /payouts/batches {ids, fee_rate} (admins): one unsigned PSBT paying these approved bitcoin
 * withdrawals at the fee rate given (201). A 409 says why not (one not approved, one in another
 * batch, not enough confirmed bitcoin, no key configured); a 503, that the node cannot be reached.
 */
export type BuildPayoutBatch = (input: BatchCreateInput) => Promise<PayoutBatch>;
export const buildPayoutBatch =
  ({ client, url }: ApiEndpoint): BuildPayoutBatch =>
  async ({ ids, fee_rate }) => {
    const { json } = await client(url(BATCHES), { method: 'POST', body: JSON.stringify({ ids, fee_rate }) });
    return parseBatch(json);
  };

/**
 * POST /payouts/batches/{id}/signed {psbt} (admins): the PSBT as the wallet signed it, base64; the
 * server finalises and broadcasts it and marks what it pays paid. A 400 is about the field `psbt`
 * (not a PSBT, not fully signed); a 409, another transaction, a refusal by the network or a batch
 * no longer waiting for its signature.
 */
export type UploadSignedPsbt = (id: Identifier, psbt: string) => Promise<PayoutBatch>;
export const uploadSignedPsbt =
  ({ client, url }: ApiEndpoint): UploadSignedPsbt =>
  async (id, psbt) => {
    const { json } = await client(url(`${batchPath(id)}/signed`), { method: 'POST', body: JSON.stringify({ psbt }) });
    return parseBatch(json);
  };

/**
 * POST /payouts/batches/{id}/cancel (admins): its outputs and withdrawals are free again. No body:
 * fetchJson marks a request as JSON only when it carries one.
 */
export type CancelPayoutBatch = (id: Identifier) => Promise<PayoutBatch>;
export const cancelPayoutBatch =
  ({ client, url }: ApiEndpoint): CancelPayoutBatch =>
  async (id) => {
    const { json } = await client(url(`${batchPath(id)}/cancel`), { method: 'POST' });
    return parseBatch(json);
  };

/** GET /payouts/batches/{id}/psbt (admins): the unsigned PSBT as a binary .psbt file, under the server's name. */
export type DownloadBatchPsbt = (id: Identifier) => Promise<DownloadedFile>;
export const downloadBatchPsbt =
  (download: Download): DownloadBatchPsbt =>
  (id) =>
    download(`${batchPath(id)}/psbt`, { accept: 'application/octet-stream', fileName: `payout-batch-${String(id).slice(0, 8)}.psbt` });
