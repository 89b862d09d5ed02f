/** An ISO instant as 'YYYY-MM-DD HH:MM' in UTC, the statement's time zone. */
export const utcMinute = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/** An ISO instant as 'YYYY-MM-DD HH:MM:SS' in UTC, which spreadsheets read as a date and time. */
export const utcSecond = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
