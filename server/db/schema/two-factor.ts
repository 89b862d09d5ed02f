import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * A user's TOTP secret (RFC 6238). Written by setup with enabledAt null; enabling stamps it.
 * The secret is kept readable: verifying a code needs it (a hash cannot be used).
 */
export const twoFactor = pgTable('two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  /** base32, as shown to the user at setup */
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /**
   * the 30-second step of the last code accepted: a code of that step or an earlier one is
   * refused (no replay), decided in the database so that several servers agree
   */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes, argon2id-hashed; shown once when 2FA is enabled. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_recovery_user_idx').on(t.userId)],
);

/**
 * The step between a right password and a code: only a sha-256 of the challenge handed to
 * the client is stored. Dies at expiresAt, after too many wrong codes, or once used.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    challengeHash: text('challenge_hash').notNull().unique('two_factor_challenge_hash_key'),
    failures: integer('failures').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_challenge_expires_idx').on(t.expiresAt)],
);
