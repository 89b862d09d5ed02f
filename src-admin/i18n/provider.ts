import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { LOCALE_NAMES } from '@/common/i18n/locale-choice';
import { isLocale, LOCALES, type Locale } from '@/common/i18n/locales';
import { currentLocale } from '@/common/i18n/translate';
// the web app's choice of language (cookie, account, reload), the one the back office makes too
import { chooseLocale } from '@/src/lib/i18n/choose-locale';
import { RESOURCE_LABELS, RESOURCE_ONE } from '../layout/texts';
import { wordFor } from '../layout/words';
import { reactAdminMessages } from './reactAdminPacks';
import { REACT_ADMIN_PACK_GAPS, REACT_ADMIN_WORDS } from './texts';

/** The six languages, each by its own name, as the language menu lists them. */
const LANGUAGES = LOCALES.map((locale) => ({ locale, name: LOCALE_NAMES[locale] }));

/** react-admin's polyglot provider over each set of its words, made once (its `%{name}` and plural forms). */
const packProviders = new WeakMap<TranslationMessages, I18nProvider>();

function packProvider(locale: Locale): I18nProvider {
  const messages = reactAdminMessages(locale);
  let provider = packProviders.get(messages);
  if (!provider) {
    provider = polyglotI18nProvider(() => messages, locale, LANGUAGES, { allowMissing: true });
    packProviders.set(messages, provider);
  }
  return provider;
}

const RESOURCE_NAME = /^resources\.([^.]+)\.name$/;

/**
 * Where the back office has its own word for a react-admin key: our `ra.*` messages, and each
 * resource's name (the list's, or one record's when react-admin counts one).
 */
function ourWord(key: string, options?: { smart_count?: number }): string | undefined {
  const resource = RESOURCE_NAME.exec(key)?.[1];
  if (resource) return wordFor(options?.smart_count === 1 ? RESOURCE_ONE : RESOURCE_LABELS, resource);
  return wordFor(REACT_ADMIN_WORDS, key);
}

/** A react-admin word some packs lack, ours in the page's language (polyglot's options are its values). */
function packGap(key: string, options?: object): string | undefined {
  if (!Object.hasOwn(REACT_ADMIN_PACK_GAPS, key)) return undefined;
  const word: unknown = (REACT_ADMIN_PACK_GAPS as Record<string, unknown>)[key];
  if (typeof word !== 'function') return word as string;
  try {
    return (word as (values: object) => string)({ ...options });
  } catch {
    // a caller that left out a variable gets the pack's wording, as polyglot writes it
    return undefined;
  }
}

/**
 * react-admin's words in the page's language: ours where we have them (our own wording, and the
 * words some packs lack), else the language pack's. The page's language is the server's choice, so choosing
 * another one saves it and loads the page again in it (chooseLocale).
 */
export const i18nProvider: I18nProvider = {
  translate: (key, options) => ourWord(key, options) ?? packGap(key, options) ?? packProvider(currentLocale()).translate(key, options),
  changeLocale: async (locale) => {
    if (!isLocale(locale)) throw new Error(`The back office does not speak '${locale}'`);
    await chooseLocale(locale);
  },
  getLocale: () => currentLocale(),
  getLocales: () => LANGUAGES,
};
