import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createDb } from '@/server/db/client';
import { login, loginMany, startProduct, tempDir, type Account } from './api';
import { SIZES, WRITERS, type Engine } from './config';
import type { Started } from './processes';
import { ADMIN, benchDb, insertTransactions, insertUsers, type BenchDb } from './setup';

/** The real server over the list's data (SIZES), with its admin, an investor and the writers signed in. */
export interface Served {
  label: string;
  /** PostgreSQL only: the database's URL */
  url?: string;
  server: Started;
  admin: Account;
  investor: Account;
  writers: Account[];
  /** VACUUM ANALYZE of the whole database (PGlite: the server is stopped for it and started again) */
  vacuum: () => Promise<void>;
  close: () => Promise<void>;
}

export async function serve(engine: Engine, withWriters: boolean): Promise<Served> {
  const dataDir = tempDir(engine);
  const pgliteDir = path.join(dataDir, 'pglite');
  console.log(`${engine}: loading ${SIZES.transactions.toLocaleString('en-US')} transactions...`);
  let db: BenchDb | undefined = await benchDb(engine, pgliteDir);
  const label = db.label;
  await insertUsers(db.handle, SIZES.users, 0);
  await insertTransactions(db.handle, SIZES.transactions, SIZES.users);
  if (withWriters) await insertUsers(db.handle, WRITERS, 0, 'writer');
  await db.handle.db.execute(sql`vacuum analyze`);
  const url = db.url;
  if (engine === 'pglite') {
    await db.handle.close(); // the server owns the directory from here
    db = undefined;
  }
  let server = await startProduct(dataDir, url);
  const admin = await login(server.base, ADMIN.email, ADMIN.password);
  const investor = await login(server.base, 'bench1@example.com');
  const writers = withWriters ? await loginMany(server.base, 'writer', WRITERS) : [];
  return {
    label,
    url,
    get server() {
      return server;
    },
    admin,
    investor,
    writers,
    vacuum: async () => {
      if (db) {
        await db.handle.db.execute(sql`vacuum analyze`);
        return;
      }
      await server.stop();
      const handle = await createDb({ pgliteDir });
      await handle.db.execute(sql`vacuum analyze`);
      await handle.close();
      server = await startProduct(dataDir);
    },
    close: async () => {
      await server.stop();
      await db?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
