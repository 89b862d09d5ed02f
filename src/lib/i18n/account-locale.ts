import type { Locale } from '@/common/i18n/locales';
import { currentLocale } from '@/common/i18n/translate';
import { authApi } from '../api-client';
import { rememberLocale, saveAccountLocale } from './choose-locale';

/**
 * Just signed in: the account's saved language wins over the one this browser was showing (the
 * person reads their own language on every device). It is remembered here, and the language to
 * load the next page in is returned; null when the page's language is already the account's.
 * An account that never chose keeps the language it signed in with. A failure changes nothing:
 * the page stays as it is.
 */
export async function adoptAccountLocale(): Promise<Locale | null> {
  const page = currentLocale();
  try {
    const { data } = await authApi.get<{ locale: Locale | null }>('/profile/me');
    if (data.locale === null) {
      await saveAccountLocale(page);
      return null;
    }
    if (data.locale === page) return null;
    rememberLocale(data.locale);
    return data.locale;
  } catch {
    return null;
  }
}
