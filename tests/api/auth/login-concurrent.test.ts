// Sign-in attempts sent together: each takes its place in the counts before the password is
// hashed, so no more than the limit are ever checked, however many arrive at once.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { signInAttempts } from '@/server/db/schema';
import { createInvestor, createTestApp, type TestContext } from '@/tests/helpers/test-app';

const PER_PAIR = 5;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ LOGIN_MAX_FAILURES: String(PER_PAIR), RATE_LIMIT_MAX: '1000000' });
});
afterAll(() => ctx.close());

const signIn = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email_address: email, password }, remoteAddress: '127.0.0.77' });

describe('POST /api/user/login, many at once', () => {
  it(`50 wrong passwords at once on one account: at most ${PER_PAIR} are checked, the rest are 429`, async () => {
    const u = await createInvestor(ctx.app);
    const all = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn(u.email, `wrong-password-${i}`)));
    const statuses = all.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(PER_PAIR);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    const wrong = await ctx.db
      .select()
      .from(signInAttempts)
      .where(and(eq(signInAttempts.userId, u.id), eq(signInAttempts.result, 'wrong_password')));
    expect(wrong.length).toBeLessThanOrEqual(PER_PAIR);
    expect(all.find((r) => r.statusCode === 429)?.json().message).toBe(MSG.loginTooMany);
  });

  it('right passwords do not use the counts up', async () => {
    const u = await createInvestor(ctx.app);
    for (let i = 0; i < PER_PAIR * 2; i++) expect((await signIn(u.email, u.password)).statusCode).toBe(200);
    expect((await signIn(u.email, 'wrong-password')).statusCode).toBe(401);
  });
});
