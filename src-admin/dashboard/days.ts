// The reports' days are UTC calendar days ('2026-11-25'); they are shown as such, whatever the
// operator's own time zone, so a day's bar and its table row name the same day as the server.
const fullDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** '2026-11-25' -> '25 Nov 2026' (day, short month, year: SPEC.md section 9). */
export const formatDay = (date: string): string => fullDay.format(utc(date));

/** '2026-11-25' -> '25 Nov', for a chart's axis where the year would crowd the labels. */
export const formatAxisDay = (date: string): string => shortDay.format(utc(date));

const dayTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** An instant in the operator's time zone: '20 Nov 2026, 08:00'. */
export const formatDayTime = (iso: string): string => dayTime.format(new Date(iso));
