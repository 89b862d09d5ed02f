import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
