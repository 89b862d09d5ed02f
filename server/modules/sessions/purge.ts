import { lt } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { deviceApprovals, sessions, signInAttempts, twoFactorChallenges } from '@/server/db/schema';

/** How long sign-in attempts are kept; the history shows the last 50 of them. */
export const ATTEMPTS_KEPT_MS = 90 * 86_400_000;

/**
 * Housekeeping for the accrual job: sessions whose tokens have expired (they are refused by
 * their exp anyway), challenges past their 5 minutes, sign-in attempts older than 90 days,
 * new-device approvals an hour past their 20 minutes (well after the last poll could collect one).
 */
export async function purgeAccountSecurityRows(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, now));
  await db.delete(signInAttempts).where(lt(signInAttempts.createdAt, new Date(now.getTime() - ATTEMPTS_KEPT_MS)));
  await db.delete(deviceApprovals).where(lt(deviceApprovals.expiresAt, new Date(now.getTime() - 60 * 60_000)));
}
