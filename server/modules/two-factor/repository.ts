import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { passkeys, twoFactor, twoFactorRecoveryCodes, users } from '@/server/db/schema';
import { recoveryCodeMatches } from './recovery-codes';
import { matchingStep } from './totp';

export async function findTwoFactor(db: Queryable, userId: string) {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
  return row;
}

export async function isTwoFactorOn(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactor.userId })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)));
  return row !== undefined;
}

/** The account's second factors in one query: whether 2FA is on, and how many passkeys it has. */
export async function secondFactors(db: Queryable, userId: string): Promise<{ totpOn: boolean; passkeys: number }> {
  const [row] = await db
    .select({
      enabledAt: twoFactor.enabledAt,
      passkeys: sql<number>`(select count(*) from ${passkeys} where ${passkeys.userId} = ${users.id})`.mapWith(Number),
    })
    .from(users)
    .leftJoin(twoFactor, eq(twoFactor.userId, users.id))
    .where(eq(users.id, userId));
  return { totpOn: row?.enabledAt != null, passkeys: row?.passkeys ?? 0 };
}

export async function recoveryCodesLeft(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * Takes the step of a right TOTP code as used. The conditional update is the whole replay
 * rule: of two requests with the same code (on one server or several) only one moves
 * last_used_step on, and an older step never comes back.
 */
export async function claimTotpStep(db: Queryable, userId: string, secret: string, code: string, nowMs: number): Promise<boolean> {
  const step = matchingStep(secret, code, nowMs);
  if (step === null) return false;
  const claimed = await db
    .update(twoFactor)
    .set({ lastUsedStep: step })
    .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step))))
    .returning({ userId: twoFactor.userId });
  return claimed.length === 1;
}

/** Uses up the recovery code typed, if it is one of the user's unused ones. */
export async function claimRecoveryCode(db: Queryable, userId: string, typed: string): Promise<boolean> {
  const unused = await db
    .select()
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  for (const row of unused) {
    if (!(await recoveryCodeMatches(row.codeHash, typed))) continue;
    const used = await db
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(twoFactorRecoveryCodes.id, row.id), isNull(twoFactorRecoveryCodes.usedAt)))
      .returning({ id: twoFactorRecoveryCodes.id });
    return used.length === 1;
  }
  return false;
}

/** A code from the app (six digits) or a recovery code (anything else), for a user with 2FA on. */
export async function claimCode(db: Queryable, userId: string, code: string, nowMs: number): Promise<boolean> {
  const row = await findTwoFactor(db, userId);
  if (!row?.enabledAt) return false;
  const trimmed = code.replace(/\s/g, '');
  return /^\d{6}$/.test(trimmed) ? claimTotpStep(db, userId, row.secret, trimmed, nowMs) : claimRecoveryCode(db, userId, trimmed);
}
