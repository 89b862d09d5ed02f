import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { reserveSnapshotLeaves, reserveSnapshotNodes, reserveSnapshots } from '@/server/db/schema';

export type SnapshotRow = typeof reserveSnapshots.$inferSelect;
export type LeafRow = typeof reserveSnapshotLeaves.$inferSelect;
export type NodeRow = typeof reserveSnapshotNodes.$inferSelect;

/** Rows per insert: well under PostgreSQL's 65,535 parameters for the widest of the three tables. */
const CHUNK = 5_000;

/** Key of the advisory lock that makes taking a snapshot one at a time across every instance. */
const SNAPSHOT_LOCK_KEY = 727010;

/** Waits for any other snapshot being taken (in any instance) to commit, for this transaction. */
export const lockSnapshots = (tx: Queryable) => tx.execute(sql`select pg_advisory_xact_lock(${SNAPSHOT_LOCK_KEY})`);

export async function latestSnapshot(db: Queryable): Promise<SnapshotRow | undefined> {
  const [row] = await db.select().from(reserveSnapshots).orderBy(desc(reserveSnapshots.id)).limit(1);
  return row;
}

export const listSnapshots = (db: Queryable, limit: number): Promise<SnapshotRow[]> =>
  db.select().from(reserveSnapshots).orderBy(desc(reserveSnapshots.id)).limit(limit);

export async function findSnapshot(db: Queryable, id: number): Promise<SnapshotRow | undefined> {
  const [row] = await db.select().from(reserveSnapshots).where(eq(reserveSnapshots.id, id));
  return row;
}

/** A snapshot with its leaves and the nodes above them, written in the caller's transaction. */
export async function insertSnapshot(tx: Queryable, snapshot: SnapshotRow, leaves: LeafRow[], nodes: NodeRow[]): Promise<void> {
  await tx.insert(reserveSnapshots).values(snapshot);
  for (let i = 0; i < leaves.length; i += CHUNK) await tx.insert(reserveSnapshotLeaves).values(leaves.slice(i, i + CHUNK));
  for (let i = 0; i < nodes.length; i += CHUNK) await tx.insert(reserveSnapshotNodes).values(nodes.slice(i, i + CHUNK));
}

export async function leafOfUser(db: Queryable, snapshotId: number, userId: string): Promise<LeafRow | undefined> {
  const [row] = await db
    .select()
    .from(reserveSnapshotLeaves)
    .where(and(eq(reserveSnapshotLeaves.snapshotId, snapshotId), eq(reserveSnapshotLeaves.userId, userId)));
  return row;
}

export const leavesAt = (db: Queryable, snapshotId: number, positions: number[]): Promise<LeafRow[]> =>
  positions.length
    ? db
        .select()
        .from(reserveSnapshotLeaves)
        .where(and(eq(reserveSnapshotLeaves.snapshotId, snapshotId), inArray(reserveSnapshotLeaves.position, positions)))
    : Promise.resolve([]);

/** The nodes at the given (level, position) places of one snapshot. */
export const nodesAt = (db: Queryable, snapshotId: number, places: { level: number; position: number }[]): Promise<NodeRow[]> =>
  places.length
    ? db
        .select()
        .from(reserveSnapshotNodes)
        .where(
          and(
            eq(reserveSnapshotNodes.snapshotId, snapshotId),
            or(...places.map((p) => and(eq(reserveSnapshotNodes.level, p.level), eq(reserveSnapshotNodes.position, p.position)))),
          ),
        )
    : Promise.resolve([]);
