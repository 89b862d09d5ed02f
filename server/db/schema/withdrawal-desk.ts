import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
