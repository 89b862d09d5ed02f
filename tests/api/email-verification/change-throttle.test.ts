// E-mail change requests share the hourly mail budget of "send the link again": a session
// cannot flood an outside address with links.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_MSG } from '@/common/validation/email-verification';
import { rowsOf } from '@/server/db/rows';
import { MAIL_QUEUE } from '@/server/modules/notifications/notifier';
import { DEFAULT_RESEND_PER_HOUR } from '@/server/modules/email-verification/limiter';
import { bearer, createInvestor, createTestApp, expectError, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import { signUpUnverified } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
});
afterAll(() => ctx.close());

const change = (u: TestUser, email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/profile/email', headers: bearer(u.token), payload: { email, password: u.password } });
const resend = (u: TestUser) => ctx.app.inject({ method: 'POST', url: '/api/user/verify-email/resend', headers: bearer(u.token) });

async function mailsTo(to: string): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await ctx.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${MAIL_QUEUE} and data->>'to' = ${to}`),
  );
  return rows[0].n;
}

describe('POST /api/profile/email is throttled', () => {
  it(`15 requests to one outside address: ${DEFAULT_RESEND_PER_HOUR} links, then 429 with Retry-After`, async () => {
    const u = await createInvestor(ctx.app);
    const target = `victim-${Date.now().toString(36)}@example.net`;
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await change(u, target);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expectError(res, 429, EMAIL_MSG.resendTooMany);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.filter((s) => s === 202)).toHaveLength(DEFAULT_RESEND_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15 - DEFAULT_RESEND_PER_HOUR);
    expect(await mailsTo(target)).toBe(DEFAULT_RESEND_PER_HOUR);
  });

  it('one budget with "send the link again"', async () => {
    const u = await signUpUnverified(ctx.app);
    expect((await resend(u)).statusCode).toBe(204);
    for (let i = 1; i < DEFAULT_RESEND_PER_HOUR; i++) expect((await change(u, `other-${i}-${u.id}@example.net`)).statusCode).toBe(202);
    expectError(await change(u, `one-more-${u.id}@example.net`), 429, EMAIL_MSG.resendTooMany);
    expectError(await resend(u), 429, EMAIL_MSG.resendTooMany);
  });
});
