import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// server/db/sql/<function>.sql holds the current definition of each PL/pgSQL function the
// migrations create, to read in one place; this keeps each copy equal to the newest migration
// that creates or replaces the function, and every function with a copy.
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const MIGRATIONS = path.join(ROOT, 'server/db/migrations');
const COPIES = path.join(ROOT, 'server/db/sql');

/** Each function (public schema) with the text of its newest CREATE [OR REPLACE] FUNCTION and that migration's file. */
function latestDefinitions(): Map<string, { migration: string; text: string }> {
  const latest = new Map<string, { migration: string; text: string }>();
  const files = readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  for (const migration of files) {
    const sql = readFileSync(path.join(MIGRATIONS, migration), 'utf8');
    for (const m of sql.matchAll(/CREATE (?:OR REPLACE )?FUNCTION "([a-z_]+)"\(/g)) {
      // the statement runs to the `;` after the body's closing $$
      const open = sql.indexOf('$$', m.index);
      const close = sql.indexOf('$$', open + 2);
      const end = sql.indexOf(';', close) + 1;
      latest.set(m[1], { migration, text: sql.slice(m.index, end) });
    }
  }
  return latest;
}

/** A copy without its leading comment lines. */
const definitionOf = (copy: string) =>
  copy
    .split('\n')
    .filter((_line, i, lines) => !lines.slice(0, i + 1).every((l) => l.startsWith('--')))
    .join('\n')
    .trim();

describe('server/db/sql', () => {
  const latest = latestDefinitions();
  const copies = readdirSync(COPIES).filter((f) => f.endsWith('.sql'));

  it('finds the functions of migrations 0016 and 0017', () => {
    expect([...latest.keys()]).toEqual(expect.arrayContaining(['hold_deposit_place', 'open_wallet_deposit', 'transaction_counts_added']));
  });

  it('has a copy of every function the migrations create, and none of a function they do not', () => {
    expect(copies.map((f) => f.replace(/\.sql$/, '')).sort()).toEqual([...latest.keys()].sort());
  });

  it.each(copies)('%s equals the newest definition in the migrations, and names that migration', (file) => {
    const name = file.replace(/\.sql$/, '');
    const newest = latest.get(name);
    expect(newest, `no migration creates ${name}`).toBeDefined();
    const copy = readFileSync(path.join(COPIES, file), 'utf8');
    expect(definitionOf(copy)).toBe(newest!.text.trim());
    expect(copy.split('\n')[0]).toContain(newest!.migration);
  });
});
