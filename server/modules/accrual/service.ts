import { eq, inArray } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { dailyProfitSql } from './arithmetic';
import { transactions, users } from '@/server/db/schema';
import type { Notifier } from '../notifications/notifier';

/** Key of the Postgres advisory lock that lets one server process at a time run the cycle. */
const ACCRUAL_LOCK_KEY = 727002;

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const only = (transactionId?: string) => (transactionId ? sql`and t.id = ${transactionId}::uuid` : sql``);

/**
 * Pays every whole day of profit that is due on active investments, set-based: one
 * statement for all of them. Each day is a ledger row with a unique (investment, day) key,
 * so a day is paid once however often this runs; days missed while the server was down
 * are paid on the next run. Returns the number of days paid.
 */
export async function accrue(tx: Queryable, now: Date, transactionId?: string): Promise<number> {
  const result = await tx.execute(sql`
    with due as (
      select t.id, t.user_id, t.accrued_days,
             least(t.duration_days - t.accrued_days,
                   floor(extract(epoch from (${ts(now)} - t.next_accrual_at)) / 86400)::int + 1) as n,
             ${dailyProfitSql(sql`t.amount_cents`, sql`t.roi_bp`)} as daily
      from transactions t
      where t.type = 'investment' and t.status = 'active'
        and t.next_accrual_at <= ${ts(now)} and t.accrued_days < t.duration_days
        ${only(transactionId)}
      for update
    ), days as (
      select d.id, d.user_id, d.daily, gs.day
      from due d cross join lateral generate_series(d.accrued_days + 1, d.accrued_days + d.n) as gs(day)
      where d.daily > 0
    ), ins as (
      insert into ledger_entries (user_id, account, amount_cents, kind, transaction_id, accrual_day)
      select user_id, 'bonus', daily, 'accrual', id, day from days
      on conflict (transaction_id, accrual_day) where kind = 'accrual' do nothing
      returning user_id, amount_cents
    ), credited as (
      update users u set acct_bonus = u.acct_bonus + s.total, updated_at = now()
      from (select user_id, sum(amount_cents) as total from ins group by user_id) s
      where u.id = s.user_id
      returning u.id
    ), moved as (
      update transactions t
      set accrued_days = d.accrued_days + d.n,
          next_accrual_at = t.next_accrual_at + d.n * interval '1 day',
          updated_at = now()
      from due d where t.id = d.id
      returning t.id
    )
    select (select count(*) from ins)::int as paid, (select count(*) from credited)::int as users,
           (select count(*) from moved)::int as investments`);
  return rowsOf<{ paid: number }>(result)[0].paid;
}

export type Outcome = 'completed' | 'failed';

/**
 * Settles investments: their profit so far moves from profit (acct_bonus) to balance, and
 * the principal comes back when the plan returns deposits, or always when it is cancelled
 * ('failed'). Without an id: every active investment that has been paid all its days.
 * A user whose profit was debited below what is to move is left for a later run.
 * Returns what was settled, with the money each one moved.
 */
export async function settle(tx: Queryable, options: { outcome: Outcome; transactionId?: string }): Promise<Settled[]> {
  const which = options.transactionId
    ? sql`t.id = ${options.transactionId}::uuid and t.status in ('active', 'inactive')`
    : sql`t.status = 'active' and t.accrued_days >= t.duration_days`;
  const principalKind = options.outcome === 'failed' ? 'investment_refund' : 'maturity_principal';
  const result = await tx.execute(sql`
    with due as (
      select t.id, t.user_id,
             t.accrued_days * ${dailyProfitSql(sql`t.amount_cents`, sql`t.roi_bp`)} as profit,
             case when ${options.outcome} = 'failed' or t.deposit_return then t.amount_cents else 0 end as principal
      from transactions t
      where t.type = 'investment' and ${which}
      for update
    ), coverable as (
      select d.user_id from due d join users u on u.id = d.user_id
      group by d.user_id, u.acct_bonus having u.acct_bonus >= sum(d.profit)
    ), settled as (
      update transactions t
      set status = ${options.outcome}, next_accrual_at = null, paused_at = null, updated_at = now()
      from due d
      where t.id = d.id and d.user_id in (select user_id from coverable)
      returning t.id, t.user_id, d.profit, d.principal
    ), ledger as (
      insert into ledger_entries (user_id, account, amount_cents, kind, transaction_id)
      select user_id, 'bonus'::ledger_account, -profit, 'maturity_profit'::ledger_kind, id from settled where profit > 0
      union all
      select user_id, 'balance'::ledger_account, profit, 'maturity_profit'::ledger_kind, id from settled where profit > 0
      union all
      select user_id, 'balance'::ledger_account, principal, ${principalKind}::ledger_kind, id from settled where principal > 0
      returning id
    ), moved as (
      update users u
      set acct_bonus = u.acct_bonus - s.profit, acct_bal = u.acct_bal + s.profit + s.principal, updated_at = now()
      from (select user_id, sum(profit) as profit, sum(principal) as principal from settled group by user_id) s
      where u.id = s.user_id
      returning u.id
    )
    select id::text as id, profit::bigint::text as profit, principal::bigint::text as principal,
           (select count(*) from ledger)::int as entries, (select count(*) from moved)::int as users
    from settled`);
  return rowsOf<{ id: string; profit: string; principal: string }>(result).map((r) => ({
    id: r.id,
    profitCents: Number(r.profit),
    returnedCents: Number(r.principal),
  }));
}

/** One settled investment: the profit moved to the balance and the principal paid back (0 when kept). */
export interface Settled {
  id: string;
  profitCents: number;
  returnedCents: number;
}

/**
 * Tells each owner that their investment completed, with what it paid, in the transaction
 * that settled it.
 */
export async function notifyMatured(tx: Queryable, notifier: Notifier, settled: Settled[]): Promise<void> {
  if (!settled.length) return;
  const rows = await tx
    .select({
      id: transactions.id,
      userId: transactions.userId,
      email: users.email,
      planName: transactions.planName,
      amountCents: transactions.amountCents,
      accruedDays: transactions.accruedDays,
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .where(
      inArray(
        transactions.id,
        settled.map((s) => s.id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const s of settled) {
    const t = byId.get(s.id);
    if (!t) continue;
    await notifier.notify(tx, { id: t.userId, email: t.email }, 'investment_matured', {
      transactionId: t.id,
      planName: t.planName ?? 'Investment plan',
      principalCents: t.amountCents,
      profitCents: s.profitCents,
      returnedCents: s.returnedCents,
      days: t.accruedDays,
    });
  }
}

export interface CycleResult {
  /** false when another server process held the lock and ran it instead */
  ran: boolean;
  daysPaid: number;
  settled: number;
}

/**
 * One run of the job: pay what is due, then settle what has matured, in one transaction; the
 * owners of matured investments are told in it too.
 */
export async function runAccrualCycle(deps: { db: Db; notifier: Notifier }, now: Date): Promise<CycleResult> {
  return deps.db.transaction(async (tx) => {
    const [{ locked }] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${ACCRUAL_LOCK_KEY}) as locked`),
    );
    if (!locked) return { ran: false, daysPaid: 0, settled: 0 };
    const daysPaid = await accrue(tx, now);
    const settled = await settle(tx, { outcome: 'completed' });
    await notifyMatured(tx, deps.notifier, settled);
    return { ran: true, daysPaid, settled: settled.length };
  });
}
