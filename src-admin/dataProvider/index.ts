import type { DataProvider, Identifier } from 'react-admin';
import { API_BASE_URL } from '@/src/lib/api-client';
import { getCoinRates, setFallbackRate, type GetCoinRates, type SetFallbackRate } from './chain';
import { createCrudProvider } from './crud';
import { download, type Download } from './download';
import { apiEndpoint, httpClient, type HttpClient } from './httpClient';
import { getKycDocument, type GetKycDocument } from './kyc';
import {
  approveWithdrawal,
  approveWithdrawals,
  exportPayouts,
  getPayoutSummary,
  markPayoutsPaid,
  markWithdrawalPaid,
  rejectWithdrawal,
  rejectWithdrawals,
  withdrawApproval,
  type ApproveWithdrawal,
  type ApproveWithdrawals,
  type ExportPayouts,
  type MarkPayoutsPaid,
  type MarkWithdrawalPaid,
  type WithdrawApproval,
  type PayoutSummary,
  type RejectWithdrawal,
  type RejectWithdrawals,
} from './payouts';
import {
  buildPayoutBatch,
  cancelPayoutBatch,
  downloadBatchPsbt,
  getPayoutBatches,
  uploadSignedPsbt,
  type BuildPayoutBatch,
  type CancelPayoutBatch,
  type DownloadBatchPsbt,
  type GetPayoutBatches,
  type UploadSignedPsbt,
} from './payoutBatches';
import { getReconcileReport, type ReconcileReport } from './reconcile';
import { getActivity, getLiabilities, setHolding, type GetActivity, type GetLiabilities, type SetHolding } from './reports';
import {
  getReserveSnapshots,
  getTreasuryAddresses,
  registerTreasuryAddress,
  removeTreasuryAddress,
  takeReserveSnapshot,
  type GetReserveSnapshots,
  type GetTreasuryAddresses,
  type RegisterTreasuryAddress,
  type RemoveTreasuryAddress,
  type TakeReserveSnapshot,
} from './reserves';
import { getStatement, type GetStatement } from './statements';
import { getStats, type StatsSummary } from './stats';
import { getTicketAttachment, replyToTicket, type GetTicketAttachment, type ReplyToTicket } from './tickets';
import { getTwoFactorStatus, type TwoFactorStatus } from './twoFactor';
import { endUserSessions, getUserSessions, getUserSignInHistory, type SignInAttempt, type UserSession } from './userSessions';
import { adjustBalance, resetTwoFactor, type AdjustBalance, type ResetTwoFactor } from './users';
import { getAccountLocks, unlockAccount, type GetAccountLocks, type UnlockAccount } from './accountLocks';
import { decideApproval, type DecideApproval } from './approvals';
import { resetTranslation, saveTranslation, type ResetTranslation, type SaveTranslation } from './translations';

// The back-office's dataProvider, one file per concern as in react-admin's example apps:
// http-client.ts (token, error shape), crud.ts (react-admin's CRUD on ra-data-simple-rest),
// resources.ts (where each resource lives) and a file per resource with its payload rules
// and the calls beyond CRUD (users: adjustBalance, download: every file (KYC documents, attachments, exports, statements), tickets: reply, stats, reconcile,
// payouts: the payout desk's approvals, rejections, export and bulk mark-paid, payoutBatches: the
// bitcoin batches (build, download, upload signed, cancel), chain: coin rates,
// reports: the home's activity and the liabilities, reserves: the proof-of-reserves snapshots and
// treasury addresses).
export { listPath, toApiFilter, totalFromContentRange } from './list';
export type { PayoutSummary, ReconcileReport, SignInAttempt, StatsSummary, TwoFactorStatus, UserSession };

/** The methods beyond react-admin's CRUD that the back-office calls. */
export interface AdminDataProvider extends DataProvider {
  /** POST /profile/{id}/adjust: a credit (amount > 0) or debit (amount < 0); `key` makes retries safe. */
  adjustBalance: AdjustBalance;
  /** POST /approvals/{id}/approve or /reject (admins other than the requester) */
  decideApproval: DecideApproval;
  getStats: () => Promise<StatsSummary>;
  getReconcileReport: () => Promise<ReconcileReport>;
  /** GET a file under /api with the staff member's token: its bytes and the name to save it under. */
  download: Download;
  /** A KYC document (front or back) as a Blob, read with the staff member's token. */
  getKycDocument: GetKycDocument;
  /** POST /tickets/{id}/messages: a staff reply, with an optional file; answers the whole thread. */
  replyToTicket: ReplyToTicket;
  /** A ticket message's attachment as a Blob (its attachment.url, read with the staff member's token). */
  getTicketAttachment: GetTicketAttachment;
  /** GET /auth/2fa: the signed-in staff member's own two-factor status (and whether it is required). */
  getTwoFactorStatus: () => Promise<TwoFactorStatus>;
  /** GET /users/{id}/sessions */
  getUserSessions: (id: Identifier) => Promise<UserSession[]>;
  /** GET /users/{id}/history */
  getUserSignInHistory: (id: Identifier) => Promise<SignInAttempt[]>;
  /** DELETE /users/{id}/sessions (admins) */
  endUserSessions: (id: Identifier) => Promise<void>;
  /** POST /profile/{id}/2fa/reset (admins): the user's 2FA off, with the admin's own step-up code */
  resetTwoFactor: ResetTwoFactor;
  /** GET /profile/{id}/locks: the owner's locks of the account and how each ended */
  getAccountLocks: GetAccountLocks;
  /** POST /profile/{id}/unlock: ends the owner's lock after an identity check (the note), with the staff member's step-up code */
  unlockAccount: UnlockAccount;
  /** GET /payouts/summary: per coin, withdrawals ready to pay and those awaiting an approval */
  getPayoutSummary: () => Promise<PayoutSummary>;
  /** POST /transaction/{id}/approve: one staff member's approval (the two-person rule's first step) of the terms shown */
  approveWithdrawal: ApproveWithdrawal;
  /** POST /payouts/approve: several at once, each with the terms shown and on its own */
  approveWithdrawals: ApproveWithdrawals;
  /** DELETE /transaction/{id}/approve: its approver takes the approval back */
  withdrawApproval: WithdrawApproval;
  /** POST /transaction/{id}/paid (admins): one withdrawal paid, with the transfer's hash */
  markWithdrawalPaid: MarkWithdrawalPaid;
  /** POST /transaction/{id}/reject (admins): refunds one and tells its owner the reason */
  rejectWithdrawal: RejectWithdrawal;
  /** POST /payouts/reject (admins): refunds and tells each owner the reason */
  rejectWithdrawals: RejectWithdrawals;
  /** POST /payouts/paid (admins): `id,reference` lines, all or nothing */
  markPayoutsPaid: MarkPayoutsPaid;
  /** GET /payouts/export?coin=…: the ones of a coin ready to pay, as a CSV file */
  exportPayouts: ExportPayouts;
  /** GET /payouts/batches: the bitcoin payout batches, newest first */
  getPayoutBatches: GetPayoutBatches;
  /** POST /payouts/batches (admins): one unsigned PSBT paying approved bitcoin withdrawals at a fee rate */
  buildPayoutBatch: BuildPayoutBatch;
  /** GET /payouts/batches/{id}/psbt (admins): the batch's unsigned PSBT as a .psbt file */
  downloadBatchPsbt: DownloadBatchPsbt;
  /** POST /payouts/batches/{id}/signed (admins): the PSBT the wallet signed, base64, for the server to broadcast */
  uploadSignedPsbt: UploadSignedPsbt;
  /** POST /payouts/batches/{id}/cancel (admins): a batch nobody will sign */
  cancelPayoutBatch: CancelPayoutBatch;
  /** GET /statements/{id}?month=&format=: a user's monthly statement as a PDF or CSV file */
  getStatement: GetStatement;
  /** GET /chain/rates: each coin's live rate and fallback rate */
  getCoinRates: GetCoinRates;
  /** PUT /chain/rates/{coin} (admins): a fallback rate in USD per coin, or null to remove it */
  setFallbackRate: SetFallbackRate;
  /** GET /reports/activity?days=30|90: the home's figures per day */
  getActivity: GetActivity;
  /** GET /reports/liabilities: what is owed, the 90-day projection and what is held */
  getLiabilities: GetLiabilities;
  /** PUT /reports/holdings/{coin} (admins): the USD value held in a coin */
  setHolding: SetHolding;
  /** GET /reserves/snapshots: the published proof-of-reserves snapshots, newest first */
  getReserveSnapshots: GetReserveSnapshots;
  /** POST /reserves/snapshots (admins): takes a proof-of-reserves snapshot now */
  takeReserveSnapshot: TakeReserveSnapshot;
  /** GET /reserves/treasury-addresses: the treasury addresses whose balances count as reserves */
  getTreasuryAddresses: GetTreasuryAddresses;
  /** POST /reserves/treasury-addresses (admins): an address with a signature by its key over treasuryMessage */
  registerTreasuryAddress: RegisterTreasuryAddress;
  /** DELETE /reserves/treasury-addresses/{id} (admins): new snapshots stop counting it */
  removeTreasuryAddress: RemoveTreasuryAddress;
  /** PUT /admin/translations/{locale}/{id} (admins): a message's wording in a language, used instead of the shipped text */
  saveTranslation: SaveTranslation;
  /** DELETE /admin/translations/{locale}/{id} (admins): the message back to its shipped text in that language */
  resetTranslation: ResetTranslation;
}

/** The back-office dataProvider: CRUD for every resource plus the calls beyond it. */
export function createDataProvider(apiUrl: string = API_BASE_URL, client: HttpClient = httpClient): AdminDataProvider {
  const endpoint = apiEndpoint(apiUrl, client);
  const downloadFile = download(endpoint);
  return {
    ...createCrudProvider(apiUrl, endpoint),
    adjustBalance: adjustBalance(endpoint),
    decideApproval: decideApproval(endpoint),
    getStats: getStats(endpoint),
    getReconcileReport: getReconcileReport(endpoint),
    download: downloadFile,
    getKycDocument: getKycDocument(downloadFile),
    replyToTicket: replyToTicket(endpoint),
    getTicketAttachment: getTicketAttachment(downloadFile),
    getTwoFactorStatus: getTwoFactorStatus(endpoint),
    getUserSessions: getUserSessions(endpoint),
    getUserSignInHistory: getUserSignInHistory(endpoint),
    endUserSessions: endUserSessions(endpoint),
    resetTwoFactor: resetTwoFactor(endpoint),
    getAccountLocks: getAccountLocks(endpoint),
    unlockAccount: unlockAccount(endpoint),
    getPayoutSummary: getPayoutSummary(endpoint),
    approveWithdrawal: approveWithdrawal(endpoint),
    approveWithdrawals: approveWithdrawals(endpoint),
    withdrawApproval: withdrawApproval(endpoint),
    markWithdrawalPaid: markWithdrawalPaid(endpoint),
    rejectWithdrawal: rejectWithdrawal(endpoint),
    rejectWithdrawals: rejectWithdrawals(endpoint),
    markPayoutsPaid: markPayoutsPaid(endpoint),
    exportPayouts: exportPayouts(downloadFile),
    getPayoutBatches: getPayoutBatches(endpoint),
    buildPayoutBatch: buildPayoutBatch(endpoint),
    downloadBatchPsbt: downloadBatchPsbt(downloadFile),
    uploadSignedPsbt: uploadSignedPsbt(endpoint),
    cancelPayoutBatch: cancelPayoutBatch(endpoint),
    getStatement: getStatement(downloadFile),
    getCoinRates: getCoinRates(endpoint),
    setFallbackRate: setFallbackRate(endpoint),
    getActivity: getActivity(endpoint),
    getLiabilities: getLiabilities(endpoint),
    setHolding: setHolding(endpoint),
    getReserveSnapshots: getReserveSnapshots(endpoint),
    takeReserveSnapshot: takeReserveSnapshot(endpoint),
    getTreasuryAddresses: getTreasuryAddresses(endpoint),
    registerTreasuryAddress: registerTreasuryAddress(endpoint),
    removeTreasuryAddress: removeTreasuryAddress(endpoint),
    saveTranslation: saveTranslation(endpoint),
    resetTranslation: resetTranslation(endpoint),
  };
}

export const dataProvider = createDataProvider();
