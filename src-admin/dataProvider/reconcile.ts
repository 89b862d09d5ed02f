import type { ReconcileReport } from '@/common/api/reports';
import type { ApiEndpoint } from './httpClient';

export type { ReconcileReport };

/** GET /api/reports/reconcile: cached balances against ledger sums, per user. */
export const getReconcileReport =
  ({ client, url }: ApiEndpoint) =>
  async (): Promise<ReconcileReport> =>
    (await client(url('reports/reconcile'))).json as ReconcileReport;
