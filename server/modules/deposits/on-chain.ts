import { sql } from 'drizzle-orm';
import { QUOTE_VALIDITY_MS, CHAIN_COINS } from '@/common/chain/coins';
import { quoteUnits } from '@/common/chain/amounts';
import type { CoinSymbol } from '@/common/coins';
import { toCents } from '@/common/money';
import type { Queryable } from '@/server/db/client';
import { depositAddresses, derivationCounters, transactions, type UserRow } from '@/server/db/schema';
import { rowsOf } from '@/server/db/rows';
import { cursorOf } from '../chain/cursor';
import type { AddressDeriver } from '../chain/derive';
import type { RateReading } from '../chain/prices';

export interface OnChainDepositInput {
  coin: CoinSymbol;
  /** dollars */
  amount: number;
  deriver: AddressDeriver;
  rate: RateReading;
  requiredConfirmations: number;
  now: Date;
}

/**
 * The next index of a coin's key, taken in the caller's transaction: the counter's row stays
 * locked until it commits, so two deposits at once get two indexes, and a deposit that rolls
 * back takes its index back with it (its address was never shown). An index that was
 * committed is never handed out again.
 */
async function nextIndex(tx: Queryable, coin: CoinSymbol, xpubId: string): Promise<number> {
  const [{ index }] = rowsOf<{ index: number }>(
    await tx.execute(sql`
      insert into ${derivationCounters} (coin, xpub_id, next_index) values (${coin}, ${xpubId}, 1)
      on conflict (coin, xpub_id) do update set next_index = ${derivationCounters.nextIndex} + 1
      returning next_index - 1 as index`),
  );
  return Number(index);
}

/**
 * A deposit to an address derived for it alone, with the quote: the exact coin
 * amount worth the dollars asked at `rate`, valid QUOTE_VALIDITY_MS. Pending until the
 * watcher sees the payment confirmed (or an admin decides by hand). The caller has locked the
 * user's row and checked the pending limit.
 */
export async function createOnChainDeposit(tx: Queryable, actor: UserRow, input: OnChainDepositInput) {
  const { coin, deriver, rate, now } = input;
  const chainCoin = CHAIN_COINS[coin];
  const cents = toCents(input.amount);
  const index = await nextIndex(tx, coin, deriver.xpubId);
  const address = deriver.addressAt(index);
  // the network's cursor now: at or below the chain's height, so the address's whole life lies above it
  const watchFrom = await cursorOf(tx, coin);
  const [row] = await tx
    .insert(transactions)
    .values({
      userId: actor.id,
      type: 'deposit',
      amountCents: cents,
      status: 'pending',
      coin,
      paymentAddress: address,
      quoteUnits: quoteUnits(cents, rate.usd, chainCoin.decimals, chainCoin.quoteDecimals).toString(),
      quoteRate: rate.usd,
      quoteExpiresAt: new Date(now.getTime() + QUOTE_VALIDITY_MS),
      quotedCents: cents,
      requiredConfirmations: input.requiredConfirmations,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(depositAddresses).values({
    coin,
    xpubId: deriver.xpubId,
    derivationIndex: index,
    address,
    userId: actor.id,
    transactionId: row.id,
    watchFrom,
    createdAt: now,
  });
  return row;
}
