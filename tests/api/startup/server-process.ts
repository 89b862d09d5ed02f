import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const LISTENING = /listening at (http:\/\/[^"\s]+)/;

export interface ServerProcess {
  child: ChildProcess;
  /** everything written to stdout and stderr so far */
  output: () => string;
  /** resolves with the address once the server listens; rejects if it exits first */
  listening: Promise<string>;
  /** resolves with the exit code (or the signal) and how long after the spawn it came */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; afterMs: number }>;
  stop: () => Promise<void>;
}

/**
 * The real server in its own process: server/server.ts through node's tsx loader, or a
 * compiled entry (scripts/build-server.mjs's server.mjs) as `npm start` runs it; either way the
 * process we hold is the server itself (kill -9 reaches it). Never the developer's DATABASE_URL
 * or Redis: each test says what it wants.
 */
export function startServer(env: Record<string, string>, entry: 'source' | { compiled: string } = 'source'): ServerProcess {
  const { DATABASE_URL: _db, REDIS_URL: _redis, JWT_SECRET: _secret, TRUST_PROXY: _proxy, ...inherited } = process.env;
  const startedAt = Date.now();
  const args = entry === 'source' ? ['--import', 'tsx', 'server/server.ts'] : [entry.compiled];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...inherited,
      LOG_LEVEL: 'info',
      PORT: '0',
      HOST: '127.0.0.1',
      STATIC_DIR: '/nonexistent-web-build',
      ACCRUAL_INTERVAL: '24h',
      ADMIN_PASSWORD: 'startup-test-admin-password',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; afterMs: number }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal, afterMs: Date.now() - startedAt }));
  });
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = LISTENING.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(({ code, signal }) => reject(new Error(`the server exited (${code ?? signal}) before listening:\n${output}`)));
  });
  // a test that expects an exit never awaits `listening`
  listening.catch(() => undefined);
  return {
    child,
    output: () => output,
    listening,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
