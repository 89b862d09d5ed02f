#!/usr/bin/env node
// `npm run dev`: the API (`tsx watch server/server.ts` on port 3001) and the Vite dev server
// (which proxies /api to it) together. Signals are forwarded; when either process exits, or
// on Ctrl-C, both are stopped.
import { spawn } from 'node:child_process';
import path from 'node:path';

const API_PORT = process.env.API_PORT ?? '3001';
const isWindows = process.platform === 'win32';
const bin = (name) => path.join('node_modules', '.bin', isWindows ? `${name}.cmd` : name);

const processes = [
  {
    name: 'api',
    child: spawn(bin('tsx'), ['watch', 'server/server.ts'], {
      stdio: 'inherit',
      shell: isWindows,
      env: { ...process.env, PORT: API_PORT },
    }),
  },
  {
    name: 'web',
    child: spawn(bin('vite'), [], {
      stdio: 'inherit',
      shell: isWindows,
      env: { ...process.env, API_URL: process.env.API_URL ?? `http://127.0.0.1:${API_PORT}` },
    }),
  },
];

const finished = new Set();
let stopping = false;
let exitCode = 0;

function stopAll(signal = 'SIGTERM') {
  for (const { name, child } of processes) {
    if (!finished.has(name)) child.kill(signal);
  }
}

function done(name, code) {
  if (finished.has(name)) return;
  finished.add(name);
  if (!stopping) {
    stopping = true;
    exitCode = code;
    console.error(`[dev] ${name} stopped; stopping the rest`);
    stopAll();
  }
  if (finished.size === processes.length) process.exit(exitCode);
}

for (const { name, child } of processes) {
  child.on('exit', (code, signal) => done(name, code ?? (signal ? 1 : 0)));
  child.on('error', (error) => {
    console.error(`[dev] could not start ${name}: ${error.message}`);
    done(name, 1);
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = true;
    stopAll(signal);
  });
}
