import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { TWO_FACTOR_MSG } from '@/common/api/two-factor';
import type { Db } from '@/server/db/client';
import { twoFactorChallenges, users, type UserRow } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { unauthorized } from '@/server/lib/errors';
import { refuseClosedAccount } from '../sessions/closed-account';
import { recordAttempt, type Origin } from '../sessions/attempts';
import type { LoginLimiter } from '../sessions/login-limiter';
import { refuseIfThrottled } from '../sessions/throttle';
import { hashOneTimeToken as digest, newOneTimeToken } from '../tokens/one-time';
import type { CredentialLimiter } from './credential-limiter';
import { claimCode } from './repository';

export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_MAX_FAILURES = 5;

/** After the right password on an account with 2FA on: what the code step must bring back. */
export async function createChallenge(db: Db, userId: string, clock: Clock): Promise<string> {
  const challenge = newOneTimeToken();
  await db
    .insert(twoFactorChallenges)
    .values({ userId, challengeHash: digest(challenge), expiresAt: new Date(clock.now().getTime() + CHALLENGE_TTL_MS) });
  return challenge;
}

/**
 * The code step of a sign-in. A challenge is good for 5 minutes and one success; each code
 * tried takes one of its 5 attempts before it is checked (a right one gives it back), and
 * each wrong one counts against the sign-in limiter like a wrong password, and against the
 * account's ceiling of wrong passwords and codes, so fresh challenges from a known password do
 * not buy unlimited guesses.
 */
export async function completeChallenge(
  deps: { db: Db; clock: Clock; limiter: LoginLimiter; credentialLimiter: CredentialLimiter },
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

  // The attempt is taken before any code is checked, in one conditional update: of many
  // requests sent at once on one challenge, only 5 get past here to the hashes.
  const stillLive = and(
    eq(twoFactorChallenges.id, challenge.id),
    isNull(twoFactorChallenges.usedAt),
    gt(twoFactorChallenges.expiresAt, now),
  );
  const [taken] = await db
    .update(twoFactorChallenges)
    .set({ failures: sql`${twoFactorChallenges.failures} + 1` })
    .where(and(stillLive, lt(twoFactorChallenges.failures, CHALLENGE_MAX_FAILURES)))
    .returning({ failures: twoFactorChallenges.failures });
  if (!taken) throw unauthorized(TWO_FACTOR_MSG.challengeEnded);

  const right = await deps.credentialLimiter.attempt(user.id, () => claimCode(db, user.id, input.code, now.getTime()));
  if (!right) {
    await limiter.recordFailure(user.email, origin.ip);
    await recordAttempt(db, user.id, origin, 'wrong_code');
    throw unauthorized(taken.failures >= CHALLENGE_MAX_FAILURES ? TWO_FACTOR_MSG.challengeTooManyWrong : TWO_FACTOR_MSG.codeWrong);
  }
  // one success per challenge, even for two right codes sent at once; the attempt is given back
  const used = await db
    .update(twoFactorChallenges)
    .set({ usedAt: now, failures: sql`${twoFactorChallenges.failures} - 1` })
    .where(stillLive)
    .returning({ id: twoFactorChallenges.id });
  if (used.length !== 1) throw unauthorized(TWO_FACTOR_MSG.challengeEnded);
  await refuseClosedAccount(db, user, origin);
  return user;
}
