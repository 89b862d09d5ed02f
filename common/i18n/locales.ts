/**
 * The languages the product speaks. English is the source every other catalogue translates,
 * and the language of a reader we know nothing about.
 */
export const LOCALES = ['en', 'es', 'fr', 'pt-BR', 'zh-CN', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Arabic is written right to left; the layout mirrors for it. */
export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

/**
 * The tag Intl formats numbers and dates with. English keeps the product's original look
 * (US money and clock, day-month-year dates); Arabic keeps Latin digits, so that amounts,
 * references and addresses read the same as on the chain and in statements.
 */
export const INTL_TAGS: Record<Locale, { number: string; date: string; time: string }> = {
  en: { number: 'en-US', date: 'en-GB', time: 'en-US' },
  es: { number: 'es-ES', date: 'es-ES', time: 'es-ES' },
  fr: { number: 'fr-FR', date: 'fr-FR', time: 'fr-FR' },
  'pt-BR': { number: 'pt-BR', date: 'pt-BR', time: 'pt-BR' },
  'zh-CN': { number: 'zh-CN', date: 'zh-CN', time: 'zh-CN' },
  ar: { number: 'ar-u-nu-latn', date: 'ar-u-nu-latn', time: 'ar-u-nu-latn' },
};
