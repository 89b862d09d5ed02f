import { and, count, eq, getTableColumns, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { z } from 'zod';
import { coinFromLabel } from '@/common/coins';
import { toCents } from '@/common/money';
import { MAX_PENDING_DEPOSITS } from '@/common/transactions';
import type { depositSchema } from '@/common/api/transactions';
import { TX_MSG } from '@/common/validation/transaction';
import { builtStatement, queryBuilder } from '@/server/db/built-statement';
import type { Queryable } from '@/server/db/client';
import { transactions, users, wallets, type UserRow } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { badRequest, conflict } from '@/server/lib/errors';
import { createOnChainDeposit, type OnChainDepositInput } from '../chain/create-deposit';
import { ownId } from './input-checks';

/** What an on-chain coin's deposit needs, read before the transaction (the rate may come over the network). */
export type OnChainTerms = Omit<OnChainDepositInput, 'coin' | 'amount' | 'now'>;

const userId = sql.placeholder('userId');

/** The user's pending deposits, as a condition. */
const pendingDepositsOf = (user: Placeholder | string) =>
  and(eq(transactions.userId, user), eq(transactions.type, 'deposit'), eq(transactions.status, 'pending'));

/**
 * Locks the user's row (see lockForDeposit); with an address, also says whether it is a live
 * wallet of ours (one round trip for both).
 */
const lockUser = builtStatement(
  'deposit_lock_user',
  queryBuilder.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update'),
);
const lockUserAtWallet = builtStatement(
  'deposit_lock_user_wallet',
  queryBuilder
    .select({
      ourWallet: sql<boolean>`exists (select 1 from ${wallets} where ${and(eq(wallets.address, sql.placeholder('address')), eq(wallets.status, true), isNull(wallets.deletedAt))})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update'),
);

/**
 * The new deposit to a shared wallet. The count under the limit is the insert's condition, in
 * the same statement: no row means the limit was reached (a round trip less than counting first).
 */
const inserted = queryBuilder.$with('inserted', getTableColumns(transactions)).as(sql`
  insert into ${transactions} (user_id, type, amount_cents, status, payment_method, payment_address, created_at, updated_at)
  select ${userId}::uuid, 'deposit'::transaction_type, ${sql.placeholder('amountCents')}::bigint, 'pending', ${sql.placeholder('method')}::text,
         ${sql.placeholder('address')}::text, ${sql.placeholder('now')}::timestamptz, ${sql.placeholder('now')}::timestamptz
  where (select count(*) from ${transactions} where ${pendingDepositsOf(userId)}) < ${MAX_PENDING_DEPOSITS}
  returning *`);
const insertDeposit = builtStatement('deposit_insert', queryBuilder.with(inserted).select().from(inserted));

/**
 * The user's row stays locked to the end of this transaction, so two deposits sent at once
 * are counted one after the other and cannot both be the one over the limit. `address`: the
 * shared wallet is checked in the locking statement.
 */
async function lockForDeposit(tx: Queryable, actor: UserRow, address?: string) {
  if (address === undefined) {
    await lockUser(tx, { userId: actor.id });
    return;
  }
  const [locked] = await lockUserAtWallet(tx, { userId: actor.id, address });
  if (locked && !locked.ourWallet) throw badRequest(TX_MSG.notOurAddress, [{ field: 'payment_address', message: TX_MSG.notOurAddress }]);
}

/** Counted in a statement after the lock, so the count sees one committed while this waited. */
async function assertMayOpenDeposit(tx: Queryable, actor: UserRow) {
  await lockForDeposit(tx, actor);
  const [{ pending }] = await tx.select({ pending: count() }).from(transactions).where(pendingDepositsOf(actor.id));
  if (pending >= MAX_PENDING_DEPOSITS) throw conflict(TX_MSG.tooManyPendingDeposits);
}

/**
 * A deposit is recorded pending. To one of our shared wallets (the address sent), no money
 * moves until an admin confirms it arrived; without an address, for a coin watched on its
 * chain (`onChain`), it gets an address of its own and a quote, and the watcher credits it.
 */
export async function createDeposit(
  tx: Queryable,
  actor: UserRow,
  input: z.output<typeof depositSchema>,
  clock: Clock,
  onChain?: OnChainTerms,
) {
  ownId(actor, input.userid);
  const address = input.payment_address;
  if (address === undefined) {
    const coin = coinFromLabel(input.payment_method);
    if (!onChain || !coin) throw badRequest(TX_MSG.addressRequired, [{ field: 'payment_address', message: TX_MSG.addressRequired }]);
    await assertMayOpenDeposit(tx, actor);
    return createOnChainDeposit(tx, actor, { ...onChain, coin, amount: input.amount, now: clock.now() });
  }
  await lockForDeposit(tx, actor, address);
  const [row] = await insertDeposit(tx, {
    userId: actor.id,
    amountCents: toCents(input.amount),
    method: input.payment_method,
    address,
    now: clock.now().toISOString(),
  });
  if (!row) throw conflict(TX_MSG.tooManyPendingDeposits);
  return row;
}
