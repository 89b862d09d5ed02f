import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, numeric, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cents, createdAt, updatedAt } from './columns';
import { plans } from './plans';
import { users } from './users';
import { coinEnum } from './wallets';

export const transactionTypeEnum = pgEnum('transaction_type', ['deposit', 'withdraw', 'investment']);

export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: transactionTypeEnum('type').notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** deposit: pending|failed|successful; withdraw: same; investment: active|completed|failed|inactive */
    status: text('status').notNull(),
    /**
     * deposits and withdrawals: the coin (its symbol). Null for an investment, and for an older
     * withdrawal whose coin was never recorded (its address names the network). The API's
     * `payment_method` is written from it, and from duration_days for an investment
     * (money/presenter.ts).
     */
    coin: coinEnum('coin'),
    /**
     * @deprecated Neither read nor written by the server since migration 0021 moved it to `coin`
     * (and investments' days to duration_days): it held the legacy wire field as sent ('Bitcoin',
     * 'btc', '30'). Left only until the scripts and fixtures that still insert it stop; read
     * `coin`, and the presenter for the wire field.
     */
    paymentMethod: text('payment_method').notNull().default(''),
    /** deposits and withdrawals: the address (an investment's daily percent on the wire comes from roi_bp) */
    paymentAddress: text('payment_address').notNull().default(''),
    // Investments only: the plan's terms copied at purchase, whatever the plan becomes later.
    planId: uuid('plan_id').references(() => plans.id),
    planName: text('plan_name'),
    roiBp: integer('roi_bp'),
    durationDays: integer('duration_days'),
    /** the plan's 'Deposit Return' at purchase: the principal comes back at maturity */
    depositReturn: boolean('deposit_return'),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    /** days of profit paid so far (0..duration_days) */
    accruedDays: integer('accrued_days').notNull().default(0),
    /** when the next day's profit is due; moved on by a pause */
    nextAccrualAt: timestamp('next_accrual_at', { withTimezone: true }),
    /** set while an admin has paused the investment (status inactive) */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** deposits to a shared wallet: the transaction hash the sender gave, for staff to match; never trusted to credit */
    senderTxid: text('sender_txid'),
    /** withdrawals: the payout's transaction hash, recorded when an admin marks it paid */
    payoutReference: text('payout_reference'),
    /** withdrawals: what the server saw when it was asked for (server/modules/payouts); deposits: the watcher's flags (common/chain/coins.ts); for staff, never blocking */
    riskFlags: text('risk_flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Deposits to a derived address: the quote, and the payment's confirmations
    /** the coin amount asked for, in base units (satoshi, wei, TRC-20 units) */
    quoteUnits: numeric('quote_units', { precision: 78, scale: 0 }),
    /** USD per coin of the quote */
    quoteRate: numeric('quote_rate', { precision: 30, scale: 8 }),
    quoteExpiresAt: timestamp('quote_expires_at', { withTimezone: true }),
    /** the USD asked for; amount_cents becomes what was credited */
    quotedCents: cents('quoted_cents'),
    /** of the first payment seen; null before one is */
    confirmations: integer('confirmations'),
    requiredConfirmations: integer('required_confirmations'),
    /** deposits: when the amount was credited to the balance (null while not credited); the pass-through risk flag reads it, as later edits move updated_at */
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('transactions_amount_positive', sql`${t.amountCents} > 0`),
    check('transactions_coin_not_investment', sql`${t.coin} is null or ${t.type} <> 'investment'`),
    // Lists page by (a filter, created_at, id): with id in each index a page's ids come from the
    // index alone, already in order, and only the page's own rows are read (see listTransactions).
    index('transactions_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('transactions_type_status_created_idx').on(t.type, t.status, t.createdAt, t.id),
    index('transactions_status_created_idx').on(t.status, t.createdAt, t.id),
    index('transactions_created_idx').on(t.createdAt, t.id),
    // risk flags: other accounts withdrawing to the same address
    index('transactions_withdraw_address_idx')
      .on(t.paymentAddress)
      .where(sql`${t.type} = 'withdraw'`),
    // next_accrual_at is not indexed: the accrual moves it on every investment every day, and an
    // index on it made each of those updates write every index of the table (no HOT update).
    // The accrual walks the active investments in batches in this index's order instead: by
    // owner, so each owner's balance is updated once a run (its columns never change while an
    // investment is active, so the daily update stays HOT).
    index('transactions_active_investments_idx')
      .on(t.userId, t.id)
      .where(sql`${t.type} = 'investment' and ${t.status} = 'active'`),
    // the limit on pending deposits counts a user's pending ones on every deposit
    // (hold_deposit_place, migration 0017): a few index entries, not the user's whole history
    index('transactions_pending_deposits_idx')
      .on(t.userId)
      .where(sql`${t.type} = 'deposit' and ${t.status} = 'pending'`),
  ],
);

export type TransactionRow = typeof transactions.$inferSelect;

/**
 * How many transactions there are of each type and status, kept by triggers on `transactions`
 * in the same database transaction as the change (migration 0016), so the back-office's lists
 * filtered by type and status have an exact total without counting a million rows. Each
 * connection adds to rows of its own (`backend`, its pg_backend_pid()), so concurrent writers
 * never wait on one counter row; a periodic pass folds them into backend 0
 * (server/modules/transactions/counts.ts). A count is the sum of its rows.
 */
export const transactionCounts = pgTable(
  'transaction_counts',
  {
    type: transactionTypeEnum('type').notNull(),
    status: text('status').notNull(),
    backend: integer('backend').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.status, t.backend] })],
);
