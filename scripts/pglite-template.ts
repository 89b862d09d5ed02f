/**
 * Makes the PGlite template: a fresh data directory with every migration applied and the job
 * queue's tables installed (pg-boss makes them on its first start, hundreds of ms), which
 * server/db/client.ts copies into an empty data directory instead of running initdb.
 * Compiled beside the server by scripts/build-server.mjs and run there, so the template lands
 * where the compiled server looks for it, named by the same key. Does nothing when the
 * template for these migrations and this PGlite is already there.
 */
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pino from 'pino';
import { migrationsFolder, pgliteExecuteSql, pgliteTemplateDir, type DbHandle } from '@/server/db/client';
import { JOB_QUEUE_DEFAULTS, JobQueue } from '@/server/jobs/queue';

const template = pgliteTemplateDir();
if (!template) throw new Error('cannot find the installed PGlite: no template made');
if (existsSync(path.join(template, 'PG_VERSION'))) {
  console.log(`PGlite template up to date: ${path.basename(template)}`);
} else {
  const partial = `${template}.partial`;
  rmSync(partial, { recursive: true, force: true });
  const client = await PGlite.create({ dataDir: partial });
  await migrate(drizzle(client), { migrationsFolder });
  // the product's own queue, as a start makes it: only executeSql is used
  const queue = new JobQueue({ executeSql: pgliteExecuteSql(client) } as DbHandle, pino({ level: 'warn' }), {
    ...JOB_QUEUE_DEFAULTS,
    work: false,
  });
  await queue.start();
  await queue.stop();
  // a clean shutdown: the copy a server starts from needs no recovery
  await client.close();
  rmSync(template, { recursive: true, force: true });
  renameSync(partial, template);
  // templates of older migrations are never used again
  const dir = path.dirname(template);
  for (const old of readdirSync(dir)) {
    if (old.startsWith('pglite-template-') && old !== path.basename(template)) {
      rmSync(path.join(dir, old), { recursive: true, force: true });
    }
  }
  console.log(`PGlite template made: ${path.basename(template)}`);
}
