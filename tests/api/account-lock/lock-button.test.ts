// "Lock my account" on the security page: the signed-in owner (investor or staff) locks their
// own account; every session ends, the one that asked included, and sign-in is refused with how
// to get back in.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LOCK_MSG } from '@/common/account-lock';
import { accountLocks, notifications, users } from '@/server/db/schema';
import {
  createInvestor,
  createSupport,
  createTestApp,
  createWithRole,
  expectError,
  expectFieldError,
  injectAs,
  login,
  type TestContext,
} from '@/tests/helpers/test-app';
import { lockOwn, meWith, PUBLIC_URL, signIn } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL });
});
afterAll(() => ctx.close());

describe('POST /api/account/lock', () => {
  it('locks the caller’s account: this session and every other one end, sign-in is refused', async () => {
    const u = await createInvestor(ctx.app);
    const other = await login(ctx.app, u.email, u.password);
    const res = await lockOwn(ctx.app, u.token);
    expect(res.statusCode, res.body).toBe(204);

    expectError(await meWith(ctx.app, u.token), 401);
    expectError(await meWith(ctx.app, other.accessToken), 401);
    expectError(await signIn(ctx.app, u), 403, ACCOUNT_LOCK_MSG.signInRefused(PUBLIC_URL));

    const [row] = await ctx.db.select().from(users).where(eq(users.id, u.id));
    expect(row.lockedAt).not.toBeNull();
    const locks = await ctx.db.select().from(accountLocks).where(eq(accountLocks.userId, u.id));
    expect(locks).toEqual([expect.objectContaining({ lockedVia: 'security_page', ip: '127.0.0.1', unlockedAt: null })]);
    // the owner's inbox says so too (the e-mail is always sent: security)
    const inbox = await ctx.db.select().from(notifications).where(eq(notifications.userId, u.id));
    expect(inbox.map((n) => n.kind)).toContain('account_locked');
  });

  it('asks for confirm: true, so that a stray call locks nobody out', async () => {
    const u = await createInvestor(ctx.app);
    expectFieldError(await lockOwn(ctx.app, u.token, {}), 'confirm', ACCOUNT_LOCK_MSG.confirmRequired);
    expect((await meWith(ctx.app, u.token)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expectError(await lockOwn(ctx.app, undefined), 401);
  });

  it('staff lock their own account the same way', async () => {
    const support = await createSupport(ctx.app);
    expect((await lockOwn(ctx.app, support.token)).statusCode).toBe(204);
    expectError(await signIn(ctx.app, support), 403, ACCOUNT_LOCK_MSG.signInRefused(PUBLIC_URL));
    const admin = await createWithRole(ctx.app, 'admin');
    expect((await lockOwn(ctx.app, admin.token)).statusCode).toBe(204);
    expectError(await meWith(ctx.app, admin.token), 401);
  });
});

describe('under STAFF_2FA=required', () => {
  let strict: TestContext;
  beforeAll(async () => {
    strict = await createTestApp({ PUBLIC_URL, STAFF_2FA: 'required' });
  });
  afterAll(() => strict.close());

  it('a staff account without two-factor sign-in may still lock itself (it only takes access away)', async () => {
    // made support in the database: the admin's own 2FA would be needed to promote through the API
    const investor = await createInvestor(strict.app);
    await strict.db.update(users).set({ role: 'support' }).where(eq(users.id, investor.id));
    const support = { ...investor, token: (await login(strict.app, investor.email, investor.password)).accessToken };
    // the back office is closed to them until they enrol
    expectError(await injectAs(strict.app, support.token, { method: 'GET', url: '/api/profile/all' }), 403);
    expect((await lockOwn(strict.app, support.token)).statusCode).toBe(204);
    expectError(await signIn(strict.app, support), 403, ACCOUNT_LOCK_MSG.signInRefused(PUBLIC_URL));
  });
});
