import { statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { auth, checkList, listRequests, listSql } from './api';
import { ROOT, SERVER_POOL, SIZES, type Engine } from './config';
import type { Served } from './engine';
import { http, sqlLoad, type LoadResult } from './load';
import { startServer } from './processes';
import { ms, rps, type Row } from './report';

/** The home page as the build wrote it, brotli-compressed (what GET / sends a browser). */
const HOME_PAGE_BR = path.join(ROOT, 'dist/prerendered/index.html.br');

const lat = (r: LoadResult) => `p99 ${ms(r.p99)}${r.timeouts ? `, ${r.timeouts} timeouts` : ''}${r.non2xx ? `, ${r.non2xx} non-2xx` : ''}`;
export const fig = (r: LoadResult) => `${rps(r.rps)}, ${lat(r)}`;

/** GET / and profile/me against a bare Fastify hello, then the admin list against profile/me, all in one sitting. */
export async function httpRows(engine: Engine, s: Served): Promise<Row[]> {
  const base = s.server.base;
  const hello = await startServer('hello');
  let helloRun: LoadResult;
  try {
    console.log(`${engine}: hello...`);
    helloRun = await http({ url: hello.base });
  } finally {
    await hello.stop();
  }
  console.log(`${engine}: GET /...`);
  // as a browser asks: the home page is prerendered (~21 kB of HTML, its rules a stylesheet of their own), sent brotli-compressed as built
  const index = await http({ url: `${base}/`, headers: { 'accept-encoding': 'br, gzip' } });
  // and bare Fastify sending the very bytes the product sent: what the page's size alone allows
  const sameBytes = await startServer('same-bytes', { BENCH_BODY_FILE: HOME_PAGE_BR, BENCH_BODY_ENCODING: 'br' });
  let sameBytesRun: LoadResult;
  try {
    console.log(`${engine}: the same bytes from bare Fastify...`);
    sameBytesRun = await http({ url: sameBytes.base, headers: { 'accept-encoding': 'br, gzip' } });
  } finally {
    await sameBytes.stop();
  }
  console.log(`${engine}: profile/me...`);
  const profile = await http({ url: `${base}/api/profile/me`, headers: auth(s.investor) });
  console.log(`${engine}: admin list...`);
  await checkList(base, s.admin, SIZES.transactions);
  const list = await http({ url: base, requests: listRequests(s.admin) });
  // on PostgreSQL, the same requests' statement straight at the database: what its work alone allows
  const listAnchor = s.url ? await listStatementsLoad(s.url) : undefined;
  console.log({ helloRun, index, sameBytesRun, profile, list, listAnchor });

  const onPostgres = engine === 'postgres';
  const listName = `admin transactions list (filtered, 50 rows, ${SIZES.transactions.toLocaleString('en-US')} rows)`;
  const rows: Row[] = [
    {
      measure: 'GET / (the prerendered home page, as a browser asks for it)',
      engine: s.label,
      product: fig(index),
      anchor: `bare Fastify hello ${fig(helloRun)}`,
      ratio: index.rps / helloRun.rps,
      goal: '>= 0.5',
      holds: index.rps / helloRun.rps >= 0.5 && !index.non2xx,
    },
    // no goal of the issue's: the reading of the row above (how much of the gap is the page's size)
    {
      measure: 'GET / against bare Fastify sending the same bytes',
      engine: s.label,
      product: fig(index),
      anchor: `bare Fastify, the same ${(statSync(HOME_PAGE_BR).size / 1000).toFixed(1)} kB ${fig(sameBytesRun)}`,
      ratio: index.rps / sameBytesRun.rps,
      goal: '',
    },
    // the issue's goal for profile/me is PostgreSQL's (its row says so); PGlite's figure is
    // reported beside it, as the anchor of PGlite's list
    {
      measure: 'GET /api/profile/me',
      engine: s.label,
      product: fig(profile),
      anchor: `hello ${rps(helloRun.rps)}`,
      ratio: profile.rps / helloRun.rps,
      goal: onPostgres ? '>= 0.12' : '',
      holds: onPostgres ? profile.rps / helloRun.rps >= 0.12 && !profile.non2xx : undefined,
    },
  ];
  // the issue's goal for the list: a share of profile/me on PostgreSQL, a p99 and no timeouts on PGlite
  rows.push({
    measure: listName,
    engine: s.label,
    product: fig(list),
    anchor: `profile/me ${rps(profile.rps)}`,
    ratio: list.rps / profile.rps,
    goal: onPostgres ? '>= 0.3, p99 <= 100 ms' : 'p99 <= 500 ms, no timeouts',
    holds: onPostgres
      ? list.rps / profile.rps >= 0.3 && list.p99 <= 100 && !list.non2xx && !list.timeouts
      : list.p99 <= 500 && !list.timeouts && !list.errors && !list.non2xx,
  });
  // no goal of the issue's: the reading of the row above (how much of the list's time is its SQL)
  if (listAnchor) {
    rows.push({
      measure: `${listName} against its statement straight at PostgreSQL`,
      engine: s.label,
      product: fig(list),
      anchor: `the page with its kept count, prepared, ${SERVER_POOL} connections: ${fig(listAnchor)}`,
      ratio: list.rps / listAnchor.rps,
      goal: '',
    });
  }
  return rows;
}

async function listStatementsLoad(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: SERVER_POOL });
  try {
    console.log('postgres: the list statement straight at the database...');
    await sqlLoad(pool, listSql, 2 * SERVER_POOL); // warm: each connection prepares them
    return await sqlLoad(pool, listSql);
  } finally {
    await pool.end();
  }
}
