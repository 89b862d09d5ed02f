import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

/** The one typed database handle, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that can run a query: the db or an open transaction. */
export type Queryable = Db | Tx;

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// PGlite starts Postgres with -F (fsync off). Dropping that flag makes Postgres ask for
// fsync on every commit, the strongest durability PGlite offers on Node.
const pgliteStartParams = PGlite.defaultStartParams.filter((p) => p !== '-F');

export interface CreateDbOptions {
  /** PostgreSQL connection string; without it PGlite is used */
  databaseUrl?: string;
  /** PGlite data directory; 'memory' keeps everything in memory (tests) */
  pgliteDir?: string | 'memory';
  /** pool size for node-postgres */
  poolSize?: number;
  /** what to do with an error on an idle PostgreSQL connection (default: log it) */
  onIdleError?: (err: Error) => void;
}

export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection that the database drops (restart, failover) must not take the
    // process down; the pool replaces it on the next query.
    pool.on('error', (err) => (options.onIdleError ?? console.error)(err));
    // bigint (int8) columns hold cents; drizzle's mode 'number' converts them.
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir ?? 'memory';
  const client = await PGlite.create({
    dataDir: dir === 'memory' ? undefined : dir,
    startParams: pgliteStartParams,
    relaxedDurability: false,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
