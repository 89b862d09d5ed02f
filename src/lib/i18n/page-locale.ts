import { isLocale, DEFAULT_LOCALE, directionOf, type Locale } from '@/common/i18n/locales';
import { currentLocale } from '@/common/i18n/translate';

/**
 * The language the server sent the page in (server/plugins/spa.ts chooses it: the address's
 * language, else the visitor's remembered choice, else their browser's) and wrote on <html lang>.
 * The app reads it from there, so the page and the app never disagree.
 */
export function sentPageLocale(doc: Document): Locale {
  const lang = doc.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The direction the page is written in, from the language of the moment. */
export const pageDirection = (): 'ltr' | 'rtl' => directionOf(currentLocale());
