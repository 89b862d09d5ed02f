import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, describeConnectionError, PGLITE_SHARED_BUFFERS_DEFAULT, postgresTarget, type DbHandle } from '@/server/db/client';

describe('messages about an unusable PostgreSQL', () => {
  it('name host, port and database, never user or password', () => {
    expect(postgresTarget('postgres://app:s3cret@db.internal:6543/invest')).toBe('db.internal:6543/invest');
    expect(postgresTarget('postgres://app:s3cret@db.internal/invest')).toBe('db.internal:5432/invest');
    expect(postgresTarget('not a url with s3cret')).not.toContain('s3cret');
  });

  it('give the driver\'s reasons, not drizzle\'s "Failed query" with its SQL and parameters', () => {
    const socket = Object.assign(new Error('connect ECONNREFUSED 10.0.0.9:5432'), { code: 'ECONNREFUSED' });
    const pool = new Error('Connection terminated due to connection timeout', { cause: socket });
    const drizzle = new Error('Failed query: insert into users values ($1)\nparams: someone@example.com', { cause: pool });
    const line = describeConnectionError('postgres://app:pw@10.0.0.9:5432/invest', drizzle);
    expect(line).toBe(
      'Cannot use PostgreSQL at 10.0.0.9:5432/invest: Connection terminated due to connection timeout: connect ECONNREFUSED 10.0.0.9:5432',
    );
    expect(line).not.toContain('someone@example.com');
  });

  it('mask the password wherever the driver quotes it, also when it is URL-encoded', () => {
    const err = new Error('password authentication failed: p@ss/word! rejected');
    const line = describeConnectionError('postgres://app:p%40ss%2Fword!@127.0.0.1:5432/invest', err);
    expect(line).not.toContain('p@ss/word!');
    expect(line).toContain('***');
  });

  it('an error without a message is named by its code (AggregateError from a dual-stack connect)', () => {
    const err = Object.assign(new AggregateError([], ''), { code: 'ECONNREFUSED' });
    expect(describeConnectionError('postgres://localhost/invest', err)).toBe(
      'Cannot use PostgreSQL at localhost:5432/invest: ECONNREFUSED',
    );
  });
});

// The pool's server-side timeouts need a real PostgreSQL: checked when TEST_DATABASE_URL is set
// (node scripts/test-pg.mjs); PGlite has one in-process connection and no such settings.
const databaseUrl = process.env.TEST_DATABASE_URL;
const MIGRATIONS = fileURLToPath(new URL('../../../server/db/migrations', import.meta.url));
const onPostgres: [string, string][] = databaseUrl ? [['PostgreSQL', databaseUrl]] : [];

describe.each(onPostgres)('the pool on %s', (_name, url) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createDb({ databaseUrl: url, statementTimeoutMs: 300, idleInTransactionTimeoutMs: 5_000 });
  });
  afterAll(() => handle.close());

  const setting = async (name: string) => {
    const result = (await handle.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] };
    return result.rows[0][name];
  };

  it('every session carries the statement and idle-in-transaction timeouts', async () => {
    expect(await setting('statement_timeout')).toBe('300ms');
    expect(await setting('idle_in_transaction_session_timeout')).toBe('5s');
  });

  it('a statement running past the limit is cancelled (57014), and the pool goes on', async () => {
    await expect(handle.db.execute(sql`select pg_sleep(2)`)).rejects.toMatchObject({ cause: { code: '57014' } });
    expect(await setting('statement_timeout')).toBe('300ms');
  });

  it('two instances migrating one new database at the same moment both start (they take turns)', async () => {
    const base = new URL(url);
    const name = `${base.pathname.slice(1)}_migrate_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    base.pathname = `/${name}`;
    const [a, b] = await Promise.all([createDb({ databaseUrl: base.toString() }), createDb({ databaseUrl: base.toString() })]);
    try {
      await Promise.all([a.migrate(), b.migrate()]);
      const applied = (await a.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
        rows: { n: number }[];
      };
      expect(applied.rows[0].n).toBe(readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql')).length);
    } finally {
      await a.close();
      await b.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });

  it('defaults: 30 s per statement, 60 s idle in a transaction', async () => {
    const defaults = await createDb({ databaseUrl: url });
    try {
      const result = (await defaults.db.execute(
        sql`select current_setting('statement_timeout') as s, current_setting('idle_in_transaction_session_timeout') as i`,
      )) as unknown as {
        rows: { s: string; i: string }[];
      };
      expect(result.rows[0]).toEqual({ s: '30s', i: '1min' });
    } finally {
      await defaults.close();
    }
  });
});

// An empty PGlite data directory starts as a copy of the build's template instead of running
// initdb; a directory that already holds a database is never overwritten by it.
describe('the PGlite template', () => {
  let scratch: string;
  let template: string;
  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'invest-template-'));
    template = path.join(scratch, 'template');
    const source = await PGlite.create({ dataDir: template });
    await source.exec(`create table made_from (source text); insert into made_from values ('the template')`);
    await source.close();
  }, 120_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const madeFrom = async (handle: DbHandle) => {
    const result = (await handle.db.execute(sql`select source from made_from`)) as unknown as { rows: { source: string }[] };
    return result.rows.map((r) => r.source);
  };

  it('an empty data directory becomes a copy of the template; the template itself is left alone', async () => {
    const dir = path.join(scratch, 'data');
    let handle = await createDb({ pgliteDir: dir, pgliteTemplate: template });
    expect(await madeFrom(handle)).toEqual(['the template']);
    await handle.db.execute(sql`insert into made_from values ('written later')`);
    await handle.close();
    // an existing database stays as it is, template or not
    handle = await createDb({ pgliteDir: dir, pgliteTemplate: template });
    expect(await madeFrom(handle)).toEqual(['the template', 'written later']);
    await handle.close();
    const original = await createDb({ pgliteDir: template, pgliteTemplate: path.join(scratch, 'none') });
    expect(await madeFrom(original)).toEqual(['the template']);
    await original.close();
  }, 120_000);

  it('without a template an empty data directory is initialised and migrated as before', async () => {
    const handle = await createDb({ pgliteDir: path.join(scratch, 'plain'), pgliteTemplate: path.join(scratch, 'none') });
    await expect(madeFrom(handle)).rejects.toThrow();
    await handle.migrate();
    const result = (await handle.db.execute(sql`select count(*)::int as n from users`)) as unknown as { rows: { n: number }[] };
    expect(result.rows[0].n).toBe(0);
    await handle.close();
  }, 120_000);

  it('shared_buffers is small by default (it is zeroed at start and stays resident) and can be set', async () => {
    const setting = async (handle: DbHandle) =>
      ((await handle.db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] }).rows[0].shared_buffers;
    const small = await createDb({ pgliteDir: path.join(scratch, 'small'), pgliteTemplate: template });
    expect(await setting(small)).toBe(PGLITE_SHARED_BUFFERS_DEFAULT);
    await small.close();
    const larger = await createDb({ pgliteDir: path.join(scratch, 'larger'), pgliteTemplate: template, pgliteSharedBuffers: '48MB' });
    expect(await setting(larger)).toBe('48MB');
    await larger.close();
  }, 120_000);
});
