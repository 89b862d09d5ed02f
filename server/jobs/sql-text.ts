import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Queryable } from '@/server/db/client';

/**
 * pg-boss writes `$1`-style SQL; drizzle runs SQL objects. This turns one into the other so
 * pg-boss can run a statement inside the caller's drizzle transaction (the outbox: the job
 * commits or rolls back with the event that caused it). Undefined values become NULL, as
 * node-postgres sends them.
 */
export function sqlFromText(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks = parts.map((part, i) => {
    if (i % 2 === 0) return sql.raw(part);
    const value = values[Number(part) - 1];
    return sql`${value === undefined ? null : value}`;
  });
  return sql.join(chunks);
}

/** A pg-boss database over a drizzle transaction (or the db itself). */
export const bossDbOver = (q: Queryable): PgBoss.Db => ({
  async executeSql(text, values) {
    const result = (await q.execute(sqlFromText(text, values))) as unknown as { rows: unknown[] };
    return { rows: result.rows };
  },
});
