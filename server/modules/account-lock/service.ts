import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ACCOUNT_LOCK_MSG, ownerUnlockFrom, UNLOCK_LINK_TTL_MS, type LockedVia, type UnlockedVia } from '@/common/account-lock';
import type { staffUnlockBodySchema, unlockStartBodySchema } from '@/common/api/account-lock';
import { TWO_FACTOR_MSG } from '@/common/api/two-factor';
import { MSG } from '@/common/messages';
import type { Db, Queryable } from '@/server/db/client';
import { emailVerificationTokens, passkeys, passwordResetTokens, users, type UserRow } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '@/server/lib/errors';
import { dummyVerify, verifyPassword } from '@/server/lib/passwords';
import { nextTokenCutoff } from '@/server/plugins/auth';
import { recordAudit } from '../audit/repository';
import type { Notifier } from '../notifications/notifier';
import { recordAttempt, type Origin } from '../sessions/attempts';
import type { LoginLimiter } from '../sessions/login-limiter';
import { endSessions } from '../sessions/repository';
import { LoginThrottled } from '../sessions/throttle';
import { newOneTimeToken } from '../tokens/one-time';
import type { CredentialLimiter } from '../two-factor/credential-limiter';
import { claimCode, isTwoFactorOn } from '../two-factor/repository';
import { findLiveUserByEmail, lockLiveUser } from '../users/repository';
import { claimLink, closeLock, insertLink, openLock, spendLinks } from './repository';

export interface AccountLockDeps {
  db: Db;
  /** lockedAt, the 24 hours of the owner's wait and the links' lifetimes follow it; tests move it */
  clock: Clock;
  notifier: Notifier;
}

export interface OwnerUnlockDeps extends AccountLockDeps {
  /** the sign-in limiter: the owner's unlock proves the password as a sign-in does, and is counted the same */
  limiter: LoginLimiter;
  /** the per-account ceiling of wrong passwords and codes */
  credentialLimiter: CredentialLimiter;
}

/**
 * Locks the account in `tx`, the caller's transaction, and tells whether it was locked now (an
 * account locked already is left as it is: locking twice is no error). In one go: users.locked_at,
 * the history row, every session ended and every token issued so far refused (the cut-off a
 * password reset moves), the links in flight voided (a password reset, an e-mail change: a thief
 * half-way through finishes neither), and the owner told. A sign-in half-way (its code step) is
 * refused at its end, with the words that say how to get back in. Undefined when
 * there is no such live account.
 */
async function lockIn(tx: Queryable, deps: AccountLockDeps, userId: string, via: LockedVia, ip: string): Promise<boolean | undefined> {
  const user = await lockLiveUser(tx, userId);
  if (!user) return undefined;
  if (user.lockedAt) return false;
  const now = deps.clock.now();
  await tx
    .update(users)
    .set({
      lockedAt: now,
      // token cut-offs follow the wall clock, like the tokens' iat
      tokensValidAfter: nextTokenCutoff(user.tokensValidAfter),
      // an address change waiting for its link would hand the account to whoever holds the new address
      pendingEmail: null,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  await openLock(tx, { userId, via, at: now, ip });
  await endSessions(tx, userId, {}, now);
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await tx
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
  await recordAudit(tx, {
    actorId: userId,
    action: 'user.lock',
    entity: 'user',
    entityId: userId,
    before: { locked_at: null },
    after: { locked_at: now.toISOString(), locked_via: via, ip },
  });
  await deps.notifier.notify(tx, user, 'account_locked', { via, at: now.toISOString() });
  return true;
}

/**
 * The "This wasn't me" link of a security e-mail: locks the account without a session. The link
 * works once and for 7 days; a used, expired or unknown one is a 400, and so is one whose account
 * is gone. On an account locked already it is spent and changes nothing.
 */
export async function lockWithLink(deps: AccountLockDeps, token: string, ip: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const userId = await claimLink(tx, 'lock', token, now);
    if (!userId) throw badRequest(ACCOUNT_LOCK_MSG.lockLinkInvalid);
    const done = await lockIn(tx, deps, userId, 'email_link', ip);
    if (done === undefined) throw badRequest(ACCOUNT_LOCK_MSG.lockLinkInvalid);
  });
}

/** "Lock my account" on the security page: the caller's own account, their own session included. */
export async function lockOwnAccount(deps: AccountLockDeps, user: Pick<UserRow, 'id'>, ip: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if ((await lockIn(tx, deps, user.id, 'security_page', ip)) === undefined) throw notFound(MSG.userNotFound);
  });
}

/**
 * Ends the lock in `tx`: users.locked_at cleared, the history row closed, the lock and unlock
 * links still out spent (an old e-mail does not lock again what was just checked and unlocked),
 * audited, and the owner told, with a fresh lock link in case it was not them.
 */
async function unlockIn(
  tx: Queryable,
  deps: AccountLockDeps,
  user: UserRow & { lockedAt: Date },
  unlock: { by: string; via: UnlockedVia; note: string | null },
): Promise<void> {
  const now = deps.clock.now();
  await tx
    .update(users)
    .set({ lockedAt: null, updatedAt: sql`now()` })
    .where(eq(users.id, user.id));
  await closeLock(tx, user.id, { at: now, ...unlock });
  await spendLinks(tx, user.id, 'lock', now);
  await spendLinks(tx, user.id, 'unlock', now);
  await recordAudit(tx, {
    actorId: unlock.by,
    action: 'user.unlock',
    entity: 'user',
    entityId: user.id,
    before: { locked_at: user.lockedAt.toISOString() },
    after: { locked_at: null, unlocked_via: unlock.via, ...(unlock.note !== null && { note: unlock.note }) },
  });
  await deps.notifier.mail(tx, user, 'account_unlocked', { by: unlock.via, at: now.toISOString() });
}

const isLocked = (user: UserRow): user is UserRow & { lockedAt: Date } => user.lockedAt !== null;

/**
 * Staff unlock an account after checking who is asking (`note` says how). Never their own (another
 * staff member checks them), and support only an investor's: a staff account is an admin's call.
 * The route has already asked the staff member's own step-up code.
 */
export async function unlockByStaff(
  deps: AccountLockDeps,
  actor: UserRow,
  targetId: string,
  input: Pick<z.output<typeof staffUnlockBodySchema>, 'note'>,
): Promise<void> {
  if (actor.id === targetId) throw conflict(ACCOUNT_LOCK_MSG.unlockOwn);
  await deps.db.transaction(async (tx) => {
    const user = await lockLiveUser(tx, targetId);
    if (!user) throw notFound(MSG.userNotFound);
    if (actor.role !== 'admin' && user.role !== 'investor') throw forbidden(ACCOUNT_LOCK_MSG.unlockStaffByAdmin);
    if (!isLocked(user)) throw conflict(ACCOUNT_LOCK_MSG.notLocked);
    await unlockIn(tx, deps, user, { by: actor.id, via: 'staff', note: input.note });
  });
}

/**
 * The first step of the owner's own unlock: the e-mail and password as a sign-in proves them
 * (and counts them: the sign-in limiter, the history), then the second factor, then, and only
 * then, whether the account is locked and for how long: a stranger learns nothing of its state.
 * Two-factor sign-in on: a code from the app or a recovery code. A passkey as the only second
 * factor cannot be checked without a session: those accounts are unlocked by support. Without any
 * second factor, the password and the e-mail are all there is to prove. From 24 hours after the
 * lock, a link good for 30 minutes goes to the account's address: opening it finishes.
 */
export async function startOwnerUnlock(
  deps: OwnerUnlockDeps,
  input: z.output<typeof unlockStartBodySchema>,
  origin: Origin,
): Promise<void> {
  const { db, limiter } = deps;
  const email = input.email_address;
  // counted before the hash, as the sign-in's password step (a right password gives it back)
  const block = await limiter.take(email, origin.ip);
  const user = await findLiveUserByEmail(db, email);
  if (block) {
    if (user) await recordAttempt(db, user.id, origin, 'throttled');
    throw new LoginThrottled(block);
  }
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : (await dummyVerify(input.password), false);
  if (!user || !ok) {
    if (user) await recordAttempt(db, user.id, origin, 'wrong_password');
    throw unauthorized(MSG.loginIncorrect);
  }
  await limiter.recordSuccess(email, origin.ip);

  const now = deps.clock.now();
  if (await isTwoFactorOn(db, user.id)) {
    const code = input.code;
    if (!code) throw unauthorized(ACCOUNT_LOCK_MSG.unlockCodeNeeded);
    const right = await deps.credentialLimiter.attempt(user.id, () => claimCode(db, user.id, code, now.getTime()));
    if (!right) {
      await limiter.recordFailure(email, origin.ip);
      await recordAttempt(db, user.id, origin, 'wrong_code');
      throw unauthorized(TWO_FACTOR_MSG.codeWrong);
    }
  } else if (await hasPasskeys(db, user.id)) {
    throw conflict(ACCOUNT_LOCK_MSG.unlockPasskeyOnly);
  }

  if (!user.lockedAt) throw conflict(ACCOUNT_LOCK_MSG.notLocked);
  const from = ownerUnlockFrom(user.lockedAt);
  if (now.getTime() < from.getTime()) throw conflict(ACCOUNT_LOCK_MSG.unlockTooEarly(from.toISOString(), 'UTC'));

  const token = newOneTimeToken();
  await db.transaction(async (tx) => {
    // one unlock link at a time: asking again spends the earlier ones
    await spendLinks(tx, user.id, 'unlock', now);
    await insertLink(tx, { userId: user.id, purpose: 'unlock', token, expiresAt: new Date(now.getTime() + UNLOCK_LINK_TTL_MS), now });
    await deps.notifier.mail(tx, user.email, 'account_unlock', {}, token);
  });
}

async function hasPasskeys(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
  return row !== undefined;
}

/**
 * The last step of the owner's unlock: the e-mailed link proves the address. It works once and
 * for 30 minutes; used, expired or unknown: 400. An account unlocked meanwhile (by staff) stays so.
 */
export async function finishOwnerUnlock(deps: AccountLockDeps, token: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const userId = await claimLink(tx, 'unlock', token, now);
    if (!userId) throw badRequest(ACCOUNT_LOCK_MSG.unlockLinkInvalid);
    const user = await lockLiveUser(tx, userId);
    if (!user) throw badRequest(ACCOUNT_LOCK_MSG.unlockLinkInvalid);
    if (isLocked(user)) await unlockIn(tx, deps, user, { by: user.id, via: 'owner', note: null });
  });
}
