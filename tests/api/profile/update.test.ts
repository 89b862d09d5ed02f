import { and, asc, eq } from 'drizzle-orm';
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
  login,
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

const update = (token: string | undefined, id: string, payload: unknown) =>
  injectAs(ctx.app, token, { method: 'PUT', url: `/api/profile/update/${id}`, payload: payload as object });
const row = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];
const ledgerOf = (id: string) => ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, id)).orderBy(asc(ledgerEntries.id));
const auditOf = (id: string) => ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(asc(auditLog.id));

describe('PUT /api/profile/update/{id}: an investor on their own profile', () => {
  it('changes name, country and phone: 200 with the updated user and no new token', async () => {
    const u = await createInvestor(ctx.app);
    const res = await update(u.token, u.id, { name: 'New Name', country: 'germany', phone_no: '+49 30 1234567' });
    expect(res.statusCode, res.body).toBe(200);
    expectNoSecrets(res.body);
    const body = res.json();
    expect(body).toMatchObject({ _id: u.id, name: 'New Name', country: 'Germany', phone_no: '+49 30 1234567', email: u.email });
    expect(body).not.toHaveProperty('accessToken');
    expect(await row(u.id)).toMatchObject({ name: 'New Name', country: 'Germany', phoneNo: '+49 30 1234567' });
    // the token stays valid
    expect((await injectAs(ctx.app, u.token, { method: 'GET', url: '/api/profile/me' })).json().name).toBe('New Name');
  });

  it('a partial edit changes only what is sent', async () => {
    const u = await createInvestor(ctx.app, { name: 'Keep Me', country: 'Canada' });
    const res = await update(u.token, u.id, { phone_no: '0987654321' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Keep Me', country: 'Canada', phone_no: '0987654321' });
  });

  it('an empty edit is a no-op 200', async () => {
    const u = await createInvestor(ctx.app);
    const before = await row(u.id);
    const res = await update(u.token, u.id, {});
    expect(res.statusCode).toBe(200);
    const after = await row(u.id);
    expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
  });

  it('changing your own password needs the current one: missing or wrong is a 400 and nothing changes', async () => {
    const u = await createInvestor(ctx.app);
    const before = await row(u.id);
    expectFieldError(await update(u.token, u.id, { password: 'my-new-password' }), 'current_password', MSG.currentPasswordRequired);
    expectFieldError(
      await update(u.token, u.id, { password: 'my-new-password', current_password: 'not-my-password' }),
      'current_password',
      MSG.currentPasswordWrong,
    );
    expect(await row(u.id)).toEqual(before);
    // the session is untouched too
    expect((await ctx.app.inject({ url: '/api/profile/me', headers: { authorization: `Bearer ${u.token}` } })).statusCode).toBe(200);
  });

  it('changes the password: 200 with a new token; old password refused, new one accepted', async () => {
    const u = await createInvestor(ctx.app);
    const oldHash = (await row(u.id)).passwordHash;
    const res = await update(u.token, u.id, { password: 'my-new-password', current_password: u.password, name: 'Also Renamed' });
    expect(res.statusCode, res.body).toBe(200);
    expectNoSecrets(res.body);
    expect(res.json()).toMatchObject({ name: 'Also Renamed', accessToken: expect.any(String) });
    expect((await row(u.id)).passwordHash).not.toBe(oldHash);
    await login(ctx.app, u.email, 'my-new-password');
    const old = await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email_address: u.email, password: u.password } });
    expectError(old, 401, MSG.loginIncorrect);
  });

  describe('fields an investor may not set: 400 naming the field, and nothing changes', () => {
    // refusals change nothing (each case checks it), so one investor serves them all
    let u: TestUser;
    beforeAll(async () => {
      u = await createInvestor(ctx.app);
    });

    it.each([
      ['acct_bal', 1_000_000],
      ['acct_bonus', 5000],
      ['progress_bar', 100],
      ['kyc_status', true],
      ['status', true],
      ['role', 'admin'],
      ['role', 'support'],
      ['email', 'someone-else@example.com'],
      ['reason', 'because'],
    ])('%s = %j', async (field, value) => {
      const before = await row(u.id);
      // even together with a field they may change
      const res = await update(u.token, u.id, { name: 'Sneaky Name', [field]: value });
      const body = expectFieldError(res, field, MSG.fieldNotAllowed(field));
      expect(body.message).toBe(MSG.fieldNotAllowed(field));
      expect(await row(u.id)).toEqual(before);
      expect(await ledgerOf(u.id)).toEqual([]);
    });

    it('names every refused field at once', async () => {
      const res = await update(u.token, u.id, { acct_bal: 10, kyc_status: true, role: 'admin' });
      const body = expectError(res, 400);
      expect(body.errors?.map((e) => e.field).sort()).toEqual(['acct_bal', 'kyc_status', 'role']);
    });

    it.each(['isAdmin', 'userid', '_id', 'password_hash', 'passwordHash', 'tokensValidAfter', 'deletedAt', 'createdAt', 'foo'])(
      'unknown field %s: 400 "is not a recognised field"',
      async (field) => {
        const before = await row(u.id);
        const res = await update(u.token, u.id, { name: 'Sneaky Name', [field]: field === 'isAdmin' ? true : 'x' });
        expectFieldError(res, field, MSG.fieldUnknown(field));
        expect(await row(u.id)).toEqual(before);
      },
    );

    it('the same refusals for support staff editing themselves', async () => {
      const res = await update(support.token, support.id, { role: 'admin' });
      expectFieldError(res, 'role', MSG.fieldNotAllowed('role'));
      expect((await row(support.id)).role).toBe('support');
      const ok = await update(support.token, support.id, { name: 'Support Person' });
      expect(ok.statusCode).toBe(200);
    });
  });

  describe('validation: 400 with the shared messages', () => {
    let u: TestUser;
    beforeAll(async () => {
      u = await createInvestor(ctx.app);
    });

    it.each([
      ['name', 'ab', MSG.nameMin],
      ['name', '  ', MSG.nameMin],
      ['phone_no', '1234', MSG.phoneMin],
      ['phone_no', 'call me maybe', MSG.phoneInvalid],
      ['country', '', MSG.countryRequired],
      ['country', 'Narnia', MSG.countryUnknown],
      ['password', 'short', MSG.passwordMin],
      ['password', 'p'.repeat(513), MSG.passwordMax],
    ])('%s = %j -> %s', async (field, value, message) => {
      const before = await row(u.id);
      expectFieldError(await update(u.token, u.id, { [field]: value }), field, message);
      expect(await row(u.id)).toEqual(before);
    });

    it('a body that is not an object: 400', async () => {
      expectError(await update(u.token, u.id, [{ name: 'Array Name' }]), 400);
      expectError(await injectAs(ctx.app, u.token, { method: 'PUT', url: `/api/profile/update/${u.id}` }), 400);
    });
  });
});

describe("PUT /api/profile/update/{id}: someone else's profile", () => {
  it('an investor: 403 and nothing changes', async () => {
    const [a, b] = [await createInvestor(ctx.app), await createInvestor(ctx.app)];
    const before = await row(b.id);
    expectError(await update(a.token, b.id, { name: 'Hijacked' }), 403, MSG.forbidden);
    expectError(await update(a.token, b.id, { password: 'taken-over-password' }), 403);
    expectError(await update(a.token, b.id, { acct_bal: 1_000_000 }), 403);
    expectError(await update(a.token, admin.id, { role: 'investor' }), 403);
    expect(await row(b.id)).toEqual(before);
  });

  it('support: 403 (read-only) and nothing changes', async () => {
    const b = await createInvestor(ctx.app);
    const before = await row(b.id);
    expectError(await update(support.token, b.id, { name: 'Support Edit' }), 403, MSG.forbidden);
    expectError(await update(support.token, b.id, { kyc_status: true }), 403);
    expect(await row(b.id)).toEqual(before);
  });

  it('anonymous: 401', async () => {
    const b = await createInvestor(ctx.app);
    expectError(await update(undefined, b.id, { name: 'Anonymous Edit' }), 401, MSG.unauthenticated);
  });
});

describe('PUT /api/profile/update/{id}: the admin', () => {
  it('partial edits are valid: { kyc_status: true } alone', async () => {
    const u = await createInvestor(ctx.app);
    const res = await update(admin.token, u.id, { kyc_status: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kyc_status: true, name: 'Ada Investor' });
  });

  it('the full user form: every field applied, money through the ledger, audit with before and after', async () => {
    const u = await createInvestor(ctx.app);
    const newEmail = `Renamed-${u.id.slice(0, 8)}@Example.com`;
    const res = await update(admin.token, u.id, {
      name: 'Edited By Admin',
      email: newEmail,
      phone_no: '+1 202 555 0100',
      country: 'France',
      acct_bal: 250.75,
      acct_bonus: 99.99,
      progress_bar: 75,
      kyc_status: true,
      status: true,
      role: 'investor',
      reason: 'opening balance',
    });
    expect(res.statusCode, res.body).toBe(200);
    expectNoSecrets(res.body);
    expect(res.json()).toMatchObject({
      name: 'Edited By Admin',
      email: newEmail.toLowerCase(),
      phone_no: '+1 202 555 0100',
      country: 'France',
      acct_bal: 250.75,
      acct_bonus: 99.99,
      progress_bar: 75,
      kyc_status: true,
      status: true,
      role: 'investor',
    });
    expect(res.json()).not.toHaveProperty('accessToken');

    const ledger = await ledgerOf(u.id);
    expect(
      ledger.map((l) => ({ account: l.account, amountCents: l.amountCents, kind: l.kind, actorId: l.actorId, reason: l.reason })),
    ).toEqual([
      { account: 'balance', amountCents: 25075, kind: 'adjustment', actorId: admin.id, reason: 'opening balance' },
      { account: 'bonus', amountCents: 9999, kind: 'adjustment', actorId: admin.id, reason: 'opening balance' },
    ]);

    const audit = await auditOf(u.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, action: 'user.update', entity: 'user' });
    expect(audit[0].before).toMatchObject({ name: 'Ada Investor', acct_bal: 0, acct_bonus: 0, kyc_status: false, email: u.email });
    expect(audit[0].after).toMatchObject({ name: 'Edited By Admin', acct_bal: 250.75, acct_bonus: 99.99, kyc_status: true });
    expectNoSecrets(JSON.stringify(audit));

    // the user signs in with the new e-mail, in any case
    await login(ctx.app, newEmail.toUpperCase(), u.password);
    await expectLedgerReconciled(ctx.db);
  });

  it("an admin's acct_bal edit is a ledger adjustment of the delta, up or down", async () => {
    const u = await createInvestor(ctx.app);
    expect((await adjust(ctx.app, admin.token, u.id, 300)).statusCode).toBe(200);
    const down = await update(admin.token, u.id, { acct_bal: 120.5, reason: 'correction' });
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json().acct_bal).toBe(120.5);
    // (credits below the two-person threshold in sum: one admin applies them alone)
    const up = await update(admin.token, u.id, { acct_bal: 600 });
    expect(up.json().acct_bal).toBe(600);
    const rows = await ledgerOf(u.id);
    expect(rows.map((r) => r.amountCents)).toEqual([30000, -17950, 47950]);
    expect(rows.every((r) => r.kind === 'adjustment' && r.actorId === admin.id)).toBe(true);
    expect(rows[1].reason).toBe('correction');
    expect(rows[2].reason).toEqual(expect.any(String));

    const audits = (await auditOf(u.id)).filter((a) => a.action === 'user.update');
    expect(audits.map((a) => [(a.before as { acct_bal: number }).acct_bal, (a.after as { acct_bal: number }).acct_bal])).toEqual([
      [300, 120.5],
      [120.5, 600],
    ]);
    await expectLedgerReconciled(ctx.db);
  });

  it('setting the same balance writes no ledger row; setting it to zero is allowed', async () => {
    const u = await createInvestor(ctx.app);
    await adjust(ctx.app, admin.token, u.id, 50);
    expect((await update(admin.token, u.id, { acct_bal: 50 })).statusCode).toBe(200);
    expect(await ledgerOf(u.id)).toHaveLength(1);
    const zero = await update(admin.token, u.id, { acct_bal: 0, acct_bonus: 0 });
    expect(zero.statusCode).toBe(200);
    expect(zero.json()).toMatchObject({ acct_bal: 0, acct_bonus: 0 });
    expect((await ledgerOf(u.id)).map((r) => r.amountCents)).toEqual([5000, -5000]);
    await expectLedgerReconciled(ctx.db);
  });

  it('two admins setting a balance at the same time: the ledger still reconciles', async () => {
    const u = await createInvestor(ctx.app);
    const results = await Promise.all([
      update(admin.token, u.id, { acct_bal: 100 }),
      update(admin.token, u.id, { acct_bal: 250 }),
      update(admin.token, u.id, { acct_bal: 75.25 }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const final = (await row(u.id)).acctBal;
    expect([10000, 25000, 7525]).toContain(final);
    const sum = (await ledgerOf(u.id)).reduce((s, r) => s + r.amountCents, 0);
    expect(sum).toBe(final);
    await expectLedgerReconciled(ctx.db);
  });

  describe('money and field validation on the admin form', () => {
    let u: TestUser;
    beforeAll(async () => {
      u = await createInvestor(ctx.app);
    });

    it.each([
      ['acct_bal', -1],
      ['acct_bal', '100'],
      ['acct_bal', 10.555],
      ['acct_bal', 1e12],
      ['acct_bal', null],
      ['acct_bal', 1e-9],
      ['acct_bonus', -0.01],
      ['acct_bonus', 'NaN'],
      ['progress_bar', 101],
      ['progress_bar', -1],
      ['progress_bar', 50.5],
      ['kyc_status', 'yes'],
      ['status', 1],
      ['role', 'superuser'],
      ['email', 'not-an-email'],
    ])('%s = %j -> 400, nothing changes', async (field, value) => {
      const before = await row(u.id);
      expectFieldError(await update(admin.token, u.id, { [field]: value }), field, /.+/);
      expect(await row(u.id)).toEqual(before);
      expect(await ledgerOf(u.id)).toEqual([]);
    });

    it('the messages', async () => {
      expectFieldError(await update(admin.token, u.id, { acct_bal: 10.555 }), 'acct_bal', MSG.amountCents);
      expectFieldError(await update(admin.token, u.id, { acct_bal: '100' }), 'acct_bal', MSG.amountNumber);
      expectFieldError(await update(admin.token, u.id, { acct_bal: 1e12 }), 'acct_bal', MSG.amountTooLarge);
      expectFieldError(await update(admin.token, u.id, { progress_bar: 101 }), 'progress_bar', MSG.progressRange);
      expectFieldError(await update(admin.token, u.id, { email: 'nope' }), 'email', MSG.emailInvalid);
    });
  });

  it('an e-mail taken by another user, in any case: 409 and nothing changes', async () => {
    const [a, b] = [await createInvestor(ctx.app), await createInvestor(ctx.app)];
    const before = await row(a.id);
    expectError(await update(admin.token, a.id, { email: b.email.toUpperCase(), name: 'Clash' }), 409, MSG.emailTaken);
    expectError(await update(admin.token, a.id, { email: 'ADMIN@EXAMPLE.COM' }), 409, MSG.emailTaken);
    expect(await row(a.id)).toEqual(before);
  });

  it("changing a user's role: promote to support or admin, demote again", async () => {
    const u = await createInvestor(ctx.app);
    expect((await update(admin.token, u.id, { role: 'support' })).json()).toMatchObject({ role: 'support', isAdmin: false });
    expect((await update(admin.token, u.id, { role: 'admin' })).json()).toMatchObject({ role: 'admin', isAdmin: true });
    expect((await update(admin.token, u.id, { role: 'investor' })).json()).toMatchObject({ role: 'investor', isAdmin: false });
  });

  it('the admin cannot demote themselves: 409, still admin', async () => {
    for (const role of ['investor', 'support']) {
      expectError(await update(admin.token, admin.id, { role }), 409, MSG.cannotDemoteSelf);
    }
    expect((await row(admin.id)).role).toBe('admin');
    // keeping the role is fine
    expect((await update(admin.token, admin.id, { role: 'admin', name: 'Administrator' })).statusCode).toBe(200);
  });

  it('the admin cannot disable themselves: 409, still enabled', async () => {
    expectError(await update(admin.token, admin.id, { status: false }), 409);
    expect((await row(admin.id)).status).toBe(true);
    expect((await injectAs(ctx.app, admin.token, { method: 'GET', url: '/api/profile/me' })).statusCode).toBe(200);
  });

  it('disabling a user: their token dies and they cannot sign in; history kept', async () => {
    const u = await createInvestor(ctx.app);
    expect((await update(admin.token, u.id, { status: false })).json().status).toBe(false);
    expectError(await injectAs(ctx.app, u.token, { method: 'GET', url: '/api/profile/me' }), 401);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email_address: u.email, password: u.password } });
    expectError(res, 403);
    // still listed for staff (disabled, not deleted)
    const read = await injectAs(ctx.app, admin.token, { method: 'GET', url: `/api/profile/${u.id}` });
    expect(read.json().status).toBe(false);
  });

  it("the admin's own password change answers a new token; the old one is revoked", async () => {
    const second = await createInvestor(ctx.app);
    await update(admin.token, second.id, { role: 'admin' });
    const a2 = await login(ctx.app, second.email, second.password);
    const res = await update(a2.accessToken, second.id, { password: 'another-admin-password', current_password: second.password });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().accessToken as string;
    expectError(await injectAs(ctx.app, a2.accessToken, { method: 'GET', url: '/api/profile/all' }), 401);
    expect((await injectAs(ctx.app, fresh, { method: 'GET', url: '/api/profile/all' })).statusCode).toBe(200);
  });

  it('a user that does not exist or was deleted: 404', async () => {
    expectError(await update(admin.token, '00000000-0000-4000-8000-000000000000', { name: 'Nobody Here' }), 404, MSG.userNotFound);
    const u = await createInvestor(ctx.app);
    await injectAs(ctx.app, admin.token, { method: 'DELETE', url: `/api/profile/${u.id}` });
    expectError(await update(admin.token, u.id, { name: 'Ghost Edit' }), 404, MSG.userNotFound);
    expectError(await update(admin.token, u.id, { acct_bal: 100 }), 404);
    expect(await ledgerOf(u.id)).toEqual([]);
  });

  it('an id that is not a uuid: 400', async () => {
    expectFieldError(await update(admin.token, 'abc', { name: 'Whatever' }), 'id', 'Not a valid id');
  });

  it('the audit log never holds a password or its hash', async () => {
    const u = await createInvestor(ctx.app);
    await update(admin.token, u.id, { password: 'admin-set-password-123' });
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, u.id), eq(auditLog.action, 'user.update')));
    expect(audit).toHaveLength(1);
    const text = JSON.stringify(audit);
    expectNoSecrets(text);
    expect(text).not.toContain('admin-set-password-123');
  });
});
