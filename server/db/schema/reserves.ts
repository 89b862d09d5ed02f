import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cents } from './columns';
import { users } from './users';

/** A coin's proven holdings in a snapshot (the API's reserves entry, cents and units as taken). */
export interface SnapshotReserve {
  coin: string;
  units: string;
  usdCents: number;
  addresses: string[];
}
/** A holding the operator declared (the liabilities report's held per coin), as it stood. */
export interface SnapshotDeclared {
  coin: string;
  usdCents: number;
}

/**
 * Proof-of-reserves snapshots: the root of the Merkle-sum tree of what every investor could claim
 * at `taken_at`, beside what was held. Numbered 1, 2, 3… in order, each naming the root of the one
 * before, and append-only: triggers refuse any update, delete or truncate of a snapshot, its
 * leaves or its nodes (server/db/sql/refuse_reserve_change.sql).
 */
export const reserveSnapshots = pgTable(
  'reserve_snapshots',
  {
    id: integer('id').primaryKey(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    /** the admin who asked for it; null when the schedule took it */
    takenBy: uuid('taken_by').references(() => users.id),
    root: text('root').notNull(),
    totalCents: cents('total_cents').notNull(),
    leafCount: integer('leaf_count').notNull(),
    previousRoot: text('previous_root'),
    reserves: jsonb('reserves').$type<SnapshotReserve[]>().notNull(),
    declared: jsonb('declared').$type<SnapshotDeclared[]>().notNull(),
    declaredCents: cents('declared_cents').notNull(),
  },
  (t) => [
    unique('reserve_snapshots_root_unique').on(t.root),
    // one chain: only the first has no previous root, and no root is followed twice
    unique('reserve_snapshots_previous_root_unique').on(t.previousRoot),
    foreignKey({ name: 'reserve_snapshots_previous_root_fk', columns: [t.previousRoot], foreignColumns: [t.root] }),
    check('reserve_snapshots_chain', sql`(${t.id} = 1) = (${t.previousRoot} is null)`),
    check('reserve_snapshots_total', sql`${t.totalCents} >= 0 and ${t.leafCount} >= 0`),
  ],
);

/** Each investor's leaf: their commitment's nonce (given only to them) and what they were owed. */
export const reserveSnapshotLeaves = pgTable(
  'reserve_snapshot_leaves',
  {
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => reserveSnapshots.id),
    position: integer('position').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    nonce: text('nonce').notNull(),
    commitment: text('commitment').notNull(),
    cents: cents('cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.snapshotId, t.position] }),
    unique('reserve_snapshot_leaves_user_unique').on(t.snapshotId, t.userId),
    check('reserve_snapshot_leaves_cents', sql`${t.cents} >= 0`),
  ],
);

/** The tree's nodes above the leaves (level 1 pairs the leaves), so that a proof is a few reads. */
export const reserveSnapshotNodes = pgTable(
  'reserve_snapshot_nodes',
  {
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => reserveSnapshots.id),
    level: integer('level').notNull(),
    position: integer('position').notNull(),
    hash: text('hash').notNull(),
    sum: cents('sum').notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.level, t.position] })],
);

/**
 * An address the operator holds reserves at, beside the deposit addresses: registered by an admin
 * with a signature over common/reserves/treasury-message.ts's text that proves control of it.
 * The message and signature are published, so anyone can check them again. Removed addresses stay
 * (with who removed them) and no longer count in new snapshots.
 */
export const treasuryAddresses = pgTable(
  'treasury_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coin: text('coin').notNull(),
    address: text('address').notNull(),
    message: text('message').notNull(),
    signature: text('signature').notNull(),
    registeredBy: uuid('registered_by')
      .notNull()
      .references(() => users.id),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    removedBy: uuid('removed_by').references(() => users.id),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    // one live registration per address
    uniqueIndex('treasury_addresses_live_key')
      .on(t.coin, t.address)
      .where(sql`${t.removedAt} is null`),
    check('treasury_addresses_removed', sql`(${t.removedAt} is null) = (${t.removedBy} is null)`),
  ],
);
