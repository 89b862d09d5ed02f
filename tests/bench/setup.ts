import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDb, type DbHandle } from '@/server/db/client';
import { PG_ADMIN_URL } from './config';

export interface BenchDb {
  handle: DbHandle;
  label: string;
  /** PostgreSQL only: the database's URL */
  url?: string;
  drop: () => Promise<void>;
}

export const PASSWORD = 'bench-password-1234';
export const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };
export const JWT_SECRET = 'bench-secret-that-is-long-enough-0123456789abcdef';

// Bench users sign in by the thousand: their hash is argon2id with the smallest cost, which
// a sign-in verifies with the parameters stored in the hash (the product's own hash is kept
// for the admin, created by the server's seed).
let cheapHash: Promise<string> | undefined;
const benchHash = () => (cheapHash ??= hash(PASSWORD, { memoryCost: 1024, timeCost: 1, parallelism: 1 }));

async function adminQuery<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

const urlOf = (name: string) => {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function openPg(name: string): Promise<BenchDb> {
  const version = await adminQuery(async (c) => (await c.query('show server_version')).rows[0].server_version as string);
  const url = urlOf(name);
  // no statement timeout: loading 1M investments, and the anchor's one-statement accrual over
  // them, run longer than the server's 30 s (the product's batches stay far below it)
  const handle = await createDb({ databaseUrl: url, statementTimeoutMs: 0 });
  return {
    handle,
    url,
    label: `PostgreSQL ${version.split(' ')[0]}`,
    drop: async () => {
      await handle.close().catch(() => undefined);
      await adminQuery((c) => c.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/** A fresh, migrated database: PGlite (in memory, or in `pgliteDir`), or a new PostgreSQL database. */
export async function benchDb(kind: 'pglite' | 'postgres', pgliteDir = 'memory'): Promise<BenchDb> {
  if (kind === 'pglite') {
    const handle = await createDb({ pgliteDir });
    await handle.migrate();
    return { handle, label: 'PGlite', drop: () => handle.close().catch(() => undefined) };
  }
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await adminQuery((c) => c.query(`create database "${name}"`));
  const db = await openPg(name);
  await db.handle.migrate();
  return db;
}

/**
 * Copies of a PostgreSQL bench database (create database ... template): the same data,
 * byte for byte, for a product run and its anchor. The source's connections are closed.
 */
export async function clonePg(source: BenchDb, copies: number): Promise<BenchDb[]> {
  await source.handle.close();
  const from = new URL(source.url!).pathname.slice(1);
  const out: BenchDb[] = [];
  for (let i = 0; i < copies; i++) {
    const name = `${from}_${i}`;
    await adminQuery((c) => c.query(`create database "${name}" template "${from}"`));
    out.push(await openPg(name));
  }
  return out;
}

/**
 * `count` investors named `${prefix}N@example.com` (N from 1) who sign in with PASSWORD,
 * with a starting balance credited through the ledger, so the data reconciles.
 */
export async function insertUsers(handle: DbHandle, count: number, balanceCents: number, prefix = 'bench') {
  const passwordHash = await benchHash();
  await handle.db.execute(sql`
    insert into users (name, email, password_hash, country, phone_no, acct_bal)
    select 'Bench user ' || g, ${prefix} || g || '@example.com', ${passwordHash}, 'Canada', '+1555000' || g, ${balanceCents}
    from generate_series(1, ${count}) g`);
  if (balanceCents > 0) {
    await handle.db.execute(sql`
      insert into ledger_entries (user_id, account, amount_cents, kind, reason)
      select id, 'balance', acct_bal, 'adjustment', 'bench seed' from users
      where acct_bal > 0 and email ~ ${`^${prefix}[0-9]+@`}`);
  }
}

/**
 * `count` transactions over the first `users` bench users: 40 % deposits, 20 % withdrawals,
 * 40 % investments, statuses spread within each, created over two years (one every 63 s).
 */
export async function insertTransactions(handle: DbHandle, count: number, users: number) {
  await handle.db.execute(sql`
    insert into transactions (user_id, type, amount_cents, status, payment_method, payment_address, plan_name, created_at, updated_at)
    select u.id,
      (case when g % 5 < 2 then 'deposit' when g % 5 = 2 then 'withdraw' else 'investment' end)::transaction_type,
      10000 + (g::bigint * 7919) % 1000000,
      case when g % 5 < 3 then (array['pending','successful','failed'])[1 + (g / 5) % 3]
           else (array['active','completed','failed','inactive'])[1 + (g / 5) % 4] end,
      'btc', 'bc1qbench' || g, case when g % 5 >= 3 then 'Bench plan' end,
      timestamptz '2025-01-01' + (g * interval '63 seconds'),
      timestamptz '2025-01-01' + (g * interval '63 seconds')
    from generate_series(1, ${count}) g
    join (select id, row_number() over (order by email) - 1 as n from users where email ~ '^bench[0-9]+@') u on u.n = g % ${users}`);
}
