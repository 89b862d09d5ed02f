import type { Locale } from './i18n/locales';

// How the build lays out the pages it prerenders under dist/prerendered/ (scripts/prerender.mjs)
// and the server finds them (server/plugins/spa.ts).

/** English pages are at the top; each other language's are in a folder named after it. */
export const localeFolder = (locale: Locale): string => (locale === 'en' ? '' : `${locale}/`);

/**
 * In a language's folder: the app's page for every address it renders in the browser (index.html
 * with the language on <html> and its words preloaded). English uses index.html itself.
 */
export const APP_PAGE_FILE = 'app.html';
