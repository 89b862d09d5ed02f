import autocannon, { type Options } from 'autocannon';
import type pg from 'pg';
import { CONNECTIONS, SECONDS } from './config';
import { percentile } from './stats';

/** One load run: answers of 2xx per second and latency over every answer, in ms. */
export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  seconds: number;
}

/**
 * A run of autocannon against a listening server: CONNECTIONS connections for SECONDS
 * (or `amount` requests), after `warmup` seconds of the same load that are not counted.
 */
export async function http(options: Omit<Options, 'connections' | 'duration'> & { warmup?: number }): Promise<LoadResult> {
  const { warmup = 1, ...rest } = options;
  const base = { connections: CONNECTIONS, timeout: 10, ...rest };
  if (warmup > 0 && rest.amount === undefined) await autocannon({ ...base, duration: warmup });
  const r = await autocannon(rest.amount === undefined ? { ...base, duration: SECONDS } : base);
  return {
    rps: r['2xx'] / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    ok: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    seconds: r.duration,
  };
}

/**
 * The same shape of load straight at PostgreSQL: CONNECTIONS callers for SECONDS, each
 * running `op` on a client of `pool` (sized like the server's), until `limit` ops are done.
 */
export async function sqlLoad(pool: pg.Pool, op: (client: pg.PoolClient, i: number) => Promise<void>, limit = Infinity) {
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const t0 = performance.now();
  const end = t0 + SECONDS * 1000;
  const caller = async () => {
    while (performance.now() < end && next < limit) {
      const i = next++;
      const start = performance.now();
      const client = await pool.connect();
      try {
        await op(client, i);
        latencies.push(performance.now() - start);
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        if (failed++ === 0) console.error('sql load:', err);
      } finally {
        client.release();
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, caller));
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    ok: latencies.length,
    non2xx: failed,
    errors: 0,
    timeouts: 0,
    seconds,
  } satisfies LoadResult;
}
