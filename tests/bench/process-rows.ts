import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { startProduct, tempDir } from './api';
import { STARTS, type Engine } from './config';
import { startServer, type Started } from './processes';
import { mb, ms, type Row } from './report';
import { benchDb } from './setup';
import { median } from './stats';

/** Resident memory once started and idle: a few requests answered, then two quiet seconds. */
async function idleRss(s: Started, path: string) {
  for (let i = 0; i < 20; i++) await fetch(`${s.base}${path}`).then((r) => r.arrayBuffer());
  await sleep(2000);
  return s.rssMb();
}

/** Starts `start` STARTS times: the median cold start and idle RSS. */
async function starts(start: () => Promise<Started>, path: string) {
  const cold: number[] = [];
  const rss: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    const s = await start();
    try {
      cold.push(s.coldMs);
      rss.push(await idleRss(s, path));
    } finally {
      await s.stop();
    }
  }
  return { coldMs: median(cold), rssMb: median(rss) };
}

/** Idle RSS and cold start of the real server, each against a bare Fastify hello started just before. */
export async function processRows(engines: readonly Engine[]): Promise<Row[]> {
  const rows: Row[] = [];
  const row = (measure: string, engine: string, product: number, anchor: number, unit: 'ms' | 'MB', goal: string, limit?: number): Row => ({
    measure,
    engine,
    product: unit === 'ms' ? ms(product) : mb(product),
    anchor: `bare Fastify ${unit === 'ms' ? ms(anchor) : mb(anchor)}`,
    ratio: product / anchor,
    goal,
    holds: limit === undefined ? undefined : product <= limit,
  });
  const hello = () => starts(() => startServer('hello'), '/');
  const live = '/api/health/live';

  if (engines.includes('postgres')) {
    console.log('process: PostgreSQL...');
    const db = await benchDb('postgres'); // migrated: every start finds an existing database
    const dir = tempDir('rss-pg');
    try {
      const anchor = await hello();
      const pg = await starts(() => startProduct(dir, db.url), live);
      rows.push(row('RSS idle', db.label, pg.rssMb, anchor.rssMb, 'MB', '<= 150 MB', 150));
      rows.push(row('cold start, migrated database', db.label, pg.coldMs, anchor.coldMs, 'ms', ''));
    } finally {
      await db.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (engines.includes('pglite')) {
    console.log('process: PGlite...');
    const dirs: string[] = [];
    const anchor = await hello();
    try {
      // each first start gets an empty directory; the start after it finds that directory
      const first = await starts(async () => {
        dirs.push(tempDir('rss-pglite'));
        return startProduct(dirs.at(-1)!);
      }, live);
      let again = 0;
      const existing = await starts(() => startProduct(dirs[again++ % dirs.length]), live);
      rows.push(row('RSS idle', 'PGlite', existing.rssMb, anchor.rssMb, 'MB', '<= 300 MB', 300));
      rows.push(row('RSS idle, first start', 'PGlite', first.rssMb, anchor.rssMb, 'MB', '<= 300 MB', 300));
      rows.push(row('cold start, existing data directory', 'PGlite', existing.coldMs, anchor.coldMs, 'ms', '<= 1.5 s', 1500));
      rows.push(row('cold start, empty data directory', 'PGlite', first.coldMs, anchor.coldMs, 'ms', '<= 2.5 s', 2500));
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  }
  return rows;
}
