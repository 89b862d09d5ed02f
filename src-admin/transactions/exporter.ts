import { defaultExporter, type Exporter } from 'react-admin';
import type { TransactionRecord } from './kinds';

/** CSV columns for transactions: one flat row each, the owner's name beside their id. */
export const transactionExporter: Exporter<TransactionRecord> = (records, fetchRelated, dataProvider, resource) =>
  defaultExporter(
    records.map((r) => ({
      id: r.id,
      created_at: r.createdAt,
      type: r.type,
      plan: r.type === 'investment' ? r.trnx_type : '',
      user_id: r.userid,
      user_name: r.user_name ?? '',
      user_email: r.user_email ?? '',
      amount_usd: r.amount,
      status: r.status,
      payment_method: r.payment_method,
      payment_address: r.payment_address,
      payout_reference: r.payout_reference ?? '',
      ...(r.type === 'investment' && {
        daily_roi_percent: r.roi ?? '',
        duration_days: r.duration ?? '',
        profit_paid_usd: r.profit ?? 0,
      }),
    })),
    fetchRelated,
    dataProvider,
    resource,
  );
