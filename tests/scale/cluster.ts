// The pieces of a two-instance deployment on this machine: a fresh PostgreSQL database, a
// Redis database of its own, server processes and HAProxy in front. Each start returns what
// undoes it; run.ts keeps those and calls them whatever happens.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '../..');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new database next to the server's `postgres` one; drop() removes it (with force). */
export async function freshDatabase(adminUrl: string) {
  const name = `scale_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`) };
}

/**
 * A Redis logical database nobody uses (none of its keys exist), so the run's rate-limit
 * counters cannot meet another program's: the server has no key-prefix setting. drop()
 * empties that database again.
 */
export async function freeRedisDb(baseUrl: string) {
  const probe = new Redis(baseUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  await probe.connect();
  try {
    const used = new Set([...(await probe.info('keyspace')).matchAll(/^db(\d+):/gm)].map((m) => Number(m[1])));
    const databases = Number(((await probe.config('GET', 'databases')) as string[])[1] ?? 16);
    const free = [...Array(databases).keys()].reverse().find((n) => n > 0 && !used.has(n));
    if (free === undefined) throw new Error(`every Redis database at ${baseUrl} holds keys: none is free for this run`);
    const url = new URL(baseUrl);
    url.pathname = `/${free}`;
    return {
      db: free,
      url: url.toString(),
      drop: async () => {
        const r = new Redis(url.toString(), { maxRetriesPerRequest: 1 });
        try {
          await r.flushdb();
        } finally {
          r.disconnect();
        }
      },
    };
  } finally {
    probe.disconnect();
  }
}

/** One server process (`server/server.ts` through tsx), its log appended to a file. */
export class Instance {
  private child?: ChildProcess;
  private exited?: Promise<void>;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    readonly logFile: string,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process and waits until GET /api/health answers 200 (migrations done). */
  async start(timeoutMs = 90_000): Promise<void> {
    const log = createWriteStream(this.logFile, { flags: 'a' });
    // node itself, not the tsx CLI: the CLI runs the server in a child, and a SIGKILL to
    // the CLI would leave that child serving
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) break;
      const ok = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) return;
      await sleep(250);
    }
    const tail = existsSync(this.logFile) ? readFileSync(this.logFile, 'utf8').split('\n').slice(-15).join('\n') : '';
    throw new Error(`instance ${this.name} did not become ready on port ${this.port}; end of its log:\n${tail}`);
  }

  /** SIGKILL: no shutdown of any kind, as a crash or an OOM kill. */
  async kill(): Promise<void> {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM (the server finishes requests in flight), SIGKILL after `graceMs`. */
  async stop(graceMs = 12_000): Promise<void> {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }
}

/** The HAProxy configuration: round robin, liveness checks twice a second, the server's name on each answer. */
export function haproxyConfig(o: { port: number; socket: string; servers: { name: string; port: number }[] }): string {
  return `global
  maxconn 2000
  stats socket ${o.socket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # a request that could not reach a server (refused: it is down) goes to another one
  retries 3
  option redispatch 1

frontend api
  bind 127.0.0.1:${o.port}
  default_backend app

backend app
  balance roundrobin
  option forwardfor
  option httpchk
  http-check send meth GET uri /api/health/live
  http-check expect status 200
  http-response set-header X-Served-By %[srv_name]
${o.servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check inter 500ms fall 2 rise 2`).join('\n')}
`;
}

export class Balancer {
  private child?: ChildProcess;
  private exited?: Promise<void>;

  constructor(
    private readonly bin: string,
    readonly port: number,
    private readonly dir: string,
    private readonly servers: { name: string; port: number }[],
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  private get socket() {
    return path.join(this.dir, 'haproxy.sock');
  }

  async start(): Promise<void> {
    const config = path.join(this.dir, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig({ port: this.port, socket: this.socket, servers: this.servers }));
    const log = createWriteStream(path.join(this.dir, 'haproxy.log'), { flags: 'a' });
    // -db: stay in the foreground, so the child is HAProxy itself
    const child = spawn(this.bin, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    await this.waitFor(
      this.servers.map((s) => s.name),
      'UP',
    );
  }

  /** HAProxy's runtime API: one command, the whole answer. */
  command(text: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(this.socket);
      let out = '';
      socket.on('data', (d) => (out += d.toString()));
      socket.on('end', () => resolve(out));
      socket.on('error', reject);
      socket.write(`${text}\n`);
    });
  }

  /** Each server's state as HAProxy's checks see it (UP, DOWN, ...). */
  async states(): Promise<Record<string, string>> {
    const csv = await this.command('show stat');
    const rows = csv.split('\n').filter((l) => l.startsWith('app,'));
    return Object.fromEntries(rows.map((l) => l.split(',')).map((f) => [f[1], f[17].split(' ')[0]]));
  }

  /** Requests a server is busy with right now (its current sessions). */
  async busy(name: string): Promise<number> {
    const row = (await this.command('show stat')).split('\n').find((l) => l.startsWith(`app,${name},`));
    return Number(row?.split(',')[4] ?? 0);
  }

  /** drain: no new requests for that server; ready: back in rotation once its checks pass. */
  async setState(name: string, state: 'drain' | 'ready'): Promise<void> {
    const answer = (await this.command(`set server app/${name} state ${state}`)).trim();
    if (answer) throw new Error(`HAProxy refused 'set server app/${name} state ${state}': ${answer}`);
  }

  async waitFor(names: string[], state: 'UP' | 'DOWN', timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const states = await this.states().catch(() => ({}) as Record<string, string>);
      if (names.every((n) => states[n] === state)) return;
      await sleep(200);
    }
    throw new Error(`HAProxy did not see ${names.join(', ')} ${state} within ${timeoutMs / 1000} s`);
  }

  async stop(): Promise<void> {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    await this.exited;
  }
}
