// Settings of npm run bench, all from the environment (see run.ts for the list).
import path from 'node:path';

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got '${raw}'`);
  return value;
}

/** 1 = the sizes (1M transactions, 10k users, 100k and 1M investments); 0.01 for a quick check. */
export const SCALE = positive('BENCH_SCALE', 1);
/** Length of each load run, in seconds (every product figure and its anchor get the same). */
export const SECONDS = positive('BENCH_SECONDS', 10);
/** Concurrent connections of every load run (the issue used 50). */
export const CONNECTIONS = Math.round(positive('BENCH_CONNECTIONS', 50));
/** Starts of each process for cold start and RSS (the median is reported). */
export const STARTS = Math.round(positive('BENCH_STARTS', 3));
/** Where the report goes (its bench section is replaced; the rest of the file is kept). */
export const REPORT_FILE = process.env.BENCH_REPORT || 'docs/performance.md';
/** 0: skip the build step of npm start when dist/ already holds a build. */
export const BUILD = process.env.BENCH_BUILD !== '0';
/** A directory: the product server of each start writes a V8 CPU profile there when it stops. */
export const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROFILE ? path.resolve(process.env.BENCH_CPU_PROFILE) : undefined;
/** A directory: the product server of each start writes its log (stdout) to a file there. */
export const SERVER_LOG_DIR = process.env.BENCH_SERVER_LOG ? path.resolve(process.env.BENCH_SERVER_LOG) : undefined;
export const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const scaled = (n: number) => Math.max(1, Math.round(n * SCALE));
export const SIZES = {
  transactions: scaled(1_000_000),
  users: scaled(10_000),
  /** accrual runs: the 100k and 1M (the larger on PostgreSQL only) */
  investments: [scaled(100_000), scaled(1_000_000)],
  /** ordinary writes before the list is measured again without a manual VACUUM */
  writes: scaled(21_000),
};

/**
 * Investors who save deposits in the write runs; each may have 5 pending, so a run stops
 * early (still a valid rate) after 5 per writer. Not scaled: it bounds requests per second,
 * not data; but never fewer than the ordinary writes before the second list figure need
 * (half of SIZES.writes are deposits, 5 per writer).
 */
export const WRITERS = Math.max(Math.round(positive('BENCH_WRITERS', 2000)), Math.ceil(SIZES.writes / 2 / 5));

/** The server's pool (createDb's default): an anchor straight at PostgreSQL gets as many connections. */
export const SERVER_POOL = 10;

export type Engine = 'postgres' | 'pglite';
export const GROUPS = ['http', 'vacuum', 'writes', 'accrual', 'process', 'client'] as const;
export type Group = (typeof GROUPS)[number];

// BENCH_ONLY: a comma-separated list of engines (postgres, pglite) and/or groups
// (http, vacuum, writes, accrual, process, client); each kind left out means all of it.
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
for (const word of only) {
  if (word !== 'postgres' && word !== 'pglite' && !(GROUPS as readonly string[]).includes(word)) {
    throw new Error(`BENCH_ONLY: unknown '${word}' (engines: postgres, pglite; groups: ${GROUPS.join(', ')})`);
  }
}
const onlyEngines = only.filter((w) => w === 'postgres' || w === 'pglite');
const onlyGroups = only.filter((w) => (GROUPS as readonly string[]).includes(w));
export const ENGINES = (['postgres', 'pglite'] as const).filter((e) => !onlyEngines.length || onlyEngines.includes(e));
export const wants = (group: Group) => !onlyGroups.length || onlyGroups.includes(group);
/** A run of some groups or engines only: the report keeps the rows it did not measure (see report.ts). */
export const PARTIAL = only.length > 0;

export const ROOT = path.resolve(import.meta.dirname, '../..');
