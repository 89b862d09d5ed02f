import { monthBounds, monthLabel, monthOf, STATEMENT_MSG, type Statement, type StatementLine } from '@/common/api/statements';
import { isLocale, type Locale } from '@/common/i18n/locales';
import { currentLocale } from '@/common/i18n/translate';
import { MSG } from '@/common/messages';
import type { Db } from '@/server/db/client';
import { inLocale } from '@/server/i18n/locale-context';
import { badRequest, notFound } from '@/server/lib/errors';
import { describeRow } from './describe';
import { findHolder, ledgerRowsBetween, ledgerSumsBefore } from './repository';

/**
 * One user's statement for a calendar month in UTC: the ledger sums before the month
 * (opening), every ledger row of the month in order with the running figures, and the
 * closing figures (opening + the month's rows). Read in one snapshot, so the closing figures
 * are exactly the ledger sums before the next month for a past month. Integer cents throughout.
 * Its words are in the holder's saved language (else the request's), returned beside it so
 * that the file is written in the same one.
 */
export async function buildStatement(db: Db, userId: string, month: string, now: Date): Promise<{ statement: Statement; locale: Locale }> {
  // a month that has not begun has no ledger yet: say so rather than print an empty statement
  if (month > monthOf(now)) throw badRequest(STATEMENT_MSG.monthInFuture, [{ field: 'month', message: STATEMENT_MSG.monthInFuture }]);
  const { start, end } = monthBounds(month);
  return db.transaction(
    async (tx) => {
      const found = await findHolder(tx, userId);
      if (!found) throw notFound(MSG.userNotFound);
      const { locale: saved, ...holder } = found;
      const locale = isLocale(saved) ? saved : currentLocale();
      const opening = await ledgerSumsBefore(tx, userId, start);
      const rows = await ledgerRowsBetween(tx, userId, start, end);
      let balance = opening.balance;
      let profit = opening.profit;
      return inLocale(locale, () => {
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
        const statement: Statement = {
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
        return { statement, locale };
      });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
