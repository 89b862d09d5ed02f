import { and, count, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { coinFromLabel } from '@/common/coins';
import { toCents } from '@/common/money';
import { MAX_PENDING_DEPOSITS } from '@/common/transactions';
import type { depositSchema } from '@/common/api/transactions';
import { TX_MSG } from '@/common/validation/transaction';
import type { Queryable } from '@/server/db/client';
import { transactions, users, wallets, type UserRow } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { badRequest, conflict } from '@/server/lib/errors';
import { createOnChainDeposit, type OnChainDepositInput } from '../chain/create-deposit';
import { ownId } from './input-checks';

/** What an on-chain coin's deposit needs, read before the transaction (the rate may come over the network). */
export type OnChainTerms = Omit<OnChainDepositInput, 'coin' | 'amount' | 'now'>;

/** A live wallet of ours at this address, as a condition (no row read). */
const isOurWallet = (address: string) =>
  sql<boolean>`exists (select 1 from ${wallets} where ${and(eq(wallets.address, address), eq(wallets.status, true), isNull(wallets.deletedAt))})`;

/**
 * The user's row stays locked to the end of this transaction, so two deposits sent at once
 * are counted one after the other and cannot both be the one over the limit. `address`: the
 * shared wallet is checked in the locking statement (one round trip for both).
 */
async function lockForDeposit(tx: Queryable, actor: UserRow, address?: string) {
  const [locked] = await tx
    .select({ ourWallet: address === undefined ? sql<boolean>`true` : isOurWallet(address) })
    .from(users)
    .where(eq(users.id, actor.id))
    .for('update');
  if (locked && !locked.ourWallet) throw badRequest(TX_MSG.notOurAddress, [{ field: 'payment_address', message: TX_MSG.notOurAddress }]);
}

/** The user's pending deposits. Counted in a statement after the lock, so the count sees one committed while this waited. */
const pendingDepositsOf = (actor: UserRow) =>
  and(eq(transactions.userId, actor.id), eq(transactions.type, 'deposit'), eq(transactions.status, 'pending'));

async function assertMayOpenDeposit(tx: Queryable, actor: UserRow) {
  await lockForDeposit(tx, actor);
  const [{ pending }] = await tx.select({ pending: count() }).from(transactions).where(pendingDepositsOf(actor));
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
  const now = clock.now();
  // the count under the limit is the insert's condition, in the same statement: no row means
  // the limit was reached (a round trip less than counting first)
  const inserted = tx.$with('inserted', getTableColumns(transactions)).as(sql`
    insert into ${transactions} (user_id, type, amount_cents, status, payment_method, payment_address, created_at, updated_at)
    select ${actor.id}::uuid, 'deposit'::transaction_type, ${toCents(input.amount)}::bigint, 'pending', ${input.payment_method}::text,
           ${address}::text, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    where (select count(*) from ${transactions} where ${pendingDepositsOf(actor)}) < ${MAX_PENDING_DEPOSITS}
    returning *`);
  const [row] = await tx.with(inserted).select().from(inserted);
  if (!row) throw conflict(TX_MSG.tooManyPendingDeposits);
  return row;
}
