import { and, count, eq, isNull } from 'drizzle-orm';
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

/**
 * The user's row stays locked to the end of this transaction, so two deposits sent at once
 * are counted one after the other and cannot both be the one over the limit.
 */
async function assertMayOpenDeposit(tx: Queryable, actor: UserRow) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('update');
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
  const [wallet] = await tx
    .select({ id: wallets.id })
    .from(wallets)
    .where(and(eq(wallets.address, address), eq(wallets.status, true), isNull(wallets.deletedAt)))
    .limit(1);
  if (!wallet) throw badRequest(TX_MSG.notOurAddress, [{ field: 'payment_address', message: TX_MSG.notOurAddress }]);
  await assertMayOpenDeposit(tx, actor);
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
