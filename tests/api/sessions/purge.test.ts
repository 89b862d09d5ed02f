// Housekeeping of the accrual job: expired sessions and challenges, attempts past 90 days.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, signInAttempts, twoFactorChallenges } from '@/server/db/schema';
import { ATTEMPTS_KEPT_MS, purgeAccountSecurityRows } from '@/server/modules/sessions/purge';
import { createInvestor, createTestApp, type TestContext } from '@/tests/helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('purgeAccountSecurityRows', () => {
  it('removes what has expired and keeps what is live', async () => {
    const u = await createInvestor(ctx.app);
    const now = new Date();
    const past = new Date(now.getTime() - 1000);
    const later = new Date(now.getTime() + 60_000);
    await ctx.db.insert(sessions).values([
      { id: `old-${u.id}`, userId: u.id, ip: '192.0.2.1', browser: 'x', iat: 1, expiresAt: past },
      { id: `live-${u.id}`, userId: u.id, ip: '192.0.2.1', browser: 'x', iat: 1, expiresAt: later },
    ]);
    await ctx.db.insert(twoFactorChallenges).values([
      { userId: u.id, challengeHash: `old-${u.id}`, expiresAt: past },
      { userId: u.id, challengeHash: `live-${u.id}`, expiresAt: later },
    ]);
    await ctx.db.insert(signInAttempts).values([
      { userId: u.id, ip: '192.0.2.1', browser: 'x', result: 'success', createdAt: new Date(now.getTime() - ATTEMPTS_KEPT_MS - 1000) },
      {
        userId: u.id,
        ip: '192.0.2.1',
        browser: 'x',
        result: 'wrong_password',
        createdAt: new Date(now.getTime() - ATTEMPTS_KEPT_MS + 60_000),
      },
    ]);

    await purgeAccountSecurityRows(ctx.db, now);

    const ids = (await ctx.db.select().from(sessions).where(eq(sessions.userId, u.id))).map((s) => s.id);
    expect(ids).toContain(`live-${u.id}`);
    expect(ids).not.toContain(`old-${u.id}`);
    const challenges = (await ctx.db.select().from(twoFactorChallenges).where(eq(twoFactorChallenges.userId, u.id))).map(
      (c) => c.challengeHash,
    );
    expect(challenges).toEqual([`live-${u.id}`]);
    const results = (await ctx.db.select().from(signInAttempts).where(eq(signInAttempts.userId, u.id))).map((a) => a.result).sort();
    // the sign-in of createInvestor and the 89-day-old one stay
    expect(results).toEqual(['success', 'wrong_password']);
  });
});
