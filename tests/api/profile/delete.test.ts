import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { auditLog, ledgerEntries, users } from '@/server/db/schema';
import {
  adjust,
  createInvestor,
  createCallers,
  expectError,
  expectFieldError,
  expectLedgerReconciled,
  expectNoSecrets,
  injectAs,
  signupPayload,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
let support: TestUser;

beforeAll(async () => {
  ({ ctx, admin, support } = await createCallers());
});
afterAll(() => ctx.close());

const del = (token: string | undefined, id: string) => injectAs(ctx.app, token, { method: 'DELETE', url: `/api/profile/${id}` });
const row = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];
const listIds = async () =>
  ((await injectAs(ctx.app, admin.token, { method: 'GET', url: '/api/profile/all' })).json() as { _id: string }[]).map((u) => u._id);

describe('DELETE /api/profile/{id}', () => {
  it('the admin disables and hides the user; the row and its money history stay', async () => {
    const u = await createInvestor(ctx.app);
    expect((await adjust(ctx.app, admin.token, u.id, 150)).statusCode).toBe(200);
    expect(await listIds()).toContain(u.id);

    const res = await del(admin.token, u.id);
    expect(res.statusCode, res.body).toBe(200);
    expectNoSecrets(res.body);
    expect(res.json()).toMatchObject({ _id: u.id, status: false, acct_bal: 150 });

    // kept: the user row (disabled, marked deleted) and its ledger
    const r = await row(u.id);
    expect(r).toBeDefined();
    expect(r.deletedAt).toBeInstanceOf(Date);
    expect(r.status).toBe(false);
    expect(r.acctBal).toBe(15000);
    const ledger = await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, u.id));
    expect(ledger.map((l) => l.amountCents)).toEqual([15000]);

    // hidden: from the whole list, from pages, and from the detail view
    expect(await listIds()).not.toContain(u.id);
    const page = await injectAs(ctx.app, admin.token, {
      method: 'GET',
      url: `/api/profile/all?range=${encodeURIComponent('[0,499]')}&filter=${encodeURIComponent(JSON.stringify({ q: u.email }))}`,
    });
    expect(page.json()).toEqual([]);
    expect(page.headers['content-range']).toMatch(/\/0$/);
    expectError(await injectAs(ctx.app, admin.token, { method: 'GET', url: `/api/profile/${u.id}` }), 404);

    // that user's token is refused and they cannot sign in
    expectError(await injectAs(ctx.app, u.token, { method: 'GET', url: '/api/profile/me' }), 401, MSG.sessionInvalid);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email_address: u.email, password: u.password },
    });
    expectError(login, 401, MSG.loginIncorrect);
    await expectLedgerReconciled(ctx.db);
  });

  it('writes an audit row with before and after', async () => {
    const u = await createInvestor(ctx.app, { name: 'Audited Person' });
    await del(admin.token, u.id);
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, u.id)).orderBy(asc(auditLog.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, action: 'user.delete', entity: 'user' });
    expect(audit[0].before).toMatchObject({ _id: u.id, name: 'Audited Person', status: true });
    expect(audit[0].after).toMatchObject({ _id: u.id, status: false, deletedAt: expect.any(String) });
    expectNoSecrets(JSON.stringify(audit));
  });

  it('deleting twice: the second is 404', async () => {
    const u = await createInvestor(ctx.app);
    expect((await del(admin.token, u.id)).statusCode).toBe(200);
    expectError(await del(admin.token, u.id), 404, MSG.userNotFound);
  });

  it('the e-mail of a deleted account may be registered again, as a new account', async () => {
    const u = await createInvestor(ctx.app);
    await del(admin.token, u.id);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user/signup', payload: signupPayload({ email_address: u.email }) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()._id).not.toBe(u.id);
    // the old account stays deleted
    expect((await row(u.id)).deletedAt).not.toBeNull();
  });

  it('the admin cannot delete themselves: 409 and nothing changes', async () => {
    expectError(await del(admin.token, admin.id), 409, MSG.cannotDeleteSelf);
    const r = await row(admin.id);
    expect(r.deletedAt).toBeNull();
    expect(r.status).toBe(true);
    expect((await injectAs(ctx.app, admin.token, { method: 'GET', url: '/api/profile/me' })).statusCode).toBe(200);
  });

  it('an admin may delete another admin', async () => {
    const other = await createInvestor(ctx.app);
    await injectAs(ctx.app, admin.token, { method: 'PUT', url: `/api/profile/update/${other.id}`, payload: { role: 'admin' } });
    expect((await del(admin.token, other.id)).statusCode).toBe(200);
  });

  it('an investor: 403 on someone else and on themselves; nothing changes', async () => {
    const [a, b] = [await createInvestor(ctx.app), await createInvestor(ctx.app)];
    expectError(await del(a.token, b.id), 403, MSG.forbidden);
    expectError(await del(a.token, a.id), 403, MSG.forbidden);
    expectError(await del(a.token, admin.id), 403);
    expect((await row(a.id)).deletedAt).toBeNull();
    expect((await row(b.id)).deletedAt).toBeNull();
  });

  it('support: 403 (read-only); nothing changes', async () => {
    const b = await createInvestor(ctx.app);
    expectError(await del(support.token, b.id), 403, MSG.forbidden);
    expect((await row(b.id)).deletedAt).toBeNull();
  });

  it('anonymous: 401', async () => {
    const b = await createInvestor(ctx.app);
    expectError(await del(undefined, b.id), 401, MSG.unauthenticated);
    expect((await row(b.id)).deletedAt).toBeNull();
  });

  it('an unknown id: 404; not a uuid: 400', async () => {
    expectError(await del(admin.token, '00000000-0000-4000-8000-000000000000'), 404, MSG.userNotFound);
    expectFieldError(await del(admin.token, 'nope'), 'id', 'Not a valid id');
  });

  it('money cannot move for a deleted user', async () => {
    const u = await createInvestor(ctx.app);
    await del(admin.token, u.id);
    expectError(await adjust(ctx.app, admin.token, u.id, 10), 404);
    const r = await row(u.id);
    expect(r.acctBal).toBe(0);
    await expectLedgerReconciled(ctx.db);
  });
});
