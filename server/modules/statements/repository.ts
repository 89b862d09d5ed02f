import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { ledgerEntries, transactions, users } from '@/server/db/schema';

/** The statement's holder, deleted or not: a closed account's money was still theirs. Their saved language writes it. */
export async function findHolder(db: Queryable, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The user's balance and profit from every ledger row dated before `before`, in cents. */
export async function ledgerSumsBefore(db: Queryable, userId: string, before: Date): Promise<{ balance: number; profit: number }> {
  const [row] = await db
    .select({
      // bigint sums come back as text: read them as whole numbers of cents
      balance: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} = 'balance'), 0)`,
      profit: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} = 'bonus'), 0)`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), lt(ledgerEntries.createdAt, before)));
  return { balance: Number(row.balance), profit: Number(row.profit) };
}

/**
 * The user's ledger rows dated in [from, to), in the order they were written, each with what
 * it refers to: the transaction's type, coin (deposits and withdrawals) and plan name.
 */
export function ledgerRowsBetween(db: Queryable, userId: string, from: Date, to: Date) {
  return db
    .select({
      id: ledgerEntries.id,
      createdAt: ledgerEntries.createdAt,
      account: ledgerEntries.account,
      amountCents: ledgerEntries.amountCents,
      kind: ledgerEntries.kind,
      reason: ledgerEntries.reason,
      accrualDay: ledgerEntries.accrualDay,
      transactionType: transactions.type,
      coin: transactions.coin,
      planName: transactions.planName,
    })
    .from(ledgerEntries)
    .leftJoin(transactions, eq(transactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerEntries.userId, userId), gte(ledgerEntries.createdAt, from), lt(ledgerEntries.createdAt, to)))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}

export type StatementRow = Awaited<ReturnType<typeof ledgerRowsBetween>>[number];
