import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDb, type DbHandle } from '@/server/db/client';

export interface BenchDb {
  handle: DbHandle;
  label: string;
  drop: () => Promise<void>;
}

/** A fresh, migrated database: PGlite in memory, or a new PostgreSQL database. */
export async function benchDb(kind: 'pglite' | 'postgres'): Promise<BenchDb> {
  if (kind === 'pglite') {
    const handle = await createDb({ pgliteDir: 'memory' });
    await handle.migrate();
    return { handle, label: 'PGlite (in memory)', drop: async () => {} };
  }
  const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const { rows } = await admin.query('show server_version');
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString() });
  await handle.migrate();
  return {
    handle,
    label: `PostgreSQL ${rows[0].server_version.split(' ')[0]}`,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/** Users with a starting balance credited through the ledger, so the data reconciles. */
export async function insertUsers(handle: DbHandle, count: number, balanceCents: number) {
  await handle.db.execute(sql`
    insert into users (name, email, password_hash, country, phone_no, acct_bal)
    select 'Bench user ' || g, 'bench' || g || '@example.com', 'not-a-hash', 'Canada', '+1555000' || g, ${balanceCents}
    from generate_series(1, ${count}) g`);
  await handle.db.execute(sql`
    insert into ledger_entries (user_id, account, amount_cents, kind, reason)
    select id, 'balance', acct_bal, 'adjustment', 'bench seed' from users where acct_bal > 0`);
}

export const elapsedMs = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

export function percentile(sorted: number[], p: number) {
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)];
}
