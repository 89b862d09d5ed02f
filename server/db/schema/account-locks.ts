import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Every lock of an account and how it ended. The account is locked while users.locked_at is
 * set; this is the history staff read (who locked, how, who unlocked after what check).
 */
export const accountLocks = pgTable(
  'account_locks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** 'email_link' ('This wasn't me' in a security e-mail) | 'security_page' ('Lock my account') */
    lockedVia: text('locked_via').notNull(),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
    /** the address the lock came from */
    ip: text('ip').notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
    /** the staff member who unlocked it, or the owner themself */
    unlockedBy: uuid('unlocked_by').references(() => users.id),
    /** 'staff' (after checking identity) | 'owner' (password, second factor and e-mail, after the wait) */
    unlockedVia: text('unlocked_via'),
    /** what staff checked, in their words */
    unlockNote: text('unlock_note'),
  },
  (t) => [index('account_locks_user_idx').on(t.userId, t.lockedAt)],
);

/**
 * One-time links of the account's protection: 'lock' (in every security e-mail, 7 days) and
 * 'unlock' (the owner's own unlock, sent once the password and second factor are proven).
 * Only a sha-256 of the token is stored.
 */
export const securityLinks = pgTable(
  'security_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique('security_links_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('security_links_user_idx').on(t.userId), index('security_links_expires_idx').on(t.expiresAt)],
);
