import { and, asc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/common/i18n/locales';
import type { Queryable } from '@/server/db/client';
import { builtStatement, queryBuilder } from '@/server/db/built-statement';
import { translationOverrideRevision, translationOverrides, users } from '@/server/db/schema';

const REVISION_ROW = 1;

/** An override as read, with the name of the admin who wrote it (null once they are gone). */
export interface OverrideRow {
  locale: Locale;
  key: string;
  text: string;
  updatedBy: string | null;
  updatedByName: string | null;
  updatedAt: Date;
}

/** Written once (see builtStatement): every server reads it once a second, beside any request. */
const revisionRead = builtStatement(
  'translation_override_revision_read',
  queryBuilder
    .select({ revision: translationOverrideRevision.revision })
    .from(translationOverrideRevision)
    .where(eq(translationOverrideRevision.id, REVISION_ROW)),
);

/** How many writes the overrides have had: 0 before the first. */
export async function readRevision(db: Queryable): Promise<number> {
  const [row] = await revisionRead(db, {});
  return row?.revision ?? 0;
}

/**
 * Counts a write, in its transaction. The row stays locked until the transaction ends, so the
 * writes of every process are one after another: both the revision order and an override's
 * "before" in the audit log are then what really happened.
 */
export async function bumpRevision(tx: Queryable): Promise<number> {
  const [row] = await tx
    .insert(translationOverrideRevision)
    .values({ id: REVISION_ROW, revision: 1 })
    .onConflictDoUpdate({ target: translationOverrideRevision.id, set: { revision: sql`${translationOverrideRevision.revision} + 1` } })
    .returning({ revision: translationOverrideRevision.revision });
  return row.revision;
}

const overrideColumns = {
  locale: sql<Locale>`${translationOverrides.locale}`,
  key: translationOverrides.key,
  text: translationOverrides.text,
  updatedBy: translationOverrides.updatedBy,
  updatedByName: users.name,
  updatedAt: translationOverrides.updatedAt,
};

/** Every override (of one language, or of one message), ordered by language and id. */
export async function readOverrides(db: Queryable, where: { locale?: Locale; key?: string } = {}): Promise<OverrideRow[]> {
  return db
    .select(overrideColumns)
    .from(translationOverrides)
    .leftJoin(users, eq(users.id, translationOverrides.updatedBy))
    .where(
      and(
        where.locale === undefined ? undefined : eq(translationOverrides.locale, where.locale),
        where.key === undefined ? undefined : eq(translationOverrides.key, where.key),
      ),
    )
    .orderBy(asc(translationOverrides.locale), asc(translationOverrides.key));
}

/** The override's text, if there is one. */
export async function findOverrideText(tx: Queryable, locale: Locale, key: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ text: translationOverrides.text })
    .from(translationOverrides)
    .where(and(eq(translationOverrides.locale, locale), eq(translationOverrides.key, key)));
  return row?.text;
}

export async function writeOverride(tx: Queryable, o: { locale: Locale; key: string; text: string; updatedBy: string }): Promise<void> {
  await tx
    .insert(translationOverrides)
    .values(o)
    .onConflictDoUpdate({
      target: [translationOverrides.locale, translationOverrides.key],
      set: { text: o.text, updatedBy: o.updatedBy, updatedAt: sql`now()` },
    });
}

export async function removeOverride(tx: Queryable, locale: Locale, key: string): Promise<void> {
  await tx.delete(translationOverrides).where(and(eq(translationOverrides.locale, locale), eq(translationOverrides.key, key)));
}
