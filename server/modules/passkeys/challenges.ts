import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { webauthnChallenges } from '@/server/db/schema';
import { CEREMONY_TTL_MS } from './webauthn';

// A ceremony's challenge lives in the database, not in a server's memory: the options may come
// from one instance and the response go to another.

export type CeremonyPurpose = 'register' | 'sign_in' | 'step_up';

/** The ceremony a response may answer: its purpose and whose it is (null: a sign-in, nobody known yet). */
export interface Ceremony {
  purpose: CeremonyPurpose;
  userId: string | null;
}

export async function storeChallenge(db: Queryable, ceremony: Ceremony, challenge: string, now: Date): Promise<void> {
  // expired challenges go as new ones are made: sign-in options are public, and the table must
  // not grow with every page that offers a passkey
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values({
    userId: ceremony.userId,
    purpose: ceremony.purpose,
    challenge,
    expiresAt: new Date(now.getTime() + CEREMONY_TTL_MS),
  });
}

/**
 * Takes the challenge as used if it is a live one of this ceremony: one conditional update, so of
 * two responses sent at once over one challenge (to one server or several) only one goes on to
 * be verified, and a replayed response finds it used.
 */
export async function claimChallenge(db: Queryable, ceremony: Ceremony, challenge: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(webauthnChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, ceremony.purpose),
        ceremony.userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, ceremony.userId),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning({ id: webauthnChallenges.id });
  return claimed.length === 1;
}
