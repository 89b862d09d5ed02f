import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LOCALE, type Locale } from '@/common/i18n/locales';
import { setLocaleSource } from '@/common/i18n/translate';
import './catalogues';

/**
 * The language the server is writing in at this moment: the request's (its reader's), or the
 * e-mail's (its recipient's). Held per asynchronous context, never in a module variable, so two
 * requests in flight each get their own words.
 */
const context = new AsyncLocalStorage<{ locale: Locale }>();

setLocaleSource(() => context.getStore()?.locale ?? DEFAULT_LOCALE);

/** Runs `work` writing in `locale` (a job that writes to one person: their e-mail, their PDF). */
export const inLocale = <T>(locale: Locale, work: () => T): T => context.run({ locale }, work);

/** Runs the rest of a request in its own context, in the language its browser asks for. */
export function enterRequestLocale(locale: Locale, next: () => void): void {
  context.run({ locale }, next);
}

/** The request now knows its reader's saved choice, which outranks what the browser asks for. */
export function adoptSavedLocale(locale: Locale): void {
  const store = context.getStore();
  if (store) store.locale = locale;
}
