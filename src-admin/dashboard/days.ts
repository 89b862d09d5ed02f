// The reports' days are UTC calendar days ('2026-11-25'); they are shown as such, whatever the
// operator's own time zone, so a day's bar and its table row name the same day as the server.
// The formats are the product's one (common/date-format.ts).
import { formatDate, formatDateTime, formatDayMonth } from '@/common/date-format';

/** '2026-11-25' -> '25 Nov 2026' (day, short month, year). */
export const formatDay = (date: string): string => formatDate(date);

/** '2026-11-25' -> '25 Nov', for a chart's axis where the year would crowd the labels. */
export const formatAxisDay = (date: string): string => formatDayMonth(date);

/** An instant in the operator's time zone: '20 Nov 2026, 8:00 AM'. */
export const formatDayTime = (iso: string): string => formatDateTime(iso);
