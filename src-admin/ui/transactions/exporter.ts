import { csvExporter, figure, ownerColumns, usd, utc, yesNo, type CsvColumn } from '../csv';
import type { TransactionRecord } from './kinds';

const investment = (r: TransactionRecord) => r.type === 'investment';

/**
 * Transactions as CSV, for every transactions list (all types, deposits, withdrawals,
 * investments): one fixed header, so a deposit's row has the investment columns too, empty.
 */
const COLUMNS: readonly CsvColumn<TransactionRecord>[] = [
  { header: 'transaction_id', value: (r) => String(r.id) },
  { header: 'created_at_utc', value: (r) => utc(r.createdAt) },
  { header: 'type', value: (r) => r.type },
  { header: 'plan', value: (r) => (investment(r) ? r.trnx_type : null) },
  ...ownerColumns<TransactionRecord>(),
  { header: 'amount_usd', value: (r) => usd(r.amount) },
  { header: 'status', value: (r) => r.status },
  { header: 'coin', value: (r) => (investment(r) ? null : r.payment_method) },
  { header: 'address', value: (r) => (investment(r) ? null : r.payment_address) },
  { header: 'payout_reference', value: (r) => r.payout_reference },
  { header: 'daily_return_percent', value: (r) => (investment(r) ? figure(r.roi) : null) },
  { header: 'duration_days', value: (r) => (investment(r) ? figure(r.duration) : null) },
  { header: 'deposit_return', value: (r) => (investment(r) ? yesNo(r.deposit_return) : null) },
  { header: 'profit_paid_usd', value: (r) => (investment(r) ? usd(r.profit ?? 0) : null) },
];

export const transactionExporter = csvExporter<TransactionRecord>('transactions', COLUMNS);
