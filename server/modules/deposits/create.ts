import { getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { coinFromLabel } from '@/common/coins';
import { toCents } from '@/common/money';
import { MAX_PENDING_DEPOSITS } from '@/common/transactions';
import type { depositSchema } from '@/common/api/transactions';
import { TX_MSG } from '@/common/validation/transaction';
import { builtCommand, builtStatement, param, queryBuilder } from '@/server/db/built-statement';
import type { Queryable } from '@/server/db/client';
import { transactions, type UserRow } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { badRequest, conflict, pgErrorCode } from '@/server/lib/errors';
import { createOnChainDeposit, type OnChainDepositInput } from './on-chain';
import { ownId } from '../money/input-checks';
import { updateTransactionRow } from '../money/repository';
import { refuseOnChainHash } from './sender-txid';

/** What an on-chain coin's deposit needs, read before the transaction (the rate may come over the network). */
export type OnChainTerms = Omit<OnChainDepositInput, 'coin' | 'amount' | 'now'>;

const userId = param('userId', 'uuid');
const maxPending = param('maxPending', 'int');

/**
 * The user's row locked to the end of the transaction, and a place under the pending limit
 * (SQL function hold_deposit_place, migration 0017): one round trip.
 */
const holdPlace = builtCommand('deposit_hold_place', sql`select hold_deposit_place(${userId}, ${maxPending})`);

/**
 * A deposit to one of our shared wallets: the wallet checked, the place held and the row
 * inserted by one statement (SQL function open_wallet_deposit), so with no Idempotency-Key
 * it runs without BEGIN/COMMIT (see sendOnce): two round trips with the authentication's.
 */
const opened = queryBuilder.$with('opened', getTableColumns(transactions)).as(sql`
  select * from open_wallet_deposit(${userId}, ${param('amountCents', 'bigint')}, ${param('coin', 'coin')},
    ${param('address', 'text')}, ${param('now', 'timestamptz')}, ${maxPending})`);
const openWalletDeposit = builtStatement('deposit_open_at_wallet', queryBuilder.with(opened).select().from(opened));

/** The work, with the refusals the two functions raise (SQLSTATEs of their own) as the API answers them. */
async function refusedAsHttp<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    const code = pgErrorCode(err);
    if (code === 'U0001') throw badRequest(TX_MSG.notOurAddress, [{ field: 'payment_address', message: TX_MSG.notOurAddress }]);
    if (code === 'U0002') throw conflict(TX_MSG.tooManyPendingDeposits);
    throw err;
  }
}

/**
 * A deposit is recorded pending. To one of our shared wallets (the address sent), no money
 * moves until an admin confirms it arrived; without an address, for a coin watched on its
 * chain (`onChain`), it gets an address of its own and a quote, and the watcher credits it.
 * `q`: an open transaction, or the db for a deposit to a wallet (isOneStatementDeposit).
 */
export async function createDeposit(
  q: Queryable,
  actor: UserRow,
  input: z.output<typeof depositSchema>,
  clock: Clock,
  onChain?: OnChainTerms,
) {
  ownId(actor, input.userid);
  const address = input.payment_address;
  // the schema has checked that it names one of ours
  const coin = coinFromLabel(input.payment_method);
  if (!coin) throw badRequest(TX_MSG.coin, [{ field: 'payment_method', message: TX_MSG.coin }]);
  if (address === undefined) {
    if (!onChain) throw badRequest(TX_MSG.addressRequired, [{ field: 'payment_address', message: TX_MSG.addressRequired }]);
    if (input.sender_txid !== undefined) throw refuseOnChainHash();
    await refusedAsHttp(holdPlace(q, { userId: actor.id, maxPending: MAX_PENDING_DEPOSITS }));
    return createOnChainDeposit(q, actor, { ...onChain, coin, amount: input.amount, now: clock.now() });
  }
  const [row] = await refusedAsHttp(
    openWalletDeposit(q, {
      userId: actor.id,
      amountCents: toCents(input.amount),
      coin,
      address,
      now: clock.now().toISOString(),
      maxPending: MAX_PENDING_DEPOSITS,
    }),
  );
  // the sender's hash, when given with the deposit: a second statement, so the deposit is then
  // not one statement (isOneStatementDeposit) and both run in one transaction
  if (input.sender_txid === undefined) return row;
  return (await updateTransactionRow(q, row.id, { senderTxid: input.sender_txid }))!;
}

/**
 * A deposit to a wallet of ours is one statement (see openWalletDeposit), unless it carries
 * the sender's hash; an on-chain one is several.
 */
export const isOneStatementDeposit = (input: { trnx_type?: string; payment_address?: string; sender_txid?: string }) =>
  input.trnx_type === 'deposit' && input.payment_address !== undefined && input.sender_txid === undefined;
