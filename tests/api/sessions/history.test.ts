// GET /api/auth/history: the last 50 sign-in attempts of the account and how each ended.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import type { ManualClock } from '@/server/lib/clock';
import { createInvestor, createTestApp, injectAs, loginAdmin, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import { challengeFor, codeNow, codeStep, enrol, midStepClock, nextCode, passwordStep } from '../two-factor/two-factor-helpers';

let ctx: TestContext;
let clock: ManualClock;

beforeAll(async () => {
  clock = midStepClock();
  ctx = await createTestApp({ LOGIN_MAX_FAILURES: '3', RATE_LIMIT_MAX: '100000' }, { clock });
});
afterAll(() => ctx.close());

interface Attempt {
  time: string;
  address: string;
  browser: string;
  result: string;
}
const history = async (u: TestUser) => {
  const res = await injectAs(ctx.app, u.token, { method: 'GET', url: '/api/auth/history' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Attempt[];
};
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('GET /api/auth/history', () => {
  it('records success, wrong password and throttled, newest first, with address and browser', async () => {
    const u = await createInvestor(ctx.app);
    const wrong = { email: u.email, password: 'not-the-password' };
    for (let i = 0; i < 3; i++) expect((await passwordStep(ctx.app, wrong, { 'user-agent': CHROME })).statusCode).toBe(401);
    expect((await passwordStep(ctx.app, u)).statusCode).toBe(429);
    const h = await history(u);
    expect(h.map((a) => a.result)).toEqual(['throttled', 'wrong_password', 'wrong_password', 'wrong_password', 'success']);
    expect(h[1]).toMatchObject({ address: '127.0.0.1', browser: 'Chrome 126 on Windows' });
    for (let i = 1; i < h.length; i++) expect(Date.parse(h[i - 1].time)).toBeGreaterThanOrEqual(Date.parse(h[i].time));
  });

  it('records a wrong code, and success only once the code step is done', async () => {
    const u = await createInvestor(ctx.app);
    const { secret } = await enrol(ctx.app, u, clock);
    const challenge = await challengeFor(ctx.app, u);
    expect((await history(u)).map((a) => a.result)).toEqual(['success']);
    const right = nextCode(clock, secret);
    const accepted = [-1, 0, 1].map((o) => codeNow(clock, secret, o));
    const wrongCode = ['000000', '111111', '222222'].find((c) => !accepted.includes(c))!;
    expect((await codeStep(ctx.app, challenge, wrongCode)).statusCode).toBe(401);
    expect((await codeStep(ctx.app, challenge, right)).statusCode).toBe(200);
    expect((await history(u)).map((a) => a.result)).toEqual(['success', 'wrong_code', 'success']);
  });

  it('records a disabled account signing in', async () => {
    const u = await createInvestor(ctx.app);
    await ctx.db.update(users).set({ status: false }).where(eq(users.id, u.id));
    expect((await passwordStep(ctx.app, u)).statusCode).toBe(403);
    const rows = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${u.id}/history`,
      headers: { authorization: `Bearer ${(await loginAdmin(ctx.app)).token}` },
    });
    expect((rows.json() as Attempt[]).map((a) => a.result)).toEqual(['disabled', 'success']);
  });

  it("keeps to the last 50, and only the caller's own", async () => {
    const u = await createInvestor(ctx.app);
    const other = await createInvestor(ctx.app);
    for (let i = 0; i < 52; i++) expect((await passwordStep(ctx.app, u)).statusCode).toBe(200);
    const h = await history(u);
    expect(h).toHaveLength(50);
    expect(h.every((a) => a.result === 'success')).toBe(true);
    expect(await history(other)).toHaveLength(1);
  });

  it('an unknown e-mail leaves no trace on anyone', async () => {
    const u = await createInvestor(ctx.app);
    await passwordStep(ctx.app, { email: `nobody-${u.id}@example.com`, password: 'whatever-password' });
    expect(await history(u)).toHaveLength(1);
  });
});
