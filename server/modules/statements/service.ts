import { monthBounds, monthLabel, monthOf, STATEMENT_MSG, type Statement, type StatementLine } from '@/common/api/statements';
import { MSG } from '@/common/messages';
import type { Db } from '@/server/db/client';
import { badRequest, notFound } from '@/server/lib/errors';
import { describeRow } from './describe';
import { findHolder, ledgerRowsBetween, ledgerSumsBefore } from './repository';

/**
 * One user's statement for a calendar month in UTC: the ledger sums before the month
 * (opening), every ledger row of the month in order with the running figures, and the
 * closing figures (opening + the month's rows). Read in one snapshot, so the closing figures
 * are exactly the ledger sums before the next month for a past month. Integer cents throughout.
 */
export async function buildStatement(db: Db, userId: string, month: string, now: Date): Promise<Statement> {
  // a month that has not begun has no ledger yet: say so rather than print an empty statement
  if (month > monthOf(now)) throw badRequest(STATEMENT_MSG.monthInFuture, [{ field: 'month', message: STATEMENT_MSG.monthInFuture }]);
  const { start, end } = monthBounds(month);
  return db.transaction(
    async (tx) => {
      const holder = await findHolder(tx, userId);
      if (!holder) throw notFound(MSG.userNotFound);
      const opening = await ledgerSumsBefore(tx, userId, start);
      const rows = await ledgerRowsBetween(tx, userId, start, end);
      let balance = opening.balance;
      let profit = opening.profit;
      const lines = rows.map((row): StatementLine => {
        if (row.account === 'balance') balance += row.amountCents;
        else profit += row.amountCents;
        return {
          ledger_id: String(row.id),
          at: row.createdAt.toISOString(),
          kind: row.kind,
          ...describeRow(row),
          account: row.account,
          amount_cents: row.amountCents,
          balance_cents: balance,
          profit_cents: profit,
        };
      });
      return {
        user: holder,
        period: {
          month,
          label: monthLabel(month),
          from: start.toISOString(),
          to: end.toISOString(),
          as_of: (now < end ? now : end).toISOString(),
        },
        opening: { balance_cents: opening.balance, profit_cents: opening.profit },
        lines,
        closing: { balance_cents: balance, profit_cents: profit },
        generated_at: now.toISOString(),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
