import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';

// PGlite runs on a thread of its own (server/db/pglite-worker.mjs): these check that what the
// server relies on crosses that boundary unchanged, and that this thread is free meanwhile.

let handle: DbHandle;
beforeAll(async () => {
  handle = await createDb({ pgliteDir: 'memory' });
  await handle.db.execute(sql`create table things (id int primary key, name text not null, at timestamptz not null default now())`);
}, 60_000);
afterAll(() => handle?.close());

const count = async () => rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from things`))[0].n;

/** Turns of this thread's event loop while `work` runs. */
async function turnsDuring(work: Promise<unknown>): Promise<number> {
  let turns = 0;
  let done = false;
  const spin = (): void => {
    if (done) return;
    turns++;
    setImmediate(spin);
  };
  setImmediate(spin);
  await work;
  done = true;
  return turns;
}

describe('PGlite on its own thread', () => {
  it('this thread keeps turning while a long statement runs', async () => {
    // some hundreds of ms of work in Postgres; run in this thread it would allow no turn at all
    const turns = await turnsDuring(
      handle.db.execute(sql`select count(*) from generate_series(1, 3000000) a join generate_series(1, 1) b on true`),
    );
    expect(turns).toBeGreaterThan(20);
  });

  it("an error keeps Postgres' fields (code, constraint, detail) under drizzle's wrapper", async () => {
    await handle.db.execute(sql`insert into things (id, name) values (1, 'one')`);
    const err = await handle.db.execute(sql`insert into things (id, name) values (1, 'again')`).catch((e: unknown) => e);
    const cause = (err as { cause?: Record<string, unknown> }).cause;
    expect(cause).toBeInstanceOf(Error);
    expect(cause).toMatchObject({ code: '23505', constraint: 'things_pkey', message: expect.stringContaining('duplicate key') });
    await handle.db.execute(sql`delete from things`);
  });

  it('a transaction commits what it did, and rolls all of it back when it throws', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things (id, name) values (10, 'kept')`);
    });
    const failed = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things (id, name) values (11, 'dropped')`);
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    expect(await count()).toBe(1);
    // drizzle's explicit rollback, and a nested transaction (a savepoint) rolled back alone
    await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into things (id, name) values (12, 'dropped too')`);
        tx.rollback();
      })
      .catch(() => undefined);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things (id, name) values (13, 'kept too')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into things (id, name) values (14, 'inner')`);
          throw new Error('inner only');
        })
        .catch(() => undefined);
    });
    const ids = rowsOf<{ id: number }>(await handle.db.execute(sql`select id from things order by id`)).map((r) => r.id);
    expect(ids).toEqual([10, 13]);
    await handle.db.execute(sql`delete from things`);
  });

  it('a statement from outside waits for an open transaction, then sees what it committed', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const didInsert = new Promise<void>((resolve) => (inserted = resolve));
    let outsideDone = false;
    let outsideDoneBeforeCommit: boolean | undefined;
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things (id, name) values (20, 'in a transaction')`);
      inserted();
      await held;
      // sent after the outside statement, answered before it: that one waits for the commit
      await tx.execute(sql`select 1`);
      outsideDoneBeforeCommit = outsideDone;
    });
    await didInsert;
    const outside = count().then((n) => {
      outsideDone = true;
      return n;
    });
    release();
    await transaction;
    expect(outsideDoneBeforeCommit).toBe(false);
    expect(await outside).toBe(1);
    await handle.db.execute(sql`delete from things`);
  });

  it('a commit of a transaction a failed statement aborted is refused, and nothing of it stays', async () => {
    const commit = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things (id, name) values (30, 'before the error')`);
      await tx.execute(sql`select 1/0`).catch(() => undefined);
    });
    await expect(commit).rejects.toThrow();
    expect(await count()).toBe(0);
  });

  it('values come back as the main thread parses them: timestamps as drizzle reads them, int8 whole', async () => {
    const at = new Date('2026-11-26T10:20:30.456Z');
    await handle.db.execute(sql`insert into things (id, name, at) values (40, 'when', ${at.toISOString()})`);
    const rows = rowsOf<{ at: string; big: string }>(
      await handle.db.execute(sql`select at, 9007199254740993::int8 as big from things where id = 40`),
    );
    expect(new Date(rows[0].at).toISOString()).toBe(at.toISOString());
    expect(String(rows[0].big)).toBe('9007199254740993');
    // several statements in one text, as pg-boss sends them
    const { rows: last } = await handle.executeSql('select 1 as a; select 2 as b');
    expect(last).toEqual([{ b: 2 }]);
    await handle.db.execute(sql`delete from things`);
  });

  it('once closed, every statement is refused (none hangs)', async () => {
    const other = await createDb({ pgliteDir: 'memory' });
    await other.close();
    await expect(other.db.execute(sql`select 1`)).rejects.toThrow();
  }, 60_000);
});
