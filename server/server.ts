import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import lockfile from 'proper-lockfile';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb } from './db/client';
import { seed } from './db/seed';
import { systemClock } from './lib/clock';
import { startAccrualJob } from './modules/accrual/job';
import { adminPasswordFor, jwtSecretFor } from './secrets';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const dataDir = path.resolve(config.dataDir);
  mkdirSync(dataDir, { recursive: true });

  // PGlite has no lock of its own: two processes on one data directory would corrupt it.
  let releaseLock: (() => Promise<void>) | undefined;
  if (!config.databaseUrl) {
    try {
      // A lock left by a killed server goes stale after 10 s (a live one keeps it fresh), so
      // a restart right after a crash waits for it instead of failing.
      releaseLock = await lockfile.lock(dataDir, {
        lockfilePath: path.join(dataDir, 'server.lock'),
        stale: 10_000,
        retries: { retries: 7, factor: 1.5, minTimeout: 500, maxTimeout: 4000 },
      });
    } catch {
      console.error(`Another server is already using ${dataDir}. Stop it, or start this one with another DATA_DIR.`);
      process.exit(1);
    }
  }

  const handle = await createDb({ databaseUrl: config.databaseUrl, pgliteDir: path.join(dataDir, 'pglite') });
  await handle.migrate();

  const admin = adminPasswordFor(dataDir, config.adminPassword);
  const seeded = await seed(handle.db, { email: config.adminEmail, password: admin.value });

  const redis = config.redisUrl ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : undefined;
  const app = await buildApp({ config, handle, jwtSecret: jwtSecretFor(dataDir, config.jwtSecret), redis, clock: systemClock });

  if (seeded.adminCreated && admin.created) {
    // printed once, on the start that created the admin; also kept in DATA_DIR (mode 600)
    app.log.warn(`First admin: ${config.adminEmail} / ${admin.value} (also in ${admin.file})`);
  }

  let accrual: ReturnType<typeof startAccrualJob> | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight, then stopping`);
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await accrual?.stop();
      await app.close();
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
  accrual = startAccrualJob({ db: handle.db, intervalMs: config.accrualIntervalMs, clock: systemClock, log: app.log });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
