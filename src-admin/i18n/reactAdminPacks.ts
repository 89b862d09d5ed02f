import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import type { Locale } from '@/common/i18n/locales';

type PackModule = { default: unknown };

/**
 * react-admin's own words (its buttons, pagination, confirmations, validation messages) in the
 * other languages: the packs its documentation lists, French from react-admin itself. Each is
 * fetched alone, for a page in its language (src-admin/entry.ts); English comes with react-admin.
 */
const PACKS: Record<Exclude<Locale, 'en'>, () => Promise<PackModule>> = {
  // the package names its ES module only as `module`, which not every resolver reads
  es: () => import('@blackbox-vision/ra-language-spanish/dist-web/index.js'),
  fr: () => import('ra-language-french'),
  'pt-BR': () => import('ra-language-pt-br'),
  'zh-CN': () => import('@haxqer/ra-language-chinese'),
  ar: () => import('ra-language-arabic'),
};

/**
 * The messages a pack's module holds. A CommonJS pack compiled from ES modules, imported as an ES
 * module outside the bundler (the unit tests), wraps them once more: `{ default: { default: … } }`.
 */
function messagesOf(module: PackModule): TranslationMessages {
  let found = module.default;
  while (typeof found === 'object' && found !== null && !('ra' in found) && 'default' in found) found = found.default;
  if (typeof found !== 'object' || found === null || !('ra' in found)) throw new Error('not a react-admin language pack');
  return found as TranslationMessages;
}

const loaded = new Map<Locale, TranslationMessages>([['en', englishMessages]]);

/** Fetches react-admin's words in `locale` (once). */
export async function loadReactAdminPack(locale: Locale): Promise<void> {
  if (locale === 'en' || loaded.has(locale)) return;
  const pack = messagesOf(await PACKS[locale]());
  // a pack older than react-admin lacks its newer words: those stay English rather than show their keys
  loaded.set(locale, mergeTranslations(englishMessages, pack));
}

/** react-admin's words in `locale`, English until that language's pack is loaded. */
export const reactAdminMessages = (locale: Locale): TranslationMessages => loaded.get(locale) ?? englishMessages;
