import { addCatalogue, type CatalogueJson } from '@/common/i18n/translate';
import { LOCALES, type Locale } from '@/common/i18n/locales';
import commonAr from '@/common/i18n/catalogues/ar.json';
import commonEn from '@/common/i18n/catalogues/en.json';
import commonEs from '@/common/i18n/catalogues/es.json';
import commonFr from '@/common/i18n/catalogues/fr.json';
import commonPtBr from '@/common/i18n/catalogues/pt-BR.json';
import commonZhCn from '@/common/i18n/catalogues/zh-CN.json';
import serverAr from './catalogues/ar.json';
import serverEn from './catalogues/en.json';
import serverEs from './catalogues/es.json';
import serverFr from './catalogues/fr.json';
import serverPtBr from './catalogues/pt-BR.json';
import serverZhCn from './catalogues/zh-CN.json';

/**
 * The server writes in every language (each request and each e-mail in its reader's), so it
 * holds every catalogue: the ones shared with the web apps and its own.
 */
const CATALOGUES: Record<Locale, CatalogueJson[]> = {
  en: [commonEn, serverEn],
  es: [commonEs, serverEs],
  fr: [commonFr, serverFr],
  'pt-BR': [commonPtBr, serverPtBr],
  'zh-CN': [commonZhCn, serverZhCn],
  ar: [commonAr, serverAr],
};

for (const locale of LOCALES) for (const json of CATALOGUES[locale]) addCatalogue(locale, json);
