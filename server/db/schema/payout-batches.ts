import { bigint, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { transactions } from './transactions';
import { users } from './users';

export const payoutBatchStateEnum = pgEnum('payout_batch_state', ['built', 'broadcast', 'paid', 'cancelled']);

/**
 * A bitcoin payout batch: one unsigned PSBT (BIP-174) paying several approved withdrawals from the
 * operator's own outputs, which the operator signs in their wallet. Its txid is known before it is
 * signed (SegWit), so the watcher recognises it however it is broadcast and marks the withdrawals
 * it pays paid, on behalf of the admin who built it.
 */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coin: text('coin').notNull(),
    state: payoutBatchStateEnum('state').notNull().default('built'),
    txid: text('txid').notNull(),
    /** the unsigned PSBT, base64 */
    psbt: text('psbt').notNull(),
    feeRateSatVb: integer('fee_rate_sat_vb').notNull(),
    feeSats: bigint('fee_sats', { mode: 'number' }).notNull(),
    /** change to m/84'/0'/0'/1/change_index; null when the batch has no change */
    changeIndex: integer('change_index'),
    changeAddress: text('change_address'),
    changeSats: bigint('change_sats', { mode: 'number' }).notNull().default(0),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    broadcastAt: timestamp('broadcast_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payout_batches_txid_key').on(t.txid)],
);

/** A withdrawal a batch pays, and the satoshi its output sends. */
export const payoutBatchItems = pgTable(
  'payout_batch_items',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => payoutBatches.id),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id),
    address: text('address').notNull(),
    sats: bigint('sats', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.transactionId] })],
);

/** An output of the operator's that a batch spends: reserved while the batch is built, so no other batch takes it. */
export const payoutBatchInputs = pgTable(
  'payout_batch_inputs',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => payoutBatches.id),
    txid: text('txid').notNull(),
    vout: integer('vout').notNull(),
    address: text('address').notNull(),
    sats: bigint('sats', { mode: 'number' }).notNull(),
    /** m/84'/0'/0'/<chain>/<index> below the account key */
    chain: integer('chain').notNull(),
    derivationIndex: integer('derivation_index').notNull(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.txid, t.vout] })],
);
