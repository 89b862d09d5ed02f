import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { DEFAULT_LOCALE, INTL_TAGS, type Locale } from './locales';

/**
 * Catalogues are JSON, one per language per app, grouped by area:
 * `{ "area": { "key": "ICU message" } }`; a message is known as `area.key`.
 */
export type CatalogueJson = Record<string, Record<string, string>>;
export type MessageValues = Record<string, PrimitiveType>;

const catalogues = new Map<Locale, Map<string, string>>();
/** Operators' wordings of shipped messages (the back office's translations), per language. */
const overrides = new Map<Locale, Map<string, string>>();
const compiled = new Map<string, IntlMessageFormat>();

/** Each message of a catalogue by its id (`area.key`), as written (placeholders and all). */
export function* catalogueMessages(json: CatalogueJson): Generator<[id: string, text: string]> {
  for (const [area, entries] of Object.entries(json)) {
    for (const [key, text] of Object.entries(entries)) yield [`${area}.${key}`, text];
  }
}

function addMessages(messages: Map<string, string>, json: CatalogueJson): void {
  for (const [id, text] of catalogueMessages(json)) messages.set(id, text);
}

/** Makes a catalogue's messages known for its language (each app adds the catalogues it ships). */
export function addCatalogue(locale: Locale, json: CatalogueJson): void {
  let messages = catalogues.get(locale);
  if (!messages) catalogues.set(locale, (messages = new Map()));
  addMessages(messages, json);
}

/**
 * A language's overrides, all of them (replacing the ones set before): each is written instead
 * of the shipped text of its message in that language. An override of a message no catalogue
 * has is never used, nor one that fails to format (the shipped text is written instead).
 */
export function setOverrides(locale: Locale, json: CatalogueJson): void {
  const messages = new Map<string, string>();
  addMessages(messages, json);
  overrides.set(locale, messages);
}

/**
 * Runs `work` as a page that has loaded no words yet, the catalogues put back after: tests load
 * modules in it to prove that none reads a word when it loads.
 */
export async function withNoCatalogues<T>(work: () => Promise<T>): Promise<T> {
  const saved = new Map(catalogues);
  const savedOverrides = new Map(overrides);
  catalogues.clear();
  overrides.clear();
  try {
    return await work();
  } finally {
    for (const [locale, messages] of saved) catalogues.set(locale, messages);
    for (const [locale, messages] of savedOverrides) overrides.set(locale, messages);
  }
}

let localeSource: () => Locale = () => DEFAULT_LOCALE;

/**
 * Where the language of the words being written comes from: the server answers each request
 * (and writes each e-mail) in its own language, a browser page is in one language at a time.
 */
export function setLocaleSource(source: () => Locale): void {
  localeSource = source;
}

/** The language being written in now. */
export const currentLocale = (): Locale => localeSource();

/**
 * A message in the current language (or `locale`), its variables filled. A language without
 * the message falls back to English, the source; a message English lacks is a programming
 * error and throws (the catalogue check in the lint keeps every language whole).
 */
export function translate(id: string, values?: MessageValues, locale: Locale = currentLocale()): string {
  const found = catalogues.get(locale)?.get(id) !== undefined ? locale : DEFAULT_LOCALE;
  const pattern = catalogues.get(found)?.get(id);
  if (pattern === undefined) throw new Error(`no message '${id}' in the ${found} catalogue`);
  // the language's own override, else (writing English instead) English's
  for (const at of found === locale ? [locale] : [locale, found]) {
    const override = overrides.get(at)?.get(id);
    if (override === undefined) continue;
    try {
      return formatMessage(at, override, values);
    } catch {
      // checked when it was saved; values it cannot take still never cost the reader the message
    }
  }
  return formatMessage(found, pattern, values);
}

/**
 * What a page shows for a message that takes no variables (its pattern written out: quotes
 * undone); null for one that takes some.
 */
export function plainMessageText(locale: Locale, pattern: string): string | null {
  try {
    return formatMessage(locale, pattern);
  } catch {
    return null;
  }
}

/**
 * A pattern with no ICU syntax at all (no braces, no quotes): most of the catalogues' messages,
 * written out as they stand. Skipping the parser for them keeps a page's first render (every label
 * of a form) from compiling a hundred messages.
 */
const isVerbatim = (pattern: string) => !/[{}']/.test(pattern);

/** A pattern written with its variables, compiled once per language and wording. */
function formatMessage(locale: Locale, pattern: string, values?: MessageValues): string {
  if (isVerbatim(pattern)) return pattern;
  const cacheKey = `${locale}\u0000${pattern}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    // ignoreTag: '<' and '>' are plain characters in our texts, never markup
    format = new IntlMessageFormat(pattern, INTL_TAGS[locale].number, undefined, { ignoreTag: true });
    compiled.set(cacheKey, format);
  }
  return String(format.format(values));
}

/** A message with no variables, or one whose arguments (as its callers pass them) name its variables. */
type TextSpec = typeof plain | ((...args: never[]) => MessageValues);
export const plain = 'plain' as const;

export type Texts<S extends Record<string, TextSpec>> = {
  readonly [K in keyof S]: S[K] extends (...args: infer A) => MessageValues ? (...args: A) => string : string;
};

/**
 * An area's messages as an object: `TEXT.key` for a plain message, `TEXT.key(arg)` for one with
 * variables. Each is written out when it is read, in the language of that moment, so a
 * message kept in a constant must be kept as a function (a zod schema's `error: () => ...`).
 */
export function defineTexts<S extends Record<string, TextSpec>>(area: string, spec: S): Texts<S> {
  const texts = {} as Record<string, unknown>;
  for (const [key, how] of Object.entries(spec)) {
    const id = `${area}.${key}`;
    if (how === plain) Object.defineProperty(texts, key, { enumerable: true, get: () => translate(id) });
    else texts[key] = (...args: never[]) => translate(id, (how as (...a: never[]) => MessageValues)(...args));
  }
  return Object.freeze(texts) as Texts<S>;
}
