import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { ledgerEntries, users } from '@/server/db/schema';
import { rowsOf } from '@/server/db/rows';
import { MAIL_QUEUE } from '@/server/modules/notifications/notifier';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createTestApp,
  expectError,
  expectFieldError,
  expectNoSecrets,
  login,
  signupPayload,
  type TestContext,
} from '@/tests/helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The mail jobs queued for `to` with this template. */
async function mailsTo(to: string, template: string): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await ctx.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${MAIL_QUEUE} and data->>'to' = ${to} and data->>'template' = ${template}`,
    ),
  );
  return rows[0].n;
}

const signup = (payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/user/signup', payload: payload as object });

describe('POST /api/user/signup', () => {
  it('creates an investor: 201 with the public user, no secret, nothing funded', async () => {
    const payload = signupPayload({ name: 'Grace Hopper', phone_no: '+44 20 7946 0000', country: 'United Kingdom' });
    const res = await signup(payload);
    expect(res.statusCode, res.body).toBe(201);
    expectNoSecrets(res.body);
    const body = res.json();
    expect(body).toEqual({
      _id: expect.any(String),
      name: 'Grace Hopper',
      email: payload.email_address,
      country: expect.stringMatching(/United Kingdom/),
      phone_no: '+44 20 7946 0000',
      acct_bal: 0,
      acct_bonus: 0,
      progress_bar: 0,
      kyc_status: false,
      email_verified: false,
      status: true,
      isAdmin: false,
      role: 'investor',
      createdAt: expect.any(String),
    });
    expect(new Date(body.createdAt).toString()).not.toBe('Invalid Date');
    expect(Math.abs(new Date(body.createdAt).getTime() - Date.now())).toBeLessThan(60_000);

    const [row] = await ctx.db.select().from(users).where(eq(users.id, body._id));
    expect(row.role).toBe('investor');
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(payload.password);
    expect(await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, body._id))).toEqual([]);
  });

  it('the new account can sign in at once', async () => {
    const payload = signupPayload();
    expect((await signup(payload)).statusCode).toBe(201);
    const session = await login(ctx.app, payload.email_address, payload.password);
    expect(session).toMatchObject({ accessToken: expect.any(String), isAdmin: false });
  });

  it('stores the e-mail lower-case and trimmed', async () => {
    const payload = signupPayload();
    const mixed = `  ${payload.email_address.toUpperCase().replace('@EXAMPLE.COM', '@Example.Com')} `;
    const res = await signup({ ...payload, email_address: mixed });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().email).toBe(payload.email_address);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, res.json()._id));
    expect(row.email).toBe(payload.email_address);
  });

  it('trims the name and phone and stores the canonical country name', async () => {
    const res = await signup(signupPayload({ name: '  Alan Turing  ', phone_no: ' 0123456789 ', country: '  canada ' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Alan Turing', phone_no: '0123456789', country: 'Canada' });
  });

  it('a taken address, whatever its case, is answered exactly as a new one: 201, same shape, no second account', async () => {
    const payload = signupPayload();
    const first = await signup(payload);
    expect(first.statusCode).toBe(201);
    for (const email of [payload.email_address, payload.email_address.toUpperCase()]) {
      const again = await signup({ ...signupPayload(), email_address: email });
      expect(again.statusCode, again.body).toBe(201);
      expect(Object.keys(again.json()).sort()).toEqual(Object.keys(first.json()).sort());
      expect(again.json()).toMatchObject({ email: payload.email_address, acct_bal: 0, email_verified: false });
      expect(again.json()._id).not.toBe(first.json()._id);
      expectNoSecrets(again.body);
    }
    const rows = await ctx.db.select().from(users).where(eq(users.email, payload.email_address));
    expect(rows).toHaveLength(1);
    expect(rows[0].id).toBe(first.json()._id);
    // nothing of the attempt was kept (the look-alike answer's row was rolled back)
    expect(await ctx.db.select().from(users).where(like(users.email, '%@signup-attempt.invalid'))).toHaveLength(0);
  });

  it("the admin's address too: 201, and the admin's password is untouched", async () => {
    const res = await signup(signupPayload({ email_address: 'ADMIN@example.com' }));
    expect(res.statusCode, res.body).toBe(201);
    expect((await login(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD)).accessToken).toEqual(expect.any(String));
  });

  it('the owner of a taken address is e-mailed that someone tried; a new address gets its verification link', async () => {
    const payload = signupPayload();
    expect((await signup(payload)).statusCode).toBe(201);
    expect((await signup({ ...signupPayload(), email_address: payload.email_address })).statusCode).toBe(201);
    expect(await mailsTo(payload.email_address, 'sign_up_attempt')).toBe(1);
    expect(await mailsTo(payload.email_address, 'email_verification')).toBe(1);
  });

  it('two simultaneous sign-ups with one e-mail: both 201, one account', async () => {
    const payload = signupPayload();
    const [a, b] = await Promise.all([signup(payload), signup({ ...payload, email_address: payload.email_address.toUpperCase() })]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(await ctx.db.select().from(users).where(eq(users.email, payload.email_address))).toHaveLength(1);
  });

  describe('validation: 400 with the shared validation messages', () => {
    it.each([
      ['name', 'ab', MSG.nameMin],
      ['name', '   abc   '.replace('abc', 'ab'), MSG.nameMin],
      ['name', '', MSG.nameMin],
      ['name', 'x'.repeat(101), MSG.nameMax],
      ['phone_no', '12345678', MSG.phoneMin],
      ['phone_no', '', MSG.phoneMin],
      ['phone_no', '123456789abc', MSG.phoneInvalid],
      ['phone_no', '1'.repeat(33), MSG.phoneMax],
      ['email_address', 'not-an-email', MSG.emailInvalid],
      ['email_address', 'a@b', MSG.emailInvalid],
      ['email_address', '', MSG.emailInvalid],
      ['email_address', `${'a'.repeat(250)}@example.com`, MSG.emailInvalid],
      ['country', '', MSG.countryRequired],
      ['country', 'Atlantis', MSG.countryUnknown],
      ['password', '12345', MSG.passwordMin],
      ['password', '', MSG.passwordMin],
      ['password', 'p'.repeat(513), MSG.passwordMax],
    ])('%s = %j -> %s', async (field, value, message) => {
      const res = await signup(signupPayload({ [field]: value }));
      const body = expectFieldError(res, field, message);
      expect(body.message).toBe(message);
    });

    it.each([
      ['name', MSG.nameMin],
      ['phone_no', MSG.phoneMin],
      ['email_address', MSG.emailInvalid],
      ['country', MSG.countryRequired],
      ['password', MSG.passwordRequired],
    ])('missing %s -> %s', async (field, message) => {
      const payload: Record<string, unknown> = signupPayload();
      delete payload[field];
      expectFieldError(await signup(payload), field, message);
    });

    it.each([
      ['name', 12345],
      ['email_address', ['a@example.com']],
      ['country', { label: 'Canada', value: 'CA' }],
      ['password', 123456789],
      ['phone_no', null],
    ])('%s of the wrong type (%j) is a 400, never a 500', async (field, value) => {
      const res = await signup(signupPayload({ [field]: value }));
      expectFieldError(res, field, /.+/);
    });

    it('accepts the bounds: name 3, phone 9, password 6 and 512 characters', async () => {
      expect((await signup(signupPayload({ name: 'Abe', phone_no: '123456789', password: '123456' }))).statusCode).toBe(201);
      const long = signupPayload({ password: 'p'.repeat(512) });
      expect((await signup(long)).statusCode).toBe(201);
      await login(ctx.app, long.email_address, 'p'.repeat(512));
    });

    it('lists every failing field at once', async () => {
      const res = await signup({ name: 'a', phone_no: '1', email_address: 'x', country: '', password: '1' });
      const body = expectError(res, 400);
      expect(body.errors?.map((e) => e.field).sort()).toEqual([
        'country',
        'email_address',
        'name',
        'password',
        'phone_no',
        'terms_accepted',
      ]);
    });

    it('refuses an empty or missing body', async () => {
      expectError(await signup({}), 400);
      expectError(await ctx.app.inject({ method: 'POST', url: '/api/user/signup' }), 400);
      expectError(await signup([]), 400);
    });
  });

  describe('mass assignment at sign-up is refused (400 naming the field), nothing is created', () => {
    it.each([
      ['role', 'admin'],
      ['isAdmin', true],
      ['acct_bal', 1_000_000],
      ['acct_bonus', 500],
      ['kyc_status', true],
      ['status', true],
      ['progress_bar', 100],
      ['_id', '00000000-0000-4000-8000-000000000000'],
      ['confirmPassword', 'secret-password'],
      ['password_hash', '$argon2id$whatever'],
    ])('%s', async (field, value) => {
      const payload = signupPayload({ [field]: value });
      const res = await signup(payload);
      expectFieldError(res, field, MSG.fieldUnknown(field));
      const rows = await ctx.db.select().from(users).where(eq(users.email, payload.email_address));
      expect(rows).toEqual([]);
    });
  });
});

describe('the language a new account reads', () => {
  it('is the one they signed up in, until they choose another; a browser without a supported one gets English', async () => {
    const spanish = signupPayload({ name: 'Lucía Fernández' });
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/user/signup',
          payload: spanish,
          headers: { 'accept-language': 'es-MX,es;q=0.9' },
        })
      ).statusCode,
    ).toBe(201);
    const other = signupPayload({ name: 'Jan Kowalski' });
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/user/signup', payload: other, headers: { 'accept-language': 'pl' } })).statusCode,
    ).toBe(201);
    const saved = async (email: string) =>
      (await ctx.db.select({ locale: users.locale }).from(users).where(eq(users.email, email)))[0]?.locale;
    expect(await saved(spanish.email_address)).toBe('es');
    expect(await saved(other.email_address)).toBe('en');
  });
});
