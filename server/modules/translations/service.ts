import type { CatalogueJson } from '@/common/i18n/translate';
import { LOCALES, type Locale } from '@/common/i18n/locales';
import { overrideProblem, TRANSLATION_MSG, type Translation, type TranslationListFilter } from '@/common/api/translations';
import type { Db, Queryable } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema';
import { badRequest, notFound } from '@/server/lib/errors';
import type { ListQuery } from '@/server/lib/list-query';
import { recordAudit } from '../audit/repository';
import { asCatalogue, overridesById, toTranslation, type OverridesOfMessage } from './presenter';
import { bumpRevision, findOverrideText, readOverrides, readRevision, removeOverride, writeOverride } from './repository';
import { shippedCatalogue, type ShippedMessage } from './shipped';
import type { OverrideSync } from './sync';

/** What a list's filter asks of a message, its overrides at hand. */
function matches(message: ShippedMessage, overrides: OverridesOfMessage, filter: TranslationListFilter): boolean {
  if (filter.id && !filter.id.includes(message.id)) return false;
  if (filter.area !== undefined && filter.area !== message.area) return false;
  if (filter.app !== undefined && filter.app !== message.app) return false;
  const locales: readonly Locale[] = filter.locale ? [filter.locale] : LOCALES;
  if (filter.overridden !== undefined && locales.some((l) => overrides[l] !== undefined) !== filter.overridden) return false;
  if (filter.q) {
    const q = filter.q.toLowerCase();
    const texts = locales.flatMap((l) => [message.texts[l], overrides[l]?.text ?? '']);
    if (!message.id.toLowerCase().includes(q) && !texts.some((t) => t.toLowerCase().includes(q))) return false;
  }
  return true;
}

const byField = {
  id: (m: ShippedMessage) => m.id,
  area: (m: ShippedMessage) => `${m.area}\u0000${m.id}`,
  app: (m: ShippedMessage) => `${m.app}\u0000${m.id}`,
} as const;

/**
 * Every shipped message the filter selects, with its overrides: the catalogues are in memory
 * and the overrides few, so the list is filtered, ordered and paged here (its total is exact).
 */
export async function listTranslations(db: Queryable, q: ListQuery<TranslationListFilter>) {
  const [{ messages }, rows] = await Promise.all([shippedCatalogue(), readOverrides(db)]);
  const overrides = overridesById(rows);
  const selected = messages.filter((m) => matches(m, overrides.get(m.id) ?? {}, q.filter));
  if (q.sort && q.sort.field !== 'id') {
    const field = byField[q.sort.field as keyof typeof byField] ?? byField.id;
    selected.sort((a, b) => (field(a) < field(b) ? -1 : field(a) > field(b) ? 1 : 0));
  }
  if (q.sort?.order === 'DESC') selected.reverse();
  const page = selected.slice(q.range.from, q.range.to + 1);
  return { rows: page.map((m) => toTranslation(m, overrides.get(m.id))), total: selected.length, exact: true };
}

async function shippedMessage(id: string): Promise<ShippedMessage> {
  const message = (await shippedCatalogue()).byId.get(id);
  if (!message) throw notFound(TRANSLATION_MSG.unknownKey);
  return message;
}

async function present(db: Queryable, message: ShippedMessage): Promise<Translation> {
  return toTranslation(message, overridesById(await readOverrides(db, { key: message.id })).get(message.id));
}

export async function readTranslation(db: Queryable, id: string): Promise<Translation> {
  return present(db, await shippedMessage(id));
}

const auditTarget = (locale: Locale, key: string) => ({ entity: 'translation', entityId: `${locale}/${key}` });

/**
 * An admin's wording of a message in a language, used instead of the shipped text from now on
 * (by this process at its next request, by the others within RECHECK_MS). It must be an ICU
 * message with exactly the shipped text's placeholders: the code fills those.
 */
export async function saveOverride(
  db: Db,
  sync: OverrideSync,
  actor: UserRow,
  target: { locale: Locale; key: string; text: string },
): Promise<Translation> {
  const message = await shippedMessage(target.key);
  const problem = overrideProblem(target.text, message.texts[target.locale]);
  if (problem) throw badRequest(problem, [{ field: 'text', message: problem }]);
  await db.transaction(async (tx) => {
    // first: the revision row's lock puts every override write in one line
    await bumpRevision(tx);
    const before = await findOverrideText(tx, target.locale, target.key);
    await writeOverride(tx, { ...target, updatedBy: actor.id });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'translation.override',
      ...auditTarget(target.locale, target.key),
      before: { locale: target.locale, key: target.key, text: before ?? message.texts[target.locale], override: before !== undefined },
      after: { locale: target.locale, key: target.key, text: target.text, override: true },
    });
  });
  sync.stale();
  return present(db, message);
}

/** Back to the shipped text (404 when the message has no override in that language). */
export async function resetOverride(
  db: Db,
  sync: OverrideSync,
  actor: UserRow,
  target: { locale: Locale; key: string },
): Promise<Translation> {
  const message = await shippedMessage(target.key);
  await db.transaction(async (tx) => {
    await bumpRevision(tx);
    const before = await findOverrideText(tx, target.locale, target.key);
    if (before === undefined) throw notFound(TRANSLATION_MSG.noOverride);
    await removeOverride(tx, target.locale, target.key);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'translation.reset',
      ...auditTarget(target.locale, target.key),
      before: { locale: target.locale, key: target.key, text: before, override: true },
      after: { locale: target.locale, key: target.key, text: message.texts[target.locale], override: false },
    });
  });
  sync.stale();
  return present(db, message);
}

/** A language's overrides for the web apps, with the revision they were read at (their ETag). */
export async function overridesOf(db: Queryable, locale: Locale): Promise<{ revision: number; overrides: CatalogueJson }> {
  // the revision first: overrides newer than it only make a later ETag fetch them again
  const revision = await readRevision(db);
  return { revision, overrides: asCatalogue(await readOverrides(db, { locale })) };
}
