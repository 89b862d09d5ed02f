/**
 * Integer cents -> a plain decimal ('1234.50', '-0.05') for files read by programs: digit
 * arithmetic on the integer, never a float division.
 */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`not a whole number of cents: ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An ISO instant as 'YYYY-MM-DD HH:MM' in UTC, the statement's time zone. */
export const utcMinute = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/** An ISO instant as 'YYYY-MM-DD HH:MM:SS' in UTC, which spreadsheets read as a date and time. */
export const utcSecond = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
