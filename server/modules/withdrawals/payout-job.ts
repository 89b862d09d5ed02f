import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/server/db/client';
import type { Clock } from '@/server/lib/clock';
import type { ChainDeposits } from '../chain/service';
import { followPayouts } from './payout-check';

/**
 * Follows paid withdrawals' payout transactions to their confirmations every interval
 * (CHAIN_POLL_INTERVAL), in every instance; the pass's lock lets one of them write at a time.
 */
export function startPayoutFollowing(options: { db: Db; chain: ChainDeposits; clock: Clock; log: FastifyBaseLogger; intervalMs: number }) {
  const { db, chain, clock, log, intervalMs } = options;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const pass = async () => {
    try {
      const result = await followPayouts(db, chain, clock.now());
      if (result.confirmed || result.vanished) log.info(result, 'payouts: confirmations followed');
      if (result.vanished) log.warn({ vanished: result.vanished }, 'payouts: a paid withdrawal’s transaction is no longer on its chain');
    } catch (err) {
      log.error({ err }, 'payouts: following confirmations failed; trying again next interval');
    }
  };
  running = pass();
  const timer = setInterval(() => {
    running = running.then(() => (stopped ? undefined : pass()));
  }, intervalMs);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
