import type PgBoss from 'pg-boss';
import { statementName } from '@/server/db/built-statement';
import type { Queryable } from '@/server/db/client';

/**
 * A pg-boss database over a drizzle transaction (or the db itself). Its text goes to the
 * driver as pg-boss wrote it, as a statement prepared under a name made from the text (one
 * per text and connection): no SQL is built per job.
 */
// pg-boss's texts are a fixed set: each is hashed once
const names = new Map<string, string>();

export const bossDbOver = (q: Queryable): PgBoss.Db => ({
  async executeSql(text, values = []) {
    let name = names.get(text);
    if (name === undefined) names.set(text, (name = statementName('boss', text)));
    const params = values.map((v) => (v === undefined ? null : v));
    const result = (await q._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute()) as { rows: unknown[] };
    return { rows: result.rows };
  },
});
