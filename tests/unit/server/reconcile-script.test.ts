import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import lockfile from 'proper-lockfile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import type { JobQueue } from '@/server/jobs/queue';
import type { JobSecrets } from '@/server/jobs/sealed';
import { postEntry } from '@/server/modules/ledger/service';
import { Notifier } from '@/server/modules/notifications/notifier';
import { EXIT_CANNOT_CHECK, EXIT_DISCREPANCIES, EXIT_OK, main, runReconcile, SERVER_RUNNING_MESSAGE } from '@/server/scripts/reconcile';

/** Collects what the script prints. */
function capture() {
  const lines: string[] = [];
  return {
    lines,
    text: () => lines.join('\n'),
    out: { log: (l: string) => lines.push(l), error: (l: string) => lines.push(l) },
  };
}

async function addInvestor(handle: DbHandle, email: string): Promise<string> {
  const [u] = await handle.db
    .insert(users)
    .values({ name: 'Reconcile Tester', email, passwordHash: 'x', country: 'Canada', phoneNo: '+15550100000' })
    .returning({ id: users.id });
  return u.id;
}

/** Postings tell their owner: here the inbox row is written and the mail job dropped (no queue runs). */
const notifier = new Notifier({ enqueue: async () => undefined } as unknown as JobQueue, {} as JobSecrets);
const money = { transactionId: '00000000-0000-4000-8000-000000000000', amountCents: 500_000, coin: 'btc' };

describe('runReconcile (in-memory PGlite)', () => {
  let handle: DbHandle;
  let investorId: string;

  beforeAll(async () => {
    handle = await createDb({ pgliteDir: 'memory' });
  });
  afterAll(() => handle.close());

  it('says so when the database has no tables (exit 2)', async () => {
    const c = capture();
    expect(await runReconcile(handle, c.out)).toBe(EXIT_CANNOT_CHECK);
    expect(c.text()).toMatch(/no tables/);
  });

  it('a clean database reconciles (exit 0)', async () => {
    await handle.migrate();
    await seed(handle.db, { email: 'admin@example.com', password: 'admin-password-for-tests' });
    investorId = await addInvestor(handle, 'clean@example.com');
    await handle.db.transaction(async (tx) => {
      await postEntry(
        tx,
        { userId: investorId, account: 'balance', amountCents: 500_000, kind: 'deposit' },
        { notifier, kind: 'deposit_credited', params: money },
      );
      await postEntry(
        tx,
        { userId: investorId, account: 'balance', amountCents: -120_050, kind: 'investment' },
        {
          notifier,
          kind: 'investment_started',
          params: { ...money, planName: 'Plan', amountCents: 120_050, days: 30, expectedProfitCents: 0, endsAt: new Date().toISOString() },
        },
      );
      await postEntry(
        tx,
        { userId: investorId, account: 'bonus', amountCents: 1_801, kind: 'adjustment' },
        { notifier, kind: 'balance_adjusted', params: { account: 'bonus', amountCents: 1_801 } },
      );
    });
    const c = capture();
    expect(await runReconcile(handle, c.out)).toBe(EXIT_OK);
    expect(c.lines).toEqual(['Ledger reconciles: 2 users checked']);
  });

  it('a cached balance changed behind the ledger: exit 1, the user named with both figures in dollars', async () => {
    await handle.db.execute(sql`update users set acct_bal = acct_bal + 100000 where email = 'clean@example.com'`);
    const c = capture();
    expect(await runReconcile(handle, c.out)).toBe(EXIT_DISCREPANCIES);
    expect(c.lines[0]).toMatch(/does NOT reconcile: 1 of 2 users/);
    expect(c.text()).toContain('clean@example.com');
    expect(c.text()).toContain(investorId);
    expect(c.text()).toContain('balance cached $4,799.50 vs ledger $3,799.50');
    expect(c.text()).not.toContain('profit');
    expect(c.text()).not.toContain('admin@example.com');

    await handle.db.update(users).set({ acctBonus: 0 }).where(eq(users.id, investorId));
    const c2 = capture();
    expect(await runReconcile(handle, c2.out)).toBe(EXIT_DISCREPANCIES);
    expect(c2.text()).toContain('profit cached $0.00 vs ledger $18.01');
  });
});

describe('main: the npm run reconcile command', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'reconcile-'));
    // a server's data directory: PGlite on disk, migrated and seeded
    const handle = await createDb({ pgliteDir: path.join(dataDir, 'pglite') });
    await handle.migrate();
    await seed(handle.db, { email: 'admin@example.com', password: 'admin-password-for-tests' });
    await handle.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const env = (extra: Record<string, string> = {}) => ({ DATA_DIR: dataDir, ...extra });

  it("checks the server's PGlite database in DATA_DIR (exit 0)", async () => {
    const c = capture();
    expect(await main(env(), c.out)).toBe(EXIT_OK);
    expect(c.lines).toEqual(['Ledger reconciles: 1 users checked']);
    // the lock is released afterwards: the server can start
    const release = await lockfile.lock(dataDir, { lockfilePath: path.join(dataDir, 'server.lock') });
    await release();
  });

  it('refuses to open PGlite while the server holds DATA_DIR (exit 2)', async () => {
    const release = await lockfile.lock(dataDir, { lockfilePath: path.join(dataDir, 'server.lock') });
    try {
      const c = capture();
      expect(await main(env(), c.out)).toBe(EXIT_CANNOT_CHECK);
      expect(c.lines).toEqual([SERVER_RUNNING_MESSAGE]);
      expect(SERVER_RUNNING_MESSAGE).toBe('The server is running on this DATA_DIR: stop it first, or use GET /api/reports/reconcile');
    } finally {
      await release();
    }
  });

  it('does not create a database where there is none (exit 2)', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'reconcile-empty-'));
    try {
      const c = capture();
      expect(await main({ DATA_DIR: empty }, c.out)).toBe(EXIT_CANNOT_CHECK);
      expect(c.text()).toMatch(/No database in .*pglite/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('reports a bad configuration (exit 2)', async () => {
    const c = capture();
    expect(await main(env({ PORT: 'not-a-port' }), c.out)).toBe(EXIT_CANNOT_CHECK);
    expect(c.text()).toMatch(/Invalid configuration/);
  });
});
