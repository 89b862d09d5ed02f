import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { TWO_FACTOR_MSG } from '@/common/api/two-factor';
import type { Db } from '@/server/db/client';
import { twoFactorChallenges, users, type UserRow } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { forbidden, unauthorized } from '@/server/lib/errors';
import { refuseIfThrottled } from '../auth/service';
import type { LoginLimiter } from '../auth/login-limiter';
import { recordAttempt, type Origin } from '../sessions/attempts';
import { claimCode } from './repository';

export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_MAX_FAILURES = 5;

const digest = (challenge: string) => createHash('sha256').update(challenge).digest('hex');

/** After the right password on an account with 2FA on: what the code step must bring back. */
export async function createChallenge(db: Db, userId: string, clock: Clock): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  await db
    .insert(twoFactorChallenges)
    .values({ userId, challengeHash: digest(challenge), expiresAt: new Date(clock.now().getTime() + CHALLENGE_TTL_MS) });
  return challenge;
}

/**
 * The code step of a sign-in. A challenge is good for 5 minutes and one success; each wrong
 * code counts against it (5 kill it) and against the sign-in limiter like a wrong password,
 * so fresh challenges from a known password do not buy unlimited guesses.
 */
export async function completeChallenge(
  deps: { db: Db; clock: Clock; limiter: LoginLimiter },
  input: { challenge: string; code: string },
  origin: Origin,
): Promise<UserRow> {
  const { db, clock, limiter } = deps;
  const now = clock.now();
  const [found] = await db
    .select({ challenge: twoFactorChallenges, user: users })
    .from(twoFactorChallenges)
    .innerJoin(users, eq(users.id, twoFactorChallenges.userId))
    .where(eq(twoFactorChallenges.challengeHash, digest(input.challenge)));
  const live = (c: typeof twoFactorChallenges.$inferSelect) =>
    c.usedAt === null && c.failures < CHALLENGE_MAX_FAILURES && c.expiresAt.getTime() > now.getTime();
  if (!found || !live(found.challenge) || found.user.deletedAt !== null) throw unauthorized(TWO_FACTOR_MSG.challengeEnded);
  const { challenge, user } = found;
  await refuseIfThrottled(db, limiter, user.email, origin);

  if (!(await claimCode(db, user.id, input.code, now.getTime()))) {
    const [after] = await db
      .update(twoFactorChallenges)
      .set({ failures: sql`${twoFactorChallenges.failures} + 1` })
      .where(eq(twoFactorChallenges.id, challenge.id))
      .returning({ failures: twoFactorChallenges.failures });
    await limiter.recordFailure(user.email, origin.ip);
    await recordAttempt(db, user.id, origin, 'wrong_code');
    throw unauthorized(after.failures >= CHALLENGE_MAX_FAILURES ? TWO_FACTOR_MSG.challengeTooManyWrong : TWO_FACTOR_MSG.codeWrong);
  }
  // one success per challenge, even for two right codes sent at once
  const used = await db
    .update(twoFactorChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoFactorChallenges.id, challenge.id),
        isNull(twoFactorChallenges.usedAt),
        lt(twoFactorChallenges.failures, CHALLENGE_MAX_FAILURES),
        gt(twoFactorChallenges.expiresAt, now),
      ),
    )
    .returning({ id: twoFactorChallenges.id });
  if (used.length !== 1) throw unauthorized(TWO_FACTOR_MSG.challengeEnded);
  if (!user.status) {
    await recordAttempt(db, user.id, origin, 'disabled');
    throw forbidden('This account is disabled. Please contact support.');
  }
  return user;
}
