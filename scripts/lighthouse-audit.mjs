// Lighthouse against the built web app served by the real server: what scripts/lighthouse.mjs
// (the report's Lighthouse section) and npm run bench (tests/bench/client-rows.ts) both run.
import { spawn } from 'node:child_process';
import { constants, cpSync } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const DEFAULT_PAGES = [
  '/',
  '/about',
  '/services',
  '/contact',
  '/terms',
  '/privacy',
  '/proof-of-reserves',
  '/login',
  '/signup',
  '/forgot-password',
];

/**
 * The same pages' other languages: each marketing page at its language's address, the sign-in
 * page (one address) as a browser that asks for the language sees it (`path@language`).
 */
export const LANGUAGE_PAGES = ['es', 'fr', 'pt-BR', 'zh-CN', 'ar'].flatMap((language) => [
  `/${language}`,
  `/${language}/about`,
  `/${language}/terms`,
  `/login@${language}`,
]);

/**
 * server/server.ts on a free port with its own data directory, serving a copy of `dist` (a
 * rebuild while the audits run must not pull the files from under them), plus `extra` copies
 * (directory name under the static root: source); resolves to its address.
 */
export function startServer(workDir, { dist = path.join(ROOT, 'dist'), extra = {} } = {}) {
  const staticDir = path.join(workDir, 'static');
  cpSync(dist, staticDir, { recursive: true });
  for (const [name, source] of Object.entries(extra)) cpSync(source, path.join(staticDir, name), { recursive: true });
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  const server = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/server.ts'], {
    cwd: ROOT,
    env: {
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'info',
      ADMIN_PASSWORD: 'lighthouse-admin-password',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /listening at (http:\/\/[^"\s]+)/.exec(output);
      if (match) {
        server.stdout.off('data', onData);
        server.stdout.resume();
        server.stderr.resume();
        resolve({ server, url: match[1] });
      }
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', (chunk) => (output += chunk.toString()));
    server.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
}

export const stopServer = (server) =>
  new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });

/**
 * The system Chromium (CHROME_PATH overrides /usr/bin/chromium), headless. A missing browser
 * is a rejection that says what to install, not the launcher's unhandled 'error' event that
 * ends the process (and with it a bench run's unwritten report).
 */
export const launchChrome = async () => {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  try {
    await access(chromePath, constants.X_OK);
  } catch {
    throw new Error(`no browser at ${chromePath}: install Debian's chromium (apt-get install chromium) or set CHROME_PATH`);
  }
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
};

const RUNS_ON_ERROR = 3;

const ms = (audit) => `${Math.round(audit.numericValue).toLocaleString('en-US')} ms`;

/**
 * One Lighthouse run of `url` as a phone ('mobile': Lighthouse's default, simulated slow 4G and
 * 4x CPU slowdown) or a desktop: category scores, the metrics (shown and in ms) and failed
 * accessibility audits.
 */
export async function audit(target, port, formFactor, categories = CATEGORIES) {
  // `address@language`: the page as a browser that asks for that language gets it
  const [url, language] = target.split('@');
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    ...(language ? { extraHeaders: { 'Accept-Language': language } } : {}),
  };
  let result;
  // Chromium now and then records no navigation (NO_NAVSTART) on a busy machine; Lighthouse
  // itself says to run it again
  for (let attempt = 1; ; attempt++) {
    result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    const error = result.lhr.runtimeError;
    if (!error) break;
    if (attempt === RUNS_ON_ERROR) throw new Error(`${url}: ${error.code} ${error.message}`);
  }
  const { categories: scored, audits } = result.lhr;
  return {
    // a category Lighthouse could not score counts as 0
    scores: Object.fromEntries(categories.map((c) => [c, scored[c].score ?? 0])),
    metrics: {
      FCP: ms(audits['first-contentful-paint']),
      LCP: ms(audits['largest-contentful-paint']),
      TBT: ms(audits['total-blocking-time']),
      CLS: audits['cumulative-layout-shift'].numericValue.toFixed(3),
      'Speed Index': ms(audits['speed-index']),
    },
    lcpMs: audits['largest-contentful-paint'].numericValue,
    failedA11y: scored.accessibility
      ? Object.values(audits)
          .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0 && scored.accessibility.auditRefs.some((r) => r.id === a.id))
          .map((a) => a.id)
      : [],
  };
}
