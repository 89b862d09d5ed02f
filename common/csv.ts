import { formatDecimalFromCents, toCents } from './money';

// The one CSV writer: the server's files (statements, the payout run), the investor area's
// Activity export and every back-office list's export build their text here, so every file
// has one header, the same number of fields in every row, money as dollars with two decimals
// and no text cell a spreadsheet would run as a formula.

/**
 * One CSV text cell (RFC 4180): quoted when it must be, and never read as a formula by a
 * spreadsheet (a leading = + - @ tab or CR gets a leading '). Numbers the exporter wrote itself
 * ('-25.50') are `CsvFigure`s and go out as they are.
 */
export function csvTextCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A number this module wrote ('1500.00', '1.5'), kept apart from text so it is not escaped ('-25.50' stays a number). */
export class CsvFigure {
  constructor(readonly text: string) {}
}

/** One cell: text goes through csvTextCell; a `CsvFigure` goes as it is; nothing is an empty cell. */
export type CsvCell = string | CsvFigure | null | undefined;

/** One column of a file: its header, and how a record's cell is written. */
export interface CsvColumn<T> {
  header: string;
  value: (record: T) => CsvCell;
}

/** Integer cents as dollars with two decimals ('1500.00', '-0.05'). */
export const csvUsdFromCents = (cents: number | null | undefined): CsvFigure | null =>
  cents == null ? null : new CsvFigure(formatDecimalFromCents(cents));

/** Dollars (whole cents, as the API sends them) as '1500.00': written from the integer, so never '0.30000000000000004'. */
export const csvUsd = (dollars: number | null | undefined): CsvFigure | null =>
  dollars == null || !Number.isFinite(dollars) ? null : csvUsdFromCents(toCents(dollars));

/** A plain number: a count, days, a daily return in percent (1.5 means 1.5 % a day). */
export const csvNumber = (n: number | null | undefined): CsvFigure | null =>
  n == null || !Number.isFinite(n) ? null : new CsvFigure(String(n));

/** An instant as ISO 8601 in UTC ('2025-02-01T10:00:00.000Z'), whatever the reader's clock. */
export function csvUtc(value: string | null | undefined): string | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}

const cellText = (cell: CsvCell): string => (cell == null ? '' : cell instanceof CsvFigure ? cell.text : csvTextCell(cell));

/**
 * The records as CSV (RFC 4180, CRLF line ends): the header row, then one row per record in
 * the order given, each with exactly the header's fields.
 */
export function toCsv<T>(columns: readonly CsvColumn<T>[], records: readonly T[]): string {
  const header = columns.map((c) => csvTextCell(c.header)).join(',');
  const rows = records.map((r) => columns.map((c) => cellText(c.value(r))).join(','));
  return [header, ...rows].join('\r\n') + '\r\n';
}
