// `npm run reconcile`: proves that every user's cached balance and profit equal the sums of
// their ledger rows (docs/security.md, Money). Exit 0: all agree; 1: discrepancies (listed);
// 2: could not check (no database, the server holds it, no tables, bad configuration).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import lockfile from 'proper-lockfile';
import { formatUsdFromCents, toCents } from '@/common/money';
import { loadConfig, type Config } from '../config';
import { createDb, type DbHandle } from '../db/client';
import { reconcileReport } from '../modules/reports/service';

export interface Output {
  log: (line: string) => void;
  error: (line: string) => void;
}

export const EXIT_OK = 0;
export const EXIT_DISCREPANCIES = 1;
export const EXIT_CANNOT_CHECK = 2;

export const SERVER_RUNNING_MESSAGE = 'The server is running on this DATA_DIR: stop it first, or use GET /api/reports/reconcile';

const usd = (dollars: number) => formatUsdFromCents(toCents(dollars));

async function hasTables(handle: Pick<DbHandle, 'db'>): Promise<boolean> {
  const result = await handle.db.execute(
    sql`select to_regclass('users') is not null and to_regclass('ledger_entries') is not null as ready`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { ready: unknown }[];
  return rows[0]?.ready === true;
}

/** Checks an open database; prints the outcome and answers the exit code. */
export async function runReconcile(handle: Pick<DbHandle, 'db'>, out: Output): Promise<number> {
  if (!(await hasTables(handle))) {
    out.error('The database has no tables yet: start the server once (it creates them), then run this again.');
    return EXIT_CANNOT_CHECK;
  }
  const report = await reconcileReport(handle.db);
  if (report.ok) {
    out.log(`Ledger reconciles: ${report.checkedUsers} users checked`);
    return EXIT_OK;
  }
  out.error(
    `Ledger does NOT reconcile: ${report.discrepancies.length} of ${report.checkedUsers} users have cached figures that differ from their ledger`,
  );
  for (const d of report.discrepancies) {
    const parts: string[] = [];
    if (d.acct_bal !== d.ledger_bal) parts.push(`balance cached ${usd(d.acct_bal)} vs ledger ${usd(d.ledger_bal)}`);
    if (d.acct_bonus !== d.ledger_bonus) parts.push(`profit cached ${usd(d.acct_bonus)} vs ledger ${usd(d.ledger_bonus)}`);
    out.error(`  ${d.email} (${d.userId}): ${parts.join('; ')}`);
  }
  return EXIT_DISCREPANCIES;
}

/**
 * The command: reads the configuration like the server, opens its database and checks it.
 * On PGlite it takes the server's lock on DATA_DIR first: PGlite must never be opened by
 * two processes at once.
 */
export async function main(env: NodeJS.ProcessEnv = process.env, out: Output = console): Promise<number> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (err) {
    out.error(err instanceof Error ? err.message : String(err));
    return EXIT_CANNOT_CHECK;
  }

  let release: (() => Promise<void>) | undefined;
  let handle: DbHandle | undefined;
  try {
    if (config.databaseUrl) {
      handle = await createDb({ databaseUrl: config.databaseUrl, poolSize: 1 });
    } else {
      const dataDir = path.resolve(config.dataDir);
      const pgliteDir = path.join(dataDir, 'pglite');
      if (!existsSync(pgliteDir)) {
        // opening it would create an empty database in the wrong place
        out.error(`No database in ${pgliteDir}: set DATA_DIR to the server's data directory, or DATABASE_URL.`);
        return EXIT_CANNOT_CHECK;
      }
      try {
        release = await lockfile.lock(dataDir, { lockfilePath: path.join(dataDir, 'server.lock') });
      } catch (err) {
        if ((err as { code?: string }).code === 'ELOCKED') {
          out.error(SERVER_RUNNING_MESSAGE);
        } else {
          out.error(`Cannot lock ${dataDir}: ${err instanceof Error ? err.message : String(err)}`);
        }
        return EXIT_CANNOT_CHECK;
      }
      handle = await createDb({ pgliteDir });
    }
    return await runReconcile(handle, out);
  } catch (err) {
    out.error(`Reconciliation failed: ${err instanceof Error ? err.message : String(err)}`);
    return EXIT_CANNOT_CHECK;
  } finally {
    await handle?.close().catch(() => {});
    await release?.().catch(() => {});
  }
}

const invokedDirectly = !!process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  main().then(
    (code) => process.exit(code),
    (err) => {
      console.error(err);
      process.exit(EXIT_CANNOT_CHECK);
    },
  );
}
