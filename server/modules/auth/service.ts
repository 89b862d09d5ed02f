import { randomUUID } from 'node:crypto';
import { TransactionRollbackError } from 'drizzle-orm';
import { MSG } from '@/common/messages';
import type { z } from 'zod';
import type { loginSchema } from '@/common/api/auth';
import type { signupSchema } from '@/common/api/signup';
import type { Db } from '@/server/db/client';
import { users, type UserRow } from '@/server/db/schema';
import { isUniqueViolation, unauthorized } from '@/server/lib/errors';
import type { Locale } from '@/common/i18n/locales';
import { dummyVerify, hashPassword, verifyPassword } from '@/server/lib/passwords';
import { recordAttempt, type Origin } from '../sessions/attempts';
import { findLiveUserByEmail } from '../users/repository';
import type { LoginLimiter } from '../sessions/login-limiter';
import { LoginThrottled } from '../sessions/throttle';
import { refuseClosedAccount } from '../sessions/closed-account';

/** The row a sign-up makes: an investor who accepts the terms now. */
export const newInvestorRow = (input: z.output<typeof signupSchema>, passwordHash: string) => ({
  name: input.name,
  email: input.email_address,
  phoneNo: input.phone_no,
  country: input.country,
  passwordHash,
  role: 'investor' as const,
  // the schema lets only `terms_accepted: true` through: the consent is given now
  termsAcceptedAt: new Date(),
});

/**
 * A new investor account, or, when a live account has this address already, `created: false`
 * and the row a new account would have had (made by the same insert under a throw-away address,
 * rolled back). The caller answers both alike, so sign-up does not tell which addresses have
 * accounts; the password is hashed either way, so neither does its time.
 */
export async function signup(db: Db, input: z.output<typeof signupSchema>, locale: Locale): Promise<{ user: UserRow; created: boolean }> {
  // the language they signed up in is the account's until they choose another: their first e-mails come in it
  const values = { ...newInvestorRow(input, await hashPassword(input.password)), locale };
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
  await refuseClosedAccount(db, user, origin);
  return user;
}
