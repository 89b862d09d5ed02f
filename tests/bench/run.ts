// npm run bench: every server-side row of the benchmark table, each against its anchor measured
// in the same run, written to docs/performance.md (its bench section). Not part of npm test.
// Settings (environment): BENCH_SCALE (1 = the sizes), BENCH_SECONDS (10),
// BENCH_CONNECTIONS (50), BENCH_ONLY (engines and/or groups, comma-separated), BENCH_WRITERS
// (2000), BENCH_STARTS (3), BENCH_REPORT (docs/performance.md), BENCH_BUILD (0: reuse dist/),
// BENCH_CPU_PROFILE (a directory for the product server's CPU profiles), BENCH_SERVER_LOG (a
// directory for its logs), PG_ADMIN_URL
// (postgres://postgres@127.0.0.1:5432/postgres). See tests/bench/config.ts.
import { cpus, totalmem } from 'node:os';
import { accrualRows } from './accrual';
import { CLIENT_NOTE, clientRows } from './client-rows';
import { ENGINES, REPORT_FILE, SCALE, SIZES, wants } from './config';
import { serve } from './engine';
import { httpRows } from './http-rows';
import { processRows } from './process-rows';
import { buildLikeNpmStart } from './processes';
import { writeReport, type Row } from './report';
import { vacuumRows } from './vacuum-rows';
import { writeRows } from './write-rows';

const rows: Row[] = [];
const databases = new Set<string>();
const notes = [
  "Ratios: req/s of the product over the anchor's; for the list after writes, how many times slower than freshly vacuumed; " +
    "for accrual, time over the anchor's; for RSS and cold start, product over bare Fastify.",
  "Bare Fastify hello: tests/bench/servers/hello.mjs, started by the same launcher as the real server (`npm start`'s last command). " +
    "GET / has a second anchor, tests/bench/servers/same-bytes.mjs: bare Fastify sending the built home page's brotli bytes, " +
    'which shows how much of the gap to hello is the size of the page (the load generator reads every byte). ' +
    'RSS is the whole process tree (the launcher and its children), read from /proc; cold start is from spawn to the first 200 ' +
    'of /api/health/live (the hello: of /).',
  'The data is loaded in bulk and vacuumed before the server starts, on both engines. PGlite\'s VACUUM for the "freshly vacuumed" ' +
    "figure runs with the server stopped (PGlite is one process's), which is started again before the run.",
  "The list's second anchor (PostgreSQL): the same requests' page as one hand-written, prepared statement (50 ids from the type and " +
    "status index joined with their rows and owners, the kept count as a column), over node-postgres, 50 callers on a pool of 10 like the server's.",
  'Writes: deposit saves by bench investors (each has at most 5 pending), approvals by an admin (PUT status successful). ' +
    "Minimal SQL: a hand-written transaction with the same inserts and updates over node-postgres, 50 callers on a pool of 10 like the server's. " +
    "PostgreSQL only (PGlite is one process's, so nothing outside the server can write to it).",
  "Balance updates beside the accrual: one-row updates of investors' users rows every 5 ms over a separate connection; PostgreSQL only. " +
    "The goal is the wait on the row (an update whose commit does not wait for the disk); the plain update's figure adds its commit's " +
    "WAL flush, which queues behind the accrual's writes on the same disk.",
  CLIENT_NOTE,
];

const failures: string[] = [];
/**
 * Runs one group and keeps its rows; a group that fails (a missing browser, a crashed server)
 * is named in the report and the run goes on, so the rows already measured are not lost.
 */
async function group(name: string, measure: () => Promise<Row[]>) {
  try {
    rows.push(...(await measure()));
  } catch (err) {
    console.error(`${name} failed:`, err);
    failures.push(`${name}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

const serverGroups = wants('http') || wants('vacuum') || wants('writes');
if (serverGroups || wants('process') || wants('client')) buildLikeNpmStart();

for (const engine of ENGINES) {
  if (!serverGroups || (engine === 'pglite' && !wants('http') && !wants('vacuum'))) continue;
  const s = await serve(engine, wants('vacuum') || (engine === 'postgres' && wants('writes')));
  databases.add(s.label);
  try {
    if (wants('http')) await group(`${engine} http`, () => httpRows(engine, s));
    if (wants('vacuum')) await group(`${engine} vacuum`, () => vacuumRows(engine, s));
    if (wants('writes') && s.url) await group(`${engine} writes`, () => writeRows(s, s.url!));
  } finally {
    await s.close();
  }
}

if (wants('accrual')) {
  for (const engine of ENGINES) {
    // the 1M run on PostgreSQL only, as in the issue
    for (const count of engine === 'postgres' ? SIZES.investments : SIZES.investments.slice(0, 1)) {
      await group(`${engine} accrual ${count}`, () => accrualRows(engine, count));
    }
  }
}

if (wants('process')) await group('process', () => processRows(ENGINES));

if (wants('client')) await group('client', () => clientRows());

for (const failure of failures) notes.push(`**Not measured in this run**, the group failed: ${failure}`);
for (const row of rows) if (row.engine) databases.add(row.engine);
const cpu = cpus();
writeReport({
  date: new Date().toISOString().slice(0, 10),
  machine: `${cpu.length} × ${cpu[0]?.model.trim() ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  databases: [...databases],
  rows,
  notes,
});
console.log(`written ${REPORT_FILE} (BENCH_SCALE=${SCALE})`);
const failing = rows.filter((r) => r.holds === false);
console.log(failing.length ? `${failing.length} of ${rows.length} rows miss their goal` : 'every goal holds');
if (failures.length) {
  console.error(`${failures.length} groups failed: ${failures.join('; ')}`);
  process.exitCode = 1;
}
