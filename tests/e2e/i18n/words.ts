// The specs in other languages find what they click and read through the catalogues: a text is
// named by its message id and read in the page's language, so a spec breaks only when the page
// says something else.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { LOCALES, type Locale } from '@/common/i18n/locales';
import { addCatalogue, catalogueMessages, translate, type CatalogueJson, type MessageValues } from '@/common/i18n/translate';
import sameAsEnglish from '@/scripts/i18n/same-as-english.json' with { type: 'json' };
import '../english-catalogues';

/** The languages the specs read pages in besides English. */
export type SpecLocale = Exclude<Locale, 'en'>;
export const SPEC_LOCALES = LOCALES.filter((locale): locale is SpecLocale => locale !== 'en');

/**
 * The language whose words run longest (the catalogues' French is about a fifth longer than
 * English): the layout sweeps measure every screen in it (docs/adr/0204).
 */
export const LONGEST_LOCALE: SpecLocale = 'fr';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Every app's catalogue of `locale`: what its pages, mails and refusals say. */
const cataloguesOf = (locale: Locale): CatalogueJson[] =>
  ['common', 'server', 'src', 'src-admin'].map(
    (app) => JSON.parse(readFileSync(path.join(ROOT, app, 'i18n', 'catalogues', `${locale}.json`), 'utf8')) as CatalogueJson,
  );

/** Each message of some catalogues by id ('area.key'), as written (placeholders and all). */
const flatMessages = (jsons: CatalogueJson[]): Map<string, string> => new Map(jsons.flatMap((json) => [...catalogueMessages(json)]));

const WRITTEN = new Map(
  SPEC_LOCALES.map((locale) => {
    const jsons = cataloguesOf(locale);
    for (const json of jsons) addCatalogue(locale, json);
    return [locale, flatMessages(jsons)] as const;
  }),
);
const translated = (id: string, locale: SpecLocale) => WRITTEN.get(locale)!.get(id);
const englishCatalogues = cataloguesOf('en');
// the server's words, which the English pages' specs never needed
addCatalogue('en', englishCatalogues[1]);

/** Every message id with its English text. */
const ENGLISH = [...flatMessages(englishCatalogues)].map(([id, text]) => ({ id, text }));

/** A catalogue message ('area.key') as `locale` writes it, with `values`. */
export const wordsIn =
  (locale: SpecLocale) =>
  (id: string, values?: MessageValues): string =>
    translate(id, values, locale);

/** Phrases a language writes as English does ('<locale> <id>': brand and product names): allowed to stay. */
const SAME = new Set<string>(sameAsEnglish as string[]);

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
    // a run the language writes the same way in its own wording ('· Profits' in French) is not English left
    if (run && run.split(/\s+/).length >= 2 && run.length >= 8 && !translated(id, locale)?.includes(run)) sentences.add(run);
  }
  return [...sentences];
}

/**
 * The page is in `locale`: <html lang dir> say so, and no English sentence of the catalogues is
 * on screen. `data` is what people wrote and the page shows as written (the seeded plans' names
 * and descriptions): not the product's words, so not looked at.
 */
export async function expectInLanguage(page: Page, locale: SpecLocale, where: string, { data = [] }: { data?: string[] } = {}) {
  await expect(page.locator('html'), where).toHaveAttribute('lang', locale);
  await expect(page.locator('html'), where).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  // what is rendered only: a closed switcher's list (each language in its own words) is not
  let visible = await page.evaluate(() => document.body.innerText);
  // the longest first: a notice that names a plan goes whole, before the plan's name alone
  for (const written of [...data].sort((a, b) => b.length - a.length)) visible = visible.replaceAll(written, '');
  const left = englishSentences(locale).filter((sentence) => visible.includes(sentence));
  expect(left, `${where}: English left on a ${locale} page`).toEqual([]);
}
