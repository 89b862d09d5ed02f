import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DbHandle, Queryable } from '@/server/db/client';
import { bossDbOver } from './sql-text';

/**
 * The durable job queue: pg-boss on the product's own database, PGlite or PostgreSQL
 * (docs/adr/0066-jobs-run-on-pg-boss-10-on-both-drivers.md). Jobs are enqueued inside the transaction of the event that
 * causes them; workers in every instance fetch with SKIP LOCKED, so each job runs in one
 * instance at a time, and a failed one is retried with exponential backoff.
 */
export interface JobHandler<T> {
  (data: T, job: { id: string; retryCount: number }): Promise<void>;
}

export interface JobQueueOptions {
  /** how often an idle worker looks for jobs, in seconds (pg-boss: at least 0.5) */
  pollIntervalSeconds: number;
  /** first retry delay in seconds; doubled (with jitter) on every further failure */
  retryDelaySeconds: number;
  /** tries after the first before a job is left as failed */
  retryLimit: number;
  /** false: enqueue only (another process works the queue) */
  work: boolean;
}

export const JOB_QUEUE_DEFAULTS: JobQueueOptions = { pollIntervalSeconds: 2, retryDelaySeconds: 5, retryLimit: 10, work: true };

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, JobHandler<never>>();
  private started = false;
  private stopping = false;
  /** one loop per queue while working; stop() waits for them */
  private loops: Promise<void>[] = [];
  /** wakes idle loops (at stop) instead of leaving them to their poll timer */
  private readonly wakers = new Set<() => void>();

  constructor(
    handle: DbHandle,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobQueueOptions = JOB_QUEUE_DEFAULTS,
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => handle.executeSql(text, values) },
      // cron is not used; maintenance (expiry, archive) runs where jobs are worked
      schedule: false,
      supervise: options.work,
    });
    // pg-boss reports failures of its own polling here; a database that is away for a
    // while must not end the process (the next poll retries)
    this.boss.on('error', (err) => this.log.error({ err }, 'job queue error'));
  }

  /** Declares a queue and what works its jobs; call before start(). */
  define<T>(name: string, handler: JobHandler<T>): void {
    if (this.started) throw new Error(`job queue ${name} defined after start`);
    this.handlers.set(name, handler as JobHandler<never>);
  }

  async start(): Promise<void> {
    await this.boss.start();
    for (const name of this.handlers.keys()) await this.declare(name);
    this.started = true;
    if (!this.options.work) return;
    this.loops = [...this.handlers].map(([name, handler]) => this.work(name, handler));
  }

  /**
   * Creates the queue with this instance's retry settings, or brings an existing queue's
   * settings up to them: pg-boss copies a queue's settings into each job it sends, so a
   * changed JOB_RETRY_DELAY or retry limit would otherwise never reach a queue made by an
   * earlier start. Jobs already waiting keep the settings they were sent with.
   */
  private async declare(name: string): Promise<void> {
    const wanted = { retryLimit: this.options.retryLimit, retryDelay: this.options.retryDelaySeconds, retryBackoff: true };
    const existing = await this.boss.getQueue(name);
    if (!existing) {
      await this.boss.createQueue(name, { name, ...wanted });
      return;
    }
    const differs = (Object.keys(wanted) as (keyof typeof wanted)[]).some((key) => existing[key] !== wanted[key]);
    if (differs) await this.boss.updateQueue(name, { name, policy: existing.policy, ...wanted });
  }

  /**
   * Fetches one job at a time (SKIP LOCKED: another instance never gets the same one), runs it,
   * then marks it completed or failed (pg-boss schedules the retry). A loop of our own rather
   * than boss.work(): stop() then waits until the running job's outcome is written, so a mail
   * sent just before a shutdown is not left 'active' and sent again after it expires.
   */
  private async work(name: string, handler: JobHandler<never>): Promise<void> {
    while (!this.stopping) {
      let job: PgBoss.JobWithMetadata<never> | undefined;
      try {
        [job] = await this.boss.fetch<never>(name, { batchSize: 1, includeMetadata: true });
      } catch (err) {
        // the database is away for a moment: try again at the next poll, never end the process
        this.log.error({ err, job: { name } }, 'job queue: fetching failed');
      }
      if (!job) {
        await this.idle();
        continue;
      }
      try {
        await handler(job.data, { id: job.id, retryCount: job.retryCount });
        await this.boss.complete(name, job.id);
      } catch (err) {
        this.log.warn({ err, job: { name, id: job.id, retryCount: job.retryCount } }, 'job failed; it will be retried');
        const reason = err instanceof Error ? { name: err.name, message: err.message } : { message: 'failed' };
        await this.boss
          .fail(name, job.id, reason)
          .catch((failErr: unknown) => this.log.error({ err: failErr }, 'job queue: recording a failure failed'));
      }
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, this.options.pollIntervalSeconds * 1000);
      this.wakers.add(done);
    });
  }

  /**
   * Adds a job in the caller's transaction: it exists only if that transaction commits.
   */
  async enqueue<T extends object>(q: Queryable, name: string, data: T): Promise<void> {
    if (!this.handlers.has(name)) throw new Error(`no job queue named ${name}`);
    await this.boss.send(name, data, { db: bossDbOver(q) });
  }

  /** Stops fetching and waits until the running jobs' outcomes are written; the database stays open for the caller to close. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.stopping = true;
    for (const wake of [...this.wakers]) wake();
    await Promise.all(this.loops);
    await this.boss.stop({ graceful: false, close: false });
  }
}
