import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG } from '@/common/messages';
import type { resetPasswordSchema } from '@/common/api/password-reset';
import type { Db } from '@/server/db/client';
import { passwordResetTokens, users } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { badRequest } from '@/server/lib/errors';
import { hashPassword } from '@/server/lib/passwords';
import { nextTokenCutoff } from '@/server/plugins/auth';
import { findLiveUserByEmail } from '../users/repository';
import type { Notifier } from '../notifications/notifier';
import { hashOneTimeToken, newOneTimeToken, RESET_TOKEN_TTL_MS } from '../tokens/one-time';

export interface PasswordResetDeps {
  db: Db;
  notifier: Notifier;
  /** where "now" comes from for link expiry; tests move it */
  clock: Clock;
}

/**
 * A reset link for the live, enabled account with this e-mail; nothing when there is none
 * (the caller answers the same either way). The token row and the mail job (the token sealed
 * in it) commit together; the mail goes out later, from the job queue, so the answer never
 * depends on the mail server. The user's expired tokens are cleared out.
 */
export async function sendResetLink(deps: PasswordResetDeps, email: string, requestedAt: Date = deps.clock.now()): Promise<void> {
  const user = await findLiveUserByEmail(deps.db, email);
  if (!user || !user.status) return;
  // the link's hour counts from the request, even when this runs after the answer
  const now = requestedAt;
  const token = newOneTimeToken();
  await deps.db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, user.id), lt(passwordResetTokens.expiresAt, now)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashOneTimeToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
    await deps.notifier.mail(tx, user.email, 'password_reset', {}, token);
  });
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
export async function resetPassword(deps: PasswordResetDeps, input: z.output<typeof resetPasswordSchema>): Promise<void> {
  const { db } = deps;
  const now = deps.clock.now();
  const tokenHash = hashOneTimeToken(input.token);
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
      .select({ email: users.email, locale: users.locale, tokensValidAfter: users.tokensValidAfter })
      .from(users)
      .where(and(eq(users.id, claimed.userId), isNull(users.deletedAt)))
      .for('update');
    if (!user) throw badRequest(MSG.resetInvalid);

    await tx
      .update(users)
      .set({
        passwordHash,
        passwordChangedAt: now,
        // token cut-offs follow the wall clock, like the tokens' iat
        tokensValidAfter: nextTokenCutoff(user.tokensValidAfter),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, claimed.userId));

    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
    await deps.notifier.notify(tx, { id: claimed.userId, email: user.email, locale: user.locale }, 'password_changed', {});
  });
}
