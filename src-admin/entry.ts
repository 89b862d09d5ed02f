// What the investor app's /admin route loads: the back office, once its words are in (ours and
// react-admin's, in the page's language only; the shared and the web app's words came with the page).
import { currentLocale } from '@/common/i18n/translate';
import { loadBackOfficeCatalogue } from './i18n/loadCatalogue';

export async function loadBackOffice() {
  const [app] = await Promise.all([import('./App'), loadBackOfficeCatalogue(currentLocale())]);
  return app;
}
