import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtCommand, builtStatement, jsonParam, param, queryBuilder, statementName } from '@/server/db/built-statement';
import { createDb, type DbHandle } from '@/server/db/client';

const probes = pgTable('built_statement_probes', {
  id: integer('id').notNull(),
  seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull(),
});
const probeById = builtStatement(
  'probe_by_id',
  queryBuilder
    .select()
    .from(probes)
    .where(eq(probes.id, sql.placeholder('id'))),
);

let handle: DbHandle;
beforeAll(async () => {
  handle = await createDb({ pgliteDir: 'memory' });
  await handle.db.execute(sql`create table built_statement_probes (id int not null, seen_at timestamptz not null)`);
});
afterAll(() => handle.close());

describe('a statement built once, run in any session', () => {
  it('runs inside the transaction it is given, seeing its uncommitted rows, with columns mapped', async () => {
    const at = new Date('2026-11-27T04:00:00.000Z');
    const rolledBack = new Error('roll back');
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(probes).values({ id: 1, seenAt: at });
        expect(await probeById(tx, { id: 1 })).toEqual([{ id: 1, seenAt: at }]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await probeById(handle.db, { id: 1 })).toEqual([]);
  });

  it('runs on the database itself, again and again under its one name', async () => {
    await handle.db.insert(probes).values([
      { id: 2, seenAt: new Date(0) },
      { id: 3, seenAt: new Date(1000) },
    ]);
    expect(await probeById(handle.db, { id: 3 })).toEqual([{ id: 3, seenAt: new Date(1000) }]);
    expect(await probeById(handle.db, { id: 2 })).toEqual([{ id: 2, seenAt: new Date(0) }]);
  });

  it('decodes each field as drizzle does: columns by their type, SQL by its mapWith, an alias by its SQL, NULL as null', async () => {
    const summary = builtStatement(
      'probe_summary',
      queryBuilder
        .select({
          id: probes.id,
          seenAt: probes.seenAt,
          n: sql<number>`count(*) over ()`.mapWith(Number),
          label: sql<string>`'#' || ${probes.id}`.as('label'),
          none: sql<string | null>`null`,
        })
        .from(probes)
        .where(eq(probes.id, sql.placeholder('id'))),
    );
    expect(await summary(handle.db, { id: 3 })).toEqual([{ id: 3, seenAt: new Date(1000), n: 1, label: '#3', none: null }]);
  });

  it('refuses a second statement under a name already given', () => {
    expect(() => builtStatement('probe_by_id', queryBuilder.select({ id: probes.id }).from(probes))).toThrow(
      /probe_by_id was already written/,
    );
  });

  it('refuses a nested selection, whose rows it could not map', () => {
    expect(() => builtStatement('nested', queryBuilder.select({ probe: { id: probes.id } }).from(probes))).toThrow(/nested/);
  });

  it('runs a command written as sql text, its values cast by param: a jsonb null is SQL NULL, not JSON null', async () => {
    await handle.db.execute(sql`create table probe_notes (id integer primary key, note jsonb)`);
    const note = builtCommand('probe_note', sql`insert into probe_notes values (${param('id', 'int')}, ${param('note', 'jsonb')})`);
    await note(handle.db, { id: 1, note: jsonParam({ a: 1 }) });
    await note(handle.db, { id: 2, note: jsonParam(null) });
    await note(handle.db, { id: 3, note: jsonParam(undefined) });
    const { rows } = await handle.executeSql('select id, note, note is null as is_null from probe_notes order by id');
    expect(rows).toEqual([
      { id: 1, note: { a: 1 }, is_null: false },
      { id: 2, note: null, is_null: true },
      { id: 3, note: null, is_null: true },
    ]);
  });
});

describe('statementName', () => {
  it("is the same for one key, another for another, within PostgreSQL's 63 characters", () => {
    expect(statementName('shape', 'a|b')).toBe(statementName('shape', 'a|b'));
    expect(statementName('shape', 'a|b')).not.toBe(statementName('shape', 'a|c'));
    expect(statementName('transaction_update', 'x'.repeat(10_000)).length).toBeLessThanOrEqual(63);
  });
});
