import { and, asc, eq, exists, getTableColumns, gte, inArray, ne, notExists, sql } from 'drizzle-orm';
import { builtStatement, queryBuilder } from '@/server/db/built-statement';
import { PAYOUT_MSG } from '@/common/validation/payouts';
import type { Queryable } from '@/server/db/client';
import { transactions, users, withdrawalReviews } from '@/server/db/schema';
import { forbidden } from '@/server/lib/errors';
import { assertNotOwnMoney, isActiveStaff, sumWindowStart } from '../duties/rules';
import { assertOwnerNotLocked } from './checks';
import type { ReviewStep, WithdrawalReview } from '../money/presenter';

// The payout desk's record beside a withdrawal's status: one row per step (approved, paid,
// rejected) and withdrawal. Written in the same database transaction as the step itself,
// after the withdrawal's row is locked, so two staff racing end with one row and one outcome.

/** Payout rules from the configuration (DUAL_APPROVAL_USD, DAILY_WITHDRAWAL_LIMIT_USD), in cents. */
export interface PayoutRules {
  dualApprovalCents: number;
  dailyWithdrawalLimitCents: number;
  /** SECURITY_CHANGE_HOLD: withdrawals wait this long after a security change */
  securityChangeHoldMs: number;
}

/** The steps of some withdrawals (placeholder `ids`, one array), with who took each, oldest first; written once (see builtStatement). */
const reviewsOfIds = builtStatement(
  'withdrawal_reviews_of',
  queryBuilder
    .select({ ...getTableColumns(withdrawalReviews), actorName: users.name, actorActive: sql<boolean>`${isActiveStaff()}` })
    .from(withdrawalReviews)
    .innerJoin(users, eq(users.id, withdrawalReviews.actorId))
    .where(sql`${withdrawalReviews.transactionId} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(asc(withdrawalReviews.createdAt)),
);

/** The steps of these withdrawals, by transaction id (withdrawals with none are absent). */
export async function reviewsOf(db: Queryable, transactionIds: string[]): Promise<Map<string, WithdrawalReview>> {
  const out = new Map<string, WithdrawalReview>();
  if (!transactionIds.length) return out;
  const rows = await reviewsOfIds(db, { ids: transactionIds });
  for (const { actorName, actorActive, ...r } of rows) {
    const review = out.get(r.transactionId) ?? {};
    review[r.step] = {
      actorId: r.actorId,
      actorName,
      at: r.createdAt,
      reference: r.reference,
      reason: r.reason,
      rateUsd: r.rateUsd,
      actorActive,
    };
    out.set(r.transactionId, review);
  }
  return out;
}

/** Records a step; false when the withdrawal already has one of that kind (the unique row decides). */
export async function recordStep(
  tx: Queryable,
  step: {
    transactionId: string;
    step: ReviewStep;
    actorId: string;
    at: Date;
    reference?: string;
    reason?: string;
    rateUsd?: string | null;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(withdrawalReviews)
    .values({
      transactionId: step.transactionId,
      step: step.step,
      actorId: step.actorId,
      reference: step.reference ?? null,
      reason: step.reason ?? null,
      rateUsd: step.rateUsd ?? null,
      createdAt: step.at,
    })
    .onConflictDoNothing()
    .returning({ id: withdrawalReviews.id });
  return inserted.length > 0;
}

/** Forgets steps of a withdrawal (all of them when `steps` is not given): a new cycle begins. */
export async function clearSteps(tx: Queryable, transactionId: string, steps?: ReviewStep[]): Promise<void> {
  await tx
    .delete(withdrawalReviews)
    .where(and(eq(withdrawalReviews.transactionId, transactionId), steps ? inArray(withdrawalReviews.step, steps) : undefined));
}

/**
 * Removes an approval whose author is no longer active staff (deleted, disabled or demoted): it
 * counts for nothing, and left in place it would keep anyone else from approving, stranding the
 * money. Called with the withdrawal's row locked, before a new approval is recorded.
 */
export async function clearVoidApproval(tx: Queryable, transactionId: string): Promise<boolean> {
  const removed = await tx
    .delete(withdrawalReviews)
    .where(
      and(
        eq(withdrawalReviews.transactionId, transactionId),
        eq(withdrawalReviews.step, 'approved'),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(users)
            .where(and(eq(users.id, withdrawalReviews.actorId), isActiveStaff())),
        ),
      ),
    )
    .returning({ actorId: withdrawalReviews.actorId });
  return removed.length > 0;
}

/** What the two-person rule reads of the withdrawal being paid (its locked row). */
export interface PaidWithdrawal {
  id: string;
  userId: string;
  status: string;
}

/**
 * The approval that counts for paying this withdrawal: given while it is pending (a rejection
 * ends it), not by its owner, and by someone who is still active staff. Also says who gave the
 * stored approval, whether it counts or not (its author can never pay it).
 */
async function approvalOf(tx: Queryable, t: PaidWithdrawal) {
  const [row] = await tx
    .select({ actorId: withdrawalReviews.actorId, active: sql<boolean>`${isActiveStaff()}` })
    .from(withdrawalReviews)
    .innerJoin(users, eq(users.id, withdrawalReviews.actorId))
    .where(and(eq(withdrawalReviews.transactionId, t.id), eq(withdrawalReviews.step, 'approved')));
  if (!row) return { author: undefined, counts: false };
  return { author: row.actorId, counts: row.active && row.actorId !== t.userId && t.status === 'pending' };
}

/**
 * What one staff member approved or paid of this user's withdrawals since `since` (the other
 * withdrawals: the one at hand is added by the caller): the sum the two-person rule holds on.
 */
async function soleActorSum(tx: Queryable, actorId: string, userId: string, exceptId: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<string>`coalesce(sum(${transactions.amountCents}), 0)` })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        ne(transactions.id, exceptId),
        exists(
          tx
            .select({ one: sql`1` })
            .from(withdrawalReviews)
            .where(
              and(
                eq(withdrawalReviews.transactionId, transactions.id),
                eq(withdrawalReviews.actorId, actorId),
                inArray(withdrawalReviews.step, ['approved', 'paid']),
                gte(withdrawalReviews.createdAt, since),
              ),
            ),
        ),
      ),
    );
  return Number(row?.cents ?? 0);
}

/**
 * The two-person rule, the one place it lives; checked by whoever marks a withdrawal paid (one
 * by one, in the bulk upload, or straight from failed) with its row locked:
 * - nobody pays their own withdrawal, and whoever approved it can never pay it too;
 * - an approval counts only if another person gave it while the withdrawal was pending and is
 *   still active staff (deleted, disabled or demoted: void);
 * - without one, a single person may pay only while this amount plus what they approved or paid
 *   of the same user's withdrawals in the last 24 hours stays below the threshold: splitting a
 *   sum into small withdrawals does not get past it.
 */
export async function assertMayPay(tx: Queryable, actorId: string, t: PaidWithdrawal, amountCents: number, rules: PayoutRules, now: Date) {
  assertNotOwnMoney(actorId, t.userId);
  // nothing is paid out of an account its owner has locked (it may be rejected: the money goes back)
  await assertOwnerNotLocked(tx, t.userId);
  const approval = await approvalOf(tx, t);
  if (approval.author === actorId) throw forbidden(PAYOUT_MSG.ownApproval);
  if (approval.counts) return;
  if (amountCents >= rules.dualApprovalCents) throw forbidden(PAYOUT_MSG.approvalRequired(rules.dualApprovalCents));
  // the owner's row, locked: two payments of one user's withdrawals at once are summed one after the other
  await tx.select({ id: users.id }).from(users).where(eq(users.id, t.userId)).for('update');
  const before = await soleActorSum(tx, actorId, t.userId, t.id, sumWindowStart(now));
  if (before + amountCents >= rules.dualApprovalCents) throw forbidden(PAYOUT_MSG.soleSumReached(rules.dualApprovalCents));
}
