import { onTestFinished } from 'vitest';
import { DEFAULT_LOCALE, directionOf, type Locale } from '@/common/i18n/locales';
import { setLocaleSource } from '@/common/i18n/translate';
import { loadBackOfficeCatalogue } from '@/src-admin/i18n/loadCatalogue';
import { loadPageCatalogues } from '@/src/app/page-catalogues';

/**
 * Puts the test's page in `locale` (and <html lang dir>) until the test ends, its words loaded as a browser loads them:
 * the page's (shared and web app) and the back office's, react-admin's language pack with them.
 */
export async function pageIn(locale: Locale): Promise<void> {
  await Promise.all([loadPageCatalogues(locale), loadBackOfficeCatalogue(locale)]);
  setLocaleSource(() => locale);
  // as the server writes the page it sends (server/plugins/spa.ts)
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  onTestFinished(() => {
    setLocaleSource(() => DEFAULT_LOCALE);
    document.documentElement.lang = DEFAULT_LOCALE;
    document.documentElement.dir = 'ltr';
  });
}
