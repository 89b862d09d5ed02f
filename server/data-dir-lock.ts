import { readFileSync, rmSync, writeFileSync, renameSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lockfile from 'proper-lockfile';

// proper-lockfile keeps the lock's mtime fresh while its owner runs; a lock not refreshed
// for this long belongs to nobody (the fallback when the owner cannot be asked directly).
const STALE_MS = 10_000;
// How long a start waits for a held lock before giving up: a live owner may be shutting
// down (it has 10 s to finish its requests), an unknown one's lock goes stale in 10 s.
const WAIT_FOR_OWNER_MS = 15_000;
const POLL_MS = 250;

interface Owner {
  pid: number;
  host: string;
}

export class DataDirInUse extends Error {
  constructor(dataDir: string, owner?: Owner) {
    super(
      `Another server${owner ? ` (process ${owner.pid})` : ''} is already using ${dataDir}. ` +
        'Stop it, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirInUse';
  }
}

/**
 * PGlite has no lock of its own: two processes on one data directory would corrupt it.
 * The lock is proper-lockfile's (an atomic mkdir, refreshed while the owner lives); beside
 * it we keep the owner's pid and host, so that after a kill -9 the next start sees that the
 * owner is gone and takes the lock at once instead of waiting for it to go stale.
 * Answers the release function.
 */
export async function lockDataDir(dataDir: string, log: (line: string) => void = console.log): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, 'server.lock');
  const ownerPath = `${lockPath}.owner`;
  const giveUpAt = Date.now() + WAIT_FOR_OWNER_MS;
  for (;;) {
    try {
      const release = await lockfile.lock(dataDir, { lockfilePath: lockPath, stale: STALE_MS, retries: 0 });
      writeOwner(ownerPath);
      return async () => {
        if (readOwner(ownerPath)?.pid === process.pid) rmSync(ownerPath, { force: true });
        await release();
      };
    } catch (err) {
      if ((err as { code?: unknown }).code !== 'ELOCKED') throw err;
    }
    const owner = readOwner(ownerPath);
    const state = owner ? ownerState(owner) : 'unknown';
    if (owner && state === 'gone') {
      if (await takeOver(dataDir, lockPath, ownerPath, owner)) {
        log(`Took over the lock on ${dataDir}: its owner, process ${owner.pid}, is no longer running`);
      }
      continue;
    }
    // A live owner (perhaps stopping for a restart), or none to ask (writing its pid this
    // instant, on another host, or from before owner files): wait for it to release the
    // lock or for the lock to go stale.
    if (Date.now() > giveUpAt) throw new DataDirInUse(dataDir, state === 'alive' ? owner : undefined);
    await sleep(POLL_MS);
  }
}

/**
 * Removes a dead owner's lock, once: contenders serialise on a second lock and re-read the
 * owner inside it, so one that comes second never removes the lock the first one just took.
 */
async function takeOver(dataDir: string, lockPath: string, ownerPath: string, dead: Owner): Promise<boolean> {
  const releaseMutex = await lockfile.lock(dataDir, {
    lockfilePath: `${lockPath}.takeover`,
    stale: 5_000,
    retries: { retries: 20, minTimeout: 50, maxTimeout: 500 },
  });
  try {
    const current = readOwner(ownerPath);
    if (!current || current.pid !== dead.pid || current.host !== dead.host) return false;
    // owner file first: whoever takes the lock after us writes a new one only once it holds it
    rmSync(ownerPath, { force: true });
    rmSync(lockPath, { recursive: true, force: true });
    return true;
  } finally {
    await releaseMutex();
  }
}

function writeOwner(ownerPath: string) {
  const partial = `${ownerPath}.${process.pid}`;
  writeFileSync(partial, JSON.stringify({ pid: process.pid, host: os.hostname() } satisfies Owner));
  renameSync(partial, ownerPath);
}

function readOwner(ownerPath: string): Owner | undefined {
  try {
    const value = JSON.parse(readFileSync(ownerPath, 'utf8')) as Partial<Owner>;
    return Number.isInteger(value.pid) && typeof value.host === 'string' ? (value as Owner) : undefined;
  } catch {
    return undefined;
  }
}

function ownerState(owner: Owner): 'alive' | 'gone' | 'unknown' {
  // a pid means nothing on another machine sharing the folder
  if (owner.host !== os.hostname()) return 'unknown';
  // our own pid in the file is a previous life of this container (pid 1 again): not us,
  // since we do not hold the lock
  if (owner.pid === process.pid) return 'gone';
  try {
    process.kill(owner.pid, 0);
    return 'alive';
  } catch (err) {
    // EPERM: the process exists but belongs to someone else
    return (err as { code?: unknown }).code === 'ESRCH' ? 'gone' : 'alive';
  }
}
