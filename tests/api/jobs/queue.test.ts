import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/server/db/rows';
import { JobQueue } from '@/server/jobs/queue';
import { createTestApp, type TestContext } from '@/tests/helpers/test-app';

// The queue itself, on the test database (PGlite here, PostgreSQL under test:pg): what the
// outbox promise rests on. Mail on top of it is tested in tests/api/notifications.

const silent = pino({ level: 'silent' });
const FAST = { pollIntervalSeconds: 0.5, retryDelaySeconds: 1, retryLimit: 3, work: true };

/** Resolves when `count` calls have been seen; fails the test after `ms` instead of hanging. */
function calls<T>(count: number, ms = 15_000) {
  const seen: T[] = [];
  let done!: () => void;
  const reached = new Promise<void>((resolve, reject) => {
    done = resolve;
    setTimeout(() => reject(new Error(`saw ${seen.length} of ${count} calls`)), ms).unref();
  });
  return {
    seen,
    reached,
    record(value: T) {
      seen.push(value);
      if (seen.length >= count) done();
    },
  };
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const jobsNamed = async (name: string) => {
  const result = (await ctx.db.execute(sql`select state from pgboss.job where name = ${name}`)) as unknown as { rows: { state: string }[] };
  return result.rows.map((r) => r.state);
};

interface JobRow {
  state: string;
  retry_count: number;
  retry_limit: number;
  retry_delay: number;
  retry_backoff: boolean;
  /** seconds from the try's start to the next try (start_after - started_on), on the database's clock */
  delay: number;
}

/** The one job of a queue, as pg-boss stores it. */
const jobNamed = async (name: string): Promise<JobRow> => {
  const rows = rowsOf<JobRow>(
    await ctx.db.execute(sql`
      select state::text as state, retry_count, retry_limit, retry_delay, retry_backoff,
             extract(epoch from start_after - started_on)::float8 as delay
      from pgboss.job where name = ${name}`),
  );
  expect(rows).toHaveLength(1);
  return rows[0];
};

/** A queue's settings and when they last changed. */
const queueNamed = async (name: string) => {
  const [row] = rowsOf<{ retry_limit: number; retry_delay: number; retry_backoff: boolean; updated_on: string }>(
    await ctx.db.execute(
      sql`select retry_limit, retry_delay, retry_backoff, updated_on::text as updated_on from pgboss.queue where name = ${name}`,
    ),
  );
  return row;
};

/** How long to wait for the queue's own state (a bound, not a delay: checked every 100 ms). */
const POLL = { timeout: 15_000, interval: 100 };

describe('JobQueue', () => {
  it('keeps a job only when the transaction that enqueued it commits', async () => {
    const queue = new JobQueue(ctx.handle, silent, { ...FAST, work: false });
    queue.define('outbox-check', async () => undefined);
    await queue.start();
    await expect(
      ctx.db.transaction(async (tx) => {
        await queue.enqueue(tx, 'outbox-check', { n: 1 });
        throw new Error('the event fails after enqueueing');
      }),
    ).rejects.toThrow('the event fails');
    expect(await jobsNamed('outbox-check')).toEqual([]);

    await ctx.db.transaction((tx) => queue.enqueue(tx, 'outbox-check', { n: 2 }));
    expect(await jobsNamed('outbox-check')).toEqual(['created']);
    await queue.stop();
  });

  it('retries a job that throws, with backoff, until it succeeds', async () => {
    const queue = new JobQueue(ctx.handle, silent, FAST);
    const attempts = calls<number>(2);
    queue.define<{ n: number }>('flaky', async (data, job) => {
      attempts.record(job.retryCount);
      if (attempts.seen.length === 1) throw new Error('mail server is away');
      expect(data).toEqual({ n: 7 });
    });
    await queue.start();
    await ctx.db.transaction((tx) => queue.enqueue(tx, 'flaky', { n: 7 }));
    await attempts.reached;
    expect(attempts.seen).toEqual([0, 1]);
    await queue.stop();
    expect(await jobsNamed('flaky')).toEqual(['completed']);
  });

  it('waits longer before each further retry: backoff as pg-boss schedules it, on the database clock', async () => {
    // a long first delay, so that nothing is retried by the clock during the test: each
    // retry is let through by moving its start_after to now, and the worker takes it at its
    // next poll (0.5 s)
    const queue = new JobQueue(ctx.handle, silent, { ...FAST, retryDelaySeconds: 60 });
    const attempts = calls<number>(2);
    queue.define('backoff', async (_data, job) => {
      attempts.record(job.retryCount);
      throw new Error('mail server is away');
    });
    await queue.start();
    await ctx.db.transaction((tx) => queue.enqueue(tx, 'backoff', {}));

    // pg-boss keeps the try's number until the job is fetched again: failed try n+1 is
    // (state retry, retry_count n), its delay from the moment that try started
    const failedTry = (n: number) =>
      expect.poll(() => jobNamed('backoff'), POLL).toMatchObject({ state: 'retry', retry_count: n, retry_delay: 60, retry_backoff: true });
    await failedTry(0);
    const first = (await jobNamed('backoff')).delay;
    await ctx.db.execute(sql`update pgboss.job set start_after = now() where name = 'backoff'`);
    await attempts.reached;
    await failedTry(1);
    const second = (await jobNamed('backoff')).delay;
    await queue.stop();

    expect(attempts.seen).toEqual([0, 1]);
    // delay × 2^n, from one to two times that with jitter: 60-120 s, then 120-240 s
    expect(first).toBeGreaterThanOrEqual(60);
    expect(first).toBeLessThan(121);
    expect(second).toBeGreaterThanOrEqual(120);
    expect(second).toBeLessThan(241);
    expect(second).toBeGreaterThan(first);
  });

  it('a later start with other retry settings updates the existing queue, and new jobs carry them', async () => {
    const start = async (options: Partial<typeof FAST>) => {
      const queue = new JobQueue(ctx.handle, silent, { ...FAST, work: false, ...options });
      queue.define('settings', async () => undefined);
      await queue.start();
      return queue;
    };
    await (await start({})).stop();
    const created = await queueNamed('settings');
    expect(created).toMatchObject({ retry_limit: 3, retry_delay: 1, retry_backoff: true });

    // the same settings again: the queue is left as it is
    await (await start({})).stop();
    expect(await queueNamed('settings')).toEqual(created);

    const changed = await start({ retryDelaySeconds: 30, retryLimit: 7 });
    expect(await queueNamed('settings')).toMatchObject({ retry_limit: 7, retry_delay: 30, retry_backoff: true });
    await ctx.db.transaction((tx) => changed.enqueue(tx, 'settings', {}));
    expect(await jobNamed('settings')).toMatchObject({ retry_limit: 7, retry_delay: 30, retry_backoff: true });
    await changed.stop();
  });

  it('runs each job once when two workers share the queue (two instances)', async () => {
    const handled = calls<number>(20);
    const workers = [new JobQueue(ctx.handle, silent, FAST), new JobQueue(ctx.handle, silent, FAST)];
    for (const w of workers) w.define<{ n: number }>('shared', async ({ n }) => handled.record(n));
    for (const w of workers) await w.start();
    await ctx.db.transaction(async (tx) => {
      for (let n = 0; n < 20; n++) await workers[n % 2].enqueue(tx, 'shared', { n });
    });
    await handled.reached;
    for (const w of workers) await w.stop();
    expect([...handled.seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(await jobsNamed('shared')).toEqual(Array(20).fill('completed'));
  });

  it('refuses a job for a queue nobody defined', async () => {
    const queue = new JobQueue(ctx.handle, silent, { ...FAST, work: false });
    await queue.start();
    await expect(ctx.db.transaction((tx) => queue.enqueue(tx, 'nobody', {}))).rejects.toThrow('no job queue named nobody');
    await queue.stop();
  });
});
