import { csvUsd, toCsv, type CsvColumn } from '@/common/csv';
import type { Transaction } from '@/src/types/transaction';
import { addressOf, coinOf, payoutReferenceOf } from './transaction-details';

/**
 * Column names a program reads: money as dollars with two decimals (amount_usd), times as
 * ISO 8601 in UTC (created_at_utc), the same instant whatever the reader's clock. Written by
 * the one CSV writer (common/csv.ts): every text cell quoted when it must be, never a formula.
 */
const COLUMNS: readonly CsvColumn<Transaction>[] = [
  { header: 'created_at_utc', value: (t) => t.createdAt },
  { header: 'type', value: (t) => t.type },
  { header: 'plan', value: (t) => (t.type === 'investment' ? t.trnx_type : '') },
  { header: 'amount_usd', value: (t) => csvUsd(t.amount) },
  { header: 'status', value: (t) => t.status },
  { header: 'coin', value: (t) => coinOf(t) },
  { header: 'coin_amount', value: (t) => t.coin_amount },
  { header: 'address', value: (t) => addressOf(t) },
  { header: 'payout_reference', value: (t) => payoutReferenceOf(t) },
  { header: 'transaction_id', value: (t) => t._id },
];

/** The transactions as CSV (RFC 4180, CRLF line ends): a header row, then one row per transaction in the order given. */
export function transactionsCsv(rows: readonly Transaction[]): string {
  return toCsv(COLUMNS, rows);
}
