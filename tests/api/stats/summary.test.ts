import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycSubmissions } from '@/server/db/schema';
import {
  adjust,
  bearer,
  createInvestor,
  createSupport,
  createTestApp,
  loginAdmin,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
let support: TestUser;
let ann: TestUser;
let bob: TestUser;

interface Summary {
  users: number;
  totalBalance: number;
  totalProfit: number;
  pendingDeposits: { count: number; amount: number };
  pendingWithdrawals: { count: number; amount: number };
  activeInvestments: { count: number; amount: number };
  pendingKyc: number;
  generatedAt: string;
}

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: Record<string, unknown> };
/** app.inject as `token`'s holder (anonymous without one). */
const call = (token: string | undefined, { method, url, payload }: Call) =>
  ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

const summary = (token?: string) => call(token, { method: 'GET', url: '/api/stats/summary' });

async function ok(token: string): Promise<Summary> {
  const res = await summary(token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Summary;
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAdmin(ctx.app);
  support = await createSupport(ctx.app);
  ann = await createInvestor(ctx.app);
  bob = await createInvestor(ctx.app);
});
afterAll(() => ctx.close());

async function firstWallet(coin: string): Promise<string> {
  const res = await call(ann.token, { method: 'GET', url: `/api/address/${coin}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { address: string }[])[0].address;
}

describe('GET /api/stats/summary', () => {
  it('is for back-office staff: 401 without a token, 403 for an investor', async () => {
    expect((await summary()).statusCode).toBe(401);
    const res = await summary(ann.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
  });

  it('answers zeros on a fresh database, for support and admin alike', async () => {
    const forSupport = await ok(support.token);
    const forAdmin = await ok(admin.token);
    for (const s of [forSupport, forAdmin]) {
      // the seeded admin and the support user are staff, not investors
      expect(s).toMatchObject({
        users: 2,
        totalBalance: 0,
        totalProfit: 0,
        pendingDeposits: { count: 0, amount: 0 },
        pendingWithdrawals: { count: 0, amount: 0 },
        activeInvestments: { count: 0, amount: 0 },
        pendingKyc: 0,
      });
      expect(Number.isNaN(Date.parse(s.generatedAt))).toBe(false);
    }
  });

  it('counts and sums pending deposits and withdrawals, active investments, balances, profit and pending KYC', async () => {
    // Ann: 5,000.25 balance and 12.5 profit; Bob: 300 balance
    expect((await adjust(ctx.app, admin.token, ann.id, 5000.25)).statusCode).toBe(200);
    expect((await adjust(ctx.app, admin.token, ann.id, 12.5, 'bonus')).statusCode).toBe(200);
    expect((await adjust(ctx.app, admin.token, bob.id, 300)).statusCode).toBe(200);
    await call(admin.token, { method: 'PUT', url: `/api/profile/update/${ann.id}`, payload: { kyc_status: true } });

    const address = await firstWallet('btc');
    for (const amount of [150, 249.99]) {
      const res = await call(ann.token, {
        method: 'POST',
        url: '/api/transaction/save',
        payload: { userid: ann.id, trnx_type: 'deposit', amount, payment_method: 'Bitcoin', payment_address: address },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // a deposit that is no longer pending is not counted
    const approved = await call(bob.token, {
      method: 'POST',
      url: '/api/transaction/save',
      payload: { userid: bob.id, trnx_type: 'deposit', amount: 1000, payment_method: 'Bitcoin', payment_address: address },
    });
    const approve = await call(admin.token, {
      method: 'PUT',
      url: `/api/transaction/${(approved.json() as { _id: string })._id}`,
      payload: { status: 'successful' },
    });
    expect(approve.statusCode, approve.body).toBe(200);

    // a withdrawal holds its funds at once: 5,000.25 - 200 = 4,800.25
    const withdrawal = await call(ann.token, {
      method: 'POST',
      url: '/api/transaction/save',
      payload: { trnx_type: 'withdraw', amount: 200, address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);

    // an investment debits the balance: 4,800.25 - 3,000 = 1,800.25
    const plans = await call(ann.token, { method: 'GET', url: '/api/plans/all' });
    const plan = (plans.json() as { _id: string; min: number; max: number }[]).find((p) => p.min <= 3000 && p.max >= 3000)!;
    const invest = await call(ann.token, {
      method: 'POST',
      url: '/api/transaction/invest',
      payload: { userid: ann.id, planId: plan._id, amount: 3000 },
    });
    expect(invest.statusCode, invest.body).toBe(201);

    // one pending and one reviewed KYC submission
    const doc = new Uint8Array([0xff, 0xd8, 0xff]);
    const kyc = {
      firstName: 'Ann',
      lastName: 'Investor',
      phoneNo: '+1 555 010 0000',
      addressOne: '1 Main St',
      city: 'Denver',
      state: 'CO',
      nationality: 'Canada',
      zipCode: '80202',
      docType: 'passport' as const,
      dob: '1990-01-01',
      frontImg: doc,
      frontMime: 'image/jpeg',
      backImg: doc,
      backMime: 'image/jpeg',
    };
    await ctx.db.insert(kycSubmissions).values([
      { ...kyc, userId: ann.id },
      { ...kyc, userId: bob.id, status: 'rejected', reason: 'blurred' },
    ]);

    const s = await ok(support.token);
    expect(s).toMatchObject({
      users: 2,
      totalBalance: 1800.25 + 1300,
      totalProfit: 12.5,
      pendingDeposits: { count: 2, amount: 399.99 },
      pendingWithdrawals: { count: 1, amount: 200 },
      activeInvestments: { count: 1, amount: 3000 },
      pendingKyc: 1,
    });
  });

  it('is never cached', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/stats/summary', headers: bearer(admin.token) });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
