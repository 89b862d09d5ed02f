import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import {
  adjust,
  createInvestor,
  createSupport,
  createTestApp,
  expectError,
  expectLedgerReconciled,
  expectNoSecrets,
  injectAs,
  loginAdmin,
  type TestContext,
} from '@/tests/helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const me = (token: string | undefined) => injectAs(ctx.app, token, { method: 'GET', url: '/api/profile/me' });

const USER_KEYS = [
  '_id',
  'acct_bal',
  'acct_bonus',
  // the owner's own anti-phishing code (tests/api/profile/anti-phishing.test.ts)
  'anti_phishing_code',
  'country',
  'createdAt',
  'email',
  'email_verified',
  'isAdmin',
  'kyc_status',
  // the language the owner chose, null until they choose (tests/api/profile/locale.test.ts)
  'locale',
  'name',
  'phone_no',
  'progress_bar',
  'role',
  'status',
  // whether a security change holds withdrawals (tests/api/transactions/security-hold.test.ts)
  'withdrawals_paused_because',
  'withdrawals_paused_until',
].sort();

describe('GET /api/profile/me', () => {
  it("an investor gets their own profile with the dashboard's figures", async () => {
    const u = await createInvestor(ctx.app, { name: 'Mary Jackson', country: 'Kenya', phone_no: '+254 700 000000' });
    const res = await me(u.token);
    expect(res.statusCode, res.body).toBe(200);
    expectNoSecrets(res.body);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(USER_KEYS);
    expect(body).toMatchObject({
      _id: u.id,
      name: 'Mary Jackson',
      email: u.email,
      country: 'Kenya',
      phone_no: '+254 700 000000',
      acct_bal: 0,
      acct_bonus: 0,
      kyc_status: false,
      email_verified: true,
      progress_bar: 0,
      status: true,
      isAdmin: false,
      role: 'investor',
    });
  });

  it('money comes as dollars with at most two decimals, from the cents on the ledger', async () => {
    const u = await createInvestor(ctx.app);
    const admin = await loginAdmin(ctx.app);
    expect((await adjust(ctx.app, admin.token, u.id, 1234.56)).statusCode).toBe(200);
    expect((await adjust(ctx.app, admin.token, u.id, 0.1, 'bonus')).statusCode).toBe(200);
    expect((await adjust(ctx.app, admin.token, u.id, 0.2, 'bonus')).statusCode).toBe(200);
    const body = (await me(u.token)).json();
    expect(body.acct_bal).toBe(1234.56);
    // 0.1 + 0.2 in cents is exactly 0.3, not 0.30000000000000004
    expect(body.acct_bonus).toBe(0.3);
    await expectLedgerReconciled(ctx.db);
  });

  it('the admin sees isAdmin true; support sees role support and isAdmin false', async () => {
    const admin = await loginAdmin(ctx.app);
    expect((await me(admin.token)).json()).toMatchObject({ _id: admin.id, isAdmin: true, role: 'admin' });
    const support = await createSupport(ctx.app);
    expect((await me(support.token)).json()).toMatchObject({ _id: support.id, isAdmin: false, role: 'support' });
  });

  it('reflects changes at once (no stale token data)', async () => {
    const u = await createInvestor(ctx.app);
    const admin = await loginAdmin(ctx.app);
    await injectAs(ctx.app, admin.token, {
      method: 'PUT',
      url: `/api/profile/update/${u.id}`,
      payload: { kyc_status: true, progress_bar: 40 },
    });
    expect((await me(u.token)).json()).toMatchObject({ kyc_status: true, progress_bar: 40 });
  });

  it('anonymous: 401 in the error shape', async () => {
    expectError(await me(undefined), 401, MSG.unauthenticated);
  });

  it('"me" is not taken for an id by the /profile/{id} route', async () => {
    const u = await createInvestor(ctx.app);
    const res = await me(u.token);
    expect(res.json()._id).toBe(u.id);
  });
});
