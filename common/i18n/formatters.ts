import { currentLocale } from './translate';
import { INTL_TAGS, type Locale } from './locales';

/**
 * One Intl formatter per language and options, made the first time a page writes with it and
 * kept: a browser's first formatter loads its locale data (tens of milliseconds of a phone's
 * main thread), so none is made at module load.
 */
export function formatterFor<T>(make: (tags: (typeof INTL_TAGS)[Locale]) => T): () => T {
  const made = new Map<Locale, T>();
  return () => {
    const locale = currentLocale();
    let formatter = made.get(locale);
    if (formatter === undefined) {
      formatter = make(INTL_TAGS[locale]);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

/** '1,234' / '1.234' / '1 234': a count, in the current language. */
const integer = formatterFor((t) => new Intl.NumberFormat(t.number, { maximumFractionDigits: 0 }));
export const formatCount = (n: number): string => integer().format(n);
