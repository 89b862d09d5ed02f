import { and, avg, eq, gt, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { PAYOUT_MSG, type RiskFlag } from '@/common/validation/payouts';
import type { Queryable } from '@/server/db/client';
import { transactions, users, type TransactionRow, type UserRow } from '@/server/db/schema';
import { forbidden, notFound } from '@/server/lib/errors';
import { MSG } from '@/common/messages';
import { ACCOUNT_LOCK_MSG } from '@/common/account-lock';
import { inferCoin } from '@/common/crypto-address';
import { securityChangesOf, securityHoldMessage, securityHoldOf } from '@/common/security-hold';
import { WITHDRAWAL_ADDRESS_MSG } from '@/common/validation/withdrawal-addresses';
import { assertDestinationAllowed } from '../withdrawal-addresses/service';
import type { PayoutRules } from './reviews';

// What a new withdrawal is checked against once its funds are held (create-withdrawal.ts):
// the user's daily limit (refusing) and the risk flags (recorded for staff, never refusing).

const DAY_MS = 24 * 60 * 60 * 1000;
/** above_usual: more than this many times the user's average paid withdrawal */
const USUAL_FACTOR = 3;

/**
 * The daily limit over a rolling 24 hours: the user's withdrawals pending or paid, this one
 * included, must not pass the user's own limit or DAILY_WITHDRAWAL_LIMIT_USD. Called after
 * the hold has locked the user's row, so concurrent requests are counted one after the other.
 */
export async function assertWithinDailyLimit(tx: Queryable, user: UserRow, row: TransactionRow, rules: PayoutRules, now: Date) {
  const limit = user.dailyWithdrawalLimitCents ?? rules.dailyWithdrawalLimitCents;
  const [{ used }] = await tx
    .select({ used: sql<string>`coalesce(sum(${transactions.amountCents}), 0)` })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, user.id),
        eq(transactions.type, 'withdraw'),
        inArray(transactions.status, ['pending', 'successful']),
        gt(transactions.createdAt, new Date(now.getTime() - DAY_MS)),
        ne(transactions.id, row.id),
      ),
    );
  const before = Number(used);
  if (before + row.amountCents > limit) throw forbidden(PAYOUT_MSG.dailyLimit(limit - before, limit));
}

/**
 * A withdrawal asked for on an account its owner has locked: 403. A lock ends every session, so
 * the owner's own requests never get here; this holds whatever path a request takes. The money
 * stays where it is: nothing is refunded or moved by a lock.
 */
export function assertNotLocked(user: Pick<UserRow, 'lockedAt'>) {
  if (user.lockedAt) throw forbidden(ACCOUNT_LOCK_MSG.withdrawalsRefused);
}

/** Staff approving or paying a withdrawal of an account its owner has locked: 403 (they may reject it). */
export async function assertOwnerNotLocked(tx: Queryable, ownerId: string) {
  const [owner] = await tx.select({ lockedAt: users.lockedAt }).from(users).where(eq(users.id, ownerId));
  if (owner?.lockedAt) throw forbidden(ACCOUNT_LOCK_MSG.payoutRefused);
}

/** A withdrawal asked for while a security change's hold runs: 403 saying until when and why. */
export function assertNoSecurityHold(user: UserRow, now: Date, holdMs: number) {
  const hold = securityHoldOf(securityChangesOf(user), now, holdMs);
  if (hold) throw forbidden(securityHoldMessage(hold.until.toISOString(), hold.reason, 'UTC'));
}

const within24h = (at: Date | null, now: Date) => at !== null && now.getTime() - at.getTime() < DAY_MS;

/** The risk flags of a new withdrawal (its row already written), from the user's history. */
export async function riskFlagsOf(tx: Queryable, user: UserRow, row: TransactionRow, rules: PayoutRules, now: Date): Promise<RiskFlag[]> {
  const flags: RiskFlag[] = [];
  if (within24h(user.passwordChangedAt, now)) flags.push('recent_password_change');
  if (within24h(user.emailChangedAt, now)) flags.push('recent_email_change');
  if (within24h(user.twoFactorDisabledAt, now)) flags.push('recent_2fa_disabled');

  const mine = and(eq(transactions.userId, user.id), eq(transactions.type, 'withdraw'), ne(transactions.id, row.id));
  // new: nothing was ever paid out to this address for this user
  const [known] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(mine, eq(transactions.status, 'successful'), eq(transactions.paymentAddress, row.paymentAddress)))
    .limit(1);
  if (!known) flags.push('new_address');

  const [usual] = await tx
    .select({ mean: avg(transactions.amountCents) })
    .from(transactions)
    .where(and(mine, eq(transactions.status, 'successful')));
  const mean = usual?.mean === null || usual?.mean === undefined ? null : Number(usual.mean);
  if (mean === null ? row.amountCents >= rules.dualApprovalCents : row.amountCents > USUAL_FACTOR * mean) flags.push('above_usual');

  // pass-through: a deposit of the same amount credited in the last day, and no investment since
  // (credited_at, not updated_at: editing the deposit later must not move the window)
  const [deposit] = await tx
    .select({ creditedAt: sql<Date>`max(${transactions.creditedAt})`.mapWith(transactions.creditedAt) })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, user.id),
        eq(transactions.type, 'deposit'),
        eq(transactions.status, 'successful'),
        eq(transactions.amountCents, row.amountCents),
        gte(transactions.creditedAt, new Date(now.getTime() - DAY_MS)),
        lte(transactions.creditedAt, now),
      ),
    );
  if (deposit?.creditedAt) {
    const [invested] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.userId, user.id), eq(transactions.type, 'investment'), gte(transactions.createdAt, deposit.creditedAt)))
      .limit(1);
    if (!invested) flags.push('pass_through');
  }

  // shared: another account has asked for a withdrawal to this address
  const [other] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.type, 'withdraw'), eq(transactions.paymentAddress, row.paymentAddress), ne(transactions.userId, user.id)))
    .limit(1);
  if (other) flags.push('shared_address');
  return flags;
}

/**
 * A withdrawal an admin changed as a new request would be checked (update-transaction.ts),
 * with its row already written and, when money was held again, the owner's row locked by the
 * hold: the owner's allow-list for its coin and address, the daily limit when `limit` (a
 * failed one held again asks for money again), and its risk flags computed anew. Refusals
 * are 403 with the owner's message, and the caller's transaction undoes the change.
 */
export async function recheckAsNewRequest(
  tx: Queryable,
  row: TransactionRow,
  rules: PayoutRules,
  now: Date,
  { limit }: { limit: boolean },
) {
  const [owner] = await tx.select().from(users).where(eq(users.id, row.userId));
  if (!owner) throw notFound(MSG.userNotFound);
  assertNotLocked(owner);
  // older rows have no coin ('crypto' on the wire): their coin is the one the address belongs to; none at all is no saved address
  const coin = row.coin ?? inferCoin(row.paymentAddress);
  if (coin) await assertDestinationAllowed(tx, owner, coin, row.paymentAddress, now);
  else if (owner.withdrawalAllowlist) throw forbidden(WITHDRAWAL_ADDRESS_MSG.notSaved);
  if (limit) await assertWithinDailyLimit(tx, owner, row, rules, now);
  const riskFlags = await riskFlagsOf(tx, owner, row, rules, now);
  await tx.update(transactions).set({ riskFlags }).where(eq(transactions.id, row.id));
  return riskFlags;
}
