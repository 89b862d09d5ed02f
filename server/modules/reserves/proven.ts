import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatUnits, unitsToCents } from '@/common/chain/amounts';
import { CHAIN_COINS } from '@/common/chain/coins';
import { COIN_SYMBOLS, coinText, type CoinSymbol } from '@/common/coins';
import { RESERVES_MSG } from '@/common/reserves/messages';
import type { Db } from '@/server/db/client';
import { depositAddresses, treasuryAddresses, type SnapshotReserve } from '@/server/db/schema';
import { serviceUnavailable } from '@/server/lib/errors';
import { createBalanceReader } from '../chain/balances';
import type { ChainDeposits } from '../chain/service';
import { mapLimited } from '../chain/watchers/node-http';
import type { ProvenReserves } from './service';

/** Addresses read at once: public nodes limit each client's rate. */
const PARALLEL_CALLS = 4;

/** Every address of a coin the operator controls: each derived for a deposit, and each live treasury address. */
async function addressesOf(db: Db, coin: CoinSymbol): Promise<string[]> {
  const derived = await db.select({ address: depositAddresses.address }).from(depositAddresses).where(eq(depositAddresses.coin, coin));
  const treasury = await db
    .select({ address: treasuryAddresses.address })
    .from(treasuryAddresses)
    .where(and(eq(treasuryAddresses.coin, coin), isNull(treasuryAddresses.removedAt)));
  return [...new Set([...derived, ...treasury].map((a) => a.address))];
}

/**
 * What the operator's addresses hold, coin by coin, read from the chains and valued at the coin's
 * rate now (live, else the fallback rate staff set). Only addresses holding something are listed.
 * A node that does not answer, or a coin without a rate, fails the whole reading (503): a snapshot
 * that left a coin out would understate the reserves without saying so.
 */
export function provenOnChain(deps: { db: Db; chain: ChainDeposits; log: FastifyBaseLogger }): ProvenReserves {
  const { db, chain, log } = deps;
  return async () => {
    const reserves: SnapshotReserve[] = [];
    for (const coin of COIN_SYMBOLS) {
      const addresses = await addressesOf(db, coin);
      if (!addresses.length) continue;
      const reader = createBalanceReader(coin, chain.config);
      if (!reader) {
        log.warn({ coin, addresses: addresses.length }, 'reserves: no node is configured for this coin; its addresses are not counted');
        continue;
      }
      let balances: bigint[];
      try {
        balances = await mapLimited(addresses, PARALLEL_CALLS, (address) => reader.balanceOf(address));
      } catch (err) {
        throw serviceUnavailable(RESERVES_MSG.chainUnreadable(err instanceof Error ? err.message : String(err)));
      }
      const held = addresses.filter((_, i) => balances[i] > 0n);
      const units = balances.reduce((sum, b) => sum + b, 0n);
      const rate = await chain.prices.rate(db, coin);
      if (!rate) throw serviceUnavailable(RESERVES_MSG.noRate(coinText(coin, 'code')));
      const { decimals } = CHAIN_COINS[coin];
      reserves.push({ coin, units: formatUnits(units, decimals), usdCents: unitsToCents(units, rate.usd, decimals), addresses: held });
    }
    return reserves;
  };
}
