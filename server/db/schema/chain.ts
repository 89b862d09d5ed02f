import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cents, createdAt, updatedAt } from './columns';
import { transactions } from './transactions';
import { users } from './users';

// Deposits watched on their chain. Addresses come from the operator's extended
// public keys; no private key is ever stored.

/**
 * The next derivation index per coin and xpub: allocated by one UPDATE ... RETURNING, so two
 * deposits at once never get the same index, and an index is never handed out twice (a rolled
 * back deposit leaves a gap, which wallets tolerate within their gap limit).
 */
export const derivationCounters = pgTable(
  'derivation_counters',
  {
    coin: text('coin').notNull(),
    /** the first 16 hex digits of sha256(xpub): a new xpub starts again at 0 */
    xpubId: text('xpub_id').notNull(),
    nextIndex: integer('next_index').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.coin, t.xpubId] })],
);

/** One derived address, made for one deposit. */
export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coin: text('coin').notNull(),
    xpubId: text('xpub_id').notNull(),
    derivationIndex: integer('derivation_index').notNull(),
    /** as the chain spells it (bech32 lowercase, EIP-55 checksum, TRON base58check) */
    address: text('address').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** the deposit it was made for */
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id),
    /**
     * A block height at or before the address was made, from which its network is scanned for
     * it (ether: blocks are read, not an address's history): the network's cursor at that
     * moment. Null when the network had no cursor yet (its first deposits, before the node ever
     * answered): then the watcher finds the height from the address's creation time.
     */
    watchFrom: bigint('watch_from', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('deposit_addresses_index_key').on(t.coin, t.xpubId, t.derivationIndex),
    uniqueIndex('deposit_addresses_address_key').on(t.coin, t.address),
    uniqueIndex('deposit_addresses_transaction_key').on(t.transactionId),
    index('deposit_addresses_created_idx').on(t.coin, t.createdAt),
  ],
);

/**
 * One payment seen on a chain to a derived address: an output of a bitcoin transaction, an
 * ether transfer, a TRC-20 Transfer log. Unique per (coin, txid, index), so it is credited at
 * most once whoever sees it.
 */
export const chainPayments = pgTable(
  'chain_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coin: text('coin').notNull(),
    txid: text('txid').notNull(),
    outputIndex: integer('output_index').notNull(),
    address: text('address').notNull(),
    depositAddressId: uuid('deposit_address_id')
      .notNull()
      .references(() => depositAddresses.id),
    /** base units received (satoshi, wei, TRC-20 units) */
    units: numeric('units', { precision: 78, scale: 0 }).notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }),
    blockHash: text('block_hash'),
    /** when its block was made (the chain's clock): whether it was paid before the quote expired */
    blockTime: timestamp('block_time', { withTimezone: true }),
    confirmations: integer('confirmations').notNull().default(0),
    /** seen | credited | dropped (common/chain/coins.ts) */
    status: text('status').notNull().default('seen'),
    /** the deposit record it credited */
    transactionId: uuid('transaction_id').references(() => transactions.id),
    /** USD per coin it was credited at */
    rateUsd: numeric('rate_usd', { precision: 30, scale: 8 }),
    creditedCents: cents('credited_cents'),
    flags: text('flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('chain_payments_once_key').on(t.coin, t.txid, t.outputIndex),
    index('chain_payments_open_idx')
      .on(t.coin)
      .where(sql`${t.status} = 'seen'`),
    index('chain_payments_address_idx').on(t.depositAddressId),
    index('chain_payments_seen_idx').on(t.seenAt),
    check('chain_payments_status_check', sql`${t.status} in ('seen', 'credited', 'dropped')`),
  ],
);

/** How far each network's watcher has read (a block height), kept across restarts. */
export const chainCursors = pgTable('chain_cursors', {
  network: text('network').primaryKey(),
  position: bigint('position', { mode: 'number' }).notNull(),
  updatedAt: updatedAt(),
});

/** Rates admins set per coin, used when the price source cannot be reached. */
export const fallbackRates = pgTable('fallback_rates', {
  coin: text('coin').primaryKey(),
  usdRate: numeric('usd_rate', { precision: 30, scale: 8 }).notNull(),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: updatedAt(),
});

export type DepositAddressRow = typeof depositAddresses.$inferSelect;
export type ChainPaymentRow = typeof chainPayments.$inferSelect;
