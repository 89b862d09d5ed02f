import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import type { Db } from '@/server/db/client';
import { mailJobStates, mailQueueSettled } from '@/tests/helpers/mail-queue';
import { SmtpSink } from '@/tests/helpers/smtp-sink';
import {
  createTestApp,
  loginAdmin,
  onPglite,
  onPostgres,
  sharedPostgresDatabase,
  signUpInvestor,
  TEST_JWT_SECRET,
  testConfig,
  type TestApp,
  type TestContext,
} from '@/tests/helpers/test-app';
import { deposit, depositAddress, MONEY_ENV, setStatus } from '../transactions/money-helpers';
import { FAST_JOBS, PUBLIC_URL } from './mail-helpers';

// Several server processes share one PostgreSQL and its job queue: each mail must go out once.
// Under `npm run test:pg` the two instances have pools of their own on one database, as two
// processes would; on PGlite (one process by nature) they share the one connection.

const EVENTS = 12;

describe.each(onPglite)('two app instances on one %s database', () => {
  const smtp = new SmtpSink();
  let ctx: TestContext;
  let second: TestApp;

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    ctx = await createTestApp({ ...MONEY_ENV, ...FAST_JOBS, SMTP_URL: smtpUrl, PUBLIC_URL });
    second = await buildApp({ config: ctx.config, handle: ctx.handle, jwtSecret: TEST_JWT_SECRET, workJobs: true });
  });
  afterAll(async () => {
    await second.close();
    await ctx.close();
    await smtp.stop();
  });

  it(`${EVENTS} approvals through either instance send ${EVENTS} deposit mails, each once`, async () => {
    await sendOnceEach(smtp, [ctx.app, second], ctx.db);
  });
});

/** Deposits approved through both instances (both working the queue): every mail arrives once. */
async function sendOnceEach(smtp: SmtpSink, [a, b]: TestApp[], db: Db) {
  const staff = await loginAdmin(a);
  const btc = await depositAddress(a, staff.token);
  const investors = [];
  for (let i = 0; i < EVENTS; i++) investors.push(await signUpInvestor(i % 2 ? b : a));
  const deposits = [];
  for (const [i, u] of investors.entries()) deposits.push(await deposit(i % 2 ? a : b, u, 100 + i, btc));
  await Promise.all(deposits.map((d, i) => setStatus(i % 2 ? b : a, staff.token, d._id, 'successful')));

  const isDeposit = (subject: string) => subject.startsWith('Deposit credited');
  await smtp.waitFor((all) => all.filter((m) => isDeposit(m.subject)).length >= EVENTS, `${EVENTS} deposit mails`);
  const states = await mailQueueSettled(db);
  expect(states.failed ?? 0).toBe(0);

  // every investor got exactly their one deposit mail, and nothing was sent twice
  expect(smtp.received.filter((m) => isDeposit(m.subject))).toHaveLength(EVENTS);
  for (const u of investors) expect(smtp.to(u.email).filter((m) => isDeposit(m.subject))).toHaveLength(1);
  // the sign-up links too: one each
  for (const u of investors) expect(smtp.to(u.email, 'Verify your e-mail address')).toHaveLength(1);
  expect(await mailJobStates(db)).toEqual({ completed: 2 * EVENTS });
}

describe.each(onPostgres)('two app instances with pools of their own on one %s database', (_name, url) => {
  const smtp = new SmtpSink();
  let database: Awaited<ReturnType<typeof sharedPostgresDatabase>> | undefined;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    const config = testConfig({ ...MONEY_ENV, ...FAST_JOBS, SMTP_URL: await smtp.start(), PUBLIC_URL });
    database = await sharedPostgresDatabase(url, 2);
    // both work the queue
    for (const handle of database.handles) apps.push(await buildApp({ config, handle, jwtSecret: TEST_JWT_SECRET, workJobs: true }));
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    await smtp.stop();
  });

  it(`${EVENTS} approvals through either instance send ${EVENTS} deposit mails, each once`, async () => {
    await sendOnceEach(smtp, apps, database!.handles[1].db);
  });
});
