/** Money as react-admin's NumberField shows it: en-US dollars (SPEC.md section 9). */
export const USD = { style: 'currency', currency: 'USD' } as const;

/** Dates as day, short month, year (SPEC.md section 9), with the time for staff. */
export const DATE_TIME = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' } as const;
export const DATE_ONLY = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** A date and time as the lists show it (DATE_TIME), or '' when there is none. */
export const formatDateTime = (iso: string | null | undefined): string => (iso ? new Date(iso).toLocaleString('en-US', DATE_TIME) : '');
