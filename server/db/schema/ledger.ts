import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LEDGER_KINDS } from '@/common/transactions';
import { cents, createdAt } from './columns';
import { transactions } from './transactions';
import { users } from './users';

export const ledgerAccountEnum = pgEnum('ledger_account', ['balance', 'bonus']);
export const ledgerKindEnum = pgEnum('ledger_kind', LEDGER_KINDS);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    account: ledgerAccountEnum('account').notNull(),
    /** signed: credit > 0, debit < 0 */
    amountCents: cents('amount_cents').notNull(),
    kind: ledgerKindEnum('kind').notNull(),
    transactionId: uuid('transaction_id').references(() => transactions.id),
    /** the admin who caused it, if any */
    actorId: uuid('actor_id').references(() => users.id),
    reason: text('reason'),
    /** for accruals: the day of the investment it pays (one per investment and day) */
    accrualDay: integer('accrual_day'),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_amount_nonzero', sql`${t.amountCents} <> 0`),
    index('ledger_user_created_idx').on(t.userId, t.createdAt),
    index('ledger_transaction_idx').on(t.transactionId),
    uniqueIndex('ledger_accrual_once_key')
      .on(t.transactionId, t.accrualDay)
      .where(sql`${t.kind} = 'accrual'`),
  ],
);

export type LedgerRow = typeof ledgerEntries.$inferSelect;
