import { and, asc, eq, gte, inArray, isNull, lt, notExists, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { COIN_SYMBOLS, type CoinSymbol } from '@/common/coins';
import type { Db, Queryable } from '@/server/db/client';
import { chainCursors, chainPayments, depositAddresses, transactions } from '@/server/db/schema';
import { rowsOf } from '@/server/db/rows';
import type { Notifier } from '../notifications/notifier';
import { creditPayment } from './chain-credit';
import type { ChainDeposits } from '../chain/service';
import type { ChainWatcher, PollResult } from '../chain/watchers/types';

/** Advisory lock keys, one per coin: one instance at a time writes what a network's watcher saw. */
const CHAIN_LOCK_BASE = 727300;
/** A derived address is watched this long after it was made (a late payment is still credited, flagged). */
export const WATCH_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** A deposit whose quote expired this long ago with nothing seen is failed (no money moved; a later payment still credits). */
export const UNPAID_EXPIRY_MS = 24 * 60 * 60 * 1000;

export interface ChainCycleDeps {
  db: Db;
  chain: ChainDeposits;
  notifier: Notifier;
  log: FastifyBaseLogger;
}

export interface ChainCycleResult {
  /** false when another instance held the lock (or there was nothing to watch) */
  ran: boolean;
  seen: number;
  credited: number;
}

/** Addresses of a coin made within the window: the ones its watcher asks about (with those of open payments). */
const inWindow = (coin: CoinSymbol, now: Date) =>
  and(eq(depositAddresses.coin, coin), gte(depositAddresses.createdAt, new Date(now.getTime() - WATCH_WINDOW_MS)));

/** The addresses a coin's watcher asks about: made within the window, or with a payment still open. */
async function watchedAddresses(db: Queryable, coin: CoinSymbol, now: Date) {
  return db
    .select({
      id: depositAddresses.id,
      address: depositAddresses.address,
      watchFrom: depositAddresses.watchFrom,
      createdAt: depositAddresses.createdAt,
    })
    .from(depositAddresses)
    .where(
      or(
        inWindow(coin, now),
        and(
          eq(depositAddresses.coin, coin),
          inArray(
            depositAddresses.id,
            db
              .select({ id: chainPayments.depositAddressId })
              .from(chainPayments)
              .where(and(eq(chainPayments.coin, coin), eq(chainPayments.status, 'seen'))),
          ),
        ),
      ),
    );
}

async function saveCursor(tx: Queryable, coin: CoinSymbol, position: number, now: Date) {
  await tx
    .insert(chainCursors)
    .values({ network: coin, position, updatedAt: now })
    .onConflictDoUpdate({ target: chainCursors.network, set: { position, updatedAt: now } });
}

const lockNetwork = async (tx: Queryable, coin: CoinSymbol) =>
  rowsOf<{ locked: boolean }>(
    await tx.execute(sql`select pg_try_advisory_xact_lock(${CHAIN_LOCK_BASE + COIN_SYMBOLS.indexOf(coin)}) as locked`),
  )[0].locked;

const openPayments = (db: Queryable, coin: CoinSymbol) =>
  db
    .select({ txid: chainPayments.txid, outputIndex: chainPayments.outputIndex, address: chainPayments.address })
    .from(chainPayments)
    .where(and(eq(chainPayments.coin, coin), eq(chainPayments.status, 'seen')));

/**
 * One poll of one network: ask the node (outside any database transaction: it may be slow or
 * down, and then this throws and the job tries again next interval), then, in one transaction
 * under the coin's advisory lock, record what it saw, follow confirmations, credit what reached
 * the coin's threshold (once per txid and index) and move the cursor on.
 */
export async function runChainCycle(deps: ChainCycleDeps, watcher: ChainWatcher, now: Date): Promise<ChainCycleResult> {
  const { db, chain } = deps;
  const coin = watcher.coin;
  const addresses = await watchedAddresses(db, coin, now);
  const known = await openPayments(db, coin);
  if (!addresses.length && !known.length) return idle(deps, watcher, now);
  const [cursorRow] = await db.select().from(chainCursors).where(eq(chainCursors.network, coin));
  const result = await watcher.poll({ cursor: cursorRow?.position ?? null, addresses, known });
  const rateNow = result.payments.length ? await chain.prices.rate(db, coin) : undefined;

  return db.transaction(async (tx) => {
    if (!(await lockNetwork(tx, coin))) return { ran: false, seen: 0, credited: 0 };
    const seen = await record(tx, coin, result, new Map(addresses.map((a) => [a.address, a.id])), now);
    await followConfirmations(tx, coin, result.tip, now);

    const required = chain.requiredConfirmations(coin);
    const due = await tx
      .select()
      .from(chainPayments)
      .where(and(eq(chainPayments.coin, coin), eq(chainPayments.status, 'seen'), gte(chainPayments.confirmations, required)))
      .orderBy(asc(chainPayments.seenAt))
      .for('update');
    let credited = 0;
    for (const payment of due) {
      const outcome = await creditPayment(tx, payment, {
        notifier: deps.notifier,
        rateNow,
        now,
        underpayToleranceBp: chain.config.underpayToleranceBp,
      });
      if (outcome === 'credited') credited += 1;
      if (outcome === 'waiting') deps.log.warn({ coin }, 'chain: a payment waits for a rate to be credited at');
    }
    // The cursor moves on only as far as every address made by now was read. One made while
    // the node was asked (so not in this poll) holds it at the height recorded when it was made
    // (or where it was, for one made before there was a cursor; none: the next poll places it by
    // time). One made after this check can only be paid in a block above the tip read before it.
    const polled = addresses.map((a) => a.id);
    const newcomers = await tx
      .select({ watchFrom: depositAddresses.watchFrom })
      .from(depositAddresses)
      .where(and(inWindow(coin, now), polled.length ? notInArray(depositAddresses.id, polled) : undefined));
    const previous = cursorRow?.position ?? null;
    let next: number | null = result.cursor;
    for (const { watchFrom } of newcomers) {
      const bound = watchFrom ?? previous;
      next = bound === null || next === null ? null : Math.min(next, bound);
    }
    if (next !== null) await saveCursor(tx, coin, next, now);
    await expireUnpaid(tx, coin, now);
    return { ran: true, seen, credited };
  });
}

/**
 * Nothing to look for: the cursor follows the chain's tip, so the next address is scanned from
 * about where the chain is when it is made. The cursor is never removed: without one, a block
 * reader would not know where an address made during a node outage must be scanned from.
 * Unpaid deposits are failed only after the node answered (a payment may be waiting unseen).
 */
async function idle(deps: ChainCycleDeps, watcher: ChainWatcher, now: Date): Promise<ChainCycleResult> {
  const coin = watcher.coin;
  const tip = await watcher.tip();
  await deps.db.transaction(async (tx) => {
    if (!(await lockNetwork(tx, coin))) return;
    // an address made since the check above keeps the cursor where it is; one made after this
    // one can only be paid in a block above `tip`
    const [made] = await tx.select({ id: depositAddresses.id }).from(depositAddresses).where(inWindow(coin, now)).limit(1);
    if (!made) await saveCursor(tx, coin, tip, now);
    await expireUnpaid(tx, coin, now);
  });
  return { ran: false, seen: 0, credited: 0 };
}

/** Upserts what the node showed; a payment once credited is never touched again. Returns how many are new. */
async function record(tx: Queryable, coin: CoinSymbol, result: PollResult, addressIds: Map<string, string>, now: Date): Promise<number> {
  let fresh = 0;
  // Esplora and TronGrid list an address's whole history: payments already credited come back
  // every poll and are skipped here, without a query each
  const txids = [...new Set(result.payments.map((p) => p.txid))];
  const settled = new Set(
    txids.length
      ? (
          await tx
            .select({ txid: chainPayments.txid, outputIndex: chainPayments.outputIndex })
            .from(chainPayments)
            .where(and(eq(chainPayments.coin, coin), eq(chainPayments.status, 'credited'), inArray(chainPayments.txid, txids)))
        ).map((r) => `${r.txid}:${r.outputIndex}`)
      : [],
  );
  for (const p of result.payments) {
    const addressId = addressIds.get(p.address);
    if (!addressId || settled.has(`${p.txid}:${p.outputIndex}`)) continue;
    const inserted = await tx
      .insert(chainPayments)
      .values({
        coin,
        txid: p.txid,
        outputIndex: p.outputIndex,
        address: p.address,
        depositAddressId: addressId,
        units: p.units.toString(),
        blockNumber: p.blockNumber,
        blockHash: p.blockHash,
        blockTime: p.blockTime,
        seenAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: chainPayments.id });
    if (inserted.length) {
      fresh += 1;
      continue;
    }
    // seen before: follow its block (a reorg may have moved it); a dropped one that is back is seen again
    await tx
      .update(chainPayments)
      .set({ blockNumber: p.blockNumber, blockHash: p.blockHash, blockTime: p.blockTime, status: 'seen', updatedAt: now })
      .where(
        and(
          eq(chainPayments.coin, coin),
          eq(chainPayments.txid, p.txid),
          eq(chainPayments.outputIndex, p.outputIndex),
          inArray(chainPayments.status, ['seen', 'dropped']),
        ),
      );
  }
  for (const g of result.gone) {
    // gone before its threshold: never credited (unless it comes back)
    await tx
      .update(chainPayments)
      .set({ status: 'dropped', confirmations: 0, blockNumber: null, blockHash: null, blockTime: null, updatedAt: now })
      .where(
        and(
          eq(chainPayments.coin, coin),
          eq(chainPayments.txid, g.txid),
          eq(chainPayments.outputIndex, g.outputIndex),
          eq(chainPayments.status, 'seen'),
        ),
      );
  }
  return fresh;
}

/** Confirmations from the tip, for every open payment, and each pending deposit shows its payment's. */
async function followConfirmations(tx: Queryable, coin: CoinSymbol, tip: number, now: Date) {
  const confirmations = sql`case when ${chainPayments.blockNumber} is null then 0 else greatest(0, ${tip}::bigint - ${chainPayments.blockNumber} + 1) end`;
  // only the rows whose count moved: a poll with no new block writes nothing
  await tx
    .update(chainPayments)
    .set({ confirmations, updatedAt: now })
    .where(and(eq(chainPayments.coin, coin), eq(chainPayments.status, 'seen'), sql`${chainPayments.confirmations} <> ${confirmations}`));
  await tx.execute(sql`
    update ${transactions} t set confirmations = p.confirmations, updated_at = ${now}
    from (
      select a.transaction_id, max(cp.confirmations) as confirmations
      from ${chainPayments} cp join ${depositAddresses} a on a.id = cp.deposit_address_id
      where cp.coin = ${coin} and cp.status in ('seen', 'dropped')
      group by a.transaction_id
    ) p
    where t.id = p.transaction_id and t.status = 'pending' and t.confirmations is distinct from p.confirmations`);
}

/** Deposits of this coin whose quote expired long ago with nothing seen: failed (nothing had moved). */
async function expireUnpaid(db: Queryable, coin: CoinSymbol, now: Date) {
  await db
    .update(transactions)
    .set({ status: 'failed', updatedAt: now })
    .where(
      and(
        eq(transactions.type, 'deposit'),
        eq(transactions.status, 'pending'),
        lt(transactions.quoteExpiresAt, new Date(now.getTime() - UNPAID_EXPIRY_MS)),
        isNull(transactions.confirmations),
        inArray(
          transactions.id,
          db.select({ id: depositAddresses.transactionId }).from(depositAddresses).where(eq(depositAddresses.coin, coin)),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(chainPayments)
            .innerJoin(depositAddresses, eq(depositAddresses.id, chainPayments.depositAddressId))
            .where(eq(depositAddresses.transactionId, transactions.id)),
        ),
      ),
    );
}
