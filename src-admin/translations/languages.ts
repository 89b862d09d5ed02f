import type { Translation, TranslationApp } from '@/common/api/translations';
import { LOCALE_NAMES } from '@/common/i18n/locale-choice';
import { LOCALES, type Locale } from '@/common/i18n/locales';
import { TRANSLATION_TEXT as T } from './texts';

/** A message as react-admin holds it. */
export type TranslationRecord = Translation & { id: string };

/** The languages as the filter offers them: each by its own name. */
export const languageChoices = () => LOCALES.map((id) => ({ id, name: LOCALE_NAMES[id] }));

/** What each app is called (read at render, in the language of the moment). */
const appNames = (): Record<TranslationApp, string> => ({
  common: T.appCommon,
  server: T.appServer,
  web: T.appWeb,
  admin: T.appAdmin,
});

export const appName = (app: TranslationApp): string => appNames()[app];

export const appChoices = () => Object.entries(appNames()).map(([id, name]) => ({ id, name }));

/** The text a message is written with in `locale` now: the override, else the shipped text. */
export const textIn = (record: Translation, locale: Locale): string => record.texts[locale].override ?? record.texts[locale].shipped;

/** The languages with an override, by their tags ('es, fr'), or the list's word for none. */
export const overriddenText = (record: Translation): string => (record.overridden.length ? record.overridden.join(', ') : T.none);
