import { bigint, bigserial, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SIGN_IN_RESULTS } from '@/common/api/sessions';
import { createdAt } from './columns';
import { users } from './users';

/** One row per issued token (id = the token's jti); ending one also revokes its jti. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    /** refreshed at most once a minute, so reading a page does not write every time */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull(),
    /** e.g. "Firefox 128 on Linux", from the User-Agent header */
    browser: text('browser').notNull(),
    /** the device cookie's ID the session was signed in from (user_devices); null for sessions from before it */
    deviceId: text('device_id'),
    /** the token's iat (seconds): a session issued before the user's tokensValidAfter is over */
    iat: bigint('iat', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.createdAt), index('sessions_expires_idx').on(t.expiresAt)],
);

export const signInResultEnum = pgEnum('sign_in_result', SIGN_IN_RESULTS);

/** Sign-in attempts on an existing account (unknown e-mails are not recorded: nobody to show them to). */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    ip: text('ip').notNull(),
    browser: text('browser').notNull(),
    result: signInResultEnum('result').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_attempts_user_idx').on(t.userId, t.createdAt)],
);
