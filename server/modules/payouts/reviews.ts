import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { builtStatement, queryBuilder } from '@/server/db/built-statement';
import { PAYOUT_MSG } from '@/common/validation/payouts';
import type { Queryable } from '@/server/db/client';
import { users, withdrawalReviews } from '@/server/db/schema';
import { forbidden } from '@/server/lib/errors';

// The payout desk's record beside a withdrawal's status: one row per step (approved, paid,
// rejected) and withdrawal. Written in the same database transaction as the step itself,
// after the withdrawal's row is locked, so two staff racing end with one row and one outcome.

export type ReviewStep = 'approved' | 'paid' | 'rejected';

/** One step as the staff screens show it. */
export interface ReviewEntry {
  actorId: string;
  actorName: string;
  at: Date;
  reference: string | null;
  reason: string | null;
}
export type WithdrawalReview = Partial<Record<ReviewStep, ReviewEntry>>;

/** Payout rules from the configuration (DUAL_APPROVAL_USD, DAILY_WITHDRAWAL_LIMIT_USD), in cents. */
export interface PayoutRules {
  dualApprovalCents: number;
  dailyWithdrawalLimitCents: number;
}

/** The steps of some withdrawals (placeholder `ids`, one array), with who took each, oldest first; written once (see builtStatement). */
const reviewsOfIds = builtStatement(
  'withdrawal_reviews_of',
  queryBuilder
    .select({ ...getTableColumns(withdrawalReviews), actorName: users.name })
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
  for (const { actorName, ...r } of rows) {
    const review = out.get(r.transactionId) ?? {};
    review[r.step] = { actorId: r.actorId, actorName, at: r.createdAt, reference: r.reference, reason: r.reason };
    out.set(r.transactionId, review);
  }
  return out;
}

/** Records a step; false when the withdrawal already has one of that kind (the unique row decides). */
export async function recordStep(
  tx: Queryable,
  step: { transactionId: string; step: ReviewStep; actorId: string; at: Date; reference?: string; reason?: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(withdrawalReviews)
    .values({
      transactionId: step.transactionId,
      step: step.step,
      actorId: step.actorId,
      reference: step.reference ?? null,
      reason: step.reason ?? null,
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
 * The two-person rule, checked by the admin marking a withdrawal paid, with its row locked:
 * at or above the threshold another staff member must have approved it; whatever the
 * amount, whoever approved it can never pay it too.
 */
export async function assertMayPay(tx: Queryable, actorId: string, transactionId: string, amountCents: number, rules: PayoutRules) {
  const [approval] = await tx
    .select({ actorId: withdrawalReviews.actorId })
    .from(withdrawalReviews)
    .where(and(eq(withdrawalReviews.transactionId, transactionId), eq(withdrawalReviews.step, 'approved')));
  if (approval?.actorId === actorId) throw forbidden(PAYOUT_MSG.ownApproval);
  if (!approval && amountCents >= rules.dualApprovalCents) throw forbidden(PAYOUT_MSG.approvalRequired(rules.dualApprovalCents));
}

/**
 * The rows, each withdrawal among them with its steps (the staff views of transactions). The
 * rows are the caller's fresh page: the steps are added to them, not copied with them (see
 * listTransactions).
 */
export async function withReviews<T extends { id: string; type: string }>(
  db: Queryable,
  rows: T[],
): Promise<(T & { review?: WithdrawalReview })[]> {
  const withdrawals: (T & { review?: WithdrawalReview })[] = rows.filter((r) => r.type === 'withdraw');
  if (!withdrawals.length) return rows;
  const reviews = await reviewsOf(
    db,
    withdrawals.map((r) => r.id),
  );
  for (const r of withdrawals) r.review = reviews.get(r.id);
  return rows;
}
