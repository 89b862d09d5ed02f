/**
 * One CSV text cell (RFC 4180): quoted when it must be, and never read as a formula by a
 * spreadsheet (a leading = + - @ tab or CR gets a leading '). Every export, the server's and
 * the investor area's, writes its text cells through here; numbers the exporter wrote itself
 * ('-25.50') go out as they are.
 */
export function csvTextCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
