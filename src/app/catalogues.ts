// English, registered at once, for what renders pages outside a browser: the prerenderer and
// the component tests. Imported for its effect only. A browser page loads its own language
// instead (page-catalogues.ts).
import { addCatalogue } from '@/common/i18n/translate';
import commonEn from '@/common/i18n/catalogues/en.json';
import webEn from '@/src/i18n/catalogues/en.json';

addCatalogue('en', commonEn);
addCatalogue('en', webEn);
