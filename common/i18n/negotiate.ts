import { match } from '@formatjs/intl-localematcher';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/**
 * The supported language closest to what a reader prefers, most preferred first
 * (`navigator.languages`, or an Accept-Language header's tags in order): 'es-MX' reads Spanish,
 * 'pt' Brazilian Portuguese, 'zh' or 'zh-Hans-SG' Simplified Chinese; anything else English.
 */
export function matchLocale(preferred: readonly string[]): Locale {
  const tags = preferred.filter(isWellFormedTag);
  if (tags.length === 0) return DEFAULT_LOCALE;
  return match(tags, LOCALES, DEFAULT_LOCALE, { algorithm: 'best fit' }) as Locale;
}

/** Intl throws on a tag that is not BCP 47; a header may carry anything. */
function isWellFormedTag(tag: string): boolean {
  if (tag === '*' || tag.length > 35) return false;
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}
