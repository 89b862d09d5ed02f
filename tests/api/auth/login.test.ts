import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createInvestor,
  createTestApp,
  expectError,
  expectFieldError,
  expectNoSecrets,
  injectAs,
  loginAdmin,
  type TestContext,
} from '@/tests/helpers/test-app';
import { decodeToken } from '@/tests/helpers/tokens';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// Every client address gets its own failure budget: each test uses its own addresses so
// that the per-address limit of one test never spills into another.
let addressCounter = 0;
const newAddress = () => {
  addressCounter += 1;
  return `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

const attempt = (email_address: string, password: string, remoteAddress = newAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email_address, password }, remoteAddress });

describe('POST /api/user/login', () => {
  it('answers exactly { _id, accessToken, isAdmin } for an investor', async () => {
    const u = await createInvestor(ctx.app);
    const res = await attempt(u.email, u.password);
    expect(res.statusCode, res.body).toBe(200);
    expectNoSecrets(res.body);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['_id', 'accessToken', 'isAdmin']);
    expect(body).toEqual({ _id: u.id, accessToken: expect.any(String), isAdmin: false });
    const me = await injectAs(ctx.app, body.accessToken, { method: 'GET', url: '/api/profile/me' });
    expect(me.json()._id).toBe(u.id);
  });

  it('answers isAdmin true for the admin', async () => {
    const res = await attempt(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().isAdmin).toBe(true);
    expect(decodeToken(res.json().accessToken).payload).toMatchObject({ isAdmin: true, role: 'admin' });
  });

  it('answers isAdmin false and role support for support staff', async () => {
    const u = await createInvestor(ctx.app);
    const admin = await loginAdmin(ctx.app);
    await injectAs(ctx.app, admin.token, { method: 'PUT', url: `/api/profile/update/${u.id}`, payload: { role: 'support' } });
    const res = await attempt(u.email, u.password);
    expect(res.json().isAdmin).toBe(false);
    expect(decodeToken(res.json().accessToken).payload).toMatchObject({ isAdmin: false, role: 'support' });
  });

  it('works with the e-mail in any case and with surrounding spaces', async () => {
    const u = await createInvestor(ctx.app);
    expect((await attempt(u.email.toUpperCase(), u.password)).statusCode).toBe(200);
    expect((await attempt(`  ${u.email} `, u.password)).statusCode).toBe(200);
  });

  it('a wrong password: 401 "Email or Password is Incorrect."', async () => {
    const u = await createInvestor(ctx.app);
    expectError(await attempt(u.email, 'wrong-password'), 401, MSG.loginIncorrect);
  });

  it('the password is case-sensitive and not trimmed', async () => {
    const u = await createInvestor(ctx.app);
    expectError(await attempt(u.email, u.password.toUpperCase()), 401, MSG.loginIncorrect);
    expectError(await attempt(u.email, ` ${u.password}`), 401, MSG.loginIncorrect);
  });

  it('an unknown e-mail: the same 401 and message as a wrong password', async () => {
    expectError(await attempt('nobody-here@example.com', 'whatever-password'), 401, MSG.loginIncorrect);
  });

  it('a disabled account: 403 with a message, and no token', async () => {
    const u = await createInvestor(ctx.app);
    const admin = await loginAdmin(ctx.app);
    await injectAs(ctx.app, admin.token, { method: 'PUT', url: `/api/profile/update/${u.id}`, payload: { status: false } });
    const res = await attempt(u.email, u.password);
    expectError(res, 403, /disabled/);
    expect(res.body).not.toContain('accessToken');
    // a wrong password on a disabled account reveals nothing
    expectError(await attempt(u.email, 'wrong-password'), 401, MSG.loginIncorrect);
  });

  it('a deleted account cannot sign in: 401', async () => {
    const u = await createInvestor(ctx.app);
    const admin = await loginAdmin(ctx.app);
    const del = await injectAs(ctx.app, admin.token, { method: 'DELETE', url: `/api/profile/${u.id}` });
    expect(del.statusCode).toBe(200);
    expectError(await attempt(u.email, u.password), 401, MSG.loginIncorrect);
  });

  describe('validation: 400 with the shared validation messages', () => {
    it.each([
      ['email_address', 'not-an-email', MSG.emailInvalid],
      ['email_address', '', MSG.emailInvalid],
      ['email_address', 42, MSG.emailInvalid],
      ['password', '12345', MSG.passwordMin],
      ['password', '', MSG.passwordMin],
      ['password', 'p'.repeat(513), MSG.passwordMax],
    ])('%s = %j -> %s', async (field, value, message) => {
      const payload = { email_address: 'someone@example.com', password: 'secret-password', [field]: value };
      const res = await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload, remoteAddress: newAddress() });
      const body = expectFieldError(res, field, message);
      expect(body.message).toBe(message);
    });

    it('missing fields', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: {} });
      const body = expectError(res, 400);
      expect(body.errors).toEqual(
        expect.arrayContaining([
          { field: 'email_address', message: MSG.emailInvalid },
          { field: 'password', message: MSG.passwordRequired },
        ]),
      );
    });

    it('unknown fields are refused', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email_address: 'someone@example.com', password: 'secret-password', isAdmin: true },
      });
      expectFieldError(res, 'isAdmin', MSG.fieldUnknown('isAdmin'));
    });

    it('validation failures do not count as failed sign-ins', async () => {
      const u = await createInvestor(ctx.app);
      const address = newAddress();
      for (let i = 0; i < 12; i++) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { email_address: u.email, password: '123' },
          remoteAddress: address,
        });
        expect(res.statusCode).toBe(400);
      }
      expect((await attempt(u.email, u.password, address)).statusCode).toBe(200);
    });
  });
});

// The sign-in limits (per address and e-mail, per address, per account) are in login-throttle.test.ts.
