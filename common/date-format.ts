// The one way dates and times are written for people, in the investor area, the back-office
// and the server's messages: the day, the short month and the year
// ('25 Nov 2026'), and where the time matters, a 12-hour clock ('5:00 PM').
// In the browser they are on the viewer's own clock; where the reader's zone is unknown (an
// e-mail, an API message) the caller passes 'UTC' and says so.

// Other languages write the same parts their own way ('25 nov 2026', '2026年11月25日').
import { currentLocale } from './i18n/translate';
import { INTL_TAGS } from './i18n/locales';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const formatters = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formattersFor(timeZone: string | undefined) {
  const locale = currentLocale();
  const key = `${locale} ${timeZone ?? ''}`;
  let f = formatters.get(key);
  if (!f) {
    const tags = INTL_TAGS[locale];
    f = {
      date: new Intl.DateTimeFormat(tags.date, { day: 'numeric', month: 'short', year: 'numeric', timeZone }),
      time: new Intl.DateTimeFormat(tags.time, { hour: 'numeric', minute: '2-digit', timeZone }),
    };
    formatters.set(key, f);
  }
  return f;
}

/** An instant from an ISO string or a Date; undefined when it is not one. */
function instant(value: string | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * '25 Nov 2026'. A bare calendar date (YYYY-MM-DD, as plans' start and end dates come) is that
 * day wherever the reader is; an instant is shown on the reader's calendar (or `timeZone`'s).
 */
export function formatDate(value: string | Date | null | undefined, timeZone?: string): string {
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    const [y, m, d] = value.split('-').map(Number);
    return formattersFor('UTC').date.format(new Date(Date.UTC(y, m - 1, d)));
  }
  const date = instant(value);
  return date ? formattersFor(timeZone).date.format(date) : '';
}

const dayMonths = new Map<string, Intl.DateTimeFormat>();
function dayMonth() {
  const locale = currentLocale();
  let f = dayMonths.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_TAGS[locale].date, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    dayMonths.set(locale, f);
  }
  return f;
}

/** A bare calendar date as '25 Nov', for a chart's axis where the year would crowd the labels. */
export function formatDayMonth(value: string): string {
  if (!DATE_ONLY.test(value)) return '';
  const [y, m, d] = value.split('-').map(Number);
  return dayMonth().format(new Date(Date.UTC(y, m - 1, d)));
}

/** '5:00 PM' */
export function formatTime(value: string | Date | null | undefined, timeZone?: string): string {
  const date = instant(value);
  return date ? formattersFor(timeZone).time.format(date) : '';
}

/** '25 Nov 2026, 5:00 PM'; '' for a value that is not a time. */
export function formatDateTime(value: string | Date | null | undefined, timeZone?: string): string {
  const date = instant(value);
  return date ? `${formatDate(date, timeZone)}, ${formatTime(date, timeZone)}` : '';
}

const monthFormatters = new Map<string, Intl.DateTimeFormat>();

/** 'November 2026': a calendar month's name, as statements are named. */
export function formatMonth(value: string | Date | null | undefined, timeZone?: string): string {
  const date = instant(value);
  if (!date) return '';
  const locale = currentLocale();
  const key = `${locale} ${timeZone ?? ''}`;
  let f = monthFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_TAGS[locale].date, { month: 'long', year: 'numeric', timeZone });
    monthFormatters.set(key, f);
  }
  return f.format(date);
}
