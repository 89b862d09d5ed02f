import type { Locale } from '@/common/i18n/locales';
import { plainMessageText } from '@/common/i18n/translate';
import { htmlPageOf, type HtmlPage } from './html-page';

/**
 * What the pages need of the operators' overrides (server/modules/translations): this process's
 * copy of them, and every message as it ships.
 */
export interface PageWordsSource {
  /** changes whenever the copy was read again */
  readonly version: number;
  overridesIn(locale: Locale): ReadonlyMap<string, string>;
  /** the message's pattern as it ships in `locale`, if the catalogues have it */
  shipped(): Promise<(id: string, locale: Locale) => string | undefined>;
}

// React's escapes, in text and in attribute values alike
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * `html` with each message's shipped words replaced by the operator's, wherever the page shows
 * them whole: a whole text node (`>words<`) or a whole attribute value (`="words"`). A message
 * with variables is written out by the page with its values, so it is left as built.
 */
function withOverriddenWords(html: string, replacements: { from: string; to: string }[]): string {
  let out = html;
  for (const { from, to } of replacements) {
    const shipped = escapeHtml(from);
    const written = escapeHtml(to);
    out = out.replaceAll(`>${shipped}<`, `>${written}<`).replaceAll(`="${shipped}"`, `="${written}"`);
  }
  return out;
}

/**
 * The built pages (prerendered once per language) as the operators worded them: an override is
 * written into every page of its language without a rebuild, as the app and the API write it.
 * A page with no override in its language is the built one; the others are made again once per
 * change of the overrides, and kept until the next.
 */
export function pageWords(source: PageWordsSource | undefined) {
  const made = new WeakMap<HtmlPage, { version: number; page: HtmlPage }>();

  async function make(page: HtmlPage, locale: Locale, overrides: ReadonlyMap<string, string>): Promise<HtmlPage> {
    const shippedText = await source!.shipped();
    const replacements: { from: string; to: string }[] = [];
    for (const [id, pattern] of overrides) {
      const shipped = shippedText(id, locale);
      if (shipped === undefined) continue;
      const from = plainMessageText(locale, shipped);
      const to = plainMessageText(locale, pattern);
      if (from && to !== null && from !== to) replacements.push({ from, to });
    }
    if (replacements.length === 0) return page;
    const built = page.bodies.get('identity')!.toString('utf8');
    const worded = withOverriddenWords(built, replacements);
    return worded === built ? page : htmlPageOf(worded);
  }

  /** `page` (of `locale`) with the overrides of its language written in. */
  return async function inOperatorsWords(page: HtmlPage, locale: Locale): Promise<HtmlPage> {
    if (!source) return page;
    const overrides = source.overridesIn(locale);
    if (overrides.size === 0) return page;
    const version = source.version;
    const kept = made.get(page);
    if (kept?.version === version) return kept.page;
    const next = await make(page, locale, overrides);
    made.set(page, { version, page: next });
    return next;
  };
}
