import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { revokedTokens, sessions, userDevices, users } from '@/server/db/schema';
import type { Origin } from './attempts';

/** 'last used' is refreshed at most this often: reading pages must not write every time. */
export const LAST_USED_GRANULARITY_MS = 60_000;

export async function createSession(
  db: Queryable,
  s: { jti: string; userId: string; iat: number; expiresAt: Date; deviceId?: string | null } & Origin,
): Promise<void> {
  await db.insert(sessions).values({
    id: s.jti,
    userId: s.userId,
    ip: s.ip,
    browser: s.browser,
    deviceId: s.deviceId ?? null,
    iat: s.iat,
    expiresAt: s.expiresAt,
  });
}

/** Moves 'last used' on, unless it moved within the last minute (one cheap, conditional write). */
export async function touchSession(db: Queryable, jti: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: now })
    .where(and(eq(sessions.id, jti), lt(sessions.lastUsedAt, new Date(now.getTime() - LAST_USED_GRANULARITY_MS))));
}

/**
 * A user's live sessions, newest first; `currentJti` marks the caller's own. Sessions cut
 * off by a password change, a reset or a disabled account are left out the way the auth
 * plugin refuses their tokens: issued in or before the cut-off's second (issuedInTime).
 */
export async function listSessions(db: Queryable, userId: string, now: Date, currentJti?: string) {
  const rows = await db
    .select({ session: sessions, deviceLabel: userDevices.label, deviceFirstSeen: userDevices.firstSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // the device as we named it at first sight, not as this or a later request's User-Agent claims
    .leftJoin(userDevices, and(eq(userDevices.userId, sessions.userId), eq(userDevices.deviceId, sessions.deviceId)))
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, now),
        sql`${sessions.iat} > floor(extract(epoch from ${users.tokensValidAfter}))`,
      ),
    )
    .orderBy(desc(sessions.createdAt));
  return rows.map(({ session: r, deviceLabel, deviceFirstSeen }) => ({
    id: r.id,
    created: r.createdAt.toISOString(),
    last_used: r.lastUsedAt.toISOString(),
    address: r.ip,
    browser: r.browser,
    // sessions from before device cookies have no device: their browser names them
    device: deviceLabel ?? r.browser,
    device_first_seen: deviceFirstSeen?.toISOString() ?? null,
    current: r.id === currentJti,
  }));
}

/**
 * Ends sessions of a user: their rows are stamped and their jtis join the revoked tokens,
 * which the auth plugin refuses on the very next request. Returns how many were ended.
 */
export async function endSessions(tx: Queryable, userId: string, which: { only?: string; except?: string }, now: Date): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        which.only !== undefined ? eq(sessions.id, which.only) : undefined,
        which.except !== undefined ? ne(sessions.id, which.except) : undefined,
      ),
    )
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  if (ended.length) {
    await tx
      .insert(revokedTokens)
      .values(ended.map((s) => ({ jti: s.id, userId, expiresAt: s.expiresAt })))
      .onConflictDoNothing();
  }
  return ended.length;
}
