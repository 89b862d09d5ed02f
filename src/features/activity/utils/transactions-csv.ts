import { csvTextCell } from '@/common/csv';
import { toCents } from '@/common/money';
import type { Transaction } from '../types';
import { addressOf, coinOf, payoutReferenceOf } from './transaction-details';

/**
 * Column names a program reads: money as dollars with two decimals (amount_usd), times as
 * ISO 8601 in UTC (created_at_utc), the same instant whatever the reader's clock.
 */
export const CSV_HEADER = [
  'created_at_utc',
  'type',
  'plan',
  'amount_usd',
  'status',
  'coin',
  'coin_amount',
  'address',
  'payout_reference',
  'transaction_id',
] as const;

/** Dollars (whole cents) as '1234.50': written from the integer, so never '0.30000000000000004'. */
function dollarsText(dollars: number): string {
  const cents = toCents(dollars);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function row(t: Transaction): string[] {
  const text = [
    t.createdAt,
    t.type,
    t.type === 'investment' ? t.trnx_type : '',
    null,
    t.status,
    coinOf(t) ?? '',
    t.coin_amount ?? '',
    addressOf(t) ?? '',
    payoutReferenceOf(t) ?? '',
    t._id,
  ];
  // every text cell through the one rule; the amount is a number written here, so it goes as it is
  return text.map((cell) => (cell === null ? dollarsText(t.amount) : csvTextCell(cell)));
}

/** The transactions as CSV (RFC 4180, CRLF line ends): a header row, then one row per transaction in the order given. */
export function transactionsCsv(rows: readonly Transaction[]): string {
  return [CSV_HEADER.join(','), ...rows.map((t) => row(t).join(','))].join('\r\n') + '\r\n';
}
