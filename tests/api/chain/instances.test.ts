// Several server instances watch the same chains and write to one
// database; each payment is credited exactly once. Under `npm run test:pg` the two instances
// have pools of their own on one PostgreSQL database, as two processes would (the advisory
// lock and the payment's row lock are then really contended); on PGlite they share the one
// connection.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import type { Db } from '@/server/db/client';
import { chainPayments, ledgerEntries, transactions } from '@/server/db/schema';
import { ManualClock } from '@/server/lib/clock';
import { createWatchers } from '@/server/modules/chain/watchers';
import { startEsploraStandin, type EsploraStandin } from '@/tests/helpers/chain/esplora-standin';
import { startPriceStandin } from '@/tests/helpers/price-standin';
import {
  createInvestor,
  createTestApp,
  expectLedgerReconciled,
  onPglite,
  onPostgres,
  sharedPostgresDatabase,
  TEST_JWT_SECRET,
  testConfig,
  type TestApp,
} from '@/tests/helpers/test-app';
import { BTC_XPUB, expectDeposit, RATES } from './chain-helpers';
import { cycleOn } from './cycle-helpers';

const DEPOSITS = 6;
const clock = new ManualClock(new Date('2026-11-25T10:00:00.000Z'));

let esplora: EsploraStandin;
let prices: Awaited<ReturnType<typeof startPriceStandin>>;
beforeAll(async () => {
  esplora = await startEsploraStandin({ clock });
  prices = await startPriceStandin(RATES);
});
afterAll(async () => {
  await esplora.close();
  await prices.close();
});
const chainEnv = () => ({ BTC_XPUB, ESPLORA_URL: esplora.url, PRICE_URL: prices.url, BTC_CONFIRMATIONS: '2' });

/** Deposits through both instances, all paid and confirmed; both instances' watchers poll at once, several times. */
async function creditOnce([a, b]: TestApp[], [dbA, dbB]: Db[]) {
  const deposits: { id: string; address: string }[] = [];
  for (let i = 0; i < DEPOSITS; i++) {
    const app = i % 2 ? b : a;
    const investor = await createInvestor(app);
    const d = await expectDeposit(app, investor, 100 + i, 'btc');
    deposits.push({ id: d._id, address: d.payment_address });
    esplora.pay([{ address: d.payment_address, sats: Math.round(Number(d.coin_amount) * 1e8) }]);
  }
  esplora.mine(2);
  const [watchA] = createWatchers(a.chain.config);
  const [watchB] = createWatchers(b.chain.config);
  const results = await Promise.all([
    cycleOn(a, dbA, watchA, clock.now()),
    cycleOn(b, dbB, watchB, clock.now()),
    cycleOn(a, dbA, watchA, clock.now()),
    cycleOn(b, dbB, watchB, clock.now()),
  ]);
  // whoever wrote, the credits add up to one per payment
  expect(results.reduce((n, r) => n + r.credited, 0)).toBe(DEPOSITS);
  const ids = deposits.map((d) => d.id);
  const credits = await dbA.select().from(ledgerEntries).where(inArray(ledgerEntries.transactionId, ids));
  expect(credits).toHaveLength(DEPOSITS);
  const rows = await dbA.select().from(transactions).where(inArray(transactions.id, ids));
  expect(rows.every((r) => r.status === 'successful')).toBe(true);
  const payments = await dbA.select().from(chainPayments).where(eq(chainPayments.coin, 'btc'));
  expect(payments.filter((p) => p.status === 'credited')).toHaveLength(DEPOSITS);
  await expectLedgerReconciled(dbA);
}

describe.each(onPglite)('two app instances on one %s database', () => {
  it(`${DEPOSITS} on-chain payments are credited once each`, async () => {
    const ctx = await createTestApp(chainEnv(), { clock });
    const second = await buildApp({ config: ctx.config, handle: ctx.handle, jwtSecret: TEST_JWT_SECRET, clock });
    try {
      await creditOnce([ctx.app, second], [ctx.db, ctx.db]);
    } finally {
      await second.close();
      await ctx.close();
    }
  });
});

describe.each(onPostgres)('two app instances with pools of their own on one %s database', (_name, url) => {
  it(`${DEPOSITS} on-chain payments are credited once each`, async () => {
    const { handles, close } = await sharedPostgresDatabase(url, 2);
    const apps: TestApp[] = [];
    try {
      const config = testConfig(chainEnv());
      for (const handle of handles) apps.push(await buildApp({ config, handle, jwtSecret: TEST_JWT_SECRET, clock }));
      await creditOnce(apps, [handles[0].db, handles[1].db]);
    } finally {
      for (const app of apps) await app.close();
      await close();
    }
  });
});
