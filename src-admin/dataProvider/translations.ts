import { HttpError } from 'react-admin';
import { translationSchema, type Translation } from '@/common/api/translations';
import type { Locale } from '@/common/i18n/locales';
import type { ApiEndpoint } from './httpClient';
import type { ResourceApi } from './resourceApi';
import { DATA_TEXT } from './texts';

/**
 * Every catalogue message with its shipped text and override per language (admins). A record is
 * a message (`id`: area.key); its languages are saved and reset one at a time, not by update.
 */
export const translationsApi: ResourceApi = {
  list: 'admin/translations',
  one: 'admin/translations',
  idFilter: true,
};

const path = (locale: Locale, id: string) => `admin/translations/${encodeURIComponent(locale)}/${encodeURIComponent(id)}`;

function parsed(json: unknown): Translation {
  const result = translationSchema.safeParse(json);
  if (!result.success) throw new HttpError(DATA_TEXT.unexpectedAnswer, 502, null);
  return result.data;
}

/** PUT /admin/translations/{locale}/{id} {text}: the wording used instead of the shipped text; answers the message. */
export type SaveTranslation = (locale: Locale, id: string, text: string) => Promise<Translation>;
export const saveTranslation =
  ({ client, url }: ApiEndpoint): SaveTranslation =>
  async (locale, id, text) =>
    parsed((await client(url(path(locale, id)), { method: 'PUT', body: JSON.stringify({ text }) })).json);

/** DELETE /admin/translations/{locale}/{id}: back to the shipped text; answers the message. */
export type ResetTranslation = (locale: Locale, id: string) => Promise<Translation>;
export const resetTranslation =
  ({ client, url }: ApiEndpoint): ResetTranslation =>
  async (locale, id) =>
    parsed((await client(url(path(locale, id)), { method: 'DELETE' })).json);
