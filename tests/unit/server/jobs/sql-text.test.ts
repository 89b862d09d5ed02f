import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '@/server/db/client';
import { bossDbOver } from '@/server/jobs/sql-text';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createDb({ pgliteDir: 'memory' });
  await handle.db.execute(sql`create table boss_probe (n int)`);
});
afterAll(() => handle.close());

describe("pg-boss's SQL over a drizzle session", () => {
  it('runs the $n text as written, reused placeholders included, undefined sent as NULL', async () => {
    const boss = bossDbOver(handle.db);
    const text = 'select $1::int as a, $2::text as b, $1::int + 1 as c';
    expect((await boss.executeSql(text, [5, undefined])).rows).toEqual([{ a: 5, b: null, c: 6 }]);
    // again under the same prepared name, with other values
    expect((await boss.executeSql(text, [7, 'x'])).rows).toEqual([{ a: 7, b: 'x', c: 8 }]);
  });

  it("writes inside the caller's transaction: rolled back with it", async () => {
    const rolledBack = new Error('roll back');
    await expect(
      handle.db.transaction(async (tx) => {
        await bossDbOver(tx).executeSql('insert into boss_probe (n) values ($1)', [1]);
        expect((await bossDbOver(tx).executeSql('select count(*)::int as n from boss_probe', [])).rows).toEqual([{ n: 1 }]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect((await bossDbOver(handle.db).executeSql('select count(*)::int as n from boss_probe', [])).rows).toEqual([{ n: 0 }]);
  });
});
