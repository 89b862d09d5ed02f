import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from './config';
import { DataDirInUse, lockDataDir } from './data-dir-lock';
import { createDb, describeConnectionError, type DbHandle } from './db/client';
import { adminPasswordFor, jwtSecretFor } from './secrets';

/**
 * The rest of the server: loaded once the database has begun to open (PGlite opens on its own
 * thread meanwhile; the build splits these into chunks of their own for that).
 */
const loadServerModules = () =>
  Promise.all([
    import('./app'),
    import('./db/seed'),
    import('./lib/clock'),
    import('./jobs/pglite-vacuum'),
    import('./modules/accrual/job'),
    import('./modules/metrics/server'),
    import('./modules/deposits/chain-job'),
    import('./modules/chain/watchers'),
    import('./modules/reserves/job'),
    import('./modules/payouts/follow-job'),
  ]);

const SHUTDOWN_GRACE_MS = 10_000;
// The first query at start must end one way or the other: a database that completes the
// connection but never answers would otherwise hold the start forever. (Migrations are
// not under this limit: a long one is legitimate, and statement_timeout bounds each step.)
const FIRST_QUERY_LIMIT_MS = 25_000;

/** Checks the database answers, then migrates; on failure says where and why, without the password. */
async function prepareDatabase(handle: DbHandle, databaseUrl: string | undefined): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      // a plain query first: drizzle's migrator would report 'Failed query: CREATE SCHEMA'
      handle.db.execute(sql`select 1`),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${FIRST_QUERY_LIMIT_MS / 1000} s`)), FIRST_QUERY_LIMIT_MS);
      }),
    ]);
    clearTimeout(timer);
    await handle.migrate();
  } catch (err) {
    if (!databaseUrl) throw err;
    throw new Error(describeConnectionError(databaseUrl, err));
  } finally {
    clearTimeout(timer);
  }
}

async function main() {
  const config = loadConfig();
  const dataDir = path.resolve(config.dataDir);
  mkdirSync(dataDir, { recursive: true });

  // PGlite has no lock of its own: two processes on one data directory would corrupt it.
  let releaseLock: (() => Promise<void>) | undefined;
  if (!config.databaseUrl) {
    try {
      releaseLock = await lockDataDir(dataDir);
    } catch (err) {
      console.error(err instanceof DataDirInUse ? err.message : `Cannot lock ${dataDir}: ${String(err)}`);
      process.exit(1);
    }
  }

  const opening = createDb({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(dataDir, 'pglite'),
    pgliteSharedBuffers: config.pgliteSharedBuffers,
    connectTimeoutMs: config.dbConnectTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
    idleInTransactionTimeoutMs: config.dbIdleInTransactionTimeoutMs,
  });
  // awaited just below; a failure to open is reported there, not as an unhandled rejection
  opening.catch(() => undefined);
  const [
    { buildApp },
    { seed },
    { systemClock },
    { startPgliteVacuum },
    { startAccrualJob },
    { serveMetrics },
    { startChainWatchers },
    { createWatchers },
    { startReservesJob },
    { startPayoutFollowing },
  ] = await loadServerModules();
  const handle = await opening;
  try {
    await prepareDatabase(handle, config.databaseUrl);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    await handle.close().catch(() => undefined);
    await releaseLock?.().catch(() => undefined);
    process.exit(1);
  }

  const admin = adminPasswordFor(dataDir, config.adminPassword);
  const seeded = await seed(handle.db, { email: config.adminEmail, password: admin.value });

  // ioredis only when there is a Redis: it is a good part of a start's module loading
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : undefined;
  const app = await buildApp({ config, handle, jwtSecret: jwtSecretFor(dataDir, config.jwtSecret), redis, clock: systemClock });

  if (seeded.adminCreated && admin.created) {
    // printed once, on the start that created the admin; also kept in DATA_DIR (mode 600)
    app.log.warn(`First admin: ${config.adminEmail} / ${admin.value} (also in ${admin.file})`);
  }

  let accrual: ReturnType<typeof startAccrualJob> | undefined;
  let vacuum: ReturnType<typeof startPgliteVacuum> | undefined;
  let chainWatchers: ReturnType<typeof startChainWatchers> | undefined;
  let reserves: ReturnType<typeof startReservesJob> | undefined;
  let payouts: ReturnType<typeof startPayoutFollowing> | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight, then stopping`);
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await accrual?.stop();
      await vacuum?.stop();
      await chainWatchers?.stop();
      await reserves?.stop();
      await payouts?.stop();
      await app.close();
      metricsServer?.close();
      await handle.close();
      redis?.disconnect();
      await releaseLock?.();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // /metrics alone on its own port (for the scraper's network), no token: the port is the guard
  const metricsServer = config.metricsPort ? await serveMetrics(app.metrics, config.metricsPort, config.host) : undefined;
  accrual = startAccrualJob({
    db: handle.db,
    notifier: app.notifier,
    intervalMs: config.accrualIntervalMs,
    batchSize: config.accrualBatchSize,
    clock: systemClock,
    log: app.log,
    metrics: app.metrics,
  });
  reserves = startReservesJob({
    db: handle.db,
    clock: systemClock,
    log: app.log,
    intervalMs: config.reservesIntervalMs,
    proven: app.provenReserves,
    notifier: app.notifier,
  });
  payouts = startPayoutFollowing({
    db: handle.db,
    chain: app.chain,
    clock: systemClock,
    notifier: app.notifier,
    rules: config,
    log: app.log,
    intervalMs: config.chain.pollIntervalMs,
  });
  // PGlite never vacuums itself (PostgreSQL's autovacuum does this there)
  if (handle.driver === 'pglite') {
    vacuum = startPgliteVacuum({ handle, intervalMs: config.pgliteVacuumIntervalMs, log: app.log, metrics: app.metrics });
  }
  // deposits watched on their chain: one loop per coin with an xpub
  const watchers = createWatchers(config.chain);
  if (watchers.length) {
    chainWatchers = startChainWatchers({
      db: handle.db,
      chain: app.chain,
      notifier: app.notifier,
      log: app.log,
      watchers,
      intervalMs: config.chain.pollIntervalMs,
      clock: systemClock,
    });
    app.log.info({ coins: watchers.map((w) => w.coin) }, 'chain: watching deposits on their chains');
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
