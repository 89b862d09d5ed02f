import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/server/db/client';
import type { Clock } from '@/server/lib/clock';
import type { Notifier } from '../notifications/notifier';
import { takeSnapshotIfDue, type ProvenReserves } from './service';

/** How often an instance looks whether a snapshot is due: a cheap read, so a snapshot is at most this late. */
const LOOK_EVERY_MS = 60_000;

/**
 * Takes a proof-of-reserves snapshot whenever the newest is `intervalMs` old (RESERVES_INTERVAL),
 * at start too (a fresh install publishes one at once). Every instance looks; the snapshot lock
 * and the age check under it let only one of them take it.
 */
export function startReservesJob(options: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  intervalMs: number;
  proven: ProvenReserves;
  notifier: Notifier;
}) {
  const { db, clock, log, intervalMs, proven, notifier } = options;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const look = async () => {
    try {
      const taken = await takeSnapshotIfDue(db, { now: clock.now(), takenBy: null, proven, notifier, intervalMs });
      if (taken) log.info({ snapshot: taken.id, leaves: taken.leafCount }, 'reserves: snapshot taken');
    } catch (err) {
      // the next look tries again
      log.error({ err }, 'reserves: taking a snapshot failed');
    }
  };
  running = look();
  const timer = setInterval(
    () => {
      running = running.then(() => (stopped ? undefined : look()));
    },
    Math.min(intervalMs, LOOK_EVERY_MS),
  );
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
