import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG } from '@/common/messages';
import type { resetPasswordSchema } from '@/common/api/password-reset';
import type { Db } from '@/server/db/client';
import { passwordResetTokens, users } from '@/server/db/schema';
import { badRequest } from '@/server/lib/errors';
import { hashPassword } from '@/server/lib/passwords';
import { nextTokenCutoff } from '@/server/plugins/auth';
import { findLiveUserByEmail } from '../auth/service';
import { hashResetToken, newResetToken, RESET_TOKEN_TTL_MS } from './tokens';

/**
 * A new reset token for the live, enabled account with this e-mail, or null when there is
 * none (the caller answers the same either way). The user's expired tokens are cleared out.
 */
export async function issueResetToken(db: Db, email: string, now: Date): Promise<{ email: string; token: string } | null> {
  const user = await findLiveUserByEmail(db, email);
  if (!user || !user.status) return null;
  const token = newResetToken();
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, user.id), lt(passwordResetTokens.expiresAt, now)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
  });
  return { email: user.email, token };
}

/** The unused, unexpired token with this hash, of a user who still exists. */
async function findUsableToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        isNull(users.deletedAt),
      ),
    );
  return row;
}

/**
 * Sets a new password with an e-mailed token. The token is claimed atomically (two requests
 * with one token: one wins), every token the user was signed in with stops working, and the
 * user's other unused reset links are spent too. Unknown, used or expired: 400.
 */
export async function resetPassword(db: Db, input: z.output<typeof resetPasswordSchema>, now: Date): Promise<void> {
  const tokenHash = hashResetToken(input.token);
  const candidate = await findUsableToken(db, tokenHash, now);
  if (!candidate) throw badRequest(MSG.resetInvalid);
  // hashed outside the transaction: argon2 takes a while and holds no lock
  const passwordHash = await hashPassword(input.password);

  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, candidate.id), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw badRequest(MSG.resetInvalid);

    const [user] = await tx
      .select({ tokensValidAfter: users.tokensValidAfter })
      .from(users)
      .where(and(eq(users.id, claimed.userId), isNull(users.deletedAt)))
      .for('update');
    if (!user) throw badRequest(MSG.resetInvalid);

    await tx
      .update(users)
      .set({
        passwordHash,
        // token cut-offs follow the wall clock, like the tokens' iat
        tokensValidAfter: nextTokenCutoff(user.tokensValidAfter),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, claimed.userId));

    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
  });
}
