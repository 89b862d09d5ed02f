import type { DataProvider, Identifier } from 'react-admin';
import { API_BASE_URL } from '@/src/lib/api-client';
import { createCrudProvider } from './crud';
import { apiEndpoint, httpClient, type HttpClient } from './http-client';
import { getKycDocument, type GetKycDocument } from './kyc';
import { getReconcileReport, type ReconcileReport } from './reconcile';
import { getStats, type StatsSummary } from './stats';
import { getTwoFactorStatus, type TwoFactorStatus } from './two-factor';
import { endUserSessions, getUserSessions, getUserSignInHistory, type SignInAttempt, type UserSession } from './user-sessions';
import { adjustBalance, type AdjustBalance } from './users';

// The back-office's dataProvider, one file per concern as in react-admin's example apps:
// http-client.ts (token, error shape), crud.ts (react-admin's CRUD on ra-data-simple-rest),
// resources.ts (where each resource lives) and a file per resource with its payload rules
// and the calls beyond CRUD (users: adjustBalance, kyc: documents, stats, reconcile).
export { listPath, toApiFilter, totalFromContentRange } from './list';
export type { ReconcileReport, SignInAttempt, StatsSummary, TwoFactorStatus, UserSession };

/** The methods beyond react-admin's CRUD that the back-office calls. */
export interface AdminDataProvider extends DataProvider {
  /** POST /profile/{id}/adjust: a credit (amount > 0) or debit (amount < 0); `key` makes retries safe. */
  adjustBalance: AdjustBalance;
  getStats: () => Promise<StatsSummary>;
  getReconcileReport: () => Promise<ReconcileReport>;
  /** A KYC document (front or back) as a Blob, read with the staff member's token. */
  getKycDocument: GetKycDocument;
  /** GET /auth/2fa: the signed-in staff member's own two-factor status (and whether it is required). */
  getTwoFactorStatus: () => Promise<TwoFactorStatus>;
  /** GET /users/{id}/sessions */
  getUserSessions: (id: Identifier) => Promise<UserSession[]>;
  /** GET /users/{id}/history */
  getUserSignInHistory: (id: Identifier) => Promise<SignInAttempt[]>;
  /** DELETE /users/{id}/sessions (admins) */
  endUserSessions: (id: Identifier) => Promise<void>;
}

/** The back-office dataProvider: CRUD for every resource plus the calls beyond it. */
export function createDataProvider(apiUrl: string = API_BASE_URL, client: HttpClient = httpClient): AdminDataProvider {
  const endpoint = apiEndpoint(apiUrl, client);
  return {
    ...createCrudProvider(apiUrl, endpoint),
    adjustBalance: adjustBalance(endpoint),
    getStats: getStats(endpoint),
    getReconcileReport: getReconcileReport(endpoint),
    getKycDocument: getKycDocument(endpoint),
    getTwoFactorStatus: getTwoFactorStatus(endpoint),
    getUserSessions: getUserSessions(endpoint),
    getUserSignInHistory: getUserSignInHistory(endpoint),
    endUserSessions: endUserSessions(endpoint),
  };
}

export const dataProvider = createDataProvider();
