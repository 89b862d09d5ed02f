import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/server/db/client';
import { revokedTokens } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { timedPass, type JobTimer } from '../metrics/registry';
import { purgeOldKeys } from '../idempotency/service';
import type { Notifier } from '../notifications/notifier';
import { purgeAccountSecurityRows } from '../sessions/purge';
import { foldTransactionCounts } from '../money/counts';
import { runAccrualCycle } from './service';

/**
 * Runs the accrual cycle at start and then every interval, never two at once in this
 * process (the advisory lock keeps other processes out). Housekeeping rides along:
 * expired revocations and old idempotency keys are purged, and the connections' transaction
 * counts are folded (safe in several processes at once).
 */
export function startAccrualJob(options: {
  db: Db;
  notifier: Notifier;
  intervalMs: number;
  clock: Clock;
  log: FastifyBaseLogger;
  /** investments per transaction (ACCRUAL_BATCH_SIZE; default 5,000) */
  batchSize?: number;
  /** times each cycle (job_duration_seconds{job="accrual"}, see modules/metrics) */
  metrics?: JobTimer;
}) {
  const { db, clock, log } = options;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const cycle = async () => {
    const now = clock.now();
    try {
      const result = await timedPass(options.metrics, 'accrual', () => runAccrualCycle(options, now));
      if (result.ran && (result.daysPaid || result.settled)) {
        log.info(result, 'accrual: profit paid and investments settled');
      }
      await purgeOldKeys(db, now);
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
      await purgeAccountSecurityRows(db, now);
      await foldTransactionCounts(db);
    } catch (err) {
      // the next tick tries again; batches already done stay done, and the (investment, day)
      // key lets the re-run pay only what is left
      log.error({ err }, 'accrual cycle failed');
    }
  };
  // each tick waits for the one before it, and none starts once stopped
  const tick = () => {
    running = running.then(() => (stopped ? undefined : cycle()));
  };

  // the first cycle starts right away (catching up after downtime)
  running = cycle();
  const timer = setInterval(tick, options.intervalMs);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
