// Staff are not investors. A support or admin account gets 403 on every route that
// puts money or identity documents on the platform (deposit, withdrawal, investment, KYC
// submission), whatever it sends: the route-level guard (app.requireInvestor) runs before the
// body is validated or read, like authentication, and nothing is created.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { kycSubmissions, transactions } from '@/server/db/schema';
import {
  bearer,
  createCallers,
  createWithRole,
  expectError,
  expectLedgerReconciled,
  type TestContext,
  type TestUser,
} from '../helpers/test-app';
import { submitKyc } from './kyc/kyc-helpers';
import { depositAddress, fund, MONEY_ENV, PAYOUT_ADDRESS, verifyKyc } from './transactions/money-helpers';

let ctx: TestContext;
let admin: TestUser;
let support: TestUser;
let investor: TestUser;
let btc: string;

beforeAll(async () => {
  ({ ctx, admin, support, investor } = await createCallers(MONEY_ENV));
  btc = await depositAddress(ctx.app, admin.token);
  // staff with every precondition an investor would need: verified, with money on the balance
  // (funded by another admin: nobody credits their own account)
  const funder = await createWithRole(ctx.app, 'admin');
  for (const staff of [admin, support]) {
    await verifyKyc(ctx.app, admin.token, staff.id);
    await fund(ctx.app, funder.token, staff.id, 10_000);
  }
});
afterAll(() => ctx.close());

const rows = async () => ({
  transactions: (await ctx.db.select({ n: count() }).from(transactions))[0].n,
  kyc: (await ctx.db.select({ n: count() }).from(kycSubmissions))[0].n,
});

const moneyRequests = (who: TestUser) => [
  {
    url: '/api/transaction/save',
    payload: { userid: who.id, trnx_type: 'deposit', amount: 500, payment_method: 'btc', payment_address: btc },
  },
  { url: '/api/transaction/save', payload: { trnx_type: 'withdraw', amount: 100, payment_method: 'btc', address: PAYOUT_ADDRESS.btc } },
  { url: '/api/transaction/invest', payload: { userid: who.id, plan: 'Crypto Starter', currency: 'usd', amount: 3000 } },
  // nonsense bodies: the role is checked first, so staff learn nothing about the input rules
  { url: '/api/transaction/save', payload: { nonsense: true } },
  { url: '/api/transaction/invest', payload: { nonsense: true } },
];

describe('support and admin accounts', () => {
  for (const role of ['support', 'admin'] as const) {
    it(`${role}: 403 on deposit, withdrawal and investment, valid body or not; nothing moves`, async () => {
      const who = role === 'admin' ? admin : support;
      const before = await rows();
      for (const { url, payload } of moneyRequests(who)) {
        const res = await ctx.app.inject({ method: 'POST', url, headers: bearer(who.token), payload });
        expectError(res, 403, MSG.staffNotInvestor);
      }
      expect(await rows()).toEqual(before);
      await expectLedgerReconciled(ctx.db);
    });

    it(`${role}: 403 on a KYC submission, before the upload is read`, async () => {
      const who = role === 'admin' ? admin : support;
      const before = await rows();
      expectError(await submitKyc(ctx.app, who.token), 403, MSG.staffNotInvestor);
      const junk = await ctx.app.inject({ method: 'POST', url: '/api/kyc', headers: bearer(who.token), payload: { nonsense: true } });
      expectError(junk, 403, MSG.staffNotInvestor);
      expect(await rows()).toEqual(before);
    });
  }

  it('an investor still does all four; anonymous is still 401', async () => {
    expect((await submitKyc(ctx.app, investor.token)).statusCode).toBe(201);
    expectError(await submitKyc(ctx.app, undefined), 401);
    await verifyKyc(ctx.app, admin.token, investor.id);
    await fund(ctx.app, admin.token, investor.id, 5000);
    for (const { url, payload } of moneyRequests(investor).slice(0, 3)) {
      const res = await ctx.app.inject({ method: 'POST', url, headers: bearer(investor.token), payload });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
      expectError(await ctx.app.inject({ method: 'POST', url, payload }), 401);
    }
    await expectLedgerReconciled(ctx.db);
  });

  it('a staff member demoted to investor may invest again (the role is read from the database)', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/profile/update/${support.id}`,
      headers: bearer(admin.token),
      payload: { role: 'investor' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const invest = await ctx.app.inject({
      method: 'POST',
      url: '/api/transaction/invest',
      headers: bearer(support.token),
      payload: { userid: support.id, plan: 'Crypto Starter', currency: 'usd', amount: 3000 },
    });
    expect(invest.statusCode, invest.body).toBe(201);
    await expectLedgerReconciled(ctx.db);
  });
});
