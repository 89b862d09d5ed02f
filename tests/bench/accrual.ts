import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DbHandle } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { dailyProfitSql } from '@/server/modules/accrual/arithmetic';
import { runAccrualCycle } from '@/server/modules/accrual/service';
import { findDiscrepancies } from '@/server/modules/ledger/service';
import type { Notifier } from '@/server/modules/notifications/notifier';
import type { Engine } from './config';
import { ms, type Row } from './report';
import { benchDb, clonePg, insertUsers, type BenchDb } from './setup';

const PER_USER = 10;
const NOW = new Date('2026-06-01T12:00:00Z');
const START = new Date(NOW.getTime() - 36 * 3_600_000); // 1.5 days ago: one day due

/** Nothing matures in this run (one day of thirty is due), so nobody is told anything. */
const NO_MATURITIES = {
  notify: () => Promise.reject(new Error('the accrual bench settles no investment')),
} as unknown as Notifier;

/** `count` active investments, ten a user, each owed exactly one day of profit at NOW. */
async function load(handle: DbHandle, count: number) {
  await insertUsers(handle, Math.ceil(count / PER_USER), 0);
  const start = START.toISOString();
  await handle.db.execute(sql`
    insert into transactions (user_id, type, amount_cents, status, payment_method, payment_address,
      plan_name, roi_bp, duration_days, deposit_return, start_at, end_at, next_accrual_at, created_at)
    select u.id, 'investment', 300000 + (g * 37) % 100000, 'active', '30', '1.5',
      'Bench plan', 150, 30, true, ${start}::timestamptz,
      ${start}::timestamptz + interval '30 days', ${start}::timestamptz + interval '1 day', ${start}::timestamptz
    from (select id from users) u
    cross join generate_series(1, ${PER_USER}) g
    limit ${count}`);
  await handle.db.execute(sql`vacuum analyze`);
}

/** Three copies of the same data: anchor, product, and the product again with an investor's updates running beside it. */
async function copies(engine: Engine, count: number): Promise<BenchDb[]> {
  if (engine === 'pglite') {
    const out: BenchDb[] = [];
    for (let i = 0; i < 3; i++) {
      const db = await benchDb('pglite');
      await load(db.handle, count);
      out.push(db);
    }
    return out;
  }
  const source = await benchDb('postgres');
  await load(source.handle, count);
  const out = await clonePg(source, 3);
  await source.drop();
  return out;
}

/** The anchor: the same day of profit in three set-based statements (ledger rows, profits, investments), one transaction. */
async function threeStatements(handle: DbHandle) {
  const due = sql`t.type = 'investment' and t.status = 'active' and t.next_accrual_at <= ${NOW.toISOString()}::timestamptz
    and t.accrued_days < t.duration_days`;
  const n = sql`least(t.duration_days - t.accrued_days, floor(extract(epoch from (${NOW.toISOString()}::timestamptz - t.next_accrual_at)) / 86400)::int + 1)`;
  const daily = dailyProfitSql(sql`t.amount_cents`, sql`t.roi_bp`);
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ledger_entries (user_id, account, amount_cents, kind, transaction_id, accrual_day)
      select t.user_id, 'bonus', ${daily}, 'accrual', t.id, gs.day
      from transactions t cross join lateral generate_series(t.accrued_days + 1, t.accrued_days + ${n}) gs(day)
      where ${due} and ${daily} > 0`);
    await tx.execute(sql`
      update users u set acct_bonus = u.acct_bonus + s.total, updated_at = now()
      from (select t.user_id, sum(${daily} * ${n}) as total from transactions t where ${due} group by t.user_id) s
      where u.id = s.user_id`);
    await tx.execute(sql`
      update transactions t set accrued_days = t.accrued_days + ${n}, next_accrual_at = t.next_accrual_at + ${n} * interval '1 day',
        updated_at = now()
      where ${due}`);
  });
}

/** What a run paid: accrual rows and their sum; the product's profits must match its ledger. */
async function paid(handle: DbHandle) {
  const [r] = rowsOf<{ n: number; total: string }>(
    await handle.db.execute(
      sql`select count(*)::int as n, coalesce(sum(amount_cents), 0)::text as total from ledger_entries where kind = 'accrual'`,
    ),
  );
  const off = (await findDiscrepancies(handle.db)).filter((d) => d.acctBonus !== d.ledgerBonus);
  if (off.length) throw new Error(`${off.length} users' profit differs from their ledger`);
  return r;
}

async function timed(run: () => Promise<unknown>) {
  const t0 = performance.now();
  await run();
  return performance.now() - t0;
}

/**
 * While the accrual runs, an investor's balance changes (one-row updates of users, as a
 * ledger posting does), one after another over many investors. Two longest waits: of an update
 * whose commit does not wait for its WAL to reach the disk, which is the time the accrual's
 * row locks held it (the goal), and of a plain update, which adds its commit's flush: behind
 * the accrual's WAL on the same disk, whatever the locks.
 */
async function balanceWaits(url: string, during: Promise<unknown>) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const ids = (await c.query<{ user_id: string }>(`select distinct user_id from transactions where type = 'investment' limit 500`)).rows;
    let done = false;
    void during.finally(() => {
      done = true;
    });
    const max = { locked: 0, withFlush: 0 };
    let count = 0;
    const update = 'update users set acct_bal = acct_bal + 0, updated_at = now() where id = $1';
    while (!done) {
      let t0 = performance.now();
      await c.query('begin');
      await c.query('set local synchronous_commit = off');
      await c.query(update, [ids[count % ids.length].user_id]);
      await c.query('commit');
      max.locked = Math.max(max.locked, performance.now() - t0);
      t0 = performance.now();
      await c.query(update, [ids[(count + 250) % ids.length].user_id]);
      max.withFlush = Math.max(max.withFlush, performance.now() - t0);
      count += 2;
      await sleep(5);
    }
    return { ...max, count };
  } finally {
    await c.end();
  }
}

/** One day of accrual over `count` investments: the product's cycle against three statements on the same data. */
export async function accrualRows(engine: Engine, count: number): Promise<Row[]> {
  console.log(`${engine}: accrual over ${count.toLocaleString('en-US')} investments...`);
  const [anchorDb, productDb, waitDb] = await copies(engine, count);
  try {
    const anchorMs = await timed(() => threeStatements(anchorDb.handle));
    const productMs = await timed(() => runAccrualCycle({ db: productDb.handle.db, notifier: NO_MATURITIES }, NOW));
    const [a, p] = [await paid(anchorDb.handle), await paid(productDb.handle)];
    if (p.n !== count || a.n !== p.n || a.total !== p.total) {
      throw new Error(`the accrual paid ${p.n} days (${p.total}), the anchor ${a.n} (${a.total}), expected ${count}`);
    }
    console.log({ anchorMs, productMs });
    const size = count.toLocaleString('en-US');
    const rows: Row[] = [
      {
        measure: `accrual, ${size} investments`,
        engine: productDb.label,
        product: ms(productMs),
        anchor: `three set-based statements ${ms(anchorMs)}`,
        ratio: productMs / anchorMs,
        goal: '<= 1.1',
        holds: productMs / anchorMs <= 1.1,
      },
    ];
    if (waitDb.url) {
      const cycle = runAccrualCycle({ db: waitDb.handle.db, notifier: NO_MATURITIES }, NOW);
      const waits = await balanceWaits(waitDb.url, cycle);
      await cycle;
      rows.push({
        measure: `investor's balance update while accrual runs (${size} investments)`,
        engine: waitDb.label,
        product: `longest wait on its row ${ms(waits.locked)}; with its commit's flush ${ms(waits.withFlush)} (${waits.count} updates)`,
        anchor: '',
        goal: '<= 100 ms on its row',
        holds: waits.locked <= 100,
      });
    }
    return rows;
  } finally {
    for (const db of [anchorDb, productDb, waitDb]) await db.drop();
  }
}
