import { and, eq, exists, inArray, notInArray, sql } from 'drizzle-orm';
import type { ReviewState } from '@/common/api/payouts';
import { PAYOUT_NEXT } from '@/common/validation/payouts';
import { builtStatement, param, queryBuilder } from '@/server/db/built-statement';
import type { Queryable } from '@/server/db/client';
import { transactions, users, withdrawalReviews } from '@/server/db/schema';
import { isActiveStaff, STAFF_ROLES, sumWindowStart } from '../duties/rules';
import type { WithdrawalReview } from '../money/presenter';
import { reviewsOf } from './reviews';

// What a staff member reading a withdrawal is told: who must do what next, and which steps are
// theirs to take now. It follows the rules assertMayPay enforces (reviews.ts), read for this
// reader, so that no screen offers a step the server would refuse or one that strands the money
// (an approval nobody could follow with a payment).

/** The staff member asking. */
export interface ReviewReader {
  id: string;
  role: string;
}

/** What the state of several withdrawals is read from, loaded once per answer (loadReviewFacts). */
interface ReviewFacts {
  reader: ReviewReader;
  thresholdCents: number;
  /** up to three active admins: enough to know whether one exists outside any two people */
  adminIds: string[];
  /** per user: what the reader approved or paid of their withdrawals in the last 24 hours (any withdrawal) */
  readerSums: Map<string, number>;
}

/** What the state of one withdrawal needs of it. */
interface ReviewedWithdrawal {
  userId: string;
  status: string;
  amountCents: number;
  review?: WithdrawalReview;
}

/** Active admins who could pay a withdrawal: not its owner, not whoever is excluded (its approver). */
const payersBesides = (facts: ReviewFacts, ownerId: string, excluded: string) =>
  facts.adminIds.filter((id) => id !== ownerId && id !== excluded).length;

/** The pending withdrawal's state for the reader; see the rules in reviews.ts assertMayPay. */
function reviewStateOf(t: ReviewedWithdrawal, facts: ReviewFacts): ReviewState {
  const none = { may_approve: false, may_withdraw_approval: false, may_mark_paid: false, may_reject: false };
  if (t.status === 'successful') return { next_step: PAYOUT_NEXT.paid, ...none };
  if (t.status !== 'pending') return { next_step: PAYOUT_NEXT.closed(t.status), ...none };
  const { reader, thresholdCents } = facts;
  if (reader.id === t.userId) return { next_step: PAYOUT_NEXT.ownMoney, ...none };
  const isAdmin = reader.role === 'admin';
  const isStaff = (STAFF_ROLES as readonly string[]).includes(reader.role);
  const approval = t.review?.approved;
  const mine = approval?.actorId === reader.id;
  const state = { ...none, may_reject: isAdmin, may_withdraw_approval: mine };

  if (approval) {
    const counts = approval.actorActive && approval.actorId !== t.userId;
    const othersCanPay = payersBesides(facts, t.userId, approval.actorId) > 0;
    if (mine) return { ...state, next_step: othersCanPay ? PAYOUT_NEXT.youApproved : PAYOUT_NEXT.youApprovedStranded };
    if (counts) {
      if (isAdmin) return { ...state, may_mark_paid: true, next_step: PAYOUT_NEXT.approvedYouPay(approval.actorName) };
      return {
        ...state,
        next_step: othersCanPay ? PAYOUT_NEXT.approvedAdminPays(approval.actorName) : PAYOUT_NEXT.approvedStranded(approval.actorName),
      };
    }
    // an approval by someone no longer active staff counts for nothing: read on as if there were
    // none (approving again replaces it)
  }
  const live = approval?.actorActive === true;

  // the reader's approvals and payments of this user's withdrawals in the window (not this one:
  // a reader who approved it was answered above)
  const soleSum = facts.readerSums.get(t.userId) ?? 0;
  const big = t.amountCents >= thresholdCents;
  const mayPayAlone = isAdmin && !live && !big && soleSum + t.amountCents < thresholdCents;
  // approving is offered to staff only where it helps: not to an admin who may pay it alone, and
  // never where no admin other than the approver (and the owner) could then pay it
  const mayApprove = isStaff && !live && !mayPayAlone && payersBesides(facts, t.userId, reader.id) > 0;
  const out = { ...state, may_mark_paid: mayPayAlone, may_approve: mayApprove };
  if (mayPayAlone) return { ...out, next_step: PAYOUT_NEXT.payAlone(thresholdCents) };
  if (!big) {
    return { ...out, next_step: isAdmin ? PAYOUT_NEXT.soleSumReached(thresholdCents) : PAYOUT_NEXT.adminPaysAlone(thresholdCents) };
  }
  // the only admin who could pay it must not approve it: a support member approves, they pay
  const onlyPayer = isAdmin && !mayApprove && payersBesides(facts, t.userId, '') > 0;
  return { ...out, next_step: onlyPayer ? PAYOUT_NEXT.needsSupportApproval(thresholdCents) : PAYOUT_NEXT.needsApproval(thresholdCents) };
}

/** Up to `limit` active admins, other than `except`: who could mark a withdrawal paid. */
export async function activeAdminIds(db: Queryable, limit = 3, except: string[] = []): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isActiveStaff(['admin']), except.length ? notInArray(users.id, except) : undefined))
    .limit(limit);
  return rows.map((r) => r.id);
}

// Written once (builtStatement): every back-office list of withdrawals reads these, and building
// them with drizzle on each request cost more than running them.
const firstActiveAdmins = builtStatement(
  'payout_first_active_admins',
  queryBuilder
    .select({ id: users.id })
    .from(users)
    .where(isActiveStaff(['admin']))
    .limit(3),
);

/** What the reader approved or paid, per owner, of the owners' withdrawals since the window's start. */
const readerSumsOf = builtStatement(
  'payout_reader_sums',
  queryBuilder
    .select({ userId: transactions.userId, cents: sql<string>`sum(${transactions.amountCents})` })
    .from(transactions)
    .where(
      and(
        sql`${transactions.userId} = any(${param('userIds', 'uuid[]')})`,
        exists(
          queryBuilder
            .select({ one: sql`1` })
            .from(withdrawalReviews)
            .where(
              and(
                eq(withdrawalReviews.transactionId, transactions.id),
                sql`${withdrawalReviews.actorId} = ${param('readerId', 'uuid')}`,
                inArray(withdrawalReviews.step, ['approved', 'paid']),
                sql`${withdrawalReviews.createdAt} >= ${param('since', 'timestamptz')}`,
              ),
            ),
        ),
      ),
    )
    .groupBy(transactions.userId),
);

/**
 * The facts the state of these withdrawals is read from: the active admins, and what the reader
 * approved or paid of each owner's withdrawals in the last 24 hours (the two-person rule's sum).
 */
async function loadReviewFacts(
  db: Queryable,
  reader: ReviewReader,
  rows: { userId: string }[],
  thresholdCents: number,
  now: Date,
): Promise<ReviewFacts> {
  const since = sumWindowStart(now);
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const readerSums = new Map<string, number>();
  if (reader.role === 'admin' && userIds.length) {
    const sums = await readerSumsOf(db, { userIds, readerId: reader.id, since: since.toISOString() });
    for (const s of sums) readerSums.set(s.userId, Number(s.cents));
  }
  const adminIds = rows.length ? (await firstActiveAdmins(db, {})).map((r) => r.id) : [];
  return { reader, thresholdCents, adminIds, readerSums };
}

/**
 * The rows, each withdrawal among them with its steps and its state for the reader (the staff
 * views of transactions). The rows are the caller's fresh page: the steps are added to them,
 * not copied with them (see listTransactions).
 */
export async function withReviews<T extends ReviewedWithdrawal & { id: string; type: string }>(
  db: Queryable,
  rows: T[],
  reader: ReviewReader,
  thresholdCents: number,
  now: Date,
): Promise<(T & { reviewState?: ReviewState })[]> {
  const withdrawals: (T & { reviewState?: ReviewState })[] = rows.filter((r) => r.type === 'withdraw');
  if (!withdrawals.length) return rows;
  const reviews = await reviewsOf(
    db,
    withdrawals.map((r) => r.id),
  );
  for (const r of withdrawals) r.review = reviews.get(r.id);
  const pending = withdrawals.filter((r) => r.status === 'pending');
  const facts = await loadReviewFacts(db, reader, pending, thresholdCents, now);
  for (const r of withdrawals) r.reviewState = reviewStateOf(r, facts);
  return rows;
}
