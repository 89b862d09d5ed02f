import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { users, type UserRow } from '@/server/db/schema';

// The live (not deleted) user rows every area reads: a leaf, so sign-in, sessions, profile,
// approvals and the address book share them without importing one another.

export async function findLiveUser(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return user;
}

/** The user row locked for the rest of the transaction (admin edits that compute a delta). */
export async function lockLiveUser(tx: Queryable, id: string): Promise<UserRow | undefined> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update');
  return user;
}

export async function findLiveUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return user;
}
