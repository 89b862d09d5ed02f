// What the translations screens say: the list, its filters, and a message's page with a form per language.
import { defineTexts, plain } from '@/common/i18n/translate';

export const TRANSLATION_TEXT = defineTexts('adminTranslations', {
  listTitle: plain,
  search: plain,
  searchPlaceholder: plain,
  app: plain,
  area: plain,
  language: plain,
  allLanguages: plain,
  allApps: plain,
  overriddenOnly: plain,
  // the apps whose catalogues ship the messages
  appCommon: plain,
  appServer: plain,
  appWeb: plain,
  appAdmin: plain,
  // the list
  message: plain,
  text: plain,
  overriddenIn: plain,
  none: plain,
  // a message's page
  editTitle: (id: string) => ({ id }),
  editTitleEmpty: plain,
  intro: plain,
  languageHeading: (language: string, tag: string) => ({ language, tag }),
  shippedText: plain,
  /** count 0: the shipped text has none; `list`: '{name}, {amount}' */
  placeholders: (names: readonly string[]) => ({ count: names.length, list: names.map((n) => `{${n}}`).join(', ') }),
  override: plain,
  overrideHelp: plain,
  overriddenBy: (name: string, when: string) => ({ name, when }),
  save: plain,
  saving: plain,
  saved: (language: string) => ({ language }),
  reset: plain,
  resetFor: (language: string) => ({ language }),
  resetTitle: (language: string) => ({ language }),
  resetContent: plain,
  resetDone: (language: string) => ({ language }),
});
