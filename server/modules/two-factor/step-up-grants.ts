import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import { STEP_UP_TOKEN_PREFIX } from '@/common/api/passkeys';
import type { Queryable } from '@/server/db/client';
import { passkeys, stepUpGrants } from '@/server/db/schema';
import { hashOneTimeToken, newOneTimeToken } from '../tokens/one-time';

// A step-up proven with a passkey, turned into a token that goes where a code goes. Step-up is
// this module's rule, so the grants live here; the passkeys module proves the assertion and asks
// for a grant, and every check of a code (requireStepUp) or of a staff act spends one here.

/** As long as a ceremony's challenge: the token is for the request the passkey was just used for. */
export const STEP_UP_GRANT_TTL_MS = 5 * 60_000;

/** `pk_` and 32 random bytes (46 characters: within the 64 a step-up code may have). */
export const isStepUpToken = (code: string): boolean => code.startsWith(STEP_UP_TOKEN_PREFIX);

export async function passkeyCount(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

/** Only the token's hash is stored: a leaked table holds no token that works. */
export async function issueStepUpGrant(db: Queryable, userId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = `${STEP_UP_TOKEN_PREFIX}${newOneTimeToken()}`;
  const expiresAt = new Date(now.getTime() + STEP_UP_GRANT_TTL_MS);
  // expired grants of anyone go as new ones are made, so the table holds only live ones
  await db.delete(stepUpGrants).where(lt(stepUpGrants.expiresAt, now));
  await db.insert(stepUpGrants).values({ userId, tokenHash: hashOneTimeToken(token), expiresAt });
  return { token, expiresAt };
}

/**
 * Uses the grant up, if it is this user's, unused and unexpired: one conditional update, so of
 * two requests carrying the same token (on one server or several) only one gets through. Run in
 * the change's own transaction, a change that fails leaves the grant unspent.
 */
export async function spendStepUpGrant(db: Queryable, userId: string, token: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(stepUpGrants)
    .set({ usedAt: now })
    .where(
      and(
        eq(stepUpGrants.tokenHash, hashOneTimeToken(token)),
        eq(stepUpGrants.userId, userId),
        isNull(stepUpGrants.usedAt),
        gt(stepUpGrants.expiresAt, now),
      ),
    )
    .returning({ id: stepUpGrants.id });
  return spent.length === 1;
}
