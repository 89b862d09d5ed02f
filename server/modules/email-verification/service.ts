import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG } from '@/common/messages';
import type { emailChangeSchema } from '@/common/api/email-verification';
import { EMAIL_MSG } from '@/common/validation/email-verification';
import type { Db, Queryable } from '@/server/db/client';
import { emailVerificationTokens, users, type UserRow } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { badRequest, conflict, isUniqueViolation } from '@/server/lib/errors';
import { findLiveUserByEmail } from '../users/repository';
import type { Notifier } from '../notifications/notifier';
import { hashOneTimeToken as hashToken, newOneTimeToken as newToken, VERIFY_TOKEN_TTL_MS } from '../tokens/one-time';

export interface VerifierDeps {
  db: Db;
  notifier: Notifier;
  clock: Clock;
}

/**
 * A new link for `email` (the account's address or its pending one), mailed by the job queue:
 * the token row and the mail job commit together, the link's token sealed in the job. The
 * route's answer never waits for the mail server. The user's expired links are cleared out.
 */
async function sendLink(deps: VerifierDeps, tx: Queryable, userId: string, email: string, changing: boolean): Promise<void> {
  const now = deps.clock.now();
  const token = newToken();
  await tx
    .delete(emailVerificationTokens)
    .where(and(eq(emailVerificationTokens.userId, userId), lt(emailVerificationTokens.expiresAt, now)));
  await tx.insert(emailVerificationTokens).values({
    userId,
    tokenHash: hashToken(token),
    email,
    expiresAt: new Date(now.getTime() + VERIFY_TOKEN_TTL_MS),
  });
  await deps.notifier.mail(tx, email, 'email_verification', { changing }, token);
}

/** After sign-up, and on "send the link again": a link to the account's own address. */
export async function sendAccountLink(deps: VerifierDeps, user: Pick<UserRow, 'id' | 'email'>) {
  await deps.db.transaction((tx) => sendLink(deps, tx, user.id, user.email, false));
}

/** What the route brings to a change of address: the counted checks and the mail budget. */
export interface ChangeGuards {
  /** the password, counted against the account's ceiling of wrong passwords and codes */
  passwordMatches: (password: string) => Promise<boolean>;
  /** a current code when 2FA is on */
  stepUp: () => Promise<void>;
  /** one mail from the account's hourly budget, shared with "send the link again" (429 when spent) */
  takeMail: () => Promise<void>;
}

/**
 * A change of address: the password proves the person (the route asks for a code with 2FA on),
 * the new address waits in pending_email and gets the link; nothing changes until it is opened.
 * An address another account uses is a 409 (asked by someone holding the password, unlike sign-up).
 */
export async function requestChange(
  deps: VerifierDeps,
  actor: UserRow,
  input: z.output<typeof emailChangeSchema>,
  guards: ChangeGuards,
): Promise<void> {
  if (!(await guards.passwordMatches(input.password))) {
    throw badRequest(MSG.currentPasswordWrong, [{ field: 'password', message: MSG.currentPasswordWrong }]);
  }
  // after the password: a code is spent only by someone who knows it
  await guards.stepUp();
  if (input.email === actor.email) throw badRequest(EMAIL_MSG.sameEmail, [{ field: 'email', message: EMAIL_MSG.sameEmail }]);
  if (await findLiveUserByEmail(deps.db, input.email)) throw conflict(MSG.emailTaken);
  // last: only a request that would send a mail spends the budget
  await guards.takeMail();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ pendingEmail: input.email, updatedAt: sql`now()` })
      .where(eq(users.id, actor.id));
    await sendLink(deps, tx, actor.id, input.email, true);
  });
}

/**
 * Spends a link. The account's own address: now verified. Its pending address: it replaces the
 * old one (409 if another account took it meanwhile) and the old address is told. Anything else
 * (unknown, used, expired, or a change asked for again since): 400, one message for all.
 */
export async function verify(deps: VerifierDeps, token: string): Promise<void> {
  const now = deps.clock.now();
  const tokenHash = hashToken(token);
  try {
    await deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(emailVerificationTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailVerificationTokens.tokenHash, tokenHash),
            isNull(emailVerificationTokens.usedAt),
            gt(emailVerificationTokens.expiresAt, now),
          ),
        )
        .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
      if (!claimed) throw badRequest(EMAIL_MSG.verifyInvalid);

      const [user] = await tx
        .select({ email: users.email, pendingEmail: users.pendingEmail })
        .from(users)
        .where(and(eq(users.id, claimed.userId), isNull(users.deletedAt)))
        .for('update');
      if (!user) throw badRequest(EMAIL_MSG.verifyInvalid);

      if (claimed.email === user.email) {
        await tx
          .update(users)
          .set({ emailVerified: true, updatedAt: sql`now()` })
          .where(eq(users.id, claimed.userId));
        // the other links sent for this address (resends) are spent with it
        await tx
          .update(emailVerificationTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(emailVerificationTokens.userId, claimed.userId),
              eq(emailVerificationTokens.email, claimed.email),
              isNull(emailVerificationTokens.usedAt),
            ),
          );
        return;
      }
      if (claimed.email !== user.pendingEmail) throw badRequest(EMAIL_MSG.verifyInvalid);
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, claimed.email), isNull(users.deletedAt), ne(users.id, claimed.userId)));
      if (taken) throw conflict(MSG.emailTaken);
      await tx
        .update(users)
        .set({ email: claimed.email, pendingEmail: null, emailVerified: true, emailChangedAt: now, updatedAt: sql`now()` })
        .where(eq(users.id, claimed.userId));
      // the other links of this account name an address it no longer has, or had before
      await tx
        .update(emailVerificationTokens)
        .set({ usedAt: now })
        .where(and(eq(emailVerificationTokens.userId, claimed.userId), isNull(emailVerificationTokens.usedAt)));
      // the old address is told, in the same transaction as the change
      await deps.notifier.mail(tx, { id: claimed.userId, email: user.email }, 'email_changed_notice', { newEmail: claimed.email });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.emailTaken);
    throw err;
  }
}
