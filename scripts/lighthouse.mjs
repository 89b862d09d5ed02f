#!/usr/bin/env node
// Lighthouse 12 against the built web app served by the real server (run on demand):
//
//   npm run build && node scripts/lighthouse.mjs [--mobile | --desktop] [--no-write] [/path ...]
//
// Starts server/server.ts on a free port with a fresh data directory, audits each page with
// the system Chromium (CHROME_PATH overrides /usr/bin/chromium) as a phone (Lighthouse's
// default: simulated slow 4G, 4x CPU slowdown) and as a desktop, prints the scores, writes
// them to docs/performance.md between the lighthouse markers, and exits 1 when performance
// or accessibility of any page is below 0.9.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { audit, CATEGORIES, DEFAULT_PAGES, LANGUAGE_PAGES, launchChrome, startServer, stopServer } from './lighthouse-audit.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPORT = path.join(ROOT, 'docs', 'performance.md');
const START = '<!-- lighthouse:start -->';
const END = '<!-- lighthouse:end -->';
const MIN_SCORE = 0.9;
const GATED = ['performance', 'accessibility'];

const args = process.argv.slice(2);
const FORM_FACTORS = args.includes('--desktop') ? ['desktop'] : args.includes('--mobile') ? ['mobile'] : ['mobile', 'desktop'];
const write = !args.includes('--no-write');
const pages = args.filter((a) => a.startsWith('/'));
const targets = pages.length ? pages : [...DEFAULT_PAGES, ...LANGUAGE_PAGES];

function markdown(rows, lighthouseVersion) {
  const table = (formFactor) => [
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | Speed Index |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows
      .filter((r) => r.formFactor === formFactor)
      .map(
        ({ page, scores, metrics }) =>
          `| \`${page}\` | ${CATEGORIES.map((c) => scores[c].toFixed(2)).join(' | ')} | ${Object.values(metrics).join(' | ')} |`,
      ),
  ];
  const titles = {
    mobile: '### Phone (Lighthouse default: Moto G Power screen, simulated slow 4G, 4x CPU slowdown)',
    desktop: '### Desktop (Lighthouse desktop preset)',
  };
  const lines = [
    START,
    '## Lighthouse (public pages)',
    '',
    `Run ${new Date().toISOString().slice(0, 10)} with \`npm run build && node scripts/lighthouse.mjs\`: Lighthouse ${lighthouseVersion}, system Chromium,`,
    `against the real server (built app, pre-compressed assets, fresh database) on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
    `Aim: performance and accessibility at least ${MIN_SCORE} on every page (the script exits 1 otherwise).`,
    'Phone scores move by a few hundredths from run to run on a shared machine. The JavaScript budget of the',
    'home page (under 200 kB gzip) is checked by tests/e2e/public/bundle.spec.ts on every e2e run.',
    ...FORM_FACTORS.flatMap((f) => ['', titles[f], '', ...table(f)]),
    END,
  ];
  return lines.join('\n');
}

function writeReport(section) {
  const current = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '# Performance\n';
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  // only our own section changes; the benchmarks' section (bench markers) stays as it is
  const next =
    start !== -1 && end > start
      ? current.slice(0, start) + section + current.slice(end + END.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(REPORT, next);
}

async function main() {
  if (!existsSync(path.join(ROOT, 'dist', 'index.html'))) {
    throw new Error('dist/ is missing: run "npm run build" first');
  }
  const workDir = mkdtempSync(path.join(tmpdir(), 'invest-lighthouse-'));
  const { server, url } = await startServer(workDir);
  const chrome = await launchChrome();
  const rows = [];
  try {
    for (const formFactor of FORM_FACTORS) {
      for (const page of targets) {
        const row = { page, formFactor, ...(await audit(`${url}${page}`, chrome.port, formFactor)) };
        rows.push(row);
        const line = CATEGORIES.map((c) => `${c} ${row.scores[c].toFixed(2)}`).join(', ');
        console.log(
          `${formFactor} ${page}: ${line}; ${Object.entries(row.metrics)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')}`,
        );
        if (row.failedA11y.length) console.log(`  accessibility audits failed: ${row.failedA11y.join(', ')}`);
      }
    }
  } finally {
    await chrome.kill();
    await stopServer(server);
    rmSync(workDir, { recursive: true, force: true });
  }
  const version = JSON.parse(readFileSync(path.join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
  if (write) {
    writeReport(markdown(rows, version));
    console.log(`written to ${path.relative(ROOT, REPORT)}`);
  }
  const low = rows.flatMap((r) => GATED.filter((c) => r.scores[c] < MIN_SCORE).map((c) => `${r.formFactor} ${r.page} ${c} ${r.scores[c]}`));
  if (low.length) {
    console.error(`below ${MIN_SCORE}: ${low.join('; ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
