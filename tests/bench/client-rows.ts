// The client rows of the benchmark table (docs/performance.md): the home page's JavaScript and Lighthouse's phone audit
// of every public page, each against the floor page (tests/bench/floor/) built and served
// beside the app in the same run.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { audit, DEFAULT_PAGES, launchChrome, startServer, stopServer } from '@/scripts/lighthouse-audit.mjs';
import { precompress } from '@/scripts/vite-precompress';
import { ROOT } from './config';
import { ms, type Row } from './report';

const FLOOR_SOURCE = path.join(ROOT, 'tests/bench/floor');
/** where the floor page is served, beside the app */
const FLOOR_BASE = '/floor/';
const MIN_SCORE = 0.95;
const MAX_LCP_MS = 2000;
const JS_GOAL = 1;

export const CLIENT_NOTE =
  "Client rows: the floor page (tests/bench/floor/: React 19 rendered in the browser, React Router 7's data router, MUI's theme, " +
  'baseline, app bar, typography and button) is built with Vite like the app and served by the same server. Page JS is every script ' +
  'the HTML of / loads as it opens (its module script and modulepreloads), at the gzip size the server sends. Lighthouse: one phone run ' +
  "a page (Lighthouse's default: simulated slow 4G, 4x CPU slowdown), performance only, system Chromium.";

/** The floor page, built into `outDir` with the app's Vite plugins. */
async function buildFloor(outDir: string) {
  await build({
    configFile: false,
    root: FLOOR_SOURCE,
    base: FLOOR_BASE,
    logLevel: 'warn',
    plugins: [react(), precompress()],
    build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
  });
}

/** gzip bytes of the scripts an HTML page loads as it opens; `dir` is the folder its URLs start at. */
function pageScriptsGzip(htmlFile: string, dir: string, urlPrefix: string): { bytes: number; files: number } {
  const html = readFileSync(htmlFile, 'utf8');
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)) urls.add(match[1]);
  // a sign-in page asks for them after its first paint (public/hydrate-after-paint.js)
  for (const match of html.matchAll(/\bdata-(?:entry|preload)="([^"]+)"/g)) for (const url of match[1].split(' ')) urls.add(url);
  let bytes = 0;
  for (const url of urls) {
    const file = path.join(dir, url.slice(urlPrefix.length));
    // as the server sends it: the build's .gz when there is one (small files are sent as they are)
    bytes += existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return { bytes, files: urls.size };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export async function clientRows(): Promise<Row[]> {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-client-'));
  const floorDir = path.join(work, 'floor');
  try {
    console.log('client: building the floor page...');
    await buildFloor(floorDir);
    const homeHtml = path.join(ROOT, 'dist/prerendered/index.html');
    const home = pageScriptsGzip(existsSync(homeHtml) ? homeHtml : path.join(ROOT, 'dist/index.html'), path.join(ROOT, 'dist'), '/');
    const floor = pageScriptsGzip(path.join(floorDir, 'index.html'), floorDir, FLOOR_BASE);
    const rows: Row[] = [
      {
        measure: 'home page JS (gzip)',
        engine: '',
        product: `${kB(home.bytes)} in ${home.files} files`,
        anchor: `floor page ${kB(floor.bytes)} in ${floor.files} files`,
        ratio: home.bytes / floor.bytes,
        goal: `<= ${JS_GOAL.toFixed(1)}`,
        holds: home.bytes / floor.bytes <= JS_GOAL,
      },
    ];

    console.log('client: Lighthouse...');
    const { server, url } = await startServer(path.join(work, 'server'), { extra: { floor: floorDir } });
    const chrome = await launchChrome();
    try {
      const phone = (page: string) => audit(`${url}${page}`, chrome.port, 'mobile', ['performance']);
      const floorRun = await phone(`${FLOOR_BASE}index.html`);
      const floorFigure = `floor page ${floorRun.scores.performance.toFixed(2)}, LCP ${ms(floorRun.lcpMs)}`;
      for (const page of DEFAULT_PAGES) {
        const run = await phone(page);
        const score = run.scores.performance;
        console.log(`client: ${page} ${score} LCP ${Math.round(run.lcpMs)} ms`);
        rows.push({
          measure: `Lighthouse phone \`${page}\` (score, LCP)`,
          engine: '',
          product: `${score.toFixed(2)}, LCP ${ms(run.lcpMs)}`,
          anchor: floorFigure,
          // LCP over the floor page's
          ratio: run.lcpMs / floorRun.lcpMs,
          goal: `>= ${MIN_SCORE}, LCP <= ${ms(MAX_LCP_MS)}`,
          holds: score >= MIN_SCORE && run.lcpMs <= MAX_LCP_MS,
        });
      }
    } finally {
      await chrome.kill();
      await stopServer(server);
    }
    return rows;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
