// Every language's words, for the prerenderer, which writes each page once per language (a
// browser page loads its own language only: src/app/page-catalogues.ts).
import { LOCALES } from '@/common/i18n/locales';
import { addCatalogue, type CatalogueJson } from '@/common/i18n/translate';

const SHARED = import.meta.glob<CatalogueJson>('../../common/i18n/catalogues/*.json', { eager: true, import: 'default' });
const WEB = import.meta.glob<CatalogueJson>('../i18n/catalogues/*.json', { eager: true, import: 'default' });

for (const locale of LOCALES) {
  for (const catalogues of [SHARED, WEB]) {
    const json = Object.entries(catalogues).find(([file]) => file.endsWith(`/${locale}.json`))?.[1];
    if (!json) throw new Error(`prerender: no ${locale} catalogue`);
    addCatalogue(locale, json);
  }
}
