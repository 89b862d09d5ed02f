import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatUnits, quoteUnits } from '@/common/chain/amounts';
import { CHAIN_COINS } from '@/common/chain/coins';
import { PAYOUT_CHAIN_MSG, type PayoutCheckState } from '@/common/chain/payout-check';
import { COIN_SYMBOLS, coinText, isCoinSymbol, type CoinSymbol } from '@/common/coins';
import type { Db, Queryable } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { payoutChecks, type TransactionRow } from '@/server/db/schema';
import { conflict, serviceUnavailable } from '@/server/lib/errors';
import { createPayoutLookup, type PayoutLookup, type PayoutSeen } from '../chain/payout-lookup';
import type { ChainDeposits } from '../chain/service';
import { NodeCallError } from '../chain/watchers/node-http';
import type { TransactionView } from '../money/presenter';
import { reviewsOf } from './reviews';

// Paid means paid on chain. A withdrawal marked paid with a transaction hash is looked up on its
// coin's network, in the same database transaction as the payment (the row stays locked while
// the node answers, within its call timeout): the transaction must pay the withdrawal's address
// at least the coin amount due, at the rate fixed when it was approved (else the rate now),
// within UNDERPAY_TOLERANCE_PERCENT. Then it is followed to the coin's confirmations. A coin with
// no node keeps marking by hand, recorded as unverified.

export type PayoutCheckRow = typeof payoutChecks.$inferSelect;

/** Key class of the advisory lock that serialises the claims on one payout transaction (the second key is its hash). */
const PAYOUT_TX_LOCK = 727020;
/** Key of the lock that lets one instance at a time follow confirmations. */
const FOLLOW_LOCK = 727021;

const code = (coin: CoinSymbol) => coinText(coin, 'code');

async function lookUp(lookup: PayoutLookup, txid: string, address: string): Promise<PayoutSeen | undefined> {
  try {
    return await lookup.find(txid, address);
  } catch (err) {
    if (err instanceof NodeCallError) throw serviceUnavailable(PAYOUT_CHAIN_MSG.nodeDown(err.message));
    throw err;
  }
}

/** What other withdrawals already took of one transaction's payment to one address (a batch pays several). */
async function claimedOf(tx: Queryable, coin: CoinSymbol, txid: string, address: string): Promise<bigint> {
  const [row] = rowsOf<{ claimed: string | null }>(
    await tx.execute(sql`select sum(units_paid)::text as claimed from ${payoutChecks}
      where coin = ${coin} and lower(txid) = lower(${txid}) and lower(address) = lower(${address})`),
  );
  return BigInt(row?.claimed ?? '0');
}

/**
 * Checks the paid withdrawal's reference on its chain and records what it shows; refuses (409,
 * saying what the chain shows) a transaction that is unknown, failed, pays another address or
 * less than is due, and answers 503 when the node cannot be asked. Nothing is marked paid then.
 */
export async function checkPayoutOnChain(
  tx: Queryable,
  chain: ChainDeposits,
  t: Pick<TransactionRow, 'id' | 'coin' | 'amountCents' | 'paymentAddress'>,
  reference: string,
  now: Date,
): Promise<void> {
  const { coin, paymentAddress: address } = t;
  const lookup = coin ? createPayoutLookup(coin, chain.config) : undefined;
  const base = { transactionId: t.id, coin, address, txid: reference, checkedAt: now };
  if (!coin || !lookup) {
    await tx.insert(payoutChecks).values({ ...base, state: 'unverified' });
    return;
  }
  if (!lookup.isTxid(reference)) throw conflict(PAYOUT_CHAIN_MSG.notATxid(coin));
  const approvedRate = (await reviewsOf(tx, [t.id])).get(t.id)?.approved?.rateUsd;
  const rate = approvedRate ?? (await chain.prices.rate(tx, coin))?.usd;
  if (!rate) throw conflict(PAYOUT_CHAIN_MSG.noRate(coin));
  const { decimals, quoteDecimals } = CHAIN_COINS[coin];
  const due = quoteUnits(t.amountCents, rate, decimals, quoteDecimals);
  const least = (due * BigInt(10_000 - chain.config.underpayToleranceBp)) / 10_000n;

  const seen = await lookUp(lookup, reference, address);
  if (!seen) throw conflict(PAYOUT_CHAIN_MSG.notOnChain(coin));
  if (seen.failed) throw conflict(PAYOUT_CHAIN_MSG.failedOnChain);
  if (seen.units === 0n) throw conflict(PAYOUT_CHAIN_MSG.paysAnotherAddress(address));
  // two withdrawals paid by one transaction at once take their shares one after the other
  await tx.execute(sql`select pg_advisory_xact_lock(${PAYOUT_TX_LOCK}, hashtext(${`${coin}:${reference.toLowerCase()}`}))`);
  const available = seen.units - (await claimedOf(tx, coin, reference, address));
  if (available < least) {
    throw conflict(
      PAYOUT_CHAIN_MSG.underpays(formatUnits(available > 0n ? available : 0n, decimals), formatUnits(due, decimals), code(coin)),
    );
  }
  const required = chain.requiredConfirmations(coin);
  const confirmed = seen.confirmations >= required;
  await tx.insert(payoutChecks).values({
    ...base,
    state: confirmed ? 'confirmed' : 'confirming',
    unitsDue: due.toString(),
    rateUsd: rate,
    unitsPaid: (available < due ? available : due).toString(),
    blockNumber: seen.blockNumber,
    confirmations: seen.confirmations,
    requiredConfirmations: required,
    confirmedAt: confirmed ? now : null,
  });
}

/** The payout checks of these withdrawals, by transaction id. */
export async function payoutChecksOf(db: Queryable, transactionIds: string[]): Promise<Map<string, PayoutCheckRow>> {
  if (!transactionIds.length) return new Map();
  const rows = await db.select().from(payoutChecks).where(inArray(payoutChecks.transactionId, transactionIds));
  return new Map(rows.map((r) => [r.transactionId, r]));
}

/**
 * One pass over the payouts still confirming (and those the network stopped showing, which a
 * reorganisation may bring back): each node is asked outside any database transaction, then what
 * it showed is written under a lock one instance holds at a time. A node that fails is asked
 * again next pass. Returns how many reached their confirmations.
 */
export async function followPayouts(db: Db, chain: ChainDeposits, now: Date): Promise<{ confirmed: number; vanished: number }> {
  const open = await db
    .select()
    .from(payoutChecks)
    .where(inArray(payoutChecks.state, ['confirming', 'vanished']));
  const seen = new Map<string, PayoutSeen | undefined>();
  for (const coin of COIN_SYMBOLS) {
    const mine = open.filter((c) => c.coin === coin);
    const lookup = mine.length ? createPayoutLookup(coin, chain.config) : undefined;
    if (!lookup) continue;
    try {
      for (const c of mine) seen.set(c.transactionId, await lookup.find(c.txid, c.address));
    } catch (err) {
      if (!(err instanceof NodeCallError)) throw err;
      for (const c of mine) seen.delete(c.transactionId);
    }
  }
  return db.transaction(async (tx) => {
    const [{ locked }] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${FOLLOW_LOCK}) as locked`));
    let confirmed = 0;
    let vanished = 0;
    if (!locked) return { confirmed, vanished };
    for (const c of open) {
      if (!seen.has(c.transactionId)) continue;
      const s = seen.get(c.transactionId);
      const gone = !s || s.failed || s.units === 0n;
      const reached = !gone && s.confirmations >= c.requiredConfirmations;
      const state: PayoutCheckState = gone ? 'vanished' : reached ? 'confirmed' : 'confirming';
      const [changed] = await tx
        .update(payoutChecks)
        .set({
          state,
          confirmations: s?.confirmations ?? 0,
          blockNumber: s?.blockNumber ?? null,
          checkedAt: now,
          confirmedAt: reached ? now : null,
        })
        .where(and(eq(payoutChecks.transactionId, c.transactionId), eq(payoutChecks.state, c.state)))
        .returning({ state: payoutChecks.state });
      if (changed?.state === 'confirmed') confirmed += 1;
      if (changed?.state === 'vanished' && c.state !== 'vanished') vanished += 1;
    }
    return { confirmed, vanished };
  });
}

/**
 * Paid withdrawals among `rows` with what their chain shows of the payout (the presenters' payout_check):
 * one read for the lot.
 */
export async function withPayoutChecks<T extends TransactionView>(db: Queryable, chain: ChainDeposits, rows: T[]): Promise<T[]> {
  const paid = rows.filter((r) => r.type === 'withdraw' && r.status === 'successful');
  const checks = await payoutChecksOf(
    db,
    paid.map((r) => r.id),
  );
  for (const row of paid) {
    const c = checks.get(row.id);
    if (!c) continue;
    row.payoutCheck = {
      state: c.state,
      confirmations: c.confirmations,
      required_confirmations: c.requiredConfirmations,
      explorer_url: c.state === 'unverified' || !c.coin || !isCoinSymbol(c.coin) ? null : chain.explorerUrl(c.coin, c.txid),
    };
  }
  return rows;
}
