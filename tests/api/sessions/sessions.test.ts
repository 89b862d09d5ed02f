// GET/DELETE /api/auth/sessions, DELETE /api/auth/sessions/{id}: every token is a session,
// and an ended session's token is refused on its very next request.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeToken } from '@/tests/helpers/tokens';
import { sessions } from '@/server/db/schema';
import { ManualClock } from '@/server/lib/clock';
import { bearer, createInvestor, createTestApp, expectError, injectAs, login, type TestContext } from '@/tests/helpers/test-app';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let ctx: TestContext;
let clock: ManualClock;

beforeAll(async () => {
  clock = new ManualClock();
  ctx = await createTestApp({}, { clock });
});
afterAll(() => ctx.close());

interface SessionView {
  id: string;
  created: string;
  last_used: string;
  address: string;
  browser: string;
  current: boolean;
}

const signIn = async (email: string, password: string, userAgent?: string, ip?: string) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: userAgent ? { 'user-agent': userAgent } : {},
    ...(ip ? { remoteAddress: ip } : {}),
    payload: { email_address: email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().accessToken as string;
};
const list = async (token: string) => {
  const res = await injectAs(ctx.app, token, { method: 'GET', url: '/api/auth/sessions' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SessionView[];
};
const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(token) });
const jti = (token: string) => decodeToken(token).payload.jti as string;

describe('GET /api/auth/sessions', () => {
  it('lists each sign-in with its address, browser and times; the caller is marked current', async () => {
    const u = await createInvestor(ctx.app);
    const laptop = await signIn(u.email, u.password, FIREFOX, '198.51.100.7');
    const phone = await signIn(u.email, u.password, SAFARI_IPHONE, '203.0.113.9');
    const views = await list(laptop);
    expect(views.map((s) => s.id).sort()).toEqual([jti(u.token), jti(laptop), jti(phone)].sort());
    const byId = Object.fromEntries(views.map((s) => [s.id, s]));
    expect(byId[jti(laptop)]).toMatchObject({ address: '198.51.100.7', browser: 'Firefox 128 on Linux', current: true });
    expect(byId[jti(phone)]).toMatchObject({ address: '203.0.113.9', browser: 'Safari 17 on iOS', current: false });
    expect(byId[jti(u.token)].current).toBe(false);
    for (const s of views) {
      expect(Number.isNaN(Date.parse(s.created))).toBe(false);
      expect(Number.isNaN(Date.parse(s.last_used))).toBe(false);
    }
  });

  it("shows only the caller's own sessions", async () => {
    const a = await createInvestor(ctx.app);
    const b = await createInvestor(ctx.app);
    expect((await list(a.token)).map((s) => s.id)).not.toContain(jti(b.token));
  });

  it('a signed-out session is no longer listed', async () => {
    const u = await createInvestor(ctx.app);
    const other = await signIn(u.email, u.password);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(other) })).statusCode).toBe(204);
    expect((await list(u.token)).map((s) => s.id)).toEqual([jti(u.token)]);
  });

  it("'last used' moves at most once a minute", async () => {
    const u = await createInvestor(ctx.app);
    const row = async () =>
      (
        await ctx.db
          .select()
          .from(sessions)
          .where(eq(sessions.id, jti(u.token)))
      )[0];
    clock.advance(2 * 60_000);
    await me(u.token);
    const first = (await row()).lastUsedAt.getTime();
    expect(first).toBe(clock.now().getTime());
    clock.advance(30_000);
    await me(u.token);
    expect((await row()).lastUsedAt.getTime()).toBe(first);
    clock.advance(31_000);
    await me(u.token);
    expect((await row()).lastUsedAt.getTime()).toBe(clock.now().getTime());
  });
});

describe('DELETE /api/auth/sessions/{id}', () => {
  it('a stolen session ended from another session is refused at once', async () => {
    const u = await createInvestor(ctx.app);
    const stolen = await signIn(u.email, u.password, SAFARI_IPHONE);
    expect((await me(stolen)).statusCode).toBe(200);
    const res = await injectAs(ctx.app, u.token, { method: 'DELETE', url: `/api/auth/sessions/${jti(stolen)}` });
    expect(res.statusCode, res.body).toBe(204);
    const refused = await me(stolen);
    expectError(refused, 401);
    // a plain 401: the session has ended, no code would help
    expect(refused.headers['www-authenticate']).toBeUndefined();
    expectError(await injectAs(ctx.app, stolen, { method: 'GET', url: '/api/auth/sessions' }), 401);
    expect((await me(u.token)).statusCode).toBe(200);
  });

  it("someone else's session, or an unknown or already ended one, is 404 and stays alive", async () => {
    const a = await createInvestor(ctx.app);
    const b = await createInvestor(ctx.app);
    expectError(await injectAs(ctx.app, a.token, { method: 'DELETE', url: `/api/auth/sessions/${jti(b.token)}` }), 404);
    expect((await me(b.token)).statusCode).toBe(200);
    expectError(await injectAs(ctx.app, a.token, { method: 'DELETE', url: '/api/auth/sessions/no-such-session' }), 404);
    const extra = await signIn(a.email, a.password);
    expect((await injectAs(ctx.app, a.token, { method: 'DELETE', url: `/api/auth/sessions/${jti(extra)}` })).statusCode).toBe(204);
    expectError(await injectAs(ctx.app, a.token, { method: 'DELETE', url: `/api/auth/sessions/${jti(extra)}` }), 404);
  });

  it('ending your own current session signs you out', async () => {
    const u = await createInvestor(ctx.app);
    expect((await injectAs(ctx.app, u.token, { method: 'DELETE', url: `/api/auth/sessions/${jti(u.token)}` })).statusCode).toBe(204);
    expectError(await me(u.token), 401);
  });
});

describe('DELETE /api/auth/sessions', () => {
  it("ends every session but the caller's", async () => {
    const u = await createInvestor(ctx.app);
    const others = [await signIn(u.email, u.password), await signIn(u.email, u.password)];
    const keep = await signIn(u.email, u.password);
    const res = await injectAs(ctx.app, keep, { method: 'DELETE', url: '/api/auth/sessions' });
    expect(res.statusCode, res.body).toBe(204);
    for (const t of [u.token, ...others]) expectError(await me(t), 401);
    expect((await me(keep)).statusCode).toBe(200);
    expect((await list(keep)).map((s) => s.id)).toEqual([jti(keep)]);
    // a new sign-in afterwards is a new, live session
    const fresh = (await login(ctx.app, u.email, u.password)).accessToken;
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it("leaves other accounts' sessions alone", async () => {
    const a = await createInvestor(ctx.app);
    const b = await createInvestor(ctx.app);
    await injectAs(ctx.app, a.token, { method: 'DELETE', url: '/api/auth/sessions' });
    expect((await me(b.token)).statusCode).toBe(200);
  });
});

describe('a new password', () => {
  it('issues a new session for the caller; the old one is ended and no longer listed', async () => {
    const u = await createInvestor(ctx.app);
    const res = await injectAs(ctx.app, u.token, {
      method: 'PUT',
      url: `/api/profile/update/${u.id}`,
      payload: { password: 'another-new-password', current_password: u.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json().accessToken as string;
    const views = await list(fresh);
    expect(views.map((s) => s.id)).toContain(jti(fresh));
    expect(views.map((s) => s.id)).not.toContain(jti(u.token));
  });

  it('sessions on other devices, cut off by the new password, are no longer listed', async () => {
    const u = await createInvestor(ctx.app);
    const elsewhere = await signIn(u.email, u.password);
    const res = await injectAs(ctx.app, u.token, {
      method: 'PUT',
      url: `/api/profile/update/${u.id}`,
      payload: { password: 'another-new-password', current_password: u.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expectError(await me(elsewhere), 401);
    expect((await list(res.json().accessToken as string)).map((s) => s.id)).toEqual([jti(res.json().accessToken as string)]);
  });
});
