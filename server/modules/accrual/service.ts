import { eq, inArray } from 'drizzle-orm';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { dailyProfitSql } from './arithmetic';
import { transactions, users } from '@/server/db/schema';
import type { Notifier } from '../notifications/notifier';

/** Key of the Postgres advisory lock that lets one server process at a time run a batch. */
const ACCRUAL_LOCK_KEY = 727002;

/** Investments per transaction of the job (ACCRUAL_BATCH_SIZE). */
const DEFAULT_ACCRUAL_BATCH_SIZE = 5000;

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * A place in the job's walk over the active investments in (user_id, id) order, the order of
 * the partial index transactions_active_investments_idx: by owner, so a batch updates each
 * owner's balance once (only an owner whose investments straddle two windows twice).
 */
interface Cursor {
  userId: string;
  id: string;
}

/**
 * One batch of the job: the active investments after `after` (from the start without it) up to
 * and including `upTo` (to the end without it); windowEnd puts `upTo` `limit` rows on.
 */
export interface Batch {
  after?: Cursor;
  upTo?: Cursor;
}

/** The investments a statement works on: one by id, or the job's next batch. */
export type Which = { transactionId: string } | { batch: Batch };

const key = (c: Cursor) => sql`(${c.userId}::uuid, ${c.id}::uuid)`;

/**
 * The batch's window, as conditions on `t`. The plain user_id bounds are implied by the row
 * comparisons, but only they have statistics: with them the planner reads the window by index
 * instead of guessing how many rows follow the cursor.
 */
function inWindow(which: Which): SQL {
  if (!('batch' in which)) return sql``;
  const { after, upTo } = which.batch;
  return sql.join(
    [
      after ? sql`and t.user_id >= ${after.userId}::uuid and (t.user_id, t.id) > ${key(after)}` : sql``,
      upTo ? sql`and t.user_id <= ${upTo.userId}::uuid and (t.user_id, t.id) <= ${key(upTo)}` : sql``,
    ],
    sql` `,
  );
}
const onlyOne = (which: Which) => ('transactionId' in which ? sql`and t.id = ${which.transactionId}::uuid` : sql``);

/**
 * Where the window of `limit` active investments after `after` ends: a walk of the partial
 * index that reads those entries and no more (undefined when fewer are left: the last window
 * runs to the end). Bounding each batch by a window of the index, rather than by "the next N
 * due" with ORDER BY and LIMIT, keeps a batch's cost to its own rows whatever the planner
 * estimates: with the latter it sometimes read and sorted every row after the cursor, batch
 * after batch.
 */
async function windowEnd(tx: Queryable, after: Cursor | undefined, limit: number): Promise<Cursor | undefined> {
  const [end] = rowsOf<{ user_id: string; id: string }>(
    await tx.execute(sql`
      select t.user_id::text as user_id, t.id::text as id from transactions t
      where t.type = 'investment' and t.status = 'active' ${inWindow({ batch: { after } })}
      order by t.user_id, t.id offset ${limit - 1} limit 1`),
  );
  return end && { userId: end.user_id, id: end.id };
}

// How the updates below find their rows, whatever the planner estimates for a batch:
// - an investment's own row is named by `t.id = any(array(select id from due))` alone, one
//   index scan of the primary key, with what changes computed from the row itself (it holds
//   the values `due` read and locked). A join to `due` as well let the planner pick a nested
//   loop whose every step re-sorted the whole id array: at 1M investments a batch of 5,000
//   took 6.5 s instead of 0.2 s.
// - an owner's row is named by a join to the batch's per-owner totals unnested from arrays
//   (an estimate of 100 rows: a nested loop of primary-key lookups); a plain join to the
//   grouped rows let the planner hash the whole users table when it guessed the batch large.

/** Whole days due on investment `t` at `now` (at least 1 once next_accrual_at has passed), capped at its remaining days. */
const daysDue = (now: Date) =>
  sql`least(t.duration_days - t.accrued_days, floor(extract(epoch from (${ts(now)} - t.next_accrual_at)) / 86400)::int + 1)`;

/**
 * The rows of `users` named in `perOwner` (a subquery of user_id and the `deltas` columns) as
 * `u`, each with its deltas as `s.<column>`: a FROM and WHERE for an update (see above for
 * why through arrays).
 */
function ownersOf(perOwner: SQL, deltas: string[]): SQL {
  const arrays = deltas.map((c) => `array_agg(${c}) as ${c}`).join(', ');
  const columns = deltas.map((c) => `a.${c}`).join(', ');
  return sql`
    (select array_agg(user_id) as ids, ${sql.raw(arrays)} from (${perOwner}) p) a
    cross join lateral unnest(a.ids, ${sql.raw(columns)}) as s(user_id, ${sql.raw(deltas.join(', '))})
    where u.id = s.user_id`;
}

/**
 * Pays every whole day of profit that is due on active investments, set-based: one statement
 * for one investment or for a whole batch of the job. Each day is a ledger row
 * with a unique (investment, day) key, so a day is paid once however often this runs; days
 * missed while the server was down are paid on the next run.
 */
async function accrueWhich(tx: Queryable, now: Date, which: Which): Promise<number> {
  return rowsOf<{ paid: number }>(await tx.execute(accrualStatement(now, which)))[0].paid;
}

/** The statement of accrueWhich (exported so a test can read its plan). */
export function accrualStatement(now: Date, which: Which): SQL {
  return sql`
    with due as (
      select t.id, t.user_id, t.accrued_days, ${daysDue(now)} as n,
             ${dailyProfitSql(sql`t.amount_cents`, sql`t.roi_bp`)} as daily
      from transactions t
      where t.type = 'investment' and t.status = 'active' ${inWindow(which)}
        and t.next_accrual_at <= ${ts(now)} and t.accrued_days < t.duration_days
        ${onlyOne(which)}
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
      update users u set acct_bonus = u.acct_bonus + s.profit, updated_at = now()
      from ${ownersOf(sql`select user_id, sum(amount_cents) as profit from ins group by user_id`, ['profit'])}
      returning u.id
    ), moved as (
      update transactions t
      set accrued_days = t.accrued_days + ${daysDue(now)},
          next_accrual_at = t.next_accrual_at + ${daysDue(now)} * interval '1 day',
          updated_at = now()
      where t.id = any(array(select id from due))
      returning t.id
    )
    -- read in this order, the owners' rows are updated last: an investor's own payment or
    -- withdrawal waits on its balance row only from there to the commit
    select (select count(*) from ins)::int as paid, (select count(*) from moved)::int as investments,
           (select count(*) from credited)::int as users`;
}

/** Pays the profit due on one active investment (before it is paused or settled). Returns the days paid. */
export async function accrue(tx: Queryable, now: Date, transactionId: string): Promise<number> {
  return accrueWhich(tx, now, { transactionId });
}

/**
 * Settles investments: their profit so far moves from profit (acct_bonus) to balance, and
 * the principal comes back when the plan returns deposits, or always when it is cancelled
 * ('failed'). One investment by id (active or paused), or the job's next batch of active ones
 * that have been paid all their days. A user whose profit was debited below what is to move
 * is left for a later run.
 */
async function settleWhich(tx: Queryable, outcome: Outcome, which: Which): Promise<Settled[]> {
  const result = await tx.execute(settlementStatement(outcome, which));
  const [row] = rowsOf<{ settled: { id: string; profit: string; principal: string }[] }>(result);
  return row.settled.map((r) => ({ id: r.id, profitCents: Number(r.profit), returnedCents: Number(r.principal) }));
}

/** The statement of settleWhich (exported so a test can read its plan). */
export function settlementStatement(outcome: Outcome, which: Which): SQL {
  const chosen =
    'transactionId' in which
      ? sql`t.status in ('active', 'inactive')`
      : sql`t.status = 'active' and t.accrued_days >= t.duration_days ${inWindow(which)}`;
  const principalKind = outcome === 'failed' ? 'investment_refund' : 'maturity_principal';
  // what moves, from the investment's row (settling changes none of the columns they read)
  const profit = sql`t.accrued_days * ${dailyProfitSql(sql`t.amount_cents`, sql`t.roi_bp`)}`;
  const principal = sql`case when ${outcome} = 'failed' or t.deposit_return then t.amount_cents else 0 end`;
  return sql`
    with due as (
      select t.id, t.user_id, ${profit} as profit, ${principal} as principal
      from transactions t
      where t.type = 'investment' and ${chosen} ${onlyOne(which)}
      for update
    ), coverable as (
      select d.user_id from due d join users u on u.id = d.user_id
      group by d.user_id, u.acct_bonus having u.acct_bonus >= sum(d.profit)
    ), settled as (
      update transactions t
      set status = ${outcome}, next_accrual_at = null, paused_at = null, updated_at = now()
      where t.id = any(array(select id from due where user_id in (select user_id from coverable)))
      returning t.id, t.user_id, ${profit} as profit, ${principal} as principal
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
      from ${ownersOf(sql`select user_id, sum(profit) as profit, sum(principal) as principal from settled group by user_id`, ['profit', 'principal'])}
      returning u.id
    )
    select coalesce((select json_agg(json_build_object('id', id::text, 'profit', profit::bigint::text, 'principal', principal::bigint::text))
                     from settled), '[]'::json) as settled,
           (select count(*) from ledger)::int as entries, (select count(*) from moved)::int as users`;
}

export type Outcome = 'completed' | 'failed';

/**
 * Settles (settleWhich) and tells each settled investment's owner (notifySettled), in the same
 * transaction: the one way this module settles, so no settlement goes untold.
 */
async function settleAndTell(tx: Queryable, notifier: Notifier, outcome: Outcome, which: Which): Promise<Settled[]> {
  const settled = await settleWhich(tx, outcome, which);
  await notifySettled(tx, notifier, settled, outcome);
  return settled;
}

/** Settles one investment and tells its owner (see settleWhich); returns it with the money it moved, or nothing when it was not settled. */
export async function settle(tx: Queryable, options: { outcome: Outcome; transactionId: string }, notifier: Notifier): Promise<Settled[]> {
  return settleAndTell(tx, notifier, options.outcome, { transactionId: options.transactionId });
}

/** One settled investment: the profit moved to the balance and the principal paid back (0 when kept). */
export interface Settled {
  id: string;
  profitCents: number;
  returnedCents: number;
}

/**
 * Tells each owner that their investment completed or was cancelled, with what it paid, in the
 * transaction that settled it (ledger/notices.ts: maturity and refund postings are told so).
 */
async function notifySettled(tx: Queryable, notifier: Notifier, settled: Settled[], outcome: Outcome): Promise<void> {
  if (!settled.length) return;
  const rows = await tx
    .select({
      id: transactions.id,
      userId: transactions.userId,
      email: users.email,
      locale: users.locale,
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
    await notifier.notify(
      tx,
      { id: t.userId, email: t.email, locale: t.locale },
      outcome === 'failed' ? 'investment_cancelled' : 'investment_matured',
      {
        transactionId: t.id,
        planName: t.planName ?? 'Investment plan',
        principalCents: t.amountCents,
        profitCents: s.profitCents,
        returnedCents: s.returnedCents,
        days: t.accruedDays,
      },
    );
  }
}

export interface CycleResult {
  /** false when another server process held the lock and ran it instead */
  ran: boolean;
  daysPaid: number;
  settled: number;
}

/**
 * Runs `work` in a transaction of its own when this process gets the accrual's turn (a
 * transaction-level advisory lock; undefined when another process has it). JIT is off: it
 * compiled the accrual's statements for longer than they ran (PGlite has none; harmless there).
 * The commit does not wait for the WAL flush: the owners' rows are free at once instead of
 * ~100 ms later at 1M investments. A batch lost to a crash in that moment is paid again by the
 * next run (the (investment, day) key), and any later synchronous commit, such as an
 * investor's withdrawal of that profit, flushes it first: the WAL is written in order.
 */
async function inTurn<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const [{ locked }] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${ACCRUAL_LOCK_KEY}) as locked, set_config('jit', 'off', true) as jit,
                 set_config('synchronous_commit', 'off', true) as sync`),
    );
    return locked ? work(tx) : undefined;
  });
}

/**
 * Walks the active investments one window of `limit` per transaction: `step` does what is due
 * in the window. Stops after the last window, or when another process takes the turn (it
 * carries on; every step is safe to repeat).
 */
async function inBatches(db: Db, limit: number, step: (tx: Tx, batch: Batch) => Promise<void>): Promise<'done' | 'locked out'> {
  let after: Cursor | undefined;
  for (;;) {
    const upTo = await inTurn(db, async (tx) => {
      const end = await windowEnd(tx, after, limit);
      await step(tx, { after, upTo: end });
      return { end };
    });
    if (!upTo) return 'locked out';
    if (!upTo.end) return 'done';
    after = upTo.end;
  }
}

/**
 * One run of the job: pay what is due, then settle what has matured (telling each owner), in
 * batches of `batchSize` investments, each batch its own transaction: no investor's balance
 * row stays locked for a whole run over a million investments, and a batch that fails leaves
 * the ones before it done (the (investment, day) key makes the re-run pay only what is left).
 */
export async function runAccrualCycle(deps: { db: Db; notifier: Notifier; batchSize?: number }, now: Date): Promise<CycleResult> {
  const limit = deps.batchSize ?? DEFAULT_ACCRUAL_BATCH_SIZE;
  const result: CycleResult = { ran: false, daysPaid: 0, settled: 0 };
  const paying = await inBatches(deps.db, limit, async (tx, batch) => {
    result.ran = true;
    result.daysPaid += await accrueWhich(tx, now, { batch });
  });
  if (paying === 'locked out') return result;
  await inBatches(deps.db, limit, async (tx, batch) => {
    const settled = await settleAndTell(tx, deps.notifier, 'completed', { batch });
    result.settled += settled.length;
  });
  return result;
}
