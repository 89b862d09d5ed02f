import { randomUUID } from 'node:crypto';
import { and, eq, isNull, TransactionRollbackError } from 'drizzle-orm';
import { MSG } from '@/common/messages';
import type { z } from 'zod';
import type { loginSchema } from '@/common/api/auth';
import type { signupSchema } from '@/common/api/signup';
import type { Db } from '@/server/db/client';
import { users, type UserRow } from '@/server/db/schema';
import { forbidden, HttpError, isUniqueViolation, unauthorized } from '@/server/lib/errors';
import { dummyVerify, hashPassword, verifyPassword } from '@/server/lib/passwords';
import { recordAttempt, type Origin } from '../sessions/attempts';
import type { LoginBlock, LoginLimiter } from './login-limiter';

/** 429 for a sign-in refused by the limiter; Retry-After tells clients when to come back. */
export class LoginThrottled extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(block: LoginBlock) {
    super(429, block.scope === 'account' ? accountLockedMessage(block.retryAfterSeconds) : MSG.loginTooMany);
    this.retryAfterSeconds = block.retryAfterSeconds;
  }
}

// The pair and address counts are 15-minute windows, which MSG.loginTooMany states; the
// account-wide ceiling is a 24-hour window, so its message gives the hours left.
function accountLockedMessage(retryAfterSeconds: number): string {
  const hours = Math.max(1, Math.ceil(retryAfterSeconds / 3600));
  return `Too many failed sign-in attempts on this account. Try again in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`;
}

export async function findLiveUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return user;
}

/**
 * A new investor account, or, when a live account has this address already, `created: false`
 * and the row a new account would have had (made by the same insert under a throw-away address,
 * rolled back). The caller answers both alike, so sign-up does not tell which addresses have
 * accounts; the password is hashed either way, so neither does its time.
 */
export async function signup(db: Db, input: z.output<typeof signupSchema>): Promise<{ user: UserRow; created: boolean }> {
  const values = {
    name: input.name,
    email: input.email_address,
    phoneNo: input.phone_no,
    country: input.country,
    passwordHash: await hashPassword(input.password),
    role: 'investor' as const,
    // the schema lets only `terms_accepted: true` through: the consent is given now
    termsAcceptedAt: new Date(),
  };
  try {
    // the unique index decides, also between two sign-ups at once
    const [user] = await db.insert(users).values(values).returning();
    return { user, created: true };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  let lookalike: UserRow | undefined;
  await db
    .transaction(async (tx) => {
      [lookalike] = await tx
        .insert(users)
        .values({ ...values, email: `${randomUUID()}@signup-attempt.invalid` })
        .returning();
      tx.rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof TransactionRollbackError)) throw err;
    });
  if (!lookalike) throw new Error('the sign-up lookalike row was not made');
  return { user: { ...lookalike, email: values.email }, created: false };
}

/** 429 for a sign-in the limiter refuses, recorded on the account's history when there is one. */
export async function refuseIfThrottled(db: Db, limiter: LoginLimiter, email: string, origin: Origin): Promise<void> {
  const block = await limiter.blocked(email, origin.ip);
  if (!block) return;
  const user = await findLiveUserByEmail(db, email);
  if (user) await recordAttempt(db, user.id, origin, 'throttled');
  throw new LoginThrottled(block);
}

/**
 * The password step. Every outcome on an existing account goes to its sign-in history except
 * success, which the caller records once the sign-in is complete (after the code, with 2FA on).
 */
export async function login(db: Db, limiter: LoginLimiter, input: z.output<typeof loginSchema>, origin: Origin): Promise<UserRow> {
  const email = input.email_address;
  const ip = origin.ip;
  // the attempt is counted before the hash (a right password gives it back), so requests sent
  // together cannot all be checked
  const block = await limiter.take(email, ip);
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
  await limiter.recordSuccess(email, ip);
  // Only someone who knows the password learns that the account is disabled.
  if (!user.status) {
    await recordAttempt(db, user.id, origin, 'disabled');
    throw forbidden('This account is disabled. Please contact support.');
  }
  return user;
}

