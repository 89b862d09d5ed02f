import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * The browsers a user has signed in from, each known by the random ID of our signed, HTTP-only
 * device cookie (not by its User-Agent, which anyone can copy). label: how we named it at
 * first sight; approvedAt: when the owner let it in (new-device approval) or, without that
 * rule, when it first signed in.
 */
export const userDevices = pgTable(
  'user_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    deviceId: text('device_id').notNull(),
    label: text('label').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceId] })],
);

/**
 * A sign-in from a browser not seen before, waiting for the owner to open the link we e-mailed
 * (NEW_DEVICE_APPROVAL=on). The waiting browser holds the poll token; the e-mail holds the link
 * token; both stored as sha-256. Good for 20 minutes; used once.
 */
export const deviceApprovals = pgTable(
  'device_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    deviceId: text('device_id').notNull(),
    label: text('label').notNull(),
    ip: text('ip').notNull(),
    pollHash: text('poll_hash').notNull().unique('device_approvals_poll_hash_key'),
    linkHash: text('link_hash').notNull().unique('device_approvals_link_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('device_approvals_user_idx').on(t.userId), index('device_approvals_expires_idx').on(t.expiresAt)],
);
