import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from './server-process';

// The embedded database (PGlite) is guarded by a lock in DATA_DIR. A live owner keeps
// others out; an owner killed with -9 must not hold up the next start: its lock is taken
// at once (the old lock only went stale after 10 s of waiting).

let dataDir: string;
const running: ServerProcess[] = [];
const start = () => {
  const server = startServer({ DATA_DIR: dataDir });
  running.push(server);
  return server;
};
const ownerPid = () => (JSON.parse(readFileSync(path.join(dataDir, 'server.lock.owner'), 'utf8')) as { pid: number }).pid;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'invest-startup-lock-'));
});
afterAll(async () => {
  for (const server of running) await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the data directory lock (PGlite)', () => {
  let first: ServerProcess;

  it('the first server takes the lock and records itself as its owner', async () => {
    first = start();
    await first.listening;
    expect(ownerPid()).toBe(first.child.pid);
  }, 90_000);

  it('a second server on the same DATA_DIR is refused while the owner lives', async () => {
    const second = start();
    const { code } = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).not.toMatch(/listening at/);
    expect(second.output()).toContain(`Another server (process ${first.child.pid}) is already using ${dataDir}`);
    // the owner was not disturbed
    expect(ownerPid()).toBe(first.child.pid);
    expect(first.child.exitCode).toBeNull();
  }, 45_000);

  it('after kill -9 of the owner, the next server takes the lock through the dead-owner path', async () => {
    first.child.kill('SIGKILL');
    await first.exited;
    // the dead server's lock is still there
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
    // as if refreshed a moment before the kill, however long the next start takes on a busy
    // machine: the lock cannot go stale first, so only the dead-owner path can take it
    const fresh = new Date(Date.now() + 10 * 60_000);
    utimesSync(path.join(dataDir, 'server.lock'), fresh, fresh);

    const next = start();
    await next.listening;
    expect(next.output()).toContain(`Took over the lock on ${dataDir}: its owner, process ${first.child.pid}, is no longer running`);
    expect(ownerPid()).toBe(next.child.pid);

    // a clean stop releases the lock and its owner record
    await next.stop();
    expect((await next.exited).code).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'server.lock.owner'))).toBe(false);
  }, 90_000);
});
