// Runs the server test suite against PostgreSQL: a fresh database for this run (each test
// file then makes its own next to it), dropped afterwards whatever the outcome.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `ci_${randomBytes(4).toString('hex')}`;

async function sql(text) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

await sql(`create database "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
let status = 1;
try {
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url.toString() },
  });
  status = run.status ?? 1;
} finally {
  // the per-file databases are named after this one
  const { rows } = await sql(`select datname from pg_database where datname like '${name}%'`);
  for (const { datname } of rows) await sql(`drop database if exists "${datname}" with (force)`);
}
process.exit(status);
