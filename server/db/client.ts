import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Each driver's modules are loaded by createDb when it is the one used (a start on PGlite need
// not load node-postgres' drizzle); PGlite itself is loaded on its own thread only.
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { PGliteThread } from './pglite-thread';

/**
 * The one typed database handle, whichever driver is behind it. Without drizzle's relational
 * API (`db.query.*`, unused): with a schema given, drizzle builds a query builder for each of
 * its tables on every transaction it opens.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that can run a query: the db or an open transaction. */
export type Queryable = Db | Tx;

/** Runs SQL text as written (several statements when there are no values): what pg-boss needs of a database. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// Beside this module: server/db/ from source, dist-server/ once compiled (the build copies
// the migrations there, and makes the PGlite template there too).
const moduleDir = path.dirname(fileURLToPath(import.meta.url));
export const migrationsFolder = path.join(moduleDir, 'migrations');

/**
 * What a PGlite data directory made from these files depends on: every migration file, the
 * PGlite release and the pg-boss release (the template holds its tables). undefined when a
 * manifest cannot be found (then no template).
 */
function templateKey(): string | undefined {
  let manifests: Buffer[];
  try {
    const resolve = createRequire(import.meta.url).resolve;
    // PGlite exports no ./package.json: find it from its entry point (…/dist/index.js)
    const entry = resolve('@electric-sql/pglite');
    manifests = [readFileSync(path.join(path.dirname(entry), '..', 'package.json')), readFileSync(resolve('pg-boss/package.json'))];
  } catch {
    return undefined;
  }
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(migrationsFolder, full)).update('\0').update(readFileSync(full)).update('\0');
    }
  };
  walk(migrationsFolder);
  for (const manifest of manifests) hash.update(manifest);
  return hash.digest('hex').slice(0, 24);
}

/**
 * Where the build leaves a fresh, migrated PGlite data directory (scripts/pglite-template.ts).
 * Its name carries the key, so a template made from other migrations or another PGlite is
 * never found.
 */
export function pgliteTemplateDir(): string | undefined {
  const key = templateKey();
  return key ? path.join(moduleDir, `pglite-template-${key}`) : undefined;
}

/**
 * An empty data directory becomes a copy of the template: PGlite then finds a database and
 * skips initdb (seconds of CPU, some 450 MB at its peak). A plain copy, not PGlite's
 * loadDataDir: that untars in memory (about 2 s more, and ~100 MB that stays resident).
 * Copied aside and renamed, so a crash midway leaves no half database. Migrations still run
 * after it, so a missing or older template only costs time.
 */
function copyTemplate(dir: string, template: string | undefined): void {
  if (!template || !existsSync(path.join(template, 'PG_VERSION'))) return;
  if (existsSync(dir) && readdirSync(dir).length > 0) return;
  const partial = `${dir}.from-template`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(template, partial, { recursive: true });
  rmSync(dir, { recursive: true, force: true }); // empty, or absent
  renameSync(partial, dir);
}

export const PGLITE_SHARED_BUFFERS_DEFAULT = '16MB';

export interface CreateDbOptions {
  /** PostgreSQL connection string; without it PGlite is used */
  databaseUrl?: string;
  /** PGlite data directory; 'memory' keeps everything in memory (tests) */
  pgliteDir?: string | 'memory';
  /** PGlite in memory: a tar file from dumpDataDir that the database starts as a copy of (tests) */
  pgliteSnapshot?: string;
  /** PGlite: the data directory an empty one starts as a copy of (default: the build's, if there) */
  pgliteTemplate?: string;
  /** PGlite: Postgres' shared_buffers, e.g. '16MB' (default PGLITE_SHARED_BUFFERS_DEFAULT) */
  pgliteSharedBuffers?: string;
  /** pool size for node-postgres */
  poolSize?: number;
  /** what to do with an error on an idle PostgreSQL connection (default: log it) */
  onIdleError?: (err: Error) => void;
  /** PostgreSQL: give up on a new connection after this long (default 10 s) */
  connectTimeoutMs?: number;
  /** PostgreSQL: the server cancels a statement running longer (default 30 s) */
  statementTimeoutMs?: number;
  /** PostgreSQL: the server ends a session idle inside a transaction this long (default 60 s) */
  idleInTransactionTimeoutMs?: number;
}

const DB_TIMEOUT_DEFAULTS = { connectTimeoutMs: 10_000, statementTimeoutMs: 30_000, idleInTransactionTimeoutMs: 60_000 };

/** Where a connection string points, for messages: host, port and database, never the password. */
export function postgresTarget(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname || 'localhost'}:${url.port || '5432'}${url.pathname.length > 1 ? url.pathname : ''}`;
  } catch {
    return 'the DATABASE_URL given (not a valid URL)';
  }
}

/**
 * The driver's own account of a failure: drizzle wraps it as 'Failed query: ...' (which
 * quotes SQL and parameters, not the reason); node-postgres wraps a timeout around the
 * socket error. Each meaningful message of the chain, outermost first.
 */
function failureReasons(err: unknown): string[] {
  const reasons: string[] = [];
  let e: unknown = err;
  for (let i = 0; i < 6 && e !== undefined && e !== null; i++) {
    const { message, code, cause } = e as { message?: unknown; code?: unknown; cause?: unknown };
    const text = typeof message === 'string' && message !== '' ? message : typeof code === 'string' ? code : '';
    if (text && !text.startsWith('Failed query:')) {
      reasons.push(typeof code === 'string' && !text.includes(code) ? `${code} ${text}` : text);
    }
    e = cause;
  }
  return reasons.length ? reasons : [String(err)];
}

/** One line saying why PostgreSQL could not be used, naming host and port but no secret. */
export function describeConnectionError(databaseUrl: string, err: unknown): string {
  const password = safePassword(databaseUrl);
  // driver messages can quote the connection string; never let a password through
  const reasons = failureReasons(err).map((r) => (password ? r.split(password).join('***') : r));
  return `Cannot use PostgreSQL at ${postgresTarget(databaseUrl)}: ${reasons.join(': ')}`;
}

function safePassword(databaseUrl: string): string | undefined {
  try {
    const p = new URL(databaseUrl).password;
    return p ? decodeURIComponent(p) : undefined;
  } catch {
    return undefined;
  }
}

const definedOnly = (o: CreateDbOptions) =>
  Object.fromEntries(
    (['connectTimeoutMs', 'statementTimeoutMs', 'idleInTransactionTimeoutMs'] as const)
      .filter((k) => o[k] !== undefined)
      .map((k) => [k, o[k]]),
  ) as Partial<typeof DB_TIMEOUT_DEFAULTS>;

/**
 * PGlite's query() takes one statement (extended protocol); exec() takes several but no
 * values. pg-boss sends both kinds.
 */
export function pgliteExecuteSql(client: Pick<PGlite, 'query' | 'exec'>): ExecuteSql {
  return async (text, values) => {
    if (values && values.length) return client.query<Record<string, unknown>>(text, values);
    const results = await client.exec(text);
    return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
  };
}

/** Any fixed number; held by the instance migrating, so the others wait (pg_advisory_lock). */
const MIGRATION_LOCK_KEY = 0x6d696772; // 'migr'

/**
 * Several instances starting together on one PostgreSQL: drizzle's migrator reads what is
 * applied, then applies the rest, with nothing stopping a second instance doing the same and
 * failing on the first one's tables. One session-level advisory lock, held on a connection of
 * its own while the migrator uses others, makes them take turns; the next finds nothing to do.
 */
async function migrateUnderLock(pool: Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lock.release();
  }
}

export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const timeouts = { ...DB_TIMEOUT_DEFAULTS, ...definedOnly(options) };
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Without these an unreachable or stuck database makes requests (and the start) wait
      // forever, and a request that dies inside a transaction keeps its row locks.
      connectionTimeoutMillis: timeouts.connectTimeoutMs,
      statement_timeout: timeouts.statementTimeoutMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionTimeoutMs,
    });
    // An idle connection that the database drops (restart, failover) must not take the
    // process down; the pool replaces it on the next query.
    pool.on('error', (err) => (options.onIdleError ?? console.error)(err));
    // pool.end() resolves as soon as its clients are told to end, before their sockets close:
    // a database dropped or stopped right after close() would still end them, and each would be
    // reported as an idle error. close() waits for every connection to be gone.
    const connections = new Set<Promise<void>>();
    pool.on('connect', (client) => {
      const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
      connections.add(ended);
      void ended.then(() => connections.delete(ended));
    });
    // bigint (int8) columns hold cents; drizzle's mode 'number' converts them.
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      executeSql: async (text, values) => pool.query(text, values),
      migrate: () => migrateUnderLock(pool, () => migratePg(db as never, { migrationsFolder })),
      close: async () => {
        await pool.end();
        await Promise.all(connections);
      },
    };
  }
  const dir = options.pgliteDir ?? 'memory';
  if (dir !== 'memory') copyTemplate(dir, options.pgliteTemplate ?? pgliteTemplateDir());
  // On a thread of its own (server/db/pglite-worker.mjs), started before anything else is
  // awaited: PGlite opens there while this thread loads the rest of the server.
  const starting = PGliteThread.start({
    dataDir: dir === 'memory' ? undefined : dir,
    sharedBuffers: options.pgliteSharedBuffers ?? PGLITE_SHARED_BUFFERS_DEFAULT,
    loadDataDirFile: dir === 'memory' ? options.pgliteSnapshot : undefined,
  });
  // handled below; until then a failed start must not count as an unhandled rejection
  starting.catch(() => undefined);
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await starting;
  const db = drizzlePglite(client.asPGlite()) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    executeSql: pgliteExecuteSql(client),
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
