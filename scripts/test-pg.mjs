// Runs tests against PostgreSQL: a fresh database for this run (each test file then makes
// its own next to it), dropped afterwards whatever the outcome.
//   node scripts/test-pg.mjs [vitest args]    the server suite (`npm run test:pg`)
//   node scripts/test-pg.mjs -- <command...>  any command, e.g. `-- npm test` (what CI runs)
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

const args = process.argv.slice(2);
const [command, ...commandArgs] = args[0] === '--' ? args.slice(1) : ['npx', 'vitest', 'run', '--project', 'server', ...args];

await sql(`create database "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
let status = 1;
try {
  const run = spawnSync(command, commandArgs, {
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
