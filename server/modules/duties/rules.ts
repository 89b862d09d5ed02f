import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { PAYOUT_MSG } from '@/common/validation/payouts';
import { users } from '@/server/db/schema';
import { forbidden } from '@/server/lib/errors';

// Separation of duties, the parts every money desk shares: nobody acts on their own money, and
// a second person's consent counts only while that person is still active staff. The sums
// that decide when a second person is needed are per desk: withdrawals/reviews.ts (withdrawals)
// and approvals/service.ts (credits and limits).

/** The roles whose approval counts as a second staff member's. */
export const STAFF_ROLES = ['support', 'admin'] as const;

/**
 * A staff member acting on their own withdrawal, deposit, investment or balance (one promoted
 * from investor still has them): refused whatever the amount, so a second person always stands
 * between anyone and their own money.
 */
export function assertNotOwnMoney(actorId: string, ownerId: string) {
  if (actorId === ownerId) throw forbidden(PAYOUT_MSG.ownMoney);
}

/**
 * The users whose consent still counts: live (not deleted), enabled, and still staff of one of
 * `roles`. An approval by someone later deleted, disabled or demoted is void.
 */
export const isActiveStaff = (roles: readonly ('support' | 'admin')[] = STAFF_ROLES): SQL =>
  and(eq(users.status, true), isNull(users.deletedAt), inArray(users.role, [...roles]))!;

/** The start of the rolling window over which one person's approvals and payments add up. */
export const sumWindowStart = (now: Date) => new Date(now.getTime() - 24 * 60 * 60 * 1000);
