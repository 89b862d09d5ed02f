import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '@/server/db/client';
import { timedPass, type JobTimer } from '@/server/modules/metrics/registry';

/**
 * PGlite has no autovacuum: without this its tables keep every dead row and never get
 * statistics, and a filtered list was 4.7 times slower after ~21k ordinary writes. This does
 * what autovacuum would, with the thresholds migration 0013 gives the busiest tables on
 * PostgreSQL: VACUUM (ANALYZE) a table once its dead rows pass 50 + 2 % of its live ones (or
 * its rows inserted since the last vacuum pass 1,000 + 2 %, which keeps the visibility map
 * fresh for index-only scans), ANALYZE it once its changed rows pass 50 + 1 %.
 * PostgreSQL's own autovacuum does this there, so this runs for PGlite only; PGlite is one
 * process on its data directory, so it runs once however it is deployed.
 */
const DEAD = { base: 50, scale: 0.02 };
const INSERTED = { base: 1000, scale: 0.02 };
const CHANGED = { base: 50, scale: 0.01 };

const past = (n: number, live: number, t: { base: number; scale: number }) => n > t.base + t.scale * live;

interface TableActivity {
  /** schema-qualified and quoted by PostgreSQL (format %I.%I) */
  name: string;
  live: number;
  dead: number;
  inserted: number;
  changed: number;
}

/** What one pass did, by table name. */
export interface VacuumPass {
  vacuumed: string[];
  analyzed: string[];
}

/**
 * One pass: the tables past a threshold, each in a statement of its own, so requests waiting
 * on PGlite's single connection wait for one table at most, not for all of them.
 */
export async function vacuumDueTables(handle: Pick<DbHandle, 'executeSql'>): Promise<VacuumPass> {
  // a backend reports its statistics lazily (about once a second when idle); PGlite's only
  // backend is the one asking, so report them now
  await handle.executeSql('select pg_stat_force_next_flush()');
  const { rows } = await handle.executeSql(
    `select format('%I.%I', schemaname, relname) as name, n_live_tup::float8 as live, n_dead_tup::float8 as dead,
            n_ins_since_vacuum::float8 as inserted, n_mod_since_analyze::float8 as changed
     from pg_stat_user_tables order by schemaname, relname`,
  );
  const pass: VacuumPass = { vacuumed: [], analyzed: [] };
  for (const t of rows as unknown as TableActivity[]) {
    if (past(t.dead, t.live, DEAD) || past(t.inserted, t.live, INSERTED)) {
      await handle.executeSql(`vacuum (analyze) ${t.name}`);
      pass.vacuumed.push(t.name);
    } else if (past(t.changed, t.live, CHANGED)) {
      await handle.executeSql(`analyze ${t.name}`);
      pass.analyzed.push(t.name);
    }
  }
  return pass;
}

/**
 * Runs vacuumDueTables every interval (PGLITE_VACUUM_INTERVAL), never two passes at once (a
 * tick during a pass is dropped);
 * the first one interval after start, so a cold start does not wait behind it. stop() waits
 * for a pass in flight.
 */
export function startPgliteVacuum(options: {
  handle: Pick<DbHandle, 'executeSql'>;
  intervalMs: number;
  log: FastifyBaseLogger;
  /** times each pass (job_duration_seconds{job="pglite-vacuum"}, see modules/metrics) */
  metrics?: JobTimer;
}) {
  const { handle, log, metrics } = options;
  let running: Promise<void> | undefined;
  let stopped = false;
  const pass = async () => {
    try {
      const done = await timedPass(metrics, 'pglite-vacuum', () => vacuumDueTables(handle));
      if (done.vacuumed.length || done.analyzed.length) log.info(done, 'pglite: tables vacuumed and analyzed');
    } catch (err) {
      // the next interval tries again
      log.error({ err }, 'pglite: vacuum failed');
    }
  };
  const timer = setInterval(() => {
    // a pass still going when the next is due (a big table) is not queued behind
    if (stopped || running) return;
    running = pass().finally(() => {
      running = undefined;
    });
  }, options.intervalMs);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
