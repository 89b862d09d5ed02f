import type { Pool } from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '@/server/db/client';
import type { JobName } from './labels';

/** Request latencies, in seconds: from a cached page (ms) to a slow list or export (s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Job durations, in seconds: a mail (ms) to an accrual cycle over a million investments (minutes). */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 120, 300, 600];

/**
 * This instance's metrics, in a registry of its own (never prom-client's global one: the
 * tests start many apps in one process). With several instances each serves its own and
 * Prometheus scrapes each.
 */
export function createMetrics(db: Db) {
  const registry = new Registry();
  const http = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern (never the raw URL), method and status class',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const jobs = new Histogram({
    name: 'job_duration_seconds',
    help: 'Time a background job took, by job (accrual cycle, each queue) and outcome',
    labelNames: ['job', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const money = new Counter({
    name: 'money_events_total',
    help: 'Deposits, withdrawals and investments created or moved to a status through the API, by type, event and resulting status',
    labelNames: ['type', 'event', 'status'] as const,
    registers: [registry],
  });
  // node-postgres only: PGlite is one connection in this process, with no pool to watch. Told
  // apart by shape, not `instanceof pg.Pool`: importing pg costs a PGlite start ~50 ms for nothing.
  const client = (db as unknown as { $client?: unknown }).$client;
  if (isPool(client)) {
    const pool = client;
    new Gauge({
      name: 'db_pool_connections',
      help: 'node-postgres pool: connections open (total), idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  /** Times one run of `job`; what it returns or throws passes through. */
  const timeJob = async <T>(job: JobName, work: () => Promise<T>): Promise<T> => {
    const end = jobs.startTimer({ job });
    try {
      const result = await work();
      end({ outcome: 'ok' });
      return result;
    } catch (err) {
      end({ outcome: 'failed' });
      throw err;
    }
  };

  return { registry, http, money, timeJob };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** What a periodic job needs of the metrics: its passes timed under its name. */
export type JobTimer = Pick<Metrics, 'timeJob'>;

/** One pass of a periodic job, timed when it was given metrics (tests start jobs without). */
export const timedPass = <T>(metrics: JobTimer | undefined, job: JobName, work: () => Promise<T>): Promise<T> =>
  metrics ? metrics.timeJob(job, work) : work();

function isPool(client: unknown): client is Pool {
  return typeof client === 'object' && client !== null && 'totalCount' in client && 'idleCount' in client && 'waitingCount' in client;
}
