import { PGlite } from '@electric-sql/pglite';
import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { expect } from 'vitest';
import { signupSchema } from '@/common/api/signup';
import { buildApp } from '@/server/app';
import { loadConfig, type Config } from '@/server/config';
import type { PriceBook } from '@/server/modules/chain/prices';
import { createDb, type Db, type DbHandle } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import * as schema from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { newInvestorRow } from '@/server/modules/auth/service';
import type { Clock } from '@/server/lib/clock';
import type { Mailer } from '@/server/lib/mailer';
import { findDiscrepancies } from '@/server/modules/ledger/service';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'admin-password-for-tests';
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

// ---- the fixtures' passwords ----
// A fixture's password is stored as a real argon2id hash made with the smallest cost argon2
// allows, once per password and worker. Signing in still goes through the route and its verify,
// which reads the cost from the hash: microseconds, where the product's cost takes ~30 ms a hash
// and as much a verify, twice per investor made, which was a large part of the API suite's time.
// Sign-up's own hashing is tested where accounts are made through it (tests/api/auth).
const FIXTURE_HASH_COST = { memoryCost: 8, timeCost: 1, parallelism: 1 } as const;
const fixtureHashes = new Map<string, Promise<string>>();
function fixturePasswordHash(password: string): Promise<string> {
  let made = fixtureHashes.get(password);
  if (!made) {
    made = hash(password, FIXTURE_HASH_COST);
    fixtureHashes.set(password, made);
  }
  return made;
}

/** The seeded admin, signed in with the fixtures' cheap hash of ADMIN_PASSWORD. */
async function cheapenAdminPassword(db: Db) {
  await db
    .update(schema.users)
    .set({ passwordHash: await fixturePasswordHash(ADMIN_PASSWORD) })
    .where(eq(schema.users.email, ADMIN_EMAIL));
}

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

// ---- PGlite from a migrated snapshot ----
// Starting PGlite runs initdb, which takes seconds of CPU per test file (most of the suite's
// time on a small machine). The first file to start builds an in-memory database, migrates
// it and dumps its data directory to the temp folder, keyed by the migrations and the PGlite
// version; every other file loads that dump (about 0.4 s). Same engine, same schema, same
// migrator as server/db/client.ts; a new migration makes a new snapshot.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MIGRATIONS_DIR = path.join(ROOT, 'server/db/migrations');
const SNAPSHOT_DIR = path.join(os.tmpdir(), 'investment-platform-test-pglite');

function snapshotKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(MIGRATIONS_DIR, full)).update('\0').update(readFileSync(full)).update('\0');
    }
  };
  walk(MIGRATIONS_DIR);
  const manifest = path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json');
  hash.update(existsSync(manifest) ? readFileSync(manifest) : 'unknown pglite');
  return hash.digest('hex').slice(0, 24);
}

/** The migrated snapshot's file, made first if it is missing (or damaged). */
async function snapshotFile(): Promise<string> {
  const file = path.join(SNAPSHOT_DIR, `${snapshotKey()}.tar`);
  if (existsSync(file)) return file;
  // made once, in this thread (dumpDataDir is PGlite's own; the server's client has none)
  const client = await PGlite.create();
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  await client.close();
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  // several test files may build it at once: write aside, then rename into place
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  for (const old of readdirSync(SNAPSHOT_DIR)) {
    if (old.endsWith('.tar') && path.join(SNAPSHOT_DIR, old) !== file) rmSync(path.join(SNAPSHOT_DIR, old), { force: true });
  }
  return file;
}

/** In-memory PGlite as the server runs it (on its own thread), started from the snapshot. */
async function pgliteFromSnapshot(): Promise<DbHandle> {
  const file = await snapshotFile();
  try {
    return await createDb({ pgliteDir: 'memory', pgliteSnapshot: file });
  } catch {
    // a damaged snapshot: make it again
    rmSync(file, { force: true });
    return createDb({ pgliteDir: 'memory', pgliteSnapshot: await snapshotFile() });
  }
}

// ---- PostgreSQL from a migrated, seeded template ----
// Migrating and seeding a new database cost each test file a few hundred ms (the admin's
// argon2 hash among it). The first file of a run makes one database next to TEST_DATABASE_URL,
// migrated and seeded as createTestApp would, under an advisory lock the other files wait on;
// every file's database is then a copy of it (CREATE DATABASE ... TEMPLATE, a file copy). It is
// keyed by the migrations, so a new migration makes a new template; scripts/test-pg.mjs drops
// it with the run's other databases.

async function postgresTemplate(baseUrl: string): Promise<string> {
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1) || 'test'}_template_${snapshotKey().slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      // built under another name and renamed when whole, so a half-made template is never copied
      const building = `${name}_building`;
      await admin.query(`drop database if exists "${building}" with (force)`);
      await admin.query(`create database "${building}"`);
      url.pathname = `/${building}`;
      const handle = await createDb({ databaseUrl: url.toString(), poolSize: 2 });
      try {
        await handle.migrate();
        await seed(handle.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
        await cheapenAdminPassword(handle.db);
      } finally {
        await handle.close();
      }
      await admin.query(`alter database "${building}" rename to "${name}"`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    await admin.end();
  }
  return name;
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new PostgreSQL
 * database next to TEST_DATABASE_URL (dropped again on close) when that is set.
 */
async function freshDatabase(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const handle = await pgliteFromSnapshot();
    return { handle, drop: async () => {} };
  }
  const { url, drop } = await freshPostgresDatabase(baseUrl);
  return { handle: await createDb({ databaseUrl: url, poolSize: 20 }), drop };
}

/** A new PostgreSQL database next to `baseUrl`, copied from the migrated and seeded template. */
async function freshPostgresDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1) || 'test'}_${randomBytes(6).toString('hex')}`;
  const template = await postgresTemplate(baseUrl);
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template "${template}"`);
  await admin.end();
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

// The instance tests run on the driver of the run: describe.each over an empty list registers
// nothing, so neither driver shows a skipped test.
export const onPglite: [string][] = process.env.TEST_DATABASE_URL ? [] : [['PGlite']];
export const onPostgres: [string, string][] = process.env.TEST_DATABASE_URL ? [['PostgreSQL', process.env.TEST_DATABASE_URL]] : [];

/**
 * One fresh PostgreSQL database (migrated, seeded) opened `count` times, each with a pool of its
 * own, as `count` server processes would open it: the set-up of the tests of several instances.
 */
export async function sharedPostgresDatabase(baseUrl: string, count: number): Promise<{ handles: DbHandle[]; close: () => Promise<void> }> {
  const { url, drop } = await freshPostgresDatabase(baseUrl);
  const handles: DbHandle[] = [];
  const close = async () => {
    for (const handle of handles) await handle.close();
    await drop();
  };
  try {
    for (let i = 0; i < count; i++) handles.push(await createDb({ databaseUrl: url, poolSize: 10 }));
  } catch (err) {
    await close();
    throw err;
  }
  return { handles, close };
}

/** The configuration the test apps run with, `env` over it. */
export const testConfig = (env: Record<string, string> = {}): Config => ({
  // STAFF_2FA: optional, so that staff tests need not enrol (tests/api/two-factor/staff-required sets required)
  // PRICE_URL: nothing listens on port 9 (discard), so a test never reaches CoinGecko; the chain tests start a stand-in,
  // as they do for the chains' nodes (ESPLORA_URL, TRON_API_URL: none by default)
  ...loadConfig({
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL,
    STATIC_DIR: '/nonexistent-web-build',
    STAFF_2FA: 'optional',
    PRICE_URL: 'http://127.0.0.1:9/api/v3',
    // no public chain node: payouts are marked paid unverified unless a test starts a chain
    ESPLORA_URL: 'none',
    TRON_API_URL: 'none',
    ...env,
  }),
});

export interface TestContext {
  app: TestApp;
  db: Db;
  handle: DbHandle;
  config: Config;
  close: () => Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: { clock?: Clock; mailer?: Mailer; prices?: PriceBook; redis?: Redis } = {},
): Promise<TestContext> {
  const config = testConfig(env);
  const { handle, drop } = await freshDatabase();
  await handle.migrate();
  const { adminCreated } = await seed(handle.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  if (adminCreated) await cheapenAdminPassword(handle.db);
  const app = await buildApp({
    config,
    handle,
    jwtSecret: TEST_JWT_SECRET,
    clock: options.clock,
    mailer: options.mailer,
    prices: options.prices,
    redis: options.redis,
  });
  databases.set(app, handle.db);
  return {
    app,
    db: handle.db,
    handle,
    config,
    close: async () => {
      await app.close();
      // a test may have closed the database already (health check with the database down)
      await handle.close().catch(() => undefined);
      await drop();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;
/** A valid sign-up payload with a unique e-mail. */
export function signupPayload(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Ada Investor',
    phone_no: '+1 555 010 0000',
    email_address: `investor${counter}-${randomBytes(3).toString('hex')}@example.com`,
    country: 'Canada',
    password: 'secret-password',
    terms_accepted: true,
    ...overrides,
  };
}

/**
 * The device cookie each test app last set through `login`: the helper signs in as one browser,
 * so a second sign-in is not a new device (no "new sign-in" notice). Tests about devices sign in
 * with cookies of their own (tests/api/devices).
 */
const helperDevices = new WeakMap<TestApp, string>();

/** The device cookie's Set-Cookie header of an answer, if it set one. */
export function deviceSetCookie(res: LightMyRequestResponse): string | undefined {
  return [res.headers['set-cookie'] ?? []].flat().find((c) => /^(__Host-)?device=/.test(c));
}

export async function login(app: TestApp, email: string, password: string) {
  const cookie = helperDevices.get(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email_address: email, password },
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  const setCookie = deviceSetCookie(res);
  if (setCookie) helperDevices.set(app, setCookie.split(';')[0]);
  return res.json() as { _id: string; accessToken: string; isAdmin: boolean };
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** Each test app's database, for helpers that are handed only the app. */
const databases = new WeakMap<TestApp, Db>();

/**
 * An investor signed in through the API, whose e-mail address counts as verified (as if the link
 * was opened), so tests about money need not go through the mail. The account is the row sign-up
 * makes, inserted directly: no verification link is sent and no product-cost hash is made
 * (tests/api/auth covers sign-up, tests/api/email-verification the link).
 */
export async function createInvestor(app: TestApp, overrides: Record<string, unknown> = {}): Promise<TestUser> {
  const db = databases.get(app);
  if (!db) return signUpInvestor(app, overrides);
  const payload = signupPayload(overrides);
  // the row sign-up makes from the payload as sign-up's schema reads it, with the fixtures' hash
  const input = signupSchema.parse(payload);
  await db.insert(schema.users).values({ ...newInvestorRow(input, await fixturePasswordHash(input.password)), emailVerified: true });
  return signInAs(app, payload);
}

/** The sign-up payload's account, signed in through the route. */
async function signInAs(app: TestApp, payload: ReturnType<typeof signupPayload>): Promise<TestUser> {
  const { _id, accessToken } = await login(app, payload.email_address, payload.password);
  return { id: _id, email: payload.email_address, password: payload.password, token: accessToken };
}

/**
 * An investor made through the sign-up route (its hash, its verification link by e-mail), whose
 * address then counts as verified, signed in: for tests where the sign-up's own mail is part of
 * what they count.
 */
export async function signUpInvestor(app: TestApp, overrides: Record<string, unknown> = {}): Promise<TestUser> {
  const payload = signupPayload(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/user/signup', payload });
  expect(res.statusCode, res.body).toBe(201);
  const db = databases.get(app);
  if (db) await db.update(schema.users).set({ emailVerified: true }).where(eq(schema.users.id, res.json<{ _id: string }>()._id));
  return signInAs(app, payload);
}

export async function loginAdmin(app: TestApp): Promise<TestUser> {
  const { _id, accessToken } = await login(app, ADMIN_EMAIL, ADMIN_PASSWORD);
  return { id: _id, email: ADMIN_EMAIL, password: ADMIN_PASSWORD, token: accessToken };
}

/** An investor promoted to support staff by the admin, signed in again. */
export async function createSupport(app: TestApp): Promise<TestUser> {
  const user = await createInvestor(app);
  const admin = await loginAdmin(app);
  const res = await app.inject({
    method: 'PUT',
    url: `/api/profile/update/${user.id}`,
    headers: bearer(admin.token),
    payload: { role: 'support' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { accessToken } = await login(app, user.email, user.password);
  return { ...user, token: accessToken };
}

/** One caller of each kind for access checks: the seeded admin, a new investor and a new support user. */
export async function createCallers(env: Record<string, string> = {}) {
  const ctx = await createTestApp(env);
  return {
    ctx,
    admin: await loginAdmin(ctx.app),
    investor: await createInvestor(ctx.app),
    support: await createSupport(ctx.app),
  };
}

/**
 * Every test that moves money ends here: cached figures equal what they cache. The balances
 * equal the ledger sums, and the kept transaction counts (migration 0016) equal the rows.
 */
export async function expectLedgerReconciled(db: Db) {
  expect(await findDiscrepancies(db)).toEqual([]);
  expect(await transactionCountsOff(db)).toEqual([]);
}

/** Each type and status whose kept count differs from its rows, with both figures. */
export async function transactionCountsOff(db: Db) {
  const result = await db.execute(sql`
    select coalesce(k.type, r.type)::text as type, coalesce(k.status, r.status) as status,
           coalesce(k.n, 0)::int as kept, coalesce(r.n, 0)::int as rows
    from (select type, status, sum(n) as n from transaction_counts group by type, status) k
    full join (select type, status, count(*) as n from transactions group by type, status) r
      on r.type = k.type and r.status = k.status
    where coalesce(k.n, 0) <> coalesce(r.n, 0)`);
  return rowsOf<{ type: string; status: string; kept: number; rows: number }>(result);
}

// ---------------------------------------------------------------------------------------
// Extensions for the API suite (tests/api/**). Everything above keeps its behaviour.
// ---------------------------------------------------------------------------------------

export type InjectResponse = LightMyRequestResponse;

/** app.inject as `token`'s holder (anonymous when token is undefined). */
export function injectAs(app: TestApp, token: string | undefined, opts: InjectOptions): Promise<InjectResponse> {
  const headers = { ...(opts.headers ?? {}), ...(token ? bearer(token) : {}) };
  return app.inject({ ...opts, headers });
}

/** The API's error shape {statusCode, error, message, errors?}, with the status and (optionally) the message. */
export function expectError(res: InjectResponse, statusCode: number, message?: string | RegExp) {
  expect(res.statusCode, res.body).toBe(statusCode);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(body).toMatchObject({ statusCode, error: expect.any(String), message: expect.any(String) });
  expect(
    Object.keys(body).every((k) => ['statusCode', 'error', 'message', 'errors'].includes(k)),
    res.body,
  ).toBe(true);
  if (body.errors !== undefined) {
    expect(body.errors).toEqual(expect.arrayContaining([{ field: expect.any(String), message: expect.any(String) }]));
  }
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return body as { statusCode: number; error: string; message: string; errors?: { field: string; message: string }[] };
}

/** A 400 whose errors list names `field` with `message`. */
export function expectFieldError(res: InjectResponse, field: string, message: string | RegExp) {
  const body = expectError(res, 400);
  expect(body.errors, res.body).toEqual(
    expect.arrayContaining([{ field, message: typeof message === 'string' ? message : expect.stringMatching(message) }]),
  );
  return body;
}

/** Nothing secret ever travels in a response body. */
export function expectNoSecrets(body: string) {
  for (const needle of ['password_hash', 'passwordHash', '$argon2', 'tokens_valid_after', 'tokensValidAfter', TEST_JWT_SECRET]) {
    expect(body.includes(needle), `response leaks ${needle}: ${body.slice(0, 300)}`).toBe(false);
  }
}

/** An investor promoted by the admin to `role`, signed in again (fresh token). */
export async function createWithRole(app: TestApp, role: 'support' | 'admin'): Promise<TestUser> {
  const user = await createInvestor(app);
  const admin = await loginAdmin(app);
  const res = await app.inject({
    method: 'PUT',
    url: `/api/profile/update/${user.id}`,
    headers: bearer(admin.token),
    payload: { role },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { accessToken } = await login(app, user.email, user.password);
  return { ...user, token: accessToken };
}

/** The fixture's second admin (one per app, made when first needed): approves what waits for a second person. */
const secondAdmins = new WeakMap<TestApp, Promise<TestUser>>();
export function secondAdmin(app: TestApp): Promise<TestUser> {
  let made = secondAdmins.get(app);
  if (!made) {
    made = createWithRole(app, 'admin');
    secondAdmins.set(app, made);
  }
  return made;
}

/** POST /api/approvals/:id/approve as the fixture's second admin (expects 200). */
async function approveAsSecondAdmin(app: TestApp, approvalId: string) {
  const second = await secondAdmin(app);
  const res = await injectAs(app, second.token, { method: 'POST', url: `/api/approvals/${approvalId}/approve` });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/**
 * An admin's credit (amount > 0) or debit (amount < 0) through the API. A credit that waits for
 * a second admin (202: at the two-person threshold) is approved by the fixture's second admin,
 * and the answer is then the user as a 200 would have shown it: the fixture plays both people.
 * Suites about the two-person rule itself call the route directly.
 */
export async function adjust(
  app: TestApp,
  adminToken: string,
  userId: string,
  amount: number,
  account: 'balance' | 'bonus' = 'balance',
  reason = 'test adjustment',
) {
  const res = await injectAs(app, adminToken, {
    method: 'POST',
    url: `/api/profile/${userId}/adjust`,
    payload: { account, amount, reason },
  });
  if (res.statusCode !== 202) return res;
  await approveAsSecondAdmin(app, res.json().pending_approval._id);
  return injectAs(app, adminToken, { url: `/api/profile/${userId}` });
}
