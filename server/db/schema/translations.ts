import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { users } from './users';

/**
 * An operator's wording of one catalogue message in one language, used instead of the shipped
 * text (server/modules/translations). `key` is the message's id, `area.key`: an area belongs to
 * one app's catalogue (scripts/i18n/check-catalogues.mjs), so ids are one key space.
 */
export const translationOverrides = pgTable(
  'translation_overrides',
  {
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    text: text('text').notNull(),
    /** the admin who wrote it */
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.key] }),
    check('translation_overrides_locale_known', sql`${t.locale} in ('en', 'es', 'fr', 'pt-BR', 'zh-CN', 'ar')`),
  ],
);

/**
 * One row (id 1) counting the writes to translation_overrides: each write adds one in its own
 * transaction, so the row lock orders the writers and a process that has read revision n has
 * seen every override written up to it (a max(updated_at) would miss a write that committed
 * later than it started). Each server process compares it with the revision it holds.
 */
export const translationOverrideRevision = pgTable(
  'translation_override_revision',
  {
    id: smallint('id').primaryKey(),
    revision: bigint('revision', { mode: 'number' }).notNull(),
  },
  (t) => [check('translation_override_revision_one_row', sql`${t.id} = 1`)],
);
