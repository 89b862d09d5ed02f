import { and, eq, isNull } from 'drizzle-orm';
import { MSG } from '../../../common/messages';
import type { z } from 'zod';
import type { loginSchema, signupSchema } from '../../../common/validation/auth';
import type { Db } from '../../db/client';
import { revokedTokens, users, type UserRow } from '../../db/schema';
import { conflict, forbidden, HttpError, isUniqueViolation, unauthorized } from '../../lib/errors';
import { dummyVerify, hashPassword, verifyPassword } from '../../lib/passwords';
import type { TokenPayload } from '../../plugins/auth';
import type { LoginLimiter } from './login-limiter';

export async function findLiveUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return user;
}

export async function signup(db: Db, input: z.output<typeof signupSchema>): Promise<UserRow> {
  // The unique index decides; this read only spares a hash for the common case.
  if (await findLiveUserByEmail(db, input.email_address)) throw conflict(MSG.emailTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        name: input.name,
        email: input.email_address,
        phoneNo: input.phone_no,
        country: input.country,
        passwordHash,
        role: 'investor',
      })
      .returning();
    return user;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.emailTaken);
    throw err;
  }
}

export async function login(
  db: Db,
  limiter: LoginLimiter,
  input: z.output<typeof loginSchema>,
  ip: string,
): Promise<UserRow> {
  const email = input.email_address;
  if (await limiter.isBlocked(email, ip)) throw new HttpError(429, MSG.loginTooMany);
  const user = await findLiveUserByEmail(db, email);
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : (await dummyVerify(input.password), false);
  if (!user || !ok) {
    await limiter.recordFailure(email, ip);
    throw unauthorized(MSG.loginIncorrect);
  }
  // Only someone who knows the password learns that the account is disabled.
  if (!user.status) throw forbidden('This account is disabled. Please contact support.');
  return user;
}

/** Revokes one token until it would have expired anyway. */
export async function revokeToken(db: Db, token: Pick<TokenPayload, 'jti' | 'id' | 'exp'>): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ jti: token.jti, userId: token.id, expiresAt: new Date(token.exp * 1000) })
    .onConflictDoNothing();
}
