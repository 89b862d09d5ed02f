import { localeCookie, localizedPath, splitLocalePath } from '@/common/i18n/locale-choice';
import type { Locale } from '@/common/i18n/locales';
import { authApi } from '../api-client';
import { getSession } from '../auth/session';

/** Remembers the visitor's language in this browser (the server reads it to pick the pages it sends). */
export function rememberLocale(locale: Locale): void {
  document.cookie = localeCookie(locale);
}

/** The account's saved language: their e-mails and statements, and their screens on every device. */
export async function saveAccountLocale(locale: Locale): Promise<void> {
  await authApi.put('/profile/locale', { locale });
}

/**
 * The address of the page being read, in `locale`: a public page under its language's prefix
 * (the server sends the others in the remembered language at their one address).
 */
function addressIn(locale: Locale, location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const named = splitLocalePath(location.pathname);
  const bare = named ? named.rest : location.pathname;
  return `${named ? localizedPath(locale, bare) : bare}${location.search}${location.hash}`;
}

/**
 * The language switcher's action: remembers the choice, saves it on the account of a signed-in
 * reader, and loads the page again in it (the page's words, its direction and its prerendered
 * HTML all follow the language, so a fresh load is the one way that changes every one of them).
 * A failed save still switches the page: the account keeps its language until the next choice.
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  rememberLocale(locale);
  if (getSession()) await saveAccountLocale(locale).catch(() => undefined);
  window.location.assign(addressIn(locale, window.location));
}
