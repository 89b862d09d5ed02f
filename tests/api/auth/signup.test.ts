import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { ledgerEntries, users } from '@/server/db/schema';
import {
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

  it('refuses an e-mail already registered, whatever its case: 409', async () => {
    const payload = signupPayload();
    expect((await signup(payload)).statusCode).toBe(201);
    expectError(await signup({ ...signupPayload(), email_address: payload.email_address }), 409, MSG.emailTaken);
    expectError(await signup({ ...signupPayload(), email_address: payload.email_address.toUpperCase() }), 409, MSG.emailTaken);
    const rows = await ctx.db.select().from(users).where(eq(users.email, payload.email_address));
    expect(rows).toHaveLength(1);
  });

  it("refuses the admin's e-mail: 409", async () => {
    expectError(await signup(signupPayload({ email_address: 'ADMIN@example.com' })), 409, MSG.emailTaken);
  });

  it('two simultaneous sign-ups with one e-mail: one 201, one 409', async () => {
    const payload = signupPayload();
    const [a, b] = await Promise.all([signup(payload), signup({ ...payload, email_address: payload.email_address.toUpperCase() })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expectError(loser, 409, MSG.emailTaken);
  });

  describe('validation: 400 with the messages of SPEC.md section 5', () => {
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
      expect(body.errors?.map((e) => e.field).sort()).toEqual(['country', 'email_address', 'name', 'password', 'phone_no']);
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
