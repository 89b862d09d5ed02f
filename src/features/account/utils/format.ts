const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Day, short month, year: '21 Nov 2026' (SPEC.md section 9). A bare date (YYYY-MM-DD) is
 * that calendar day; an instant is shown on the viewer's own calendar.
 */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    const [y, m, d] = value.split('-').map(Number);
    return dateFormat.format(new Date(y, m - 1, d));
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** 'pending' -> 'Pending' (status labels, SPEC.md section 4). */
export const capitalise = (text: string): string => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);
