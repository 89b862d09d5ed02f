import { IntlMessageFormat } from 'intl-messageformat';
import { z } from 'zod';
import { defineTexts, plain } from '../i18n/translate';
import { LOCALES } from '../i18n/locales';
import { searchFilterField } from './list';

// The back office's translations: every message of the four catalogues with, per language, its
// shipped text and the override an admin wrote (GET/PUT/DELETE /api/admin/translations), and the
// overrides of one language for the web apps (GET /api/i18n/overrides/{locale}).

export const TRANSLATION_MSG = defineTexts('translationOverride', {
  unknownKey: plain,
  noOverride: plain,
  textRequired: plain,
  textTooLong: (max: number) => ({ max }),
  /** the parser's refusal, at a 1-based character */
  notAMessage: (position: number) => ({ position }),
  /** `expected`: the shipped text's placeholders as written, '{name}, {amount}'; count 0: it has none */
  placeholders: (expected: readonly string[]) => ({ count: expected.length, expected: expected.map((n) => `{${n}}`).join(', ') }),
});

/** Which app's catalogue ships a message (common/, server/, src/, src-admin/). */
export const TRANSLATION_APPS = ['common', 'server', 'web', 'admin'] as const;
export type TranslationApp = (typeof TRANSLATION_APPS)[number];

/** The longest override accepted (the longest shipped message is a few hundred characters). */
export const MAX_OVERRIDE_LENGTH = 5000;

/** A message's id, `area.key` (areas are unique across the apps, keys may hold dots). */
const messageId = z.string().min(1).max(200);

/** GET /api/admin/translations/{id} */
export const translationIdParamsSchema = z.object({ id: messageId });

/** PUT and DELETE /api/admin/translations/{locale}/{key} */
export const translationParamsSchema = z.object({ locale: z.enum(LOCALES), key: messageId });

/** GET /api/i18n/overrides/{locale} */
export const overridesParamsSchema = z.object({ locale: z.enum(LOCALES) });

/** PUT /api/admin/translations/{locale}/{key}: the wording to use instead of the shipped text. */
export const translationOverrideSchema = z.strictObject({
  text: z
    .string({ error: () => TRANSLATION_MSG.textRequired })
    .refine((text) => text.trim() !== '', { error: () => TRANSLATION_MSG.textRequired })
    .refine((text) => text.length <= MAX_OVERRIDE_LENGTH, { error: () => TRANSLATION_MSG.textTooLong(MAX_OVERRIDE_LENGTH) }),
});
export type TranslationOverrideInput = z.infer<typeof translationOverrideSchema>;

/** One language of a message: what ships, and the override in use instead (with who wrote it, when). */
export const translationTextSchema = z.object({
  shipped: z.string(),
  override: z.string().nullable(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable().describe("the admin's id"),
  updated_by_name: z.string().nullable(),
});
export type TranslationText = z.infer<typeof translationTextSchema>;

/** A message as the back office lists and edits it. */
export const translationSchema = z
  .object({
    _id: z.string().describe('the message id, area.key'),
    app: z.enum(TRANSLATION_APPS),
    area: z.string(),
    key: z.string(),
    texts: z.record(z.enum(LOCALES), translationTextSchema),
    overridden: z.array(z.enum(LOCALES)).describe('the languages with an override'),
  })
  .describe('Translation');
export type Translation = z.infer<typeof translationSchema>;

export const translationListFilterSchema = z.strictObject({
  /** a piece of the id or of a text (shipped or override) */
  q: searchFilterField.optional(),
  id: z.array(messageId).max(500).optional(),
  area: z.string().max(100).optional(),
  app: z.enum(TRANSLATION_APPS).optional(),
  /** search and `overridden` look at this language only */
  locale: z.enum(LOCALES).optional(),
  overridden: z.boolean().optional(),
});
export type TranslationListFilter = z.infer<typeof translationListFilterSchema>;

export const TRANSLATION_SORTABLE = ['id', 'area', 'app'] as const;

/** A language's overrides, as the catalogues are written: `{ area: { key: text } }`. */
export const overridesSchema = z.record(z.string(), z.record(z.string(), z.string())).describe('TranslationOverrides');

// The parser's element types (@formatjs/icu-messageformat-parser's TYPE): a literal carries text, '#'
// nothing; every other element names an argument. tests/api/translations/message-check.test.ts
// holds these equal to the parser's.
export const ICU_LITERAL = 0;
export const ICU_POUND = 7;

type Elements = ReturnType<IntlMessageFormat['getAst']>;

/** The names of a message's arguments, sorted; throws the parser's SyntaxError for a text that is not ICU. */
export function messageArguments(text: string): string[] {
  const names = new Set<string>();
  const walk = (elements: Elements) => {
    for (const el of elements) {
      if (el.type !== ICU_LITERAL && el.type !== ICU_POUND && 'value' in el && typeof el.value === 'string') names.add(el.value);
      if ('options' in el) for (const option of Object.values(el.options)) walk(option.value);
      if ('children' in el) walk(el.children);
    }
  };
  // ignoreTag, as the catalogues are read: '<' and '>' are plain characters
  walk(new IntlMessageFormat(text, 'en', undefined, { ignoreTag: true }).getAst());
  return [...names].sort();
}

/**
 * Why `text` cannot stand in for `shipped`: not a valid ICU message, or not the same arguments
 * (the code fills the shipped text's, no more, no fewer); undefined when it can.
 */
export function overrideProblem(text: string, shipped: string): string | undefined {
  let used: string[];
  try {
    used = messageArguments(text);
  } catch (err) {
    const offset = (err as { location?: { start?: { offset?: number } } }).location?.start?.offset ?? 0;
    return TRANSLATION_MSG.notAMessage(offset + 1);
  }
  const expected = messageArguments(shipped);
  return used.join('\u0000') === expected.join('\u0000') ? undefined : TRANSLATION_MSG.placeholders(expected);
}
