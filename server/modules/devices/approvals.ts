import { and, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db, Queryable } from '@/server/db/client';
import { deviceApprovals } from '@/server/db/schema';
import { hashOneTimeToken, newOneTimeToken } from '../tokens/one-time';
import { admitDevice } from './repository';

/** How long the e-mailed approval link works (and the browser waits): 20 minutes. */
export const DEVICE_APPROVAL_TTL_MS = 20 * 60 * 1000;

/**
 * Once the link is opened, the waiting browser collects its session at its next poll, seconds
 * later; a link opened in its last minute must not leave the browser a poll too late, so an
 * approved sign-in can be collected this much longer.
 */
export const DEVICE_CLAIM_GRACE_MS = 5 * 60 * 1000;

/**
 * At most this many sign-ins of one account wait for approval at once: each sends the owner an
 * e-mail, and whoever holds the password must not be able to flood their inbox.
 */
export const MAX_OPEN_APPROVALS = 5;

/**
 * When another approval may be opened for the account: null now, else when the oldest of the
 * MAX_OPEN_APPROVALS still waiting runs out.
 */
export async function approvalsFullUntil(q: Queryable, userId: string, now: Date): Promise<Date | null> {
  const open = await q
    .select({ expiresAt: deviceApprovals.expiresAt })
    .from(deviceApprovals)
    .where(
      and(
        eq(deviceApprovals.userId, userId),
        isNull(deviceApprovals.approvedAt),
        isNull(deviceApprovals.usedAt),
        gt(deviceApprovals.expiresAt, now),
      ),
    )
    .orderBy(deviceApprovals.expiresAt);
  return open.length >= MAX_OPEN_APPROVALS ? open[0].expiresAt : null;
}

export interface PendingApproval {
  /** for the waiting browser (POST /api/user/login/device) */
  pending: string;
  /** for the e-mailed link (POST /api/devices/approve) */
  link: string;
  expiresAt: Date;
}

/**
 * A sign-in from a browser this account has not let in, held until the owner opens the link:
 * two tokens, each stored only as its sha-256. Approvals long over are cleared out by the
 * housekeeping job (purgeAccountSecurityRows), not on the sign-in path.
 */
export async function openApproval(
  tx: Queryable,
  a: { userId: string; deviceId: string; label: string; ip: string; now: Date },
): Promise<PendingApproval> {
  const pending = newOneTimeToken();
  const link = newOneTimeToken();
  const expiresAt = new Date(a.now.getTime() + DEVICE_APPROVAL_TTL_MS);
  await tx.insert(deviceApprovals).values({
    userId: a.userId,
    deviceId: a.deviceId,
    label: a.label,
    ip: a.ip,
    pollHash: hashOneTimeToken(pending),
    linkHash: hashOneTimeToken(link),
    expiresAt,
  });
  return { pending, link, expiresAt };
}

/**
 * The owner opened the link: the sign-in is approved and the browser becomes one of the account's
 * devices. Works once and within the 20 minutes (a conditional update decides, so two clicks at
 * once approve once); false for an unknown, spent or expired link.
 */
export async function approveByLink(db: Db, token: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [approved] = await tx
      .update(deviceApprovals)
      .set({ approvedAt: now })
      .where(
        and(
          eq(deviceApprovals.linkHash, hashOneTimeToken(token)),
          isNull(deviceApprovals.approvedAt),
          isNull(deviceApprovals.usedAt),
          gt(deviceApprovals.expiresAt, now),
        ),
      )
      .returning();
    if (!approved) return false;
    await admitDevice(tx, { userId: approved.userId, deviceId: approved.deviceId, label: approved.label, now });
    return true;
  });
}

/** Where a waiting sign-in stands, for the browser that asks with its poll token. */
export type ApprovalState =
  | { state: 'waiting'; expiresAt: Date }
  /** approved, and now spent: the caller issues the session */
  | { state: 'approved'; userId: string; deviceId: string }
  /** unknown, spent, expired, or asked from another browser than the one that signed in */
  | { state: 'ended' }
  | { state: 'other_device' };

/**
 * The waiting browser asks again. Only the browser that signed in (its device cookie) may collect
 * the sign-in, and only once: the approved row is spent by one conditional update.
 */
export async function collectApproval(db: Db, pending: string, deviceId: string | null, now: Date): Promise<ApprovalState> {
  const [row] = await db
    .select()
    .from(deviceApprovals)
    .where(eq(deviceApprovals.pollHash, hashOneTimeToken(pending)));
  if (!row || row.usedAt) return { state: 'ended' };
  if (row.deviceId !== deviceId) return { state: 'other_device' };
  if (!row.approvedAt) return row.expiresAt > now ? { state: 'waiting', expiresAt: row.expiresAt } : { state: 'ended' };
  const [spent] = await db
    .update(deviceApprovals)
    .set({ usedAt: now })
    .where(
      and(
        eq(deviceApprovals.id, row.id),
        isNull(deviceApprovals.usedAt),
        isNotNull(deviceApprovals.approvedAt),
        or(gt(deviceApprovals.expiresAt, now), gt(deviceApprovals.approvedAt, new Date(now.getTime() - DEVICE_CLAIM_GRACE_MS))),
      ),
    )
    .returning({ userId: deviceApprovals.userId, deviceId: deviceApprovals.deviceId });
  return spent ? { state: 'approved', ...spent } : { state: 'ended' };
}
