import { and, count, eq, isNull, sql } from 'drizzle-orm';
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
 * shared wallet is checked in the locking statement (one round trip for both); the count is
 * a statement of its own, after the lock, so it sees a deposit committed while this waited.
 */
async function assertMayOpenDeposit(tx: Queryable, actor: UserRow, address?: string) {
  const [locked] = await tx
    .select({ ourWallet: address === undefined ? sql<boolean>`true` : isOurWallet(address) })
    .from(users)
    .where(eq(users.id, actor.id))
    .for('update');
  if (locked && !locked.ourWallet) throw badRequest(TX_MSG.notOurAddress, [{ field: 'payment_address', message: TX_MSG.notOurAddress }]);
  const [{ pending }] = await tx
    .select({ pending: count() })
    .from(transactions)
    .where(and(eq(transactions.userId, actor.id), eq(transactions.type, 'deposit'), eq(transactions.status, 'pending')));
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
  await assertMayOpenDeposit(tx, actor, address);
  const now = clock.now();
  const [row] = await tx
    .insert(transactions)
    .values({
      userId: actor.id,
      type: 'deposit',
      amountCents: toCents(input.amount),
      status: 'pending',
      paymentMethod: input.payment_method,
      paymentAddress: address,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row;
}
