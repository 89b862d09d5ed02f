import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HDNodeWallet } from 'ethers';
import { startGanache, TEST_MNEMONIC } from '../helpers/chain/ganache';
import { startPriceStandin } from '../helpers/price-standin';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STARTUP_TIMEOUT_MS = 60_000;
const LISTENING = /listening at (http:\/\/[^"\s]+)/;

/** Starts the real server (fresh database, known admin) and returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(path.join(ROOT, 'dist', 'index.html'))) {
    throw new Error('dist/ is missing: run "npm run test:e2e" (it builds the web app first)');
  }
  // the server as `npm start` runs it: compiled, starting its empty data directory from the template
  const serverEntry = path.join(ROOT, 'dist-server', 'server.mjs');
  if (!existsSync(serverEntry)) {
    throw new Error('dist-server/ is missing: run "npm run test:e2e" (it builds the server first)');
  }
  process.env.E2E_ADMIN_EMAIL ??= 'admin@example.com';
  process.env.E2E_ADMIN_PASSWORD ??= 'E2E-admin-password-0123';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'invest-e2e-'));
  // Ether deposits are watched on a real local chain: ganache in this process, the
  // operator's xpub from its test mnemonic, and CoinGecko's simple-price stood in for locally.
  const chain = await startGanache();
  const prices = await startPriceStandin({ bitcoin: 60_000, ethereum: 3_000, tether: 1 });
  process.env.E2E_ETH_RPC_URL = chain.url;

  // PUBLIC_URL names the site passkeys are made for, and WebAuthn takes no IP address for one:
  // the server is reached as localhost on a port chosen here (the specs' requests still go to the
  // address it listens at). tests/e2e/account/passkeys.spec.ts opens its pages there.
  const port = await freePort();
  process.env.E2E_PUBLIC_URL = `http://localhost:${port}`;

  // A fresh embedded database every run: never the developer's DATABASE_URL or Redis.
  const { DATABASE_URL: _db, REDIS_URL: _redis, JWT_SECRET: _secret, ...inherited } = process.env;
  const server = spawn(process.execPath, [serverEntry], {
    cwd: ROOT,
    env: {
      ...inherited,
      LOG_LEVEL: 'info',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: process.env.E2E_PUBLIC_URL,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      // the back-office specs sign the admin in without enrolling; the 2FA journey enrols its own users
      STAFF_2FA: 'optional',
      // the payout desk journey waits out a new address's cool-down: seconds, not a day, yet long enough
      // for tests/e2e/account/withdrawal-addresses.spec.ts to see the hold right after saving
      NEW_ADDRESS_HOLD: '8s',
      ETH_XPUB: HDNodeWallet.fromPhrase(TEST_MNEMONIC, undefined, "m/44'/60'/0'").neuter().extendedKey,
      ETH_RPC_URL: chain.url,
      ETH_CONFIRMATIONS: '2',
      CHAIN_POLL_INTERVAL: '500ms',
      PRICE_URL: prices.url,
      // no public bitcoin or TRON node offline: payouts in those coins are marked paid by hand, flagged unverified
      ESPLORA_URL: 'none',
      TRON_API_URL: 'none',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server's log, for specs that read what it wrote (password reset links without SMTP).
  const logFile = path.join(dataDir, 'server.log');
  server.stdout?.pipe(createWriteStream(logFile));
  process.env.E2E_SERVER_LOG = logFile;

  let baseURL: string;
  try {
    baseURL = await waitForListening(server);
  } catch (error) {
    await stop(server);
    await chain.close();
    await prices.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env.E2E_BASE_URL = baseURL;

  return async () => {
    await stop(server);
    await chain.close();
    await prices.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** A port nothing listens on now, for the server to take. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function waitForListening(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => fail(new Error(`the server did not start within ${STARTUP_TIMEOUT_MS} ms:\n${output}`)),
      STARTUP_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = LISTENING.exec(output);
      if (match) {
        clearTimeout(timer);
        server.stdout?.off('data', onData);
        // stdout keeps flowing into the log file; stderr is drained so the server never blocks on it
        server.stderr?.resume();
        resolve(match[1]);
      }
    };
    const onExit = (code: number | null) => fail(new Error(`the server exited (code ${code}) before listening:\n${output}`));
    function fail(error: Error) {
      clearTimeout(timer);
      server.off('exit', onExit);
      reject(error);
    }
    server.stdout?.on('data', onData);
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.once('exit', onExit);
  });
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}
