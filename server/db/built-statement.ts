// Statements written once, at module load, and run as named prepared statements: for the hot
// paths only, where building the SQL on every request showed in profiles (docs/performance.md) — the
// deposit save, the transaction list and counts, withdrawal reviews, ledger postings, audit
// writes, notifications, the session check (server/plugins/auth.ts) and pg-boss's texts
// (server/jobs/sql-text.ts). Everything else uses drizzle's query builder as usual, which is
// the default: reach for this only with a measurement that the building costs.
//
// Why it is fragile: it reaches into drizzle internals that are not its public API — the
// session behind `q._.session` and its `prepareQuery`, a select's `_.selectedFields`, and the
// `decoder` a SQL field gets from `.mapWith` — to skip drizzle's per-request building and
// per-value decoder lookups. A drizzle-orm upgrade may change them: tests/unit/server/db/
// built-statement.test.ts and the API suite (on PGlite, and on PostgreSQL with test:pg)
// are what catch it.

import { createHash } from 'node:crypto';
import { is, sql, SQL, type DriverValueDecoder, type Query } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgColumn, PgDialect, type SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { Queryable } from './client';

/**
 * Drizzle without a connection (its documented mock): statements written at module load,
 * before any database exists, with the PostgreSQL dialect both drivers share. Only for
 * building: running one of its queries fails.
 */
export const queryBuilder = drizzle.mock();

/**
 * The names given out. node-postgres keeps a connection's prepared statements by name and
 * refuses the same name with another text, so two statements under one name would fail only
 * when both reached the same connection: refused here, when the second is written.
 */
const names = new Set<string>();
function claim(name: string) {
  if (names.has(name)) throw new Error(`a statement named ${name} was already written`);
  names.add(name);
}

/**
 * The name of a statement written for one of many shapes (a list filter, a set of columns, a
 * pg-boss text): the prefix and a hash of the shape's key, short enough for PostgreSQL's 63
 * characters, the same for one key in every process.
 */
export const statementName = (prefix: string, key: string) => `${prefix}_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`;

/**
 * A value of a statement written once, passed as the driver takes it and cast to `pgType`:
 * drizzle's placeholder filling would put it through a column's encoder (a null jsonb value
 * becoming JSON `null`, a null timestamp failing).
 */
export const param = (name: string, pgType: string) => sql`${sql.placeholder(name)}::${sql.raw(pgType)}`;

/** A jsonb value as such a parameter: its JSON text, or SQL NULL for none (as drizzle's jsonb column writes them). */
export const jsonParam = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** A select as the connection-less builder gives it: its SQL, its fields (flat) and the row type. */
interface BuiltSelect<Row> {
  toSQL(): Query;
  readonly _: { readonly selectedFields: Record<string, unknown>; readonly result: Row[] };
}

/**
 * A select (values as `sql.placeholder`s) turned into SQL text once, when its module loads,
 * and run as a named prepared statement in whatever session is given: the db, or an open
 * transaction. Drizzle's own `.prepare()` binds a statement to the session it was built on,
 * so a statement inside a transaction was built again by every request: on a deposit save
 * that building was some 40% of the server's CPU. Rows are mapped by drizzle as before
 * (column types, names). Flat selections only: a join's nested fields are refused here.
 */
export function builtStatement<Row>(name: string, select: BuiltSelect<Row>) {
  claim(name);
  const query = select.toSQL();
  const fields: SelectedFieldsOrdered = Object.entries(select._.selectedFields).map(([key, field]) => {
    if (!is(field, PgColumn) && !is(field, SQL) && !is(field, SQL.Aliased)) {
      throw new Error(`builtStatement ${name}: field '${key}' is not a column or SQL (nested selections are not supported)`);
    }
    return { path: [key], field };
  });
  const rows = rowMapper<Row>(fields);
  return (q: Queryable, values: Record<string, unknown>): Promise<Row[]> =>
    q._.session.prepareQuery(query, fields, name, true, rows).execute(values) as Promise<Row[]>;
}

/**
 * The driver's rows (arrays) as objects, each value through its field's decoder: what
 * drizzle's own mapping does for flat fields, with the decoders looked up once instead of
 * for every value (its per-value lookups were a sixth of a 50-row list's server CPU).
 */
function rowMapper<Row>(fields: SelectedFieldsOrdered) {
  const keys = fields.map((f) => f.path[0]);
  // a SQL field's decoder (set by .mapWith) is drizzle's, not in its types
  const decoderOf = (sqlField: SQL) => (sqlField as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder;
  const decoders: DriverValueDecoder<unknown, unknown>[] = fields.map(({ field }) =>
    is(field, SQL) ? decoderOf(field) : is(field, SQL.Aliased) ? decoderOf(field.sql) : (field as PgColumn),
  );
  return (raw: unknown[][]): Row[] =>
    raw.map((values) => {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const value = values[i];
        row[keys[i]] = value === null ? null : decoders[i].mapFromDriverValue(value);
      }
      return row as Row;
    });
}

const dialect = new PgDialect();

/**
 * A statement whose rows are not read (an insert or update without RETURNING, a call), from
 * the query builder or as `sql` text, written once like builtStatement's.
 */
export function builtCommand(name: string, command: { toSQL(): Query } | SQL) {
  claim(name);
  const query = is(command, SQL) ? dialect.sqlToQuery(command) : command.toSQL();
  return async (q: Queryable, values: Record<string, unknown>): Promise<void> => {
    await q._.session.prepareQuery(query, undefined, name, false).execute(values);
  };
}
