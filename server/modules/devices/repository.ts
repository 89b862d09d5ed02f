import { eq, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { signInAttempts, userDevices, users } from '@/server/db/schema';

/**
 * Where a sign-in's device stands with the account, in one query: `known`, the account has let
 * this browser in; `before`, the account has been signed in to before (a device of it is known,
 * or a successful sign-in is on its history: accounts older than device cookies have only those).
 * The very first sign-in of an account has nothing to compare with: its browser is trusted on
 * first use.
 */
export async function deviceStanding(q: Queryable, userId: string, deviceId: string): Promise<{ known: boolean; before: boolean }> {
  const result = await q.execute(sql`select
      exists (select 1 from ${userDevices} where ${userDevices.userId} = ${userId} and ${userDevices.deviceId} = ${deviceId}
        and ${isNotNull(userDevices.approvedAt)}) as known,
      (exists (select 1 from ${userDevices} where ${userDevices.userId} = ${userId} and ${isNotNull(userDevices.approvedAt)})
        or exists (select 1 from ${signInAttempts} where ${signInAttempts.userId} = ${userId} and ${signInAttempts.result} = 'success')
      ) as before`);
  const [row] = rowsOf<{ known: boolean; before: boolean }>(result);
  return { known: row?.known === true, before: row?.before === true };
}

/**
 * Sign-ins of one account are completed one at a time (a row lock on the user until the
 * transaction ends), so two first sign-ins sent together cannot both be the account's first.
 */
export async function lockSignIns(tx: Queryable, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * The browser is let in (now, unless it was earlier): the row is made with the label of its
 * first sight, or its last sighting moves on. The label never changes afterwards: what a later
 * request's User-Agent claims does not rename a device.
 */
export async function admitDevice(q: Queryable, d: { userId: string; deviceId: string; label: string; now: Date }): Promise<void> {
  await q
    .insert(userDevices)
    .values({ userId: d.userId, deviceId: d.deviceId, label: d.label, firstSeenAt: d.now, lastSeenAt: d.now, approvedAt: d.now })
    .onConflictDoUpdate({
      target: [userDevices.userId, userDevices.deviceId],
      set: { lastSeenAt: d.now, approvedAt: sql`coalesce(${userDevices.approvedAt}, ${d.now.toISOString()}::timestamptz)` },
    });
}
