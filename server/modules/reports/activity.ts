import { sql } from 'drizzle-orm';
import type { ActivityPeriod, ActivityReport } from '@/common/api/reports';
import { fromCents } from '@/common/money';
import type { Queryable } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

interface ActivityRow {
  day: string;
  deposits: string;
  withdrawals: string;
  profit: string;
  investors: string;
  held: string;
}

/**
 * The back-office home's figures for the `days` UTC days that end with `now`'s, oldest first,
 * every day present. One statement, so every figure comes from the same snapshot:
 * - deposits: the ledger's 'deposit' credits less its 'deposit_reversal' debits that day;
 * - withdrawals: the amounts the payout desk marked paid that day (withdrawal_reviews, step
 *   'paid': the moment money left, stamped by the server's clock; a reopened withdrawal loses
 *   its step, so it is not counted twice);
 * - profit paid: the ledger's 'accrual' credits that day;
 * - new investors: users with the investor role created that day (deleted ones too: they came);
 * - money held: every ledger row up to the day's end, i.e. all balances and profit then.
 * Sums stay integer cents here; dollars only in the answer.
 */
export async function activityReport(db: Queryable, now: Date, days: ActivityPeriod): Promise<ActivityReport> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const from = new Date(today.getTime() - (days - 1) * DAY_MS);
  const until = new Date(today.getTime() + DAY_MS);
  const fromTs = sql`${from.toISOString()}::timestamptz`;
  const untilTs = sql`${until.toISOString()}::timestamptz`;
  const utcDay = (column: string) => sql.raw(`(${column} at time zone 'UTC')::date`);

  const result = await db.execute(sql`
    with calendar as (
      select gs::date as day from generate_series(${dayOf(from)}::date, ${dayOf(today)}::date, interval '1 day') as gs
    ), ledger as (
      select ${utcDay('created_at')} as day,
             sum(amount_cents) filter (where kind in ('deposit', 'deposit_reversal')) as deposits,
             sum(amount_cents) filter (where kind = 'accrual') as profit,
             sum(amount_cents) as moved
      from ledger_entries
      where created_at >= ${fromTs} and created_at < ${untilTs}
      group by 1
    ), paid as (
      select ${utcDay('r.created_at')} as day, sum(t.amount_cents) as withdrawals
      from withdrawal_reviews r join transactions t on t.id = r.transaction_id
      where r.step = 'paid' and r.created_at >= ${fromTs} and r.created_at < ${untilTs}
      group by 1
    ), joined as (
      select ${utcDay('created_at')} as day, count(*) as investors
      from users
      where role = 'investor' and created_at >= ${fromTs} and created_at < ${untilTs}
      group by 1
    ), opening as (
      select coalesce(sum(amount_cents), 0) as held from ledger_entries where created_at < ${fromTs}
    )
    select to_char(c.day, 'YYYY-MM-DD') as day,
           coalesce(l.deposits, 0)::bigint::text as deposits,
           coalesce(p.withdrawals, 0)::bigint::text as withdrawals,
           coalesce(l.profit, 0)::bigint::text as profit,
           coalesce(j.investors, 0)::bigint::text as investors,
           ((select held from opening) + sum(coalesce(l.moved, 0)) over (order by c.day))::bigint::text as held
    from calendar c
    left join ledger l on l.day = c.day
    left join paid p on p.day = c.day
    left join joined j on j.day = c.day
    order by c.day`);

  return {
    days: rowsOf<ActivityRow>(result).map((r) => ({
      date: r.day,
      deposits: fromCents(Number(r.deposits)),
      withdrawals: fromCents(Number(r.withdrawals)),
      profit_paid: fromCents(Number(r.profit)),
      new_investors: Number(r.investors),
      money_held: fromCents(Number(r.held)),
    })),
  };
}
