// Shared steps of the money suites (tests/api/{transactions,accrual,idempotency,concurrency}).
// Figures are read straight from the database in integer cents, so every check is exact.
import { and, asc, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '@/server/db/client';
import { auditLog, idempotencyKeys, ledgerEntries, transactions, users } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import {
  adjust,
  bearer,
  createInvestor,
  createTestApp,
  loginAdmin,
  type InjectResponse,
  type TestApp,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import type { PublicTransaction } from '@/common/api/transactions';

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

/** Rate limits are not what these suites test: they send many requests from one address. */
export const MONEY_ENV = { RATE_LIMIT_MAX: '1000000' };

/** An id no record has. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  payload?: Record<string, unknown> | string;
}

/** app.inject as `token`'s holder (anonymous when token is undefined). */
export function call(app: TestApp, token: string | undefined, opts: CallOptions): Promise<InjectResponse> {
  return app.inject({
    method: opts.method ?? 'GET',
    url: opts.url,
    headers: { ...(opts.headers ?? {}), ...(token ? bearer(token) : {}) },
    ...(opts.payload === undefined ? {} : { payload: opts.payload }),
  }) as Promise<InjectResponse>;
}

/** The user's cached figures, in cents. */
export async function balances(db: Db, userId: string): Promise<{ bal: number; bonus: number }> {
  const [row] = await db.select({ bal: users.acctBal, bonus: users.acctBonus }).from(users).where(eq(users.id, userId));
  return row;
}

/** Everything a refused request must leave alone: figures, transaction rows, ledger rows, answers kept. */
export async function snapshot(db: Db, userId: string) {
  const [t] = await db.select({ n: count() }).from(transactions).where(eq(transactions.userId, userId));
  const [l] = await db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.userId, userId));
  const [k] = await db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
  const [all] = await db.select({ n: count() }).from(transactions);
  const [ledgerAll] = await db.select({ n: count() }).from(ledgerEntries);
  return { ...(await balances(db, userId)), transactions: t.n, ledger: l.n, keys: k.n, allTransactions: all.n, allLedger: ledgerAll.n };
}

/** The stored transaction row (cents, typed columns). */
export async function txRow(db: Db, id: string) {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
  return row;
}

/** Ledger rows of one transaction, oldest first. */
export async function ledgerOf(db: Db, transactionId: string) {
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, transactionId)).orderBy(asc(ledgerEntries.id));
}

/** Audit rows about one record, oldest first. */
export async function auditOf(db: Db, entityId: string, action?: string) {
  return db
    .select()
    .from(auditLog)
    .where(action ? and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)) : eq(auditLog.entityId, entityId))
    .orderBy(asc(auditLog.id));
}

/** An admin's credit of `dollars` to the user's balance (a ledger adjustment). */
export async function fund(app: TestApp, adminToken: string, userId: string, dollars: number) {
  const res = await adjust(app, adminToken, userId, dollars, 'balance', 'funding for a test');
  expect(res.statusCode, res.body).toBe(200);
}

/** The admin marks the user's KYC verified. */
export async function verifyKyc(app: TestApp, adminToken: string, userId: string) {
  const res = await call(app, adminToken, { method: 'PUT', url: `/api/profile/update/${userId}`, payload: { kyc_status: true } });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * The app a money suite runs against, on the suite's own clock, with the admin signed in and
 * one of our Bitcoin deposit addresses to pay to. The caller closes ctx in afterAll.
 */
export async function startMoneyApp(clock: Clock): Promise<{ ctx: TestContext; admin: TestUser; btc: string }> {
  const ctx = await createTestApp(MONEY_ENV, { clock });
  const admin = await loginAdmin(ctx.app);
  return { ctx, admin, btc: await depositAddress(ctx.app, admin.token) };
}

/** A new investor whose KYC the admin has verified, with `dollars` credited to the balance (none when 0). */
export async function fundedInvestor(app: TestApp, adminToken: string, dollars = 0): Promise<TestUser> {
  const u = await createInvestor(app);
  await verifyKyc(app, adminToken, u.id);
  if (dollars) await fund(app, adminToken, u.id, dollars);
  return u;
}

/** One of our active deposit wallets, as the deposit screen finds it. */
export async function depositAddress(app: TestApp, token: string, coin: 'btc' | 'eth' | 'usdt' = 'btc'): Promise<string> {
  const res = await app.inject({ url: `/api/address/${coin}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  const list = res.json() as { address: string }[];
  expect(list.length).toBeGreaterThan(0);
  return list[0].address;
}

export function postDeposit(app: TestApp, user: TestUser, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return call(app, user.token, { method: 'POST', url: '/api/transaction/save', headers, payload: body });
}

/** A pending deposit through the API (the legacy payload). */
export async function deposit(app: TestApp, user: TestUser, amount: number, address: string, coin = 'Bitcoin') {
  const res = await postDeposit(app, user, {
    userid: user.id,
    trnx_type: 'deposit',
    amount,
    payment_method: coin,
    payment_address: address,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as PublicTx;
}

/** Valid payout addresses, one per coin (BIP-173, EIP-55 and TRON's own examples). */
export const PAYOUT_ADDRESS = {
  btc: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  eth: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  usdt: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
} as const;

/** What an admin's PUT of a pending withdrawal to failed carries: a rejection always says why. */
export const REJECTION = { reason: 'The address could not be verified' } as const;

/** A plausible payout reference (a transaction hash) for marking a withdrawal paid. */
export const payoutReference = (n = 1) => `0x${n.toString(16).padStart(64, 'a')}`;

export function postWithdrawal(app: TestApp, user: TestUser, amount: unknown, headers: Record<string, string> = {}) {
  return call(app, user.token, {
    method: 'POST',
    url: '/api/transaction/save',
    headers,
    payload: { amount, payment_method: 'btc', address: PAYOUT_ADDRESS.btc },
  });
}

export async function withdraw(app: TestApp, user: TestUser, amount: number) {
  const res = await postWithdrawal(app, user, amount);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as PublicTx;
}

export function postInvest(app: TestApp, user: TestUser, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return call(app, user.token, {
    method: 'POST',
    url: '/api/transaction/invest',
    headers,
    payload: { userid: user.id, currency: 'usd', ...body },
  });
}

/** An investment in the named plan through the API. */
export async function invest(app: TestApp, user: TestUser, plan: string, amount: number) {
  const res = await postInvest(app, user, { plan, amount });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as PublicTx;
}

export function putTx(app: TestApp, token: string | undefined, id: string, body: Record<string, unknown>) {
  return call(app, token, { method: 'PUT', url: `/api/transaction/${id}`, payload: body });
}

/** An admin status change that must succeed. */
export async function setStatus(app: TestApp, adminToken: string, id: string, status: string, extra: Record<string, unknown> = {}) {
  const res = await putTx(app, adminToken, id, { status, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PublicTx;
}

export async function getTx(app: TestApp, token: string, id: string) {
  const res = await call(app, token, { url: `/api/transaction/single/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PublicTx;
}

/** A plan created by the admin through POST /api/plans/save. */
export async function createPlan(
  app: TestApp,
  adminToken: string,
  plan: { name: string; min: number; max: number; roi: number; duration: number; status?: boolean },
) {
  const res = await call(app, adminToken, {
    method: 'POST',
    url: '/api/plans/save',
    payload: { description: 'A plan made for a test.', category: 'crypto', ...plan },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; name: string };
}

/** The plan's id by name, as the client would read it from the plans list. */
export async function planId(app: TestApp, token: string, name: string): Promise<string> {
  const res = await app.inject({ url: '/api/plans/all', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  const plan = (res.json() as { _id: string; name: string }[]).find((p) => p.name === name);
  expect(plan, `plan ${name}`).toBeDefined();
  return plan!._id;
}

export type PublicTx = PublicTransaction;

/** Status codes of many answers, counted. */
export function tally(responses: InjectResponse[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const r of responses) out[r.statusCode] = (out[r.statusCode] ?? 0) + 1;
  return out;
}
