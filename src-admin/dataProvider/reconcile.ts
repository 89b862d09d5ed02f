import type { ApiEndpoint } from './http-client';

export interface ReconcileReport {
  ok: boolean;
  checkedUsers: number;
  discrepancies: { userId: string; email: string; acct_bal: number; ledger_bal: number; acct_bonus: number; ledger_bonus: number }[];
}

/** GET /api/reports/reconcile: cached balances against ledger sums, per user. */
export const getReconcileReport =
  ({ client, url }: ApiEndpoint) =>
  async (): Promise<ReconcileReport> =>
    (await client(url('reports/reconcile'))).json as ReconcileReport;
