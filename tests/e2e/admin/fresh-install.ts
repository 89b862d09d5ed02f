import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

// A second server for the specs that need what README's `npm install && npm start` gives: the
// default settings (staff must turn two-factor sign-in on, one admin whose password is in
// DATA_DIR/admin-password), a fresh embedded database. The shared e2e server (global-setup.ts)
// relaxes some of these and other specs add admins to it.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const LISTENING = /listening at (http:\/\/[^"\s]+)/;

export interface FreshInstall {
  url: string;
  adminPassword: string;
  /** the e-mail verification link the server logged for `email` (no SMTP_URL: mails go to the log) */
  verificationToken: (email: string) => string | undefined;
  stop: () => Promise<void>;
}

/** Starts dist-server/server.mjs with nothing set but where to listen and keep its data. */
export async function startFreshInstall(): Promise<FreshInstall> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'invest-fresh-'));
  const logFile = path.join(dataDir, 'server.log');
  // nothing from the developer's environment: only the address, the data directory, a price
  // source on localhost that does not answer, and no public chain node (tests reach nothing beyond
  // this machine: payouts are marked paid by hand, flagged as not verified on chain)
  const server = spawn(process.execPath, [path.join(ROOT, 'dist-server', 'server.mjs')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PRICE_URL: 'http://127.0.0.1:9/api/v3',
      ESPLORA_URL: 'none',
      TRON_API_URL: 'none',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(createWriteStream(logFile));
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = LISTENING.exec(output);
      if (match) {
        server.stdout?.off('data', onData);
        server.stderr?.resume();
        resolve(match[1]);
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.once('exit', (code) => reject(new Error(`the fresh server exited (code ${code}):\n${output}`)));
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null || server.signalCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    }).then(() => rmSync(dataDir, { recursive: true, force: true }));
  return {
    url,
    // README: printed once in the first start's log and kept in DATA_DIR/admin-password
    adminPassword: readFileSync(path.join(dataDir, 'admin-password'), 'utf8').trim(),
    verificationToken: (email) => verificationTokenIn(logFile, email),
    stop,
  };
}

function verificationTokenIn(logFile: string, email: string): string | undefined {
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .flatMap((line) => {
      if (!line.startsWith('{')) return [];
      const entry = JSON.parse(line) as { msg?: string; mail?: { to?: string } };
      const match = entry.mail?.to === email ? /verify-email\?token=([A-Za-z0-9_-]+)/.exec(entry.msg ?? '') : null;
      return match ? [match[1]] : [];
    })
    .at(-1);
}

const STEP_MS = 30_000;

/**
 * An authenticator app for one secret: never two codes of the same 30 s step (the server takes
 * a code once), the next step's when this one's was used (one step of drift is allowed).
 */
export function authenticator(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  let lastStep = -1;
  return () => {
    const step = Math.max(Math.floor(Date.now() / STEP_MS), lastStep + 1);
    lastStep = step;
    return totp.generate({ timestamp: step * STEP_MS });
  };
}

/** Turns two-factor sign-in on for a signed-in account through the API, as Profile > Security does; its codes from then on. */
export async function enrolTwoFactor(api: APIRequestContext, token: string, password: string): Promise<() => string> {
  const headers = { Authorization: `Bearer ${token}` };
  const setup = await api.post('/api/auth/2fa/setup', { headers, data: { password } });
  expect(setup.status(), await setup.text()).toBe(200);
  const nextCode = authenticator(((await setup.json()) as { secret: string }).secret);
  const enable = await api.post('/api/auth/2fa/enable', { headers, data: { password, code: nextCode() } });
  expect(enable.status(), await enable.text()).toBe(200);
  return nextCode;
}
