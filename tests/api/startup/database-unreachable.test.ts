import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from './server-process';

// A start that cannot use PostgreSQL must end, quickly and saying why: never hang, never
// print the password from DATABASE_URL.
const PASSWORD = 'startup-db-secret-7f3a';
const EXIT_WITHIN_MS = 30_000;

let dataDir: string;
let server: ServerProcess | undefined;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'invest-startup-db-'));
});
afterEach(async () => {
  await server?.stop();
  server = undefined;
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const databaseUrl = (port: number) => `postgres://app:${PASSWORD}@127.0.0.1:${port}/appdb`;

describe('PostgreSQL unreachable at start', () => {
  it('a closed port: exits non-zero at once, naming host, port and ECONNREFUSED', async () => {
    server = startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl(1) });
    const { code, afterMs } = await server.exited;
    expect(code).toBe(1);
    expect(afterMs).toBeLessThan(EXIT_WITHIN_MS);
    expect(server.output()).toMatch(/Cannot use PostgreSQL at 127\.0\.0\.1:1\/appdb: .*ECONNREFUSED/);
    expect(server.output()).not.toContain(PASSWORD);
    expect(server.output()).not.toMatch(/Failed query/);
  }, 40_000);

  describe('a port that accepts connections but never answers', () => {
    const sockets = new Set<net.Socket>();
    let connections = 0;
    const silent = net.createServer((socket) => {
      connections += 1;
      // hold the connection open and say nothing, like a hung database or a wrong service
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    let port: number;
    beforeAll(async () => {
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      port = (silent.address() as net.AddressInfo).port;
    });
    afterAll(async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });

    it('exits non-zero within 30 s (the connect timeout), naming host, port and the timeout', async () => {
      server = startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl(port) });
      const { code, afterMs } = await server.exited;
      expect(code).toBe(1);
      expect(afterMs).toBeLessThan(EXIT_WITHIN_MS);
      expect(server.output()).toMatch(new RegExp(`Cannot use PostgreSQL at 127\\.0\\.0\\.1:${port}/appdb: .*timeout`, 'i'));
      expect(server.output()).not.toContain(PASSWORD);
      // it did reach the silent port: the timeout, not a refusal, ended the start
      expect(connections).toBeGreaterThan(0);
    }, 40_000);
  });
});
