import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cents, createdAt, updatedAt } from './columns';

export const planCategoryEnum = pgEnum('plan_category', ['crypto', 'gold', 'real_estate', 'agriculture', 'cannabidiol', 'forex', 'nft']);

export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: planCategoryEnum('category').notNull(),
    minCents: cents('min_cents').notNull(),
    maxCents: cents('max_cents').notNull(),
    /** daily return in basis points (1.5 % a day = 150) */
    roiBp: integer('roi_bp').notNull(),
    durationDays: integer('duration_days').notNull(),
    /** 'Deposit Return': the principal comes back at maturity */
    status: boolean('status').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('plans_min_le_max', sql`${t.minCents} > 0 and ${t.minCents} <= ${t.maxCents}`),
    check('plans_roi_positive', sql`${t.roiBp} > 0`),
    check('plans_duration_positive', sql`${t.durationDays} > 0`),
  ],
);

export type PlanRow = typeof plans.$inferSelect;
