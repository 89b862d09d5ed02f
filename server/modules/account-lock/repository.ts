import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccountLock } from '@/common/api/account-lock';
import type { LockedVia, UnlockedVia } from '@/common/account-lock';
import type { Queryable } from '@/server/db/client';
import { accountLocks, securityLinks, users } from '@/server/db/schema';
import { hashOneTimeToken } from '../tokens/one-time';

export type LinkPurpose = 'lock' | 'unlock';

/**
 * Spends the unused, unexpired link of this purpose with this token, in one conditional update:
 * of two requests with one link, one wins. The account it belongs to, or undefined (unknown,
 * used or expired: the caller answers the same for all three).
 */
export async function claimLink(tx: Queryable, purpose: LinkPurpose, token: string, now: Date): Promise<string | undefined> {
  const [claimed] = await tx
    .update(securityLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(securityLinks.tokenHash, hashOneTimeToken(token)),
        eq(securityLinks.purpose, purpose),
        isNull(securityLinks.usedAt),
        gt(securityLinks.expiresAt, now),
      ),
    )
    .returning({ userId: securityLinks.userId });
  return claimed?.userId;
}

/** Spends every unused link of the account of this purpose. */
export async function spendLinks(tx: Queryable, userId: string, purpose: LinkPurpose, now: Date): Promise<void> {
  await tx
    .update(securityLinks)
    .set({ usedAt: now })
    .where(and(eq(securityLinks.userId, userId), eq(securityLinks.purpose, purpose), isNull(securityLinks.usedAt)));
}

export async function insertLink(tx: Queryable, link: { userId: string; purpose: LinkPurpose; token: string; expiresAt: Date; now: Date }) {
  await tx.insert(securityLinks).values({
    userId: link.userId,
    purpose: link.purpose,
    tokenHash: hashOneTimeToken(link.token),
    expiresAt: link.expiresAt,
    createdAt: link.now,
  });
}

export async function openLock(tx: Queryable, lock: { userId: string; via: LockedVia; at: Date; ip: string }): Promise<void> {
  await tx.insert(accountLocks).values({ userId: lock.userId, lockedVia: lock.via, lockedAt: lock.at, ip: lock.ip });
}

/** Closes the account's open lock row (there is one while users.locked_at is set). */
export async function closeLock(
  tx: Queryable,
  userId: string,
  unlock: { at: Date; by: string; via: UnlockedVia; note: string | null },
): Promise<void> {
  await tx
    .update(accountLocks)
    .set({ unlockedAt: unlock.at, unlockedBy: unlock.by, unlockedVia: unlock.via, unlockNote: unlock.note })
    .where(and(eq(accountLocks.userId, userId), isNull(accountLocks.unlockedAt)));
}

const unlocker = alias(users, 'unlocker');

/** Every lock of the account and how it ended, newest first, as staff read them. */
export async function listLocks(db: Queryable, userId: string): Promise<AccountLock[]> {
  const rows = await db
    .select({ lock: accountLocks, unlockerName: unlocker.name })
    .from(accountLocks)
    .leftJoin(unlocker, eq(unlocker.id, accountLocks.unlockedBy))
    .where(eq(accountLocks.userId, userId))
    .orderBy(desc(accountLocks.lockedAt), desc(accountLocks.id));
  return rows.map(({ lock: l, unlockerName }) => ({
    id: l.id,
    locked_at: l.lockedAt.toISOString(),
    locked_via: l.lockedVia as LockedVia,
    ip: l.ip,
    unlocked_at: l.unlockedAt?.toISOString() ?? null,
    unlocked_via: (l.unlockedVia as UnlockedVia | null) ?? null,
    unlocked_by: l.unlockedBy,
    unlocked_by_name: unlockerName,
    unlock_note: l.unlockNote,
  }));
}
