import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import { csvNumber, csvUsd, csvUtc, toCsv, type CsvColumn } from '@/common/csv';

// The back-office's CSV exports, written like the investor area's Activity export by the one
// writer in common/csv.ts: column names a program reads, with their unit (amount_usd,
// created_at_utc); money as dollars with two decimals; times as ISO 8601 in UTC; one fixed
// header per list, so every row has its fields; no text cell a spreadsheet would run.
// react-admin's defaultExporter does none of this, so no list may fall back to it.

export { toCsv, type CsvColumn };
/** Dollars as the API sends them, written as '1500.00'. */
export const usd = csvUsd;
/** A count, days, a daily return in percent. */
export const figure = csvNumber;
/** An instant as ISO 8601 in UTC. */
export const utc = csvUtc;

export const yesNo = (value: boolean | null | undefined): string | null => (value == null ? null : value ? 'yes' : 'no');

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
