// The specs compare the pages with the texts they were written from (common/, src/, src-admin/),
// read here in English: the pages are in English, and this process has loaded no words of its own.
// Imported for its effect by the public helpers, which every folder's helpers import. (Node's
// loader reads JSON only when told so.)
import { addCatalogue } from '@/common/i18n/translate';
import commonEn from '@/common/i18n/catalogues/en.json' with { type: 'json' };
import webEn from '@/src/i18n/catalogues/en.json' with { type: 'json' };
import backOfficeEn from '@/src-admin/i18n/catalogues/en.json' with { type: 'json' };

addCatalogue('en', commonEn);
addCatalogue('en', webEn);
addCatalogue('en', backOfficeEn);
