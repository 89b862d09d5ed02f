import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

export const staffApprovalKindEnum = pgEnum('staff_approval_kind', ['credit', 'withdrawal_limit']);
export const staffApprovalStatusEnum = pgEnum('staff_approval_status', ['pending', 'approved', 'rejected', 'cancelled']);

/** What a credit request carries: the account and the signed amount in cents (always > 0), and why. */
export interface CreditPayload {
  account: 'balance' | 'bonus';
  amountCents: number;
  reason: string;
}
/** What a limit request carries: the new per-user daily withdrawal limit in cents (null: the default). */
export interface WithdrawalLimitPayload {
  limitCents: number | null;
}

/**
 * Money one staff member could create and then send out, waiting for a second one: a credit
 * at or above the two-person threshold (adjust, or a balance set in the user edit) and a
 * raised daily withdrawal limit. Applied once, by a different active admin, in the same
 * database transaction as the decision (the row is locked and must still be pending).
 */
export const staffApprovalRequests = pgTable(
  'staff_approval_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: staffApprovalKindEnum('kind').notNull(),
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id),
    payload: jsonb('payload').$type<CreditPayload | WithdrawalLimitPayload>().notNull(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    status: staffApprovalStatusEnum('status').notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** why it was rejected or cancelled, if given */
    decisionReason: text('decision_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_approval_requests_status_idx').on(t.status, t.createdAt),
    check('staff_approval_decided', sql`(${t.status} = 'pending') = (${t.decidedBy} is null)`),
  ],
);

export type StaffApprovalRow = typeof staffApprovalRequests.$inferSelect;
