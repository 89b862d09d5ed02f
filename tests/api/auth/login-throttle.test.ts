import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createInvestor,
  createTestApp,
  expectError,
  injectAs,
  type TestContext,
} from '@/tests/helpers/test-app';

// Failed sign-ins are counted per (e-mail, client address), per address across e-mails and
// per e-mail across addresses (a higher ceiling over 24 hours). Each test uses its own
// loopback source addresses so that one test's counts never spill into another's.

type Attempt = { email: string; password: string; from: string; forwardedFor?: string };

const attempt = (ctx: TestContext, { email, password, from, forwardedFor }: Attempt) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email_address: email, password },
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

async function fail(ctx: TestContext, times: number, a: Omit<Attempt, 'password'>) {
  for (let i = 0; i < times; i++) {
    expectError(await attempt(ctx, { ...a, password: `wrong-password-${i}` }), 401, MSG.loginIncorrect);
  }
}

function expectThrottled(res: Awaited<ReturnType<typeof attempt>>, message: string | RegExp, minRetryAfter: number, maxRetryAfter: number) {
  expectError(res, 429, message);
  expect(res.body).not.toContain('accessToken');
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(minRetryAfter);
  expect(retryAfter).toBeLessThanOrEqual(maxRetryAfter);
}

describe('with the default limits (10 failures per e-mail and address in 15 minutes)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('an attack from one address locks that address out, not the owner signing in from another', async () => {
    const u = await createInvestor(ctx.app);
    await fail(ctx, 10, { email: u.email, from: '127.0.0.2' });
    // the attacker's address is refused even with the right password, whatever the e-mail's case
    expectThrottled(await attempt(ctx, { email: u.email, password: u.password, from: '127.0.0.2' }), MSG.loginTooMany, 14 * 60, 15 * 60);
    expectThrottled(
      await attempt(ctx, { email: u.email.toUpperCase(), password: u.password, from: '127.0.0.2' }),
      MSG.loginTooMany,
      1,
      15 * 60,
    );
    // the owner, from an address that has not been failing, still signs in
    const owner = await attempt(ctx, { email: u.email, password: u.password, from: '127.0.0.3' });
    expect(owner.statusCode, owner.body).toBe(200);
    // and a token issued before the attack still works: the limit guards sign-in only
    expect((await injectAs(ctx.app, u.token, { method: 'GET', url: '/api/profile/me' })).statusCode).toBe(200);
  });

  it('the admin is not locked out by wrong passwords from elsewhere', async () => {
    await fail(ctx, 10, { email: ADMIN_EMAIL, from: '127.0.0.4' });
    expectThrottled(await attempt(ctx, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, from: '127.0.0.4' }), MSG.loginTooMany, 1, 15 * 60);
    const res = await attempt(ctx, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, from: '127.0.0.5' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().isAdmin).toBe(true);
  });

  it('nine failures still let the right password in, and a success forgives that address its failures', async () => {
    const u = await createInvestor(ctx.app);
    const from = '127.0.0.6';
    await fail(ctx, 9, { email: u.email, from });
    expect((await attempt(ctx, { email: u.email, password: u.password, from })).statusCode).toBe(200);
    await fail(ctx, 9, { email: u.email, from });
    expect((await attempt(ctx, { email: u.email, password: u.password, from })).statusCode).toBe(200);
    await fail(ctx, 10, { email: u.email, from });
    expectThrottled(await attempt(ctx, { email: u.email, password: u.password, from }), MSG.loginTooMany, 1, 15 * 60);
  });

  it('an unknown e-mail is limited the same way (no account enumeration)', async () => {
    await fail(ctx, 10, { email: 'ghost-account@example.com', from: '127.0.0.7' });
    expectThrottled(
      await attempt(ctx, { email: 'ghost-account@example.com', password: 'wrong-password', from: '127.0.0.7' }),
      MSG.loginTooMany,
      1,
      15 * 60,
    );
  });

  it('while blocked, attempts stay 429 and a right password is not checked', async () => {
    const u = await createInvestor(ctx.app);
    await fail(ctx, 10, { email: u.email, from: '127.0.0.8' });
    for (let i = 0; i < 3; i++)
      expectError(await attempt(ctx, { email: u.email, password: u.password, from: '127.0.0.8' }), 429, MSG.loginTooMany);
    expectError(await attempt(ctx, { email: u.email, password: 'wrong-password', from: '127.0.0.8' }), 429, MSG.loginTooMany);
  });

  it('without TRUST_PROXY a client cannot pick a fresh address with X-Forwarded-For', async () => {
    const u = await createInvestor(ctx.app);
    for (let i = 0; i < 10; i++) {
      const res = await attempt(ctx, { email: u.email, password: 'wrong-password', from: '127.0.0.9', forwardedFor: `203.0.113.${i + 1}` });
      expectError(res, 401, MSG.loginIncorrect);
    }
    const res = await attempt(ctx, { email: u.email, password: u.password, from: '127.0.0.9', forwardedFor: '203.0.113.200' });
    expectError(res, 429, MSG.loginTooMany);
  });
});

describe('small limits: 3 per e-mail and address, 5 per address, 8 per account', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      LOGIN_MAX_FAILURES: '3',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '5',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '8',
    });
  });
  afterAll(() => ctx.close());

  it('per address: failures across different e-mails lock that address out (password spraying)', async () => {
    for (let i = 0; i < 5; i++) await fail(ctx, 1, { email: `spray-${i}@example.com`, from: '127.0.1.1' });
    const u = await createInvestor(ctx.app);
    expectThrottled(await attempt(ctx, { email: u.email, password: u.password, from: '127.0.1.1' }), MSG.loginTooMany, 14 * 60, 15 * 60);
    expect((await attempt(ctx, { email: u.email, password: u.password, from: '127.0.1.2' })).statusCode).toBe(200);
  });

  it('per account: many addresses together reach a ceiling that then refuses everybody, for up to 24 hours', async () => {
    const u = await createInvestor(ctx.app);
    const other = await createInvestor(ctx.app);
    await fail(ctx, 3, { email: u.email, from: '127.0.2.1' });
    await fail(ctx, 3, { email: u.email, from: '127.0.2.2' });
    await fail(ctx, 1, { email: u.email, from: '127.0.2.3' });
    // seven failures: under the ceiling, the owner from a clean address still signs in
    expect((await attempt(ctx, { email: u.email, password: u.password, from: '127.0.2.9' })).statusCode).toBe(200);
    await fail(ctx, 1, { email: u.email, from: '127.0.2.4' });
    // the eighth reaches it: nobody signs in to this account until the window passes
    expectThrottled(
      await attempt(ctx, { email: u.email, password: u.password, from: '127.0.2.9' }),
      /^Too many failed sign-in attempts on this account\. Try again in 24 hours\.$/,
      23 * 3600,
      24 * 3600,
    );
    // other accounts, from the same addresses, are not affected
    expect((await attempt(ctx, { email: other.email, password: other.password, from: '127.0.2.9' })).statusCode).toBe(200);
  });
});

describe('behind a proxy (TRUST_PROXY=127.0.0.1): the client address is the one the proxy adds', () => {
  let ctx: TestContext;
  const proxy = '127.0.0.1';
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: proxy });
  });
  afterAll(() => ctx.close());

  it('one client failing does not lock out another client behind the same proxy', async () => {
    const u = await createInvestor(ctx.app);
    await fail(ctx, 10, { email: u.email, from: proxy, forwardedFor: '203.0.113.7' });
    expectError(
      await attempt(ctx, { email: u.email, password: u.password, from: proxy, forwardedFor: '203.0.113.7' }),
      429,
      MSG.loginTooMany,
    );
    const res = await attempt(ctx, { email: u.email, password: u.password, from: proxy, forwardedFor: '203.0.113.8' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('entries a client writes into X-Forwarded-For itself are not trusted', async () => {
    const u = await createInvestor(ctx.app);
    // the proxy appends the address it saw; anything to its left came from the client
    for (let i = 0; i < 10; i++) {
      const res = await attempt(ctx, {
        email: u.email,
        password: 'wrong-password',
        from: proxy,
        forwardedFor: `198.51.100.${i + 1}, 203.0.113.9`,
      });
      expectError(res, 401, MSG.loginIncorrect);
    }
    const res = await attempt(ctx, { email: u.email, password: u.password, from: proxy, forwardedFor: '198.51.100.77, 203.0.113.9' });
    expectError(res, 429, MSG.loginTooMany);
  });

  it('a client reaching the server directly cannot pick its address with X-Forwarded-For', async () => {
    const u = await createInvestor(ctx.app);
    for (let i = 0; i < 10; i++) {
      const res = await attempt(ctx, {
        email: u.email,
        password: 'wrong-password',
        from: '127.0.3.1',
        forwardedFor: `203.0.113.${i + 20}`,
      });
      expectError(res, 401, MSG.loginIncorrect);
    }
    const res = await attempt(ctx, { email: u.email, password: u.password, from: '127.0.3.1', forwardedFor: '203.0.113.99' });
    expectError(res, 429, MSG.loginTooMany);
  });
});
