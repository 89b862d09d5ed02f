import { LOCALES, type Locale } from '@/common/i18n/locales';
import type { CatalogueJson } from '@/common/i18n/translate';
import type { Translation, TranslationText } from '@/common/api/translations';
import type { OverrideRow } from './repository';
import { splitMessageId, type ShippedMessage } from './shipped';

/** A message's overrides by language. */
export type OverridesOfMessage = Partial<Record<Locale, OverrideRow>>;

/** Every override by message id, then language. */
export function overridesById(rows: OverrideRow[]): Map<string, OverridesOfMessage> {
  const byId = new Map<string, OverridesOfMessage>();
  for (const row of rows) {
    let of = byId.get(row.key);
    if (!of) byId.set(row.key, (of = {}));
    of[row.locale] = row;
  }
  return byId;
}

const textOf = (shipped: string, row: OverrideRow | undefined): TranslationText => ({
  shipped,
  override: row?.text ?? null,
  updated_at: row?.updatedAt.toISOString() ?? null,
  updated_by: row?.updatedBy ?? null,
  updated_by_name: row?.updatedByName ?? null,
});

export const toTranslation = (message: ShippedMessage, overrides: OverridesOfMessage = {}): Translation => ({
  _id: message.id,
  app: message.app,
  area: message.area,
  key: message.key,
  texts: Object.fromEntries(LOCALES.map((locale) => [locale, textOf(message.texts[locale], overrides[locale])])) as Translation['texts'],
  overridden: LOCALES.filter((locale) => overrides[locale] !== undefined),
});

/** Overrides as the catalogues are written, `{ area: { key: text } }`. */
export function asCatalogue(rows: Pick<OverrideRow, 'key' | 'text'>[]): CatalogueJson {
  const json: CatalogueJson = {};
  for (const row of rows) {
    const { area, key } = splitMessageId(row.key);
    (json[area] ??= {})[key] = row.text;
  }
  return json;
}
