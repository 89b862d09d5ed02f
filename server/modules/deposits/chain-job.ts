import type { Clock } from '@/server/lib/clock';
import { runChainCycle, type ChainCycleDeps } from './chain-cycle';
import type { ChainWatcher } from '../chain/watchers/types';

/**
 * One loop per watched network: a cycle at start and then every interval, never two at once
 * for a network in this process (and the advisory lock keeps other processes from writing at
 * the same time). A node that is down at start or later is logged and asked again next time.
 */
export function startChainWatchers(options: ChainCycleDeps & { watchers: ChainWatcher[]; intervalMs: number; clock: Clock }) {
  const { watchers, intervalMs, clock, log } = options;
  let stopped = false;
  const loops = watchers.map((watcher) => {
    let running: Promise<void> = Promise.resolve();
    const cycle = async () => {
      try {
        const result = await runChainCycle(options, watcher, clock.now());
        if (result.seen || result.credited) log.info({ coin: watcher.coin, ...result }, 'chain: payments seen and credited');
      } catch (err) {
        log.warn({ err, coin: watcher.coin }, 'chain: the node could not be read; trying again next interval');
      }
    };
    running = cycle();
    const timer = setInterval(() => {
      running = running.then(() => (stopped ? undefined : cycle()));
    }, intervalMs);
    return { timer, running: () => running };
  });
  return {
    async stop() {
      stopped = true;
      for (const loop of loops) clearInterval(loop.timer);
      await Promise.all(loops.map((loop) => loop.running()));
    },
  };
}
