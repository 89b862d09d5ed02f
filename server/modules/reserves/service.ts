import { randomBytes } from 'node:crypto';
import type { InclusionProof } from '@/common/api/reserves';
import { commitmentOf, EMPTY_NODE, leafOf, levelsOf, siblingSide } from '@/common/reserves/merkle-sum';
import type { Db, Queryable } from '@/server/db/client';
import { holdings, users, type SnapshotReserve } from '@/server/db/schema';
import { recordAudit } from '../audit/repository';
import { isActiveStaff } from '../duties/rules';
import type { Notifier } from '../notifications/notifier';
import { coverageOf, provenCentsOf } from './presenter';
import { claimsOfEveryAccount } from '../liabilities/claims';
import {
  findSnapshot,
  insertSnapshot,
  latestSnapshot,
  leafOfUser,
  leavesAt,
  lockSnapshots,
  nodesAt,
  type LeafRow,
  type NodeRow,
  type SnapshotRow,
} from './repository';

/** What the operator's addresses hold, read from the chains (outside any transaction: it waits on the network). */
export type ProvenReserves = () => Promise<SnapshotReserve[]>;

interface TakeOptions {
  now: Date;
  /** the admin who asked; null for the schedule */
  takenBy: string | null;
  proven: ProvenReserves;
  /** tells staff when a snapshot proves less than is owed */
  notifier: Notifier;
}

const isDue = (latest: SnapshotRow | undefined, now: Date, dueAfterMs: number | undefined) =>
  dueAfterMs === undefined || !latest || now.getTime() - latest.takenAt.getTime() >= dueAfterMs;

/**
 * Takes a snapshot of every account's claim (../liabilities/claims.ts): a fresh nonce per account,
 * leaves ordered by commitment, the tree's root and nodes, what is held beside it. One at a time
 * across instances (an advisory lock), so each names the root of the one before.
 */
export async function takeSnapshot(db: Db, options: TakeOptions): Promise<SnapshotRow> {
  return (await take(db, options, undefined))!;
}

/** The schedule's snapshot: taken only when the newest one is at least `intervalMs` old. */
export async function takeSnapshotIfDue(db: Db, options: TakeOptions & { intervalMs: number }): Promise<SnapshotRow | undefined> {
  return take(db, options, options.intervalMs);
}

/** `dueAfterMs` undefined: take one now (an admin asked). */
async function take(db: Db, options: TakeOptions, dueAfterMs: number | undefined): Promise<SnapshotRow | undefined> {
  const { now } = options;
  if (!isDue(await latestSnapshot(db), now, dueAfterMs)) return undefined;
  const reserves = await options.proven();
  return db.transaction(async (tx) => {
    await lockSnapshots(tx);
    const previous = await latestSnapshot(tx);
    if (!isDue(previous, now, dueAfterMs)) return undefined;
    const id = (previous?.id ?? 0) + 1;

    const claims = await claimsOfEveryAccount(tx);
    const members = claims
      .map((c) => {
        const nonce = randomBytes(32).toString('hex');
        return { userId: c.userId, nonce, commitment: commitmentOf(c.userId, nonce), cents: c.cents };
      })
      .sort((a, b) => (a.commitment < b.commitment ? -1 : a.commitment > b.commitment ? 1 : 0));
    const levels = levelsOf(members.map((m) => leafOf(m.commitment, m.cents)));
    const root = levels[levels.length - 1][0];

    const declared = (await tx.select().from(holdings).orderBy(holdings.coin)).map((h) => ({ coin: h.coin, usdCents: h.amountCents }));
    const snapshot: SnapshotRow = {
      id,
      takenAt: now,
      takenBy: options.takenBy,
      root: root.hash,
      totalCents: root.sum,
      leafCount: members.length,
      previousRoot: previous?.root ?? null,
      reserves,
      declared,
      declaredCents: declared.reduce((sum, d) => sum + d.usdCents, 0),
    };
    const leaves: LeafRow[] = members.map((m, position) => ({ snapshotId: id, position, ...m }));
    const nodes: NodeRow[] = levels
      .slice(1)
      .flatMap((level, i) => level.map((node, position) => ({ snapshotId: id, level: i + 1, position, hash: node.hash, sum: node.sum })));
    await insertSnapshot(tx, snapshot, leaves, nodes);
    await alertStaffOfShortfall(tx, options.notifier, snapshot);
    if (options.takenBy) {
      await recordAudit(tx, {
        actorId: options.takenBy,
        action: 'reserves.snapshot',
        entity: 'reserve_snapshot',
        entityId: String(id),
        after: { root: snapshot.root, total: snapshot.totalCents / 100, leaf_count: snapshot.leafCount },
      });
    }
    return snapshot;
  });
}

/**
 * The signed-in account's proof of inclusion in a snapshot: its leaf, and each sibling from the
 * leaf up to the root's children (the stored nodes, or the padding where a level has none).
 * Undefined when there is no such snapshot or the account is not in it.
 */
export async function inclusionProof(db: Db, snapshotId: number, userId: string): Promise<InclusionProof | undefined> {
  const snapshot = await findSnapshot(db, snapshotId);
  if (!snapshot) return undefined;
  const leaf = await leafOfUser(db, snapshotId, userId);
  if (!leaf) return undefined;

  // the position on each level above the leaf, from level 0 (the leaves) up to the root's children
  const positions: number[] = [];
  for (let width = snapshot.leafCount, position = leaf.position; width > 1; width = Math.ceil(width / 2), position >>= 1) {
    positions.push(position);
  }
  const [siblingLeaves, siblingNodes] = await Promise.all([
    leavesAt(db, snapshotId, positions.length ? [positions[0] ^ 1] : []),
    nodesAt(
      db,
      snapshotId,
      positions.slice(1).map((position, i) => ({ level: i + 1, position: position ^ 1 })),
    ),
  ]);
  const path = positions.map((position, level) => {
    const stored =
      level === 0
        ? siblingLeaves.map((l) => leafOf(l.commitment, l.cents))
        : siblingNodes.filter((n) => n.level === level).map((n) => ({ hash: n.hash, sum: n.sum }));
    const sibling = stored[0] ?? EMPTY_NODE;
    return { side: siblingSide(position), hash: sibling.hash, sum: sibling.sum };
  });

  return {
    snapshot_id: snapshot.id,
    root: snapshot.root,
    total_cents: snapshot.totalCents,
    leaf_count: snapshot.leafCount,
    user_id: userId,
    nonce: leaf.nonce,
    leaf: { commitment: leaf.commitment, cents: leaf.cents, index: leaf.position },
    path,
  };
}

/** Coverage under 100 %: every active admin and support member is mailed, in the snapshot's transaction. */
async function alertStaffOfShortfall(tx: Queryable, notifier: Notifier, snapshot: SnapshotRow): Promise<void> {
  const coverage = coverageOf(provenCentsOf(snapshot), snapshot.totalCents);
  if (coverage === null || coverage >= 1) return;
  const staff = await tx.select({ email: users.email }).from(users).where(isActiveStaff());
  const params = {
    snapshotId: snapshot.id,
    coveragePercent: `${(coverage * 100).toFixed(2)} %`,
    owedCents: snapshot.totalCents,
    provenCents: provenCentsOf(snapshot),
    declaredCents: snapshot.declaredCents,
  };
  for (const { email } of staff) await notifier.mail(tx, email, 'reserves_shortfall', params);
}
