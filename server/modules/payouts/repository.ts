import { and, asc, count, eq, exists, gte, ilike, inArray, lt, min, not, or, sql, type SQL } from 'drizzle-orm';
import type { PayoutListFilter } from '@/common/api/payouts';
import type { CoinSymbol } from '@/common/coins';
import type { Queryable } from '@/server/db/client';
import { transactions, users, withdrawalReviews } from '@/server/db/schema';
import type { ListQuery } from '@/server/lib/list-query';
import { countUpTo, paginate } from '@/server/lib/paginate';
import { likePattern } from '@/server/lib/like-pattern';
import type { TransactionView } from '../money/presenter';
import { orderWithTieBreak } from '@/server/lib/list-order';

const pending = and(eq(transactions.type, 'withdraw'), eq(transactions.status, 'pending'));

const approvedRow = (db: Queryable) =>
  db
    .select({ one: sql`1` })
    .from(withdrawalReviews)
    .where(and(eq(withdrawalReviews.transactionId, transactions.id), eq(withdrawalReviews.step, 'approved')));

const sortColumns = {
  id: transactions.createdAt,
  _id: transactions.createdAt,
  createdAt: transactions.createdAt,
  amount: transactions.amountCents,
  payment_method: transactions.coin,
} as const;

/** The queue: pending withdrawals with their owners, oldest first unless sorted (the caller adds their steps). */
export async function listQueue(db: Queryable, q: ListQuery<PayoutListFilter>): Promise<{ rows: TransactionView[]; total: number }> {
  const f = q.filter;
  const c: (SQL | undefined)[] = [pending];
  if (f.coin) c.push(eq(transactions.coin, f.coin));
  if (f.id) c.push(f.id.length ? inArray(transactions.id, f.id) : sql`false`);
  if (f.approved !== undefined) c.push(f.approved ? exists(approvedRow(db)) : not(exists(approvedRow(db))));
  if (f.flagged !== undefined) {
    const flagged = sql`cardinality(${transactions.riskFlags}) > 0`;
    c.push(f.flagged ? flagged : not(flagged));
  }
  if (f.q) {
    const p = likePattern(f.q);
    c.push(or(ilike(users.name, p), ilike(users.email, p), ilike(transactions.paymentAddress, p)));
  }
  const condition = and(...c);
  const order = q.sort
    ? orderWithTieBreak(sortColumns[q.sort.field as keyof typeof sortColumns], transactions.id, q.sort.order)
    : [asc(transactions.createdAt), asc(transactions.id)];
  const base = db
    .select({ t: transactions, userName: users.name, userEmail: users.email })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .where(condition)
    .orderBy(...order);
  const { rows, total } = await paginate(
    q.range,
    (limit, offset) => base.limit(limit).offset(offset),
    countUpTo(db, () =>
      db.select({ id: transactions.id }).from(transactions).innerJoin(users, eq(users.id, transactions.userId)).where(condition),
    ),
    q.countCap,
  );
  return { rows: rows.map(({ t, userName, userEmail }) => ({ ...t, userName, userEmail })), total };
}

/**
 * A pending withdrawal that can be paid: approved, or under the two-person threshold (one admin
 * may pay it alone, within their 24-hour sum). The others wait for another staff member's approval.
 */
const readyToPay = (db: Queryable, thresholdCents: number) => or(exists(approvedRow(db)), lt(transactions.amountCents, thresholdCents));

/**
 * Pending withdrawals per coin: how many and how much, split into those that can be paid and
 * those waiting for an approval (each counted once), and the oldest.
 */
export async function pendingByCoin(db: Queryable, thresholdCents: number) {
  const waiting = and(not(exists(approvedRow(db))), gte(transactions.amountCents, thresholdCents));
  return db
    .select({
      coin: transactions.coin,
      count: count(),
      totalCents: sql<string>`sum(${transactions.amountCents})`,
      waitingCount: sql<string>`count(*) filter (where ${waiting})`,
      waitingCents: sql<string>`coalesce(sum(${transactions.amountCents}) filter (where ${waiting}), 0)`,
      oldestAt: min(transactions.createdAt),
    })
    .from(transactions)
    .where(pending)
    .groupBy(transactions.coin)
    .orderBy(asc(transactions.coin));
}

/** The payout run of one coin: its pending withdrawals that can be paid, oldest first. */
export function readyPending(db: Queryable, coin: CoinSymbol, thresholdCents: number) {
  return db
    .select({
      id: transactions.id,
      coin: transactions.coin,
      address: transactions.paymentAddress,
      amountCents: transactions.amountCents,
      name: users.name,
      email: users.email,
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .where(and(pending, eq(transactions.coin, coin), readyToPay(db, thresholdCents)))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
}
