import { isLocale, type Locale } from './locales';

/**
 * The cookie that carries a visitor's chosen language: written by the language switcher (and by
 * opening a page under a language's address), read by the server to pick the page it sends.
 * Not a secret and read by scripts, so neither httpOnly nor signed.
 */
export const LOCALE_COOKIE = 'locale';

/** A year: the choice outlives sessions. */
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The cookie remembering `locale`, as a Set-Cookie header or `document.cookie` takes it. */
export const localeCookie = (locale: Locale): string =>
  `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax`;

/** The address prefix of a language's public pages: `/es/about`. English pages have none. */
const localePrefix = (locale: Locale): string => (locale === 'en' ? '' : `/${locale}`);

/**
 * The language an address names by its first segment (`/es/about` → es, `/en/about` → en),
 * and the address without it; null when the address names none.
 */
export function splitLocalePath(pathname: string): { locale: Locale; rest: string } | null {
  const segment = pathname.split('/')[1] ?? '';
  if (!isLocale(segment)) return null;
  const rest = pathname.slice(segment.length + 1);
  return { locale: segment, rest: rest === '' ? '/' : rest };
}

/** `path` (an address without a language) as the address of its page in `locale`. */
export const localizedPath = (locale: Locale, path: string): string => {
  const prefix = localePrefix(locale);
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
};

/** Each language's own name, as its readers write it: how the switcher lists them. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  'pt-BR': 'Português (Brasil)',
  'zh-CN': '简体中文',
  ar: 'العربية',
};
