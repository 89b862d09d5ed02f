// The specs in other languages find what they click and read through the catalogues: a text is
// named by its message id and read in the page's language, so a spec breaks only when the page
// says something else.
import { expect, type Page } from '@playwright/test';
import commonAr from '@/common/i18n/catalogues/ar.json' with { type: 'json' };
import commonEn from '@/common/i18n/catalogues/en.json' with { type: 'json' };
import commonEs from '@/common/i18n/catalogues/es.json' with { type: 'json' };
import type { Locale } from '@/common/i18n/locales';
import { addCatalogue, translate, type CatalogueJson, type MessageValues } from '@/common/i18n/translate';
import serverAr from '@/server/i18n/catalogues/ar.json' with { type: 'json' };
import serverEn from '@/server/i18n/catalogues/en.json' with { type: 'json' };
import serverEs from '@/server/i18n/catalogues/es.json' with { type: 'json' };
import webAr from '@/src/i18n/catalogues/ar.json' with { type: 'json' };
import webEn from '@/src/i18n/catalogues/en.json' with { type: 'json' };
import webEs from '@/src/i18n/catalogues/es.json' with { type: 'json' };
import backOfficeAr from '@/src-admin/i18n/catalogues/ar.json' with { type: 'json' };
import backOfficeEn from '@/src-admin/i18n/catalogues/en.json' with { type: 'json' };
import backOfficeEs from '@/src-admin/i18n/catalogues/es.json' with { type: 'json' };
import sameAsEnglish from '@/scripts/i18n/same-as-english.json' with { type: 'json' };
import '../english-catalogues';

export type SpecLocale = Extract<Locale, 'es' | 'ar'>;

const CATALOGUES: Record<'en' | SpecLocale, CatalogueJson[]> = {
  en: [commonEn, serverEn, webEn, backOfficeEn],
  es: [commonEs, serverEs, webEs, backOfficeEs],
  ar: [commonAr, serverAr, webAr, backOfficeAr],
};
for (const json of [...CATALOGUES.es]) addCatalogue('es', json);
for (const json of [...CATALOGUES.ar]) addCatalogue('ar', json);
addCatalogue('en', serverEn);

/** Each message of some catalogues by id ('area.key'), as written (placeholders and all). */
function flatMessages(jsons: CatalogueJson[]): Map<string, string> {
  return new Map(
    jsons.flatMap((json) =>
      Object.entries(json).flatMap(([area, messages]) => Object.entries(messages).map(([key, text]) => [`${area}.${key}`, text] as const)),
    ),
  );
}

/** Every message id with its English text. */
const ENGLISH = [...flatMessages(CATALOGUES.en)].map(([id, text]) => ({ id, text }));

/** A catalogue message ('area.key') as `locale` writes it, with `values`. */
export const wordsIn =
  (locale: SpecLocale) =>
  (id: string, values?: MessageValues): string =>
    translate(id, values, locale);

/** Phrases a language writes as English does ('<locale> <id>': brand and product names): allowed to stay. */
const SAME = new Set<string>(sameAsEnglish as string[]);

const WRITTEN = { es: flatMessages(CATALOGUES.es), ar: flatMessages(CATALOGUES.ar) };
const translated = (id: string, locale: SpecLocale) => WRITTEN[locale].get(id);

/**
 * The English sentences a page in `locale` must not show: every message of two words or more
 * that the language writes differently (a message with placeholders by its longest fixed run of
 * words). Single words are left out: a name or a product's own term reads the same in every language.
 */
function englishSentences(locale: SpecLocale): string[] {
  const sentences = new Set<string>();
  for (const { id, text } of ENGLISH) {
    if (SAME.has(`${locale} ${id}`)) continue;
    // a message with placeholders is compared as the catalogue writes it
    if (translated(id, locale) === text) continue;
    const run = text
      .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/)
      .map((part) => part.trim())
      .sort((a, b) => b.length - a.length)[0];
    if (run && run.split(/\s+/).length >= 2 && run.length >= 8) sentences.add(run);
  }
  return [...sentences];
}

/**
 * The page is in `locale`: <html lang dir> say so, and no English sentence of the catalogues is
 * on screen.
 */
export async function expectInLanguage(page: Page, locale: SpecLocale, where: string) {
  await expect(page.locator('html'), where).toHaveAttribute('lang', locale);
  await expect(page.locator('html'), where).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  // what is rendered only: a closed switcher's list (each language in its own words) is not
  const visible = await page.evaluate(() => document.body.innerText);
  const left = englishSentences(locale).filter((sentence) => visible.includes(sentence));
  expect(left, `${where}: English left on a ${locale} page`).toEqual([]);
}
