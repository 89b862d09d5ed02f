import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import { csvTextCell } from '@/common/csv';
import { toCents } from '@/common/money';

// The back-office's CSV exports, written like the investor area's Activity export
// (src/features/activity/utils/transactions-csv.ts): column names a program reads, with their
// unit (amount_usd, created_at_utc); money as dollars with two decimals; times as ISO 8601 in
// UTC; every text cell through common/csv.ts (quoted when it must be, never a formula).

/** One cell: text goes through csvTextCell; a `Figure` was written here and goes as it is. */
type Cell = string | Figure | null | undefined;

/** A number this module wrote ('1500.00', '1.5'), kept apart from text so it is not escaped ('-25.50' stays a number). */
class Figure {
  constructor(readonly text: string) {}
}

export interface CsvColumn<T> {
  header: string;
  value: (record: T) => Cell;
}

/** Dollars (whole cents) as '1500.00': written from the integer, so never '0.30000000000000004'. */
export function usd(dollars: number | null | undefined): Figure | null {
  if (dollars == null) return null;
  const cents = toCents(dollars);
  const abs = Math.abs(cents);
  return new Figure(`${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`);
}

/** A plain number: a count, days, a daily return in percent (1.5 means 1.5 % a day). */
export const figure = (n: number | null | undefined): Figure | null => (n == null || !Number.isFinite(n) ? null : new Figure(String(n)));

/** An instant as ISO 8601 in UTC ('2025-02-01T10:00:00.000Z'), whatever the reader's clock. */
export function utc(value: string | null | undefined): string | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}

export const yesNo = (value: boolean | null | undefined): string | null => (value == null ? null : value ? 'yes' : 'no');

const cellText = (cell: Cell): string => (cell == null ? '' : cell instanceof Figure ? cell.text : csvTextCell(cell));

/** The records as CSV (RFC 4180, CRLF line ends): a header row, then one row per record in the order given. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], records: readonly T[]): string {
  const header = columns.map((c) => csvTextCell(c.header)).join(',');
  const rows = records.map((r) => columns.map((c) => cellText(c.value(r))).join(','));
  return [header, ...rows].join('\r\n') + '\r\n';
}

/**
 * A list's exporter. react-admin's ExportButton hands it the records of the list's current
 * filter and sort (up to its maxResults), so the file holds what the list shows, every page.
 */
export const csvExporter =
  <T extends RaRecord>(fileName: string, columns: readonly CsvColumn<T>[]): Exporter<T> =>
  (records) =>
    downloadCSV(toCsv(columns, records), fileName);

/** The id column and the owner's id, name and e-mail beside it: the shape most lists share. */
export const ownerColumns = <
  T extends { userid?: string | null; user_name?: string | null; user_email?: string | null },
>(): CsvColumn<T>[] => [
  { header: 'user_id', value: (r) => r.userid },
  { header: 'user_name', value: (r) => r.user_name },
  { header: 'user_email', value: (r) => r.user_email },
];
