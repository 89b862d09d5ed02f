import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { createDb, type Db, type DbHandle } from '../../server/db/client';
import { seed } from '../../server/db/seed';
import { findDiscrepancies } from '../../server/modules/ledger/service';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'admin-password-for-tests';
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new PostgreSQL
 * database next to TEST_DATABASE_URL (dropped again on close) when that is set.
 */
async function freshDatabase(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const handle = await createDb({ pgliteDir: 'memory' });
    return { handle, drop: async () => {} };
  }
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1) || 'test'}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), poolSize: 20 });
  return {
    handle,
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

export interface TestContext {
  app: TestApp;
  db: Db;
  handle: DbHandle;
  config: Config;
  close: () => Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const config: Config = {
    ...loadConfig({ LOG_LEVEL: 'silent', ADMIN_EMAIL, STATIC_DIR: '/nonexistent-web-build', ...env }),
  };
  const { handle, drop } = await freshDatabase();
  await handle.migrate();
  await seed(handle.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const app = await buildApp({ config, handle, jwtSecret: TEST_JWT_SECRET });
  return {
    app,
    db: handle.db,
    handle,
    config,
    close: async () => {
      await app.close();
      await handle.close();
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
    ...overrides,
  };
}

export async function login(app: TestApp, email: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email_address: email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { _id: string; accessToken: string; isAdmin: boolean };
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** Signs up and signs in an investor through the API. */
export async function createInvestor(app: TestApp, overrides: Record<string, unknown> = {}): Promise<TestUser> {
  const payload = signupPayload(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/user/signup', payload });
  expect(res.statusCode, res.body).toBe(201);
  const { _id, accessToken } = await login(app, payload.email_address, payload.password);
  return { id: _id, email: payload.email_address, password: payload.password, token: accessToken };
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

/** Every test that moves money ends here: cached figures equal the ledger sums. */
export async function expectLedgerReconciled(db: Db) {
  expect(await findDiscrepancies(db)).toEqual([]);
}
