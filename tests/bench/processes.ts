import { execSync, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BUILD, ROOT, SERVER_LOG_DIR } from './config';

/** A server started as its own process (its tree: a launcher such as tsx may start a child). */
export interface Started {
  base: string;
  /** from spawn to the first answer of its ready URL */
  coldMs: number;
  /** resident memory of the process and its descendants, in MB */
  rssMb: () => number;
  stop: () => Promise<void>;
}

/** The anchors: bare Fastify answering GET / with a small JSON body, or with a given file's bytes. */
const ANCHORS = { hello: 'tests/bench/servers/hello.mjs', 'same-bytes': 'tests/bench/servers/same-bytes.mjs' } as const;
type Which = 'product' | keyof typeof ANCHORS;

function startScript(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  return pkg.scripts.start.split('&&').map((s) => s.trim());
}

/** The build steps of `npm start` (all but its last command), once per bench run. */
export function buildLikeNpmStart() {
  const steps = startScript().slice(0, -1);
  if (!BUILD && existsSync(path.join(ROOT, 'dist/index.html'))) return;
  for (const step of steps) {
    console.log(`build: ${step}`);
    execSync(step, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, PATH: `${ROOT}/node_modules/.bin:${process.env.PATH}` } });
  }
}

/** `npm start`'s server command; the anchor runs the bare hello through the same launcher. */
function command(which: Which): string[] {
  const words = startScript().at(-1)!.split(/\s+/);
  if (which !== 'product') words[words.length - 1] = ANCHORS[which];
  const bin = path.join(ROOT, 'node_modules/.bin', words[0]);
  return existsSync(bin) ? [bin, ...words.slice(1)] : words;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Pids of `pid` and every process below it, from /proc (Linux). */
function tree(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // the command name may hold spaces and parentheses: fields start after the last ')'
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // it ended while we looked
    }
  }
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...(parents.get(all[i]) ?? []));
  return all;
}

function rssOfTree(pid: number): number {
  let kb = 0;
  for (const p of tree(pid)) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      kb += match ? Number(match[1]) : 0;
    } catch {
      // gone
    }
  }
  return kb / 1024;
}

/**
 * Starts `npm start`'s server (product) or a bare Fastify anchor (ANCHORS) on a free port
 * with `env` on top of a minimal environment, and waits until `readyPath` answers 200.
 */
export async function startServer(which: Which, env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const [cmd, ...args] = command(which);
  const base = `http://127.0.0.1:${port}`;
  const readyUrl = `${base}${which === 'product' ? '/api/health/live' : '/'}`;
  // the product's log (a line per API request, with its time) when BENCH_SERVER_LOG names a directory
  const log: number | 'ignore' =
    which === 'product' && SERVER_LOG_DIR ? openSync(path.join(SERVER_LOG_DIR, `server-${port}.log`), 'a') : 'ignore';
  const t0 = performance.now();
  const child = spawn(cmd, args, {
    cwd: ROOT,
    detached: true, // its own process group, so stop() ends the launcher and its children
    stdio: ['ignore', log, 'pipe'],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(port), HOST: '127.0.0.1', ...env },
  });
  if (typeof log === 'number') closeSync(log);
  let stderr = '';
  // piped (stdio above), so never null
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  let exited: number | null | undefined;
  const done = new Promise<void>((resolve) =>
    child.on('exit', (code) => {
      exited = code;
      resolve();
    }),
  );
  const stop = async () => {
    if (exited !== undefined) return;
    process.kill(-child.pid!, 'SIGTERM');
    const killed = await Promise.race([done.then(() => true), sleep(15_000).then(() => false)]);
    if (!killed) process.kill(-child.pid!, 'SIGKILL');
    await done;
  };
  for (;;) {
    if (exited !== undefined) throw new Error(`${which} server exited (${exited}) before it answered:\n${stderr}`);
    if (performance.now() - t0 > 180_000) {
      await stop();
      throw new Error(`${which} server did not answer ${readyUrl} within 180 s:\n${stderr}`);
    }
    const ok = await fetch(readyUrl).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(10);
  }
  const coldMs = performance.now() - t0;
  return { base, coldMs, rssMb: () => rssOfTree(child.pid!), stop };
}
