import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { cents, updatedAt } from './columns';
import { users } from './users';

/**
 * What the operator records as held per coin, in US cents, for the liabilities report: entered by
 * admins from their own wallets and accounts, compared with what the platform owes.
 */
export const holdings = pgTable('holdings', {
  coin: text('coin').primaryKey(),
  amountCents: cents('amount_cents').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: updatedAt(),
});
