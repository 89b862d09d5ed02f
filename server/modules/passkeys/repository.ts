import { and, desc, eq, lt } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { passkeys, users } from '@/server/db/schema';

export type PasskeyRow = typeof passkeys.$inferSelect;

/** The account's passkeys, newest first. */
export function listPasskeys(db: Queryable, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(desc(passkeys.createdAt), desc(passkeys.id));
}

/** One of the account's own passkeys, by its id; someone else's is not found. */
export async function findOwnPasskey(db: Queryable, userId: string, id: string): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
  return row;
}

/** One of the account's own passkeys, by the credential ID the authenticator names. */
export async function findOwnCredential(db: Queryable, userId: string, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.credentialId, credentialId), eq(passkeys.userId, userId)));
  return row;
}

/** A passkey by its credential ID, with its user: how a sign-in finds who is signing in. */
export async function findCredential(db: Queryable, credentialId: string) {
  const [row] = await db
    .select({ passkey: passkeys, user: users })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, credentialId));
  return row;
}

export async function insertPasskey(db: Queryable, row: typeof passkeys.$inferInsert): Promise<PasskeyRow> {
  const [inserted] = await db.insert(passkeys).values(row).returning();
  return inserted;
}

export async function deleteOwnPasskey(db: Queryable, userId: string, id: string): Promise<PasskeyRow | undefined> {
  const [deleted] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return deleted;
}

/**
 * A verified use: the counter moves on, conditionally, so that of two assertions verified at once
 * against the same stored counter the one that would move it back is refused. A counter of 0 stays
 * 0 (authenticators that do not count, such as synced passkeys, always report 0).
 */
export async function recordUse(
  db: Queryable,
  passkey: Pick<PasskeyRow, 'id'>,
  use: { counter: number; backedUp: boolean },
  now: Date,
): Promise<boolean> {
  const counterStill = use.counter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, use.counter);
  const updated = await db
    .update(passkeys)
    .set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: now })
    .where(and(eq(passkeys.id, passkey.id), counterStill))
    .returning({ id: passkeys.id });
  return updated.length === 1;
}
