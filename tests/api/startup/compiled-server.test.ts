import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startServer, type ServerProcess } from './server-process';

// `npm start` runs the server compiled by scripts/build-server.mjs (no TypeScript loader at
// run time). Everything the source finds beside itself must be found beside the bundle too:
// the migrations, and the PGlite template that an empty data directory starts from.

// A build of this run's own, inside the repository (the bundle's packages resolve from its
// node_modules): rebuilding dist-server/ would pull chunks from under a server started from it
// (CI runs this beside the browser tests' server). Made in beforeAll, so a run that filters
// these tests out leaves no directory behind.
let out: string;
const entry = { compiled: '' };
let dataDir: string;
const running: ServerProcess[] = [];

beforeAll(() => {
  out = mkdtempSync(path.join(ROOT, '.startup-build-'));
  entry.compiled = path.join(out, 'server.mjs');
  // esbuild takes about a second, the template a few
  execFileSync(process.execPath, ['scripts/build-server.mjs', out], { cwd: ROOT, stdio: 'pipe' });
  dataDir = mkdtempSync(path.join(tmpdir(), 'invest-startup-compiled-'));
}, 180_000);
afterAll(async () => {
  for (const server of running) await server.stop();
  for (const dir of [dataDir, out]) if (dir) rmSync(dir, { recursive: true, force: true });
});

const healthOf = async (server: ServerProcess) => {
  const res = await fetch(`${await server.listening}/api/health`);
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('the compiled server (PGlite)', () => {
  it("the build leaves the bundle, PGlite's thread, its migrations and a PGlite template side by side", () => {
    expect(existsSync(entry.compiled)).toBe(true);
    expect(existsSync(path.join(out, 'pglite-worker.mjs'))).toBe(true);
    expect(existsSync(path.join(out, 'migrations/meta/_journal.json'))).toBe(true);
    const templates = readdirSync(out).filter((f) => /^pglite-template-[0-9a-f]{24}$/.test(f));
    expect(templates).toHaveLength(1);
    expect(existsSync(path.join(out, templates[0], 'PG_VERSION'))).toBe(true);
  });

  it('starts on an empty data directory, migrated and healthy', async () => {
    const server = startServer({ DATA_DIR: dataDir }, entry);
    running.push(server);
    expect(await healthOf(server)).toEqual({ status: 200, body: { status: 'ok', database: 'up', driver: 'pglite' } });
    await server.stop();
    expect(existsSync(path.join(dataDir, 'pglite/PG_VERSION'))).toBe(true);
  }, 90_000);

  it('starts again on the data directory it left', async () => {
    const server = startServer({ DATA_DIR: dataDir }, entry);
    running.push(server);
    expect(await healthOf(server)).toEqual({ status: 200, body: { status: 'ok', database: 'up', driver: 'pglite' } });
  }, 90_000);
});
