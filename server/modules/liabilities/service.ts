import { sql } from 'drizzle-orm';
import { LIABILITY_DAYS, type Liabilities } from '@/common/api/liabilities';
import { fromCents } from '@/common/money';
import type { Queryable } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { holdings } from '@/server/db/schema';
import { dailyProfitSql } from '../accrual/arithmetic';

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

interface OwedRow {
  balances: string;
  profit: string;
  principal_running: string;
  principal_returnable: string;
  withdrawals_pending: string;
}

interface ScheduleRow {
  day: string;
  profit: string;
  principal: string;
}

/**
 * Every payment the accrual job will make on active investments if nothing changes: day k of
 * the days still to pay falls at next_accrual_at + k days and pays the plan's daily profit
 * (the accrual's own formula); the last one also settles the principal (returned when the plan
 * says so). Paused investments pay nothing until resumed. Grouped by UTC day, `from` to `until`.
 */
async function schedule(db: Queryable, from: Date, until: Date): Promise<ScheduleRow[]> {
  const result = await db.execute(sql`
    with payments as (
      select t.next_accrual_at + (gs.k * interval '1 day') as at,
             ${dailyProfitSql(sql`t.amount_cents`, sql`t.roi_bp`)} as profit,
             case when gs.k = t.duration_days - t.accrued_days - 1 and t.deposit_return then t.amount_cents else 0 end as principal
      from transactions t
      cross join lateral generate_series(0, t.duration_days - t.accrued_days - 1) as gs(k)
      where t.type = 'investment' and t.status = 'active' and t.accrued_days < t.duration_days
    )
    select to_char(greatest(at, ${from.toISOString()}::timestamptz) at time zone 'UTC', 'YYYY-MM-DD') as day,
           sum(profit)::bigint::text as profit, sum(principal)::bigint::text as principal
    from payments
    where at < ${until.toISOString()}::timestamptz
    group by 1 order by 1`);
  return rowsOf<ScheduleRow>(result);
}

/** What is owed now, the projection for LIABILITY_DAYS days from `now`'s UTC day, and what is held. */
export async function liabilities(db: Queryable, now: Date): Promise<Liabilities> {
  const [owed] = rowsOf<OwedRow>(
    await db.execute(sql`
      select
        (select coalesce(sum(acct_bal), 0) from users)::bigint::text as balances,
        (select coalesce(sum(acct_bonus), 0) from users)::bigint::text as profit,
        (select coalesce(sum(amount_cents), 0) from transactions
          where type = 'investment' and status in ('active', 'inactive'))::bigint::text as principal_running,
        (select coalesce(sum(amount_cents), 0) from transactions
          where type = 'investment' and status in ('active', 'inactive') and deposit_return)::bigint::text as principal_returnable,
        (select coalesce(sum(amount_cents), 0) from transactions
          where type = 'withdraw' and status = 'pending')::bigint::text as withdrawals_pending`),
  );
  const balances = Number(owed.balances);
  const profit = Number(owed.profit);
  const returnable = Number(owed.principal_returnable);
  const withdrawing = Number(owed.withdrawals_pending);
  // the sum of every account's claim (./claims.ts), which proof-of-reserves snapshots commit to
  const owedCents = balances + profit + returnable + withdrawing;

  const held = await db.select().from(holdings).orderBy(holdings.coin);
  const heldCents = held.reduce((sum, h) => sum + h.amountCents, 0);

  // the days start at today's UTC midnight; payments already due (the job has not run yet) count today
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const until = new Date(start.getTime() + LIABILITY_DAYS * DAY_MS);
  const byDay = new Map((await schedule(db, start, until)).map((r) => [r.day, r]));
  // Profit credited adds to what is owed; matured principal only moves between what is
  // already counted (returnable principal becomes balance), so the total grows by profit alone.
  let running = owedCents;
  let shortfallFrom: string | null = owedCents > heldCents ? dayOf(start) : null;
  const projection = Array.from({ length: LIABILITY_DAYS }, (_, i) => {
    const date = dayOf(new Date(start.getTime() + i * DAY_MS));
    const row = byDay.get(date);
    const dayProfit = row ? Number(row.profit) : 0;
    running += dayProfit;
    if (shortfallFrom === null && running > heldCents) shortfallFrom = date;
    return { date, profit: fromCents(dayProfit), principal: fromCents(row ? Number(row.principal) : 0), owed: fromCents(running) };
  });

  return {
    as_of: now.toISOString(),
    owed: {
      balances: fromCents(balances),
      profit: fromCents(profit),
      principal_running: fromCents(Number(owed.principal_running)),
      principal_returnable: fromCents(returnable),
      withdrawals_pending: fromCents(withdrawing),
      total: fromCents(owedCents),
    },
    held: held.map((h) => ({
      coin: h.coin as Liabilities['held'][number]['coin'],
      amount: fromCents(h.amountCents),
      updated_at: h.updatedAt.toISOString(),
    })),
    held_total: fromCents(heldCents),
    margin: fromCents(heldCents - owedCents),
    projection,
    shortfall_from: shortfallFrom,
  };
}
