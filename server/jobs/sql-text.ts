import { createHash } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { Queryable } from '@/server/db/client';

/**
 * A pg-boss database over a drizzle transaction (or the db itself). Its text goes to the
 * driver as pg-boss wrote it, as a statement prepared under a name made from the text (one
 * per text and connection): no SQL is built per job.
 */
export const bossDbOver = (q: Queryable): PgBoss.Db => ({
  async executeSql(text, values = []) {
    const name = `boss_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    const params = values.map((v) => (v === undefined ? null : v));
    const result = (await q._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute()) as { rows: unknown[] };
    return { rows: result.rows };
  },
});
