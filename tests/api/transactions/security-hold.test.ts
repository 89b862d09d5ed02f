// Withdrawals wait SECURITY_CHANGE_HOLD after a security change (a password changed, an e-mail
// changed, two-factor sign-in turned off): the API refuses with until when and why, /profile/me
// says the same for the withdrawal screen, and once the hold has run out the withdrawal goes
// through. Nothing is held when nothing changed, nor with a hold of 0s.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '@/common/api/profile';
import { securityHoldMessage } from '@/common/security-hold';
import { users } from '@/server/db/schema';
import { ManualClock } from '@/server/lib/clock';
import {
  createTestApp,
  expectError,
  expectLedgerReconciled,
  injectAs,
  loginAdmin,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { enrol } from '../two-factor/two-factor-helpers';
import { fundedInvestor, HOUR_MS, MONEY_ENV, postWithdrawal } from './money-helpers';

const clock = new ManualClock(new Date('2026-10-10T10:00:00Z'));
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ ...MONEY_ENV, SECURITY_CHANGE_HOLD: '24h' }, { clock });
  admin = await loginAdmin(ctx.app);
});
afterAll(() => ctx.close());

const me = async (who: TestUser): Promise<Me> => (await injectAs(ctx.app, who.token, { url: '/api/profile/me' })).json();

describe('withdrawals after a security change', () => {
  it('nothing changed: nothing is held', async () => {
    const u = await fundedInvestor(ctx.app, admin.token, 1_000);
    expect(await me(u)).toMatchObject({ withdrawals_paused_until: null, withdrawals_paused_because: null });
    expect((await postWithdrawal(ctx.app, u, 100)).statusCode).toBe(201);
  });

  it('a password change holds them for 24 hours, saying until when and why; then they go through', async () => {
    const u = await fundedInvestor(ctx.app, admin.token, 1_000);
    const changedAt = clock.now();
    const res = await injectAs(ctx.app, u.token, {
      method: 'PUT',
      url: `/api/profile/update/${u.id}`,
      payload: { password: 'a-brand-new-password', current_password: u.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = { ...u, token: res.json().accessToken as string };
    const until = new Date(changedAt.getTime() + 24 * HOUR_MS).toISOString();
    expect(await me(fresh)).toMatchObject({ withdrawals_paused_until: until, withdrawals_paused_because: 'password' });
    expectError(await postWithdrawal(ctx.app, fresh, 100), 403, securityHoldMessage(until, 'password', 'UTC'));
    expect((await me(fresh)).acct_bal).toBe(1_000);

    clock.advance(24 * HOUR_MS - 1_000);
    expectError(await postWithdrawal(ctx.app, fresh, 100), 403);
    clock.advance(1_000);
    expect((await me(fresh)).withdrawals_paused_until).toBeNull();
    expect((await postWithdrawal(ctx.app, fresh, 100)).statusCode).toBe(201);
    await expectLedgerReconciled(ctx.db);
  });

  it('an e-mail changed by staff holds them too', async () => {
    const u = await fundedInvestor(ctx.app, admin.token, 1_000);
    const res = await injectAs(ctx.app, admin.token, {
      method: 'PUT',
      url: `/api/profile/update/${u.id}`,
      payload: { email: `moved.${Date.now()}@example.com` },
    });
    expect(res.statusCode, res.body).toBe(200);
    // a staff change leaves the new address unverified; proven again, the hold is what remains
    await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, u.id));
    expect((await me(u)).withdrawals_paused_because).toBe('email');
    expectError(await postWithdrawal(ctx.app, u, 100), 403, /because your e-mail address was changed/);
  });

  it('the latest change decides: two-factor turned off after a password change holds from then', async () => {
    const u = await fundedInvestor(ctx.app, admin.token, 1_000);
    const changed = await injectAs(ctx.app, u.token, {
      method: 'PUT',
      url: `/api/profile/update/${u.id}`,
      payload: { password: 'another-new-password', current_password: u.password },
    });
    await enrol(ctx.app, { ...u, password: 'another-new-password', token: changed.json().accessToken as string }, clock);
    clock.advance(HOUR_MS);
    const reset = await injectAs(ctx.app, admin.token, { method: 'POST', url: `/api/profile/${u.id}/2fa/reset`, payload: {} });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email_address: u.email, password: 'another-new-password' },
    });
    const who = { ...u, token: login.json().accessToken as string };
    const until = new Date(clock.now().getTime() + 24 * HOUR_MS).toISOString();
    expect(await me(who)).toMatchObject({ withdrawals_paused_until: until, withdrawals_paused_because: 'two_factor' });
  });
});

describe('SECURITY_CHANGE_HOLD=0s', () => {
  it('holds nothing', async () => {
    const open = await createTestApp({ ...MONEY_ENV, SECURITY_CHANGE_HOLD: '0s' }, { clock });
    try {
      const openAdmin = await loginAdmin(open.app);
      const u = await fundedInvestor(open.app, openAdmin.token, 1_000);
      const res = await injectAs(open.app, u.token, {
        method: 'PUT',
        url: `/api/profile/update/${u.id}`,
        payload: { password: 'a-brand-new-password', current_password: u.password },
      });
      const fresh = { ...u, token: res.json().accessToken as string };
      expect((await injectAs(open.app, fresh.token, { url: '/api/profile/me' })).json().withdrawals_paused_until).toBeNull();
      expect((await postWithdrawal(open.app, fresh, 100)).statusCode).toBe(201);
    } finally {
      await open.close();
    }
  });
});
