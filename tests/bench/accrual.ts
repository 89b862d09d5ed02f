import { sql } from 'drizzle-orm';
import { rowsOf } from '@/server/db/rows';
import { findDiscrepancies } from '@/server/modules/ledger/service';
import { runAccrualCycle } from '@/server/modules/accrual/service';
import type { Notifier } from '@/server/modules/notifications/notifier';
import { benchDb, elapsedMs, insertUsers } from './setup';

const INVESTMENTS = Number(process.env.BENCH_INVESTMENTS ?? 100_000);
const PER_USER = 10;

/** Nothing matures in this run (one day of thirty is due), so nobody is told anything. */
const NO_MATURITIES = {
  notify: () => Promise.reject(new Error('the accrual bench settles no investment')),
} as unknown as Notifier;

/** One day's accrual over INVESTMENTS active investments, each owed exactly one day. */
export async function benchAccrual(kind: 'pglite' | 'postgres') {
  const bench = await benchDb(kind);
  const { db } = bench.handle;
  try {
    const users = Math.ceil(INVESTMENTS / PER_USER);
    await insertUsers(bench.handle, users, 0);
    const now = new Date('2026-06-01T12:00:00Z');
    const start = new Date(now.getTime() - 36 * 3_600_000); // 1.5 days ago: one day due
    await db.execute(sql`
      insert into transactions (user_id, type, amount_cents, status, payment_method, payment_address,
        plan_name, roi_bp, duration_days, deposit_return, start_at, end_at, next_accrual_at, created_at)
      select u.id, 'investment', 300000 + (g * 37) % 100000, 'active', '30', '1.5',
        'Bench plan', 150, 30, true, ${start.toISOString()}::timestamptz,
        ${start.toISOString()}::timestamptz + interval '30 days', ${start.toISOString()}::timestamptz + interval '1 day',
        ${start.toISOString()}::timestamptz
      from (select id, row_number() over () as n from users) u
      cross join generate_series(1, ${PER_USER}) g
      limit ${INVESTMENTS}`);
    if (kind === 'postgres') await db.execute(sql`analyze`);

    const t0 = process.hrtime.bigint();
    const result = await runAccrualCycle({ db, notifier: NO_MATURITIES }, now);
    const ms = elapsedMs(t0);

    const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ledger_entries where kind = 'accrual'`));
    if (!result.ran || result.daysPaid !== INVESTMENTS || n !== INVESTMENTS) {
      throw new Error(`accrual paid ${result.daysPaid} days (${n} rows), expected ${INVESTMENTS}`);
    }
    // investment principals were never debited in this synthetic data, so only the
    // accrual side is checked: every user's profit equals their accrual rows
    const off = (await findDiscrepancies(db)).filter((d) => d.acctBonus !== d.ledgerBonus);
    if (off.length) throw new Error(`${off.length} users' profit differs from their ledger`);
    return { label: bench.label, investments: INVESTMENTS, ms };
  } finally {
    await bench.handle.close().catch(() => undefined);
    await bench.drop();
  }
}
