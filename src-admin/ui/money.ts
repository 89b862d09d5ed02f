/** Money as people read it here: en-US dollars (SPEC.md section 9). */
export const USD = { style: 'currency', currency: 'USD' } as const;

const usd = new Intl.NumberFormat('en-US', USD);
export const formatUsd = (dollars: number | null | undefined): string =>
  typeof dollars === 'number' && Number.isFinite(dollars) ? usd.format(dollars) : '';

/** Dates as day, short month, year (SPEC.md section 9), with the time for staff. */
export const DATE_TIME = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' } as const;
export const DATE_ONLY = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** A date and time as the lists show it (DATE_TIME), or '' when there is none. */
export const formatDateTime = (iso: string | null | undefined): string =>
  iso ? new Date(iso).toLocaleString('en-US', DATE_TIME) : '';
