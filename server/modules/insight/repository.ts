import { sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';

/** What one UTC day changed, in cents: the two ledger accounts and the principal running. */
export interface DayDelta {
  day: string;
  balance: number;
  profit: number;
  invested: number;
}

interface LedgerDayRow {
  day: string;
  balance: string;
  bonus: string;
}

interface InvestmentSpanRow {
  amount: string;
  started: string;
  ended: string | null;
}

const utcDay = (column: ReturnType<typeof sql>) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The user's ledger, summed per UTC day and account (signed cents). */
async function ledgerByDay(db: Queryable, userId: string): Promise<LedgerDayRow[]> {
  const result = await db.execute(sql`
    select ${utcDay(sql`created_at`)} as day,
           coalesce(sum(amount_cents) filter (where account = 'balance'), 0)::bigint::text as balance,
           coalesce(sum(amount_cents) filter (where account = 'bonus'), 0)::bigint::text as bonus
    from ledger_entries where user_id = ${userId}::uuid
    group by 1 order by 1`);
  return rowsOf<LedgerDayRow>(result);
}

/**
 * Each investment's principal and the UTC days it started and stopped running. Both ends are
 * read from the ledger, so they fall on the same days as the balance moves they cause: it
 * starts with its 'investment' debit and stops at its first settlement row (principal back,
 * refund, or profit moved at maturity). A plan without deposit return that settles with no
 * profit writes no row; its settlement time is then the row's last update.
 */
async function investmentSpans(db: Queryable, userId: string): Promise<InvestmentSpanRow[]> {
  const result = await db.execute(sql`
    select t.amount_cents::bigint::text as amount,
           ${utcDay(sql`s.at`)} as started,
           ${utcDay(sql`coalesce(e.at, case when t.status in ('completed', 'failed') then t.updated_at end)`)} as ended
    from transactions t
    cross join lateral (
      select min(l.created_at) as at from ledger_entries l where l.transaction_id = t.id and l.kind = 'investment'
    ) s
    cross join lateral (
      select min(l.created_at) as at from ledger_entries l
      where l.transaction_id = t.id and l.kind in ('maturity_principal', 'investment_refund', 'maturity_profit')
    ) e
    where t.user_id = ${userId}::uuid and t.type = 'investment' and s.at is not null`);
  return rowsOf<InvestmentSpanRow>(result);
}

/** Every day on which the user's balance, profit or running principal changed, oldest first. */
export async function dailyDeltas(db: Queryable, userId: string): Promise<DayDelta[]> {
  const byDay = new Map<string, DayDelta>();
  const at = (day: string) => {
    let d = byDay.get(day);
    if (!d) byDay.set(day, (d = { day, balance: 0, profit: 0, invested: 0 }));
    return d;
  };
  for (const r of await ledgerByDay(db, userId)) {
    at(r.day).balance += Number(r.balance);
    at(r.day).profit += Number(r.bonus);
  }
  for (const s of await investmentSpans(db, userId)) {
    at(s.started).invested += Number(s.amount);
    if (s.ended) at(s.ended).invested -= Number(s.amount);
  }
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}
