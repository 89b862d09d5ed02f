import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../common/messages';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createInvestor,
  createTestApp,
  decodeToken,
  expectError,
  expectFieldError,
  expectNoSecrets,
  injectAs,
  loginAdmin,
  type TestContext,
} from '../../helpers/test-app';

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

  describe('validation: 400 with the messages of SPEC.md section 5', () => {
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

describe('the sign-in limit: 10 failures in 15 minutes', () => {
  it('per e-mail: the 11th attempt gets 429 with a message, even with the right password', async () => {
    const u = await createInvestor(ctx.app);
    // each failure from another address, so only the per-e-mail count can trip
    for (let i = 0; i < 10; i++) expectError(await attempt(u.email, `wrong-password-${i}`), 401, MSG.loginIncorrect);
    const blocked = await attempt(u.email, u.password);
    expectError(blocked, 429, MSG.loginTooMany);
    expect(blocked.body).not.toContain('accessToken');
    // the count is per e-mail, whatever its case
    expectError(await attempt(u.email.toUpperCase(), u.password), 429, MSG.loginTooMany);
    // a token issued before the lock-out still works: the limit guards sign-in only
    expect((await injectAs(ctx.app, u.token, { method: 'GET', url: '/api/profile/me' })).statusCode).toBe(200);
    // other people are not affected
    const other = await createInvestor(ctx.app);
    expect((await attempt(other.email, other.password)).statusCode).toBe(200);
  });

  it('per e-mail: nine failures still let the right password in', async () => {
    const u = await createInvestor(ctx.app);
    for (let i = 0; i < 9; i++) expect((await attempt(u.email, 'wrong-password')).statusCode).toBe(401);
    expect((await attempt(u.email, u.password)).statusCode).toBe(200);
  });

  it('per e-mail: an unknown address is limited the same way (no account enumeration)', async () => {
    const email = 'ghost-account@example.com';
    for (let i = 0; i < 10; i++) expectError(await attempt(email, 'wrong-password'), 401, MSG.loginIncorrect);
    expectError(await attempt(email, 'wrong-password'), 429, MSG.loginTooMany);
  });

  it('per client address: failures across different e-mails are limited too', async () => {
    const address = newAddress();
    for (let i = 0; i < 10; i++) {
      expectError(await attempt(`spray-${i}@example.com`, 'wrong-password', address), 401, MSG.loginIncorrect);
    }
    // a real account with the right password, from that address: refused
    const u = await createInvestor(ctx.app);
    expectError(await attempt(u.email, u.password, address), 429, MSG.loginTooMany);
    // the same account from another address is fine
    expect((await attempt(u.email, u.password, newAddress())).statusCode).toBe(200);
  });

  it('successful sign-ins do not count', async () => {
    const u = await createInvestor(ctx.app);
    const address = newAddress();
    for (let i = 0; i < 9; i++) expect((await attempt(u.email, 'wrong-password', address)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await attempt(u.email, u.password, address)).statusCode).toBe(200);
    // nine failures plus five successes is still under the limit
    expect((await attempt(u.email, u.password, address)).statusCode).toBe(200);
    // the tenth failure trips it
    expect((await attempt(u.email, 'wrong-password', address)).statusCode).toBe(401);
    expectError(await attempt(u.email, u.password, address), 429, MSG.loginTooMany);
  });

  it('while blocked, further attempts stay 429 and are not checked', async () => {
    const u = await createInvestor(ctx.app);
    for (let i = 0; i < 10; i++) await attempt(u.email, 'wrong-password');
    for (let i = 0; i < 3; i++) expectError(await attempt(u.email, u.password), 429, MSG.loginTooMany);
    expectError(await attempt(u.email, 'wrong-password'), 429, MSG.loginTooMany);
  });
});
