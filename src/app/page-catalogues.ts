import type { Locale } from '@/common/i18n/locales';
import { addCatalogue, type CatalogueJson } from '@/common/i18n/translate';

/**
 * A page's words, in its language only: each language is its own chunks (the messages shared
 * with the server, the web app's own), fetched before the first render. No module reads a word
 * when it loads, so the screens' code loads alongside.
 */
const LOADERS: Record<Locale, () => Promise<{ default: CatalogueJson }[]>> = {
  en: () => Promise.all([import('@/common/i18n/catalogues/en.json'), import('@/src/i18n/catalogues/en.json')]),
  es: () => Promise.all([import('@/common/i18n/catalogues/es.json'), import('@/src/i18n/catalogues/es.json')]),
  fr: () => Promise.all([import('@/common/i18n/catalogues/fr.json'), import('@/src/i18n/catalogues/fr.json')]),
  'pt-BR': () => Promise.all([import('@/common/i18n/catalogues/pt-BR.json'), import('@/src/i18n/catalogues/pt-BR.json')]),
  'zh-CN': () => Promise.all([import('@/common/i18n/catalogues/zh-CN.json'), import('@/src/i18n/catalogues/zh-CN.json')]),
  ar: () => Promise.all([import('@/common/i18n/catalogues/ar.json'), import('@/src/i18n/catalogues/ar.json')]),
};

export async function loadPageCatalogues(locale: Locale): Promise<void> {
  for (const json of await LOADERS[locale]()) addCatalogue(locale, json.default);
}
