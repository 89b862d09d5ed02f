import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { transactions } from './transactions';
import { users } from './users';

export const withdrawalStepEnum = pgEnum('withdrawal_step', ['approved', 'paid', 'rejected']);

/**
 * The payout desk's record beside a withdrawal's status (pending/successful/failed stay the
 * visible ones): who approved it, who paid it (with the reference) or rejected it (with the
 * reason), and when. One row per step and withdrawal, so two staff racing to approve or to pay
 * end with one row each.
 */
export const withdrawalReviews = pgTable(
  'withdrawal_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id),
    step: withdrawalStepEnum('step').notNull(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    /** paid: the payout reference (transaction hash) */
    reference: text('reference'),
    /** rejected: why, as told to the investor */
    reason: text('reason'),
    /**
     * approved: the coin's rate (USD per coin) when it was approved, if there was one; the coin
     * amount the payout must send is fixed at it (the payout run's file and the on-chain check)
     */
    rateUsd: numeric('rate_usd', { precision: 30, scale: 8 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('withdrawal_reviews_one_per_step_key').on(t.transactionId, t.step)],
);

/** An investor's address book for withdrawals, per coin; with the allow-list on, the only destinations. */
export const withdrawalAddresses = pgTable(
  'withdrawal_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    coin: text('coin').notNull(),
    address: text('address').notNull(),
    label: text('label').notNull(),
    /** with the allow-list on, withdrawals to it wait until then (NEW_ADDRESS_HOLD after adding) */
    usableFrom: timestamp('usable_from', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdrawal_addresses_live_key')
      .on(t.userId, t.coin, t.address)
      .where(sql`${t.deletedAt} is null`),
    index('withdrawal_addresses_address_idx').on(t.coin, t.address),
  ],
);

export const payoutCheckStateEnum = pgEnum('payout_check_state', ['confirming', 'confirmed', 'unverified', 'vanished']);

/**
 * What the chain showed of a paid withdrawal's payout transaction: checked when it was marked paid
 * (it must pay the withdrawal's address at least the coin amount due), then followed to the coin's
 * confirmations. 'unverified': the coin had no node to check it on (marked paid by hand);
 * 'vanished': the node no longer has the transaction (dropped or reorganised away) — staff look.
 */
export const payoutChecks = pgTable(
  'payout_checks',
  {
    transactionId: uuid('transaction_id')
      .primaryKey()
      .references(() => transactions.id),
    coin: text('coin'),
    address: text('address').notNull(),
    txid: text('txid').notNull(),
    state: payoutCheckStateEnum('state').notNull(),
    /** base units due (at the approval's rate, else the rate when it was paid); null when unverified */
    unitsDue: numeric('units_due', { precision: 40, scale: 0 }),
    /** the rate the amount due was worked out at */
    rateUsd: numeric('rate_usd', { precision: 30, scale: 8 }),
    /** base units the transaction pays the address (what counts for this withdrawal) */
    unitsPaid: numeric('units_paid', { precision: 40, scale: 0 }),
    blockNumber: bigint('block_number', { mode: 'number' }),
    confirmations: integer('confirmations').notNull().default(0),
    requiredConfirmations: integer('required_confirmations').notNull().default(0),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('payout_checks_following_idx')
      .on(t.state)
      .where(sql`${t.state} = 'confirming'`),
    index('payout_checks_txid_idx').on(t.coin, t.txid),
    check('payout_checks_confirmed_at', sql`(${t.state} = 'confirmed') = (${t.confirmedAt} is not null)`),
  ],
);
