import type { Locale } from '@/common/i18n/locales';
import { addCatalogue, type CatalogueJson } from '@/common/i18n/translate';
import { loadReactAdminPack } from './reactAdminPacks';

/** The back office's own words, in one language only, fetched with its code (src-admin/entry.ts). */
const LOADERS: Record<Locale, () => Promise<{ default: CatalogueJson }>> = {
  en: () => import('./catalogues/en.json'),
  es: () => import('./catalogues/es.json'),
  fr: () => import('./catalogues/fr.json'),
  'pt-BR': () => import('./catalogues/pt-BR.json'),
  'zh-CN': () => import('./catalogues/zh-CN.json'),
  ar: () => import('./catalogues/ar.json'),
};

/** The back office's words in `locale`: ours, and react-admin's from that language's pack. */
export async function loadBackOfficeCatalogue(locale: Locale): Promise<void> {
  const [ours] = await Promise.all([LOADERS[locale](), loadReactAdminPack(locale)]);
  addCatalogue(locale, ours.default);
}
