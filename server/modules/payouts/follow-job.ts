import type { FastifyBaseLogger } from 'fastify';
import { followPayouts } from '../withdrawals/payout-check';
import { settleSeenBatches, type BatchDeps } from './batches';

/**
 * Every interval (CHAIN_POLL_INTERVAL), in every instance: bitcoin batches the network now shows
 * get what they pay marked paid, and paid withdrawals' transactions are followed to their
 * confirmations. Both are safe in several instances at once (row locks; one pass writes
 * confirmations at a time).
 */
export function startPayoutFollowing(options: BatchDeps & { log: FastifyBaseLogger; intervalMs: number }) {
  const { db, chain, clock, log, intervalMs } = options;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const pass = async () => {
    try {
      const settled = await settleSeenBatches(options, log);
      if (settled) log.info({ settled }, 'payouts: batches seen on the network, their withdrawals marked paid');
      const result = await followPayouts(db, chain, clock.now());
      if (result.confirmed) log.info(result, 'payouts: confirmations followed');
      if (result.vanished) log.warn({ vanished: result.vanished }, "payouts: a paid withdrawal's transaction is no longer on its chain");
    } catch (err) {
      log.error({ err }, 'payouts: following the chain failed; trying again next interval');
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
