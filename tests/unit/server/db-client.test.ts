import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, describeConnectionError, postgresTarget, type DbHandle } from '@/server/db/client';

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
