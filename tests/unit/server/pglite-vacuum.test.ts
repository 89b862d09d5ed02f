// PGlite never vacuums or analyzes by itself: the vacuum job does it for the tables past
// autovacuum-like thresholds, and leaves the quiet ones alone. PGlite only: on PostgreSQL
// autovacuum does this (the job is not started), and the statistics of the pool's other
// connections reach pg_stat_user_tables when they please.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '@/server/db/rows';
import { startPgliteVacuum, vacuumDueTables } from '@/server/jobs/pglite-vacuum';
import { createTestApp, onPglite, type TestContext } from '@/tests/helpers/test-app';

let ctx: TestContext | undefined;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());
const app = (): TestContext => {
  if (!ctx) throw new Error('no test app');
  return ctx;
};
afterEach(() => vi.useRealTimers());

interface Activity {
  vacuums: number;
  analyzes: number;
  dead: number;
}

/** A table's vacuum and analyze counts and dead rows, as the statistics have them once flushed. */
async function activity(table: string): Promise<Activity> {
  await app().db.execute(sql`select pg_stat_force_next_flush()`);
  const [row] = rowsOf<Activity>(
    await app().db.execute(sql`
    select vacuum_count::int as vacuums, analyze_count::int as analyzes, n_dead_tup::int as dead
    from pg_stat_user_tables where schemaname = 'public' and relname = ${table}`),
  );
  return row;
}

/** 300 users, each then updated once: 300 dead rows. */
async function churnUsers(tag: string) {
  await app().db.execute(sql`
    insert into users (name, email, password_hash, country, phone_no)
    select 'Churn ' || i, ${tag} || i || '@example.com', 'not-a-hash', 'Canada', '+1 555 000 0000'
    from generate_series(1, 300) as i`);
  await app().db.execute(sql`update users set name = name || ' (renamed)' where email like ${`${tag}%`}`);
}

const log = () => {
  const lines: { level: string; obj: unknown }[] = [];
  const at = (level: string) => (obj: unknown) => void lines.push({ level, obj });
  return { lines, log: { info: at('info'), error: at('error'), warn: at('warn'), debug: at('debug') } as never };
};

describe.each(onPglite)('vacuumDueTables on %s', () => {
  it('vacuums and analyzes a table past its dead-row threshold, and leaves quiet tables alone', async () => {
    await vacuumDueTables(app().handle); // whatever start-up left due
    await churnUsers('first');
    const before = { users: await activity('users'), plans: await activity('plans') };
    expect(before.users.dead).toBeGreaterThanOrEqual(300);

    const pass = await vacuumDueTables(app().handle);
    expect(pass.vacuumed).toContain('public.users');
    expect(pass.vacuumed).not.toContain('public.plans');
    expect(pass.analyzed).not.toContain('public.plans');
    const after = { users: await activity('users'), plans: await activity('plans') };
    expect(after.users.vacuums).toBe(before.users.vacuums + 1);
    expect(after.users.analyzes).toBe(before.users.analyzes + 1);
    expect(after.users.dead).toBe(0);
    expect(after.plans).toEqual(before.plans);

    // nothing changed since: the next pass does nothing
    expect(await vacuumDueTables(app().handle)).toEqual({ vacuumed: [], analyzed: [] });
  });
});

describe.each(onPglite)('startPgliteVacuum on %s', () => {
  it('runs a pass each interval, not at start, and stop() waits for the pass in flight; /metrics times it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await churnUsers('second');
    const { lines, log: quiet } = log();
    const { metrics } = app().app;
    const passes = async () =>
      Number(/^job_duration_seconds_count\{job="pglite-vacuum",outcome="ok"\} (\d+)$/m.exec(await metrics.registry.metrics())?.[1] ?? 0);
    const passesBefore = await passes();
    const job = startPgliteVacuum({ handle: app().handle, intervalMs: 60_000, log: quiet, metrics });
    const before = await activity('users');
    vi.advanceTimersByTime(59_999);
    expect(await activity('users')).toEqual(before);
    vi.advanceTimersByTime(1);
    await job.stop();
    expect((await activity('users')).vacuums).toBe(before.vacuums + 1);
    expect(await passes()).toBe(passesBefore + 1);
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
    expect(lines.some((l) => l.level === 'info')).toBe(true);
  });
});

// on both drivers: what autovacuum is told to do (PostgreSQL), and what the job leaves to it
describe('the busiest tables (migration 0013)', () => {
  it('vacuum and analyze early and leave room on each page for updates in place', async () => {
    const options = async (table: string) =>
      rowsOf<{ options: string[] }>(await app().db.execute(sql`select reloptions as options from pg_class where relname = ${table}`))[0]
        .options;
    expect(await options('transactions')).toEqual(
      expect.arrayContaining(['fillfactor=85', 'autovacuum_vacuum_scale_factor=0.02', 'autovacuum_analyze_scale_factor=0.01']),
    );
    expect(await options('users')).toEqual(expect.arrayContaining(['fillfactor=90', 'autovacuum_vacuum_scale_factor=0.02']));
    expect(await options('ledger_entries')).toEqual(expect.arrayContaining(['autovacuum_vacuum_insert_scale_factor=0.02']));
  });
});
