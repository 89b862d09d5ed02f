// npm run scale: two instances of the real server on one fresh PostgreSQL database and one Redis,
// behind HAProxy, under a mixed load; shows that the rate limits and sessions are shared, that
// periodic work runs once, that a SIGKILLed instance loses no acknowledged write, and that a
// rolling restart (drain, SIGTERM, start, ready) drops no request. Prints
// the summary, writes docs/scale.md, exits 1 when a check fails. Not part of npm test.
// Needs PostgreSQL (PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres), Redis
// (SCALE_REDIS_URL, default redis://127.0.0.1:6379) and HAProxy (HAPROXY_BIN, default
// /usr/sbin/haproxy). SCALE_USERS (default 40) investors, SCALE_CONCURRENCY (6) at a time.
// The web build is not needed: the API is what is measured.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { acknowledgedWrites, accrualOnce, mailJobsOnce, sharedLimits, sharedSessions, type Check } from './checks';
import { call } from './client';
import { Balancer, freePort, freeRedisDb, freshDatabase, Instance } from './cluster';
import { INVEST_USD, runLoad, type LoadResult } from './load';
import { reportTables, writeScaleDoc, type ScaleReport } from './report';
import { rollingRestart } from './rolling';

const HAPROXY_BIN = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_BASE_URL = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379';
// the server's own defaults, set explicitly so the checks know them
const LOGIN_MAX_FAILURES = 10;
const RATE_LIMIT_MAX = 600;

function intSetting(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be a whole number from ${min} to ${max} (got ${raw})`);
    process.exit(2);
  }
  return value;
}
// the admin approves every deposit from one address: 2 per investor, under RATE_LIMIT_MAX a minute
const USERS = intSetting('SCALE_USERS', 40, 2, 200);
const CONCURRENCY = intSetting('SCALE_CONCURRENCY', 6, 1, 32);

if (!existsSync(HAPROXY_BIN)) {
  console.error(
    `HAProxy is not installed (looked for ${HAPROXY_BIN}). On Debian or Ubuntu: sudo apt-get install -y haproxy; ` +
      'elsewhere install it and set HAPROXY_BIN to the binary.',
  );
  process.exit(2);
}

/** What undoes each thing started, newest first; run whatever happens. */
const undo: { what: string; run: () => Promise<unknown> }[] = [];
let cleaning: Promise<void> | undefined;
const cleanup = () =>
  (cleaning ??= (async () => {
    for (const u of undo.reverse()) {
      await u
        .run()
        .catch((err: unknown) => console.error(`cleanup (${u.what}) failed: ${err instanceof Error ? err.message : String(err)}`));
    }
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`${signal}: cleaning up`);
    void cleanup().then(() => process.exit(130));
  });
}

const report: ScaleReport = {
  date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
  machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  setup: '',
  load: [],
  loadLine: '(not run)',
  checks: [],
};
const checks: Check[] = report.checks;
const tmp = mkdtempSync(path.join(tmpdir(), 'scale-'));

async function main() {
  const database = await freshDatabase(PG_ADMIN_URL);
  undo.push({ what: `drop database ${database.name}`, run: database.drop });
  const redis = await freeRedisDb(REDIS_BASE_URL);
  undo.push({ what: `empty Redis database ${redis.db}`, run: redis.drop });

  const adminPassword = randomBytes(18).toString('base64url');
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    // the same on every instance: a token signed by one is checked by the other
    JWT_SECRET: randomBytes(48).toString('base64url'),
    // HAProxy connects from here; the run's clients do too (see client.ts, `ip`)
    TRUST_PROXY: '127.0.0.1',
    HOST: '127.0.0.1',
    STATIC_DIR: path.join(tmp, 'no-web-build'),
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: adminPassword,
    STAFF_2FA: 'optional',
    // every second on both instances, so that they race for it when (c) makes a day due
    ACCRUAL_INTERVAL: '1s',
    LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES),
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    // nothing listens on port 9: no quote is ever fetched from CoinGecko
    PRICE_URL: 'http://127.0.0.1:9/api/v3',
    LOG_LEVEL: 'info',
  };
  const [portA, portB, portLb] = [await freePort(), await freePort(), await freePort()];
  const a = new Instance('a', portA, { ...env, DATA_DIR: path.join(tmp, 'a') }, path.join(tmp, 'a.log'));
  const b = new Instance('b', portB, { ...env, DATA_DIR: path.join(tmp, 'b') }, path.join(tmp, 'b.log'));
  undo.push({ what: 'stop instance a', run: () => a.stop() }, { what: 'stop instance b', run: () => b.stop() });
  console.log(`database ${database.name}, Redis db ${redis.db}, logs in ${tmp}`);
  // one after the other: the first start migrates the empty database, and the migrator takes no lock
  await a.start();
  await b.start();
  const lb = new Balancer(HAPROXY_BIN, portLb, tmp, [
    { name: 'a', port: portA },
    { name: 'b', port: portB },
  ]);
  undo.push({ what: 'stop HAProxy', run: () => lb.stop() });
  await lb.start();
  report.setup =
    `Instances a (:${portA}) and b (:${portB}): \`server/server.ts\` through tsx, PostgreSQL database ${database.name}, ` +
    `Redis db ${redis.db}, \`ACCRUAL_INTERVAL=1s\`, \`LOGIN_MAX_FAILURES=${LOGIN_MAX_FAILURES}\`, \`RATE_LIMIT_MAX=${RATE_LIMIT_MAX}\`; ` +
    `HAProxy (:${portLb}) round robin, checks on \`/api/health/live\` every 500 ms. ` +
    `${USERS} investors, ${CONCURRENCY} at a time.`;
  console.log('cluster up: checking shared limits and sessions');

  const adminIp = '10.254.0.1';
  const adminLogin = await call(lb.url, '/api/user/login', {
    method: 'POST',
    ip: adminIp,
    body: { email_address: env.ADMIN_EMAIL, password: adminPassword },
  });
  if (adminLogin.status !== 200) throw new Error(`admin sign-in: ${adminLogin.status}`);
  const admin = { token: String((adminLogin.body as { accessToken: string }).accessToken), ip: adminIp };
  const plans = (await call(lb.url, '/api/plans/all', admin)).body as { _id: string; min: number; max: number }[];
  const plan = plans.find((p) => p.min <= INVEST_USD && INVEST_USD <= p.max);
  const wallets = (await call(lb.url, '/api/address/btc', admin)).body as { address: string }[];
  if (!plan || !wallets?.[0]) throw new Error('the seeded plans or deposit wallets are not there');

  const probe = { email: `scale-probe-${randomBytes(4).toString('hex')}@example.com`, password: 'scale-probe-password' };
  const signup = await call(lb.url, '/api/user/signup', {
    method: 'POST',
    ip: '10.255.0.9',
    body: {
      name: 'Scale probe',
      phone_no: '+1 555 010 0000',
      email_address: probe.email,
      country: 'Canada',
      password: probe.password,
      terms_accepted: true,
    },
  });
  if (signup.status !== 201) throw new Error(`probe sign-up: ${signup.status}`);
  checks.push(...(await sharedLimits({ lb: lb.url, a, email: probe.email, loginMax: LOGIN_MAX_FAILURES, apiMax: RATE_LIMIT_MAX })));
  checks.push(...(await sharedSessions({ lb: lb.url, a, b, ...probe })));

  console.log(`load: ${USERS} investors through HAProxy; instance b is killed half-way`);
  let killedAfter = 0;
  let seenDown = false;
  const load: LoadResult = await runLoad({
    lb: lb.url,
    users: USERS,
    concurrency: CONCURRENCY,
    admin,
    planId: plan._id,
    address: wallets[0].address,
    halfway: async (done) => {
      killedAfter = done;
      await b.kill();
      console.log(`instance b killed (SIGKILL) after ${killedAfter} investors`);
      seenDown = await lb.waitFor(['b'], 'DOWN', 10_000).then(
        () => true,
        () => false,
      );
    },
  });
  report.load = load.tally.summary();
  report.loadLine =
    `${USERS} investors in ${load.seconds.toFixed(1)} s: ${load.completed} completed, ${load.failedCount} stopped; ` +
    `${load.retries} requests sent again after no answer or a 502/503/504 (same Idempotency-Key for deposits and investments).`;
  const servedByB = report.load.reduce((n, k) => n + (k.byInstance.b ?? 0), 0);
  checks.push({
    name: '(d) b killed (SIGKILL) mid-load; the load goes on through a',
    expected: `b served requests before; HAProxy marks b DOWN; all ${USERS} investors complete`,
    observed:
      `killed after ${killedAfter} investors; b served ${servedByB}; DOWN ${seenDown ? 'seen' : 'not seen'}; ` +
      `${load.completed} completed${load.failed.length ? ` (${load.failed.join('; ')})` : ''}`,
    pass: servedByB > 0 && seenDown && load.completed === USERS,
  });

  console.log('restarting b; accrual and acknowledged writes');
  await b.start();
  await lb.waitFor(['b'], 'UP');
  checks.push(...(await accrualOnce({ databaseUrl: database.url, instances: [a, b] })));
  checks.push(mailJobsOnce([a, b]));
  checks.push(...(await acknowledgedWrites({ databaseUrl: database.url, ...load })));
  console.log('rolling restart of a, then b');
  checks.push(await rollingRestart({ lb, instances: [a, b], token: admin.token }));
}

let failed = true;
try {
  await main();
  failed = !checks.every((c) => c.pass);
} catch (err) {
  report.error = err instanceof Error ? err.message : String(err);
} finally {
  await cleanup();
}
console.log(`\n${reportTables(report)}\n`);
// a run that never got the cluster up leaves the last real results in place
if (checks.length) {
  writeScaleDoc(report);
  console.log('written docs/scale.md');
}
if (failed) {
  console.log(`servers' and HAProxy's logs kept in ${tmp}`);
  process.exit(1);
}
rmSync(tmp, { recursive: true, force: true });
