/**
 * Writes the PGlite template: a dump of a fresh data directory with every migration applied,
 * which server/db/client.ts loads into an empty data directory instead of running initdb.
 * Compiled beside the server by scripts/build-server.mjs and run there, so the file lands
 * where the compiled server looks for it, named by the same key. Does nothing when the
 * template for these migrations and this PGlite is already there.
 */
import { existsSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, pgliteTemplateFile } from '@/server/db/client';

const file = pgliteTemplateFile();
if (!file) throw new Error('cannot find the installed PGlite: no template written');
if (existsSync(file)) {
  console.log(`PGlite template up to date: ${path.basename(file)}`);
} else {
  const client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder });
  const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  await client.close();
  const partial = `${file}.partial`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  // templates of older migrations are never loaded again
  const dir = path.dirname(file);
  for (const old of readdirSync(dir)) {
    if (old.startsWith('pglite-template-') && old !== path.basename(file)) rmSync(path.join(dir, old), { force: true });
  }
  console.log(`PGlite template written: ${path.basename(file)} (${(dump.length / 1e6).toFixed(1)} MB)`);
}
