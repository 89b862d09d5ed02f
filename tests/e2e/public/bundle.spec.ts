import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { localizedPath } from '@/common/i18n/locale-choice';
import { LOCALES } from '@/common/i18n/locales';
import { MARKETING_SCRIPT, pageCatalogues } from '@/src/prerender/pages';
import { openPublicPage } from './helpers';

const DIST = path.resolve(import.meta.dirname, '../../../dist');
// The home page is not hydrated: its one script is src/public-page.ts, a few kB. React, the
// router or MUI coming back to it would be ~150 kB.
const HOME_BUDGET_BYTES = 16 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const manifest = (): Manifest => JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'));

/** Code that belongs to the back-office or the investor area, never to a public page. */
const FORBIDDEN_SOURCE =
  /^(?:src-admin\/|src\/app\/pages\/(?:admin\.tsx|account\/)|src\/features\/(?:account|deposit|withdrawal|withdrawal-addresses|plans|investments|activity|kyc|profile|dashboard|statements|notifications|support|security)\/|node_modules\/(?:react-admin|ra-|@mui\/x-charts|pdfkit))/;

/**
 * What the build's shared chunks hold is not in the manifest (they are named by hash and list no
 * sources), so code that only the investor area or the back-office uses is also found by words
 * only its own code carries. A public page's script holding one fails by that code's name, not
 * only by the size budget below. Words are no marker: every page of a language loads its whole
 * catalogue (src/app/page-catalogues.ts); the API addresses only a feature's own code calls are.
 */
const FORBIDDEN_MARKERS: { name: string; marker: string }[] = [
  // the charts: a utility class MUI X Charts gives its drawing surface
  { name: '@mui/x-charts', marker: 'MuiChartsSurface' },
  // message keys that only react-admin's own code carries
  { name: 'react-admin', marker: 'ra.action.delete' },
  { name: 'react-admin', marker: 'ra.auth.sign_in' },
  { name: 'the dashboard feature (src/features/dashboard)', marker: '/insight/history' },
  { name: 'the statements feature (src/features/statements)', marker: '/statements/' },
  // server-only: the PDF library must never reach a browser at all
  { name: 'pdfkit', marker: 'PDFKit' },
];

/** The forbidden code `body` holds, by name. */
const forbiddenIn = (body: string): string[] => [...new Set(FORBIDDEN_MARKERS.filter((f) => body.includes(f.marker)).map((f) => f.name))];

const PUBLIC_MODULES = [
  'src/components/layouts/public-layout.tsx',
  ...['home', 'about', 'services', 'contact', 'terms', 'privacy', 'login', 'signup', 'forgot-password', 'reset-password'].map(
    (page) => `src/app/pages/${page}.tsx`,
  ),
];
const PUBLIC_PATHS = ['/', '/about', '/services', '/contact', '/terms', '/privacy', '/login', '/signup', '/forgot-password'];

/** The chunks a module pulls in with static imports (what loads with it, before any lazy import). */
function staticClosure(m: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of m[key]?.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

/** Every script URL the page requests while `run` goes on. */
async function scriptsDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
  const urls = new Set<string>();
  const onRequest = (request: { url(): string; resourceType(): string }) => {
    if (request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js')) urls.add(request.url());
  };
  page.on('request', onRequest);
  await run();
  page.off('request', onRequest);
  return [...urls];
}

/**
 * Libraries the public site does not need at first: the partner carousel's slider comes
 * once the strip is on screen, react-query and the toasts with the sign-in and account routes.
 * Found by strings only their own code carries.
 */
const HEAVY_MARKERS: { name: string; marker: string }[] = [
  { name: 'react-slick', marker: 'slick-track' },
  { name: '@tanstack/react-query', marker: 'No QueryClient set' },
  { name: 'notistack', marker: 'notistack-MuiContent' },
];
/** The public shell: the entry and the site's pages (the sign-in pages are routes with the data layer). */
const SHELL_MODULES = [
  'index.html',
  'src/components/layouts/public-layout.tsx',
  ...['home', 'about', 'services', 'contact', 'terms', 'privacy'].map((page) => `src/app/pages/${page}.tsx`),
];

test.describe('what the public pages download', () => {
  test('the build manifest: public pages statically import nothing of the investor area or the back-office', () => {
    const m = manifest();
    for (const key of PUBLIC_MODULES) expect(m[key], `${key} is a chunk of its own`).toBeDefined();
    const closure = staticClosure(m, ['index.html', MARKETING_SCRIPT, ...PUBLIC_MODULES]);
    const forbiddenFiles = new Set(
      Object.values(m)
        .filter((c) => c.src && FORBIDDEN_SOURCE.test(c.src))
        .map((c) => c.file),
    );
    expect(forbiddenFiles.size).toBeGreaterThan(0);
    expect([...closure].filter((key) => FORBIDDEN_SOURCE.test(key) || forbiddenFiles.has(m[key].file))).toEqual([]);
    // and by content: none of the files a public page loads first holds investor-area or back-office code
    const files = new Set([...closure].map((key) => m[key].file));
    const leaks = [...files].flatMap((file) => forbiddenIn(readFileSync(path.join(DIST, file), 'utf8')).map((name) => `${file}: ${name}`));
    expect(leaks).toEqual([]);
  });

  test('the public shell loads no slider, react-query or notistack (they are in the build, in later chunks)', () => {
    const m = manifest();
    const read = (file: string) => readFileSync(path.join(DIST, file), 'utf8');
    const shellFiles = new Set([...staticClosure(m, SHELL_MODULES)].map((key) => m[key].file));
    const found = [...shellFiles].flatMap((file) =>
      HEAVY_MARKERS.filter((h) => read(file).includes(h.marker)).map((h) => `${file}: ${h.name}`),
    );
    expect(found).toEqual([]);
    const all = Object.values(m)
      .map((c) => c.file)
      .filter((file) => file.endsWith('.js'))
      .map(read)
      .join('\n');
    expect(HEAVY_MARKERS.filter((h) => !all.includes(h.marker)).map((h) => h.name)).toEqual([]);
  });

  test('every forbidden marker is in the build, so its absence from the public pages means something', () => {
    const scripts = Object.values(manifest())
      .map((c) => c.file)
      .filter((file) => file.endsWith('.js'));
    const all = scripts.map((file) => readFileSync(path.join(DIST, file), 'utf8')).join('\n');
    // pdfkit is server-only: it is the one marker the web build must not hold anywhere
    const missing = FORBIDDEN_MARKERS.filter((f) => f.name !== 'pdfkit' && !all.includes(f.marker)).map((f) => `${f.name}: ${f.marker}`);
    expect(missing).toEqual([]);
    expect(all.includes('PDFKit'), 'pdfkit in the web build').toBe(false);
  });

  test('in the browser: no public page requests react-admin, the charts or investor-area code', async ({ page }) => {
    const m = manifest();
    const forbiddenFiles = new Set(
      Object.values(m)
        .filter((c) => c.src && FORBIDDEN_SOURCE.test(c.src))
        .map((c) => `/${c.file}`),
    );
    const scripts = await scriptsDuring(page, async () => {
      for (const target of PUBLIC_PATHS) {
        await page.goto(target);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
    });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => forbiddenFiles.has(new URL(url).pathname))).toEqual([]);
    const leaks: string[] = [];
    for (const url of scripts) {
      const body = await (await page.request.get(url)).text();
      for (const name of forbiddenIn(body)) leaks.push(`${new URL(url).pathname} holds ${name}`);
    }
    expect(leaks).toEqual([]);
  });

  for (const locale of LOCALES) {
    test(`the home page's JavaScript is under ${HOME_BUDGET_BYTES / 1024} kB gzip (${locale})`, async ({ page }) => {
      const scripts = await scriptsDuring(page, async () => {
        await openPublicPage(page, localizedPath(locale, '/'));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await page.getByTestId('partner-carousel').scrollIntoViewIfNeeded();
        await page.waitForLoadState('networkidle');
      });
      let total = 0;
      const sizes: string[] = [];
      for (const url of scripts) {
        // as the server sends it to a browser that accepts gzip (pre-compressed at build time)
        const res = await page.request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
        const headers = res.headers();
        const gzipped = headers['content-encoding'] === 'gzip' ? Number(headers['content-length']) : gzipSync(await res.body()).length;
        total += gzipped;
        sizes.push(`${(gzipped / 1024).toFixed(1)} kB ${new URL(url).pathname}`);
      }
      test
        .info()
        .annotations.push({ type: `home JS (gzip, ${locale})`, description: `${(total / 1024).toFixed(1)} kB in ${scripts.length} files` });
      expect(total, `home page JavaScript:\n${sizes.join('\n')}`).toBeLessThan(HOME_BUDGET_BYTES);
    });
  }

  test('a page of the app loads the words of its language only', async ({ browser }) => {
    const m = manifest();
    const catalogueFile = (locale: string) => new Set(pageCatalogues(locale).map((source) => `/${m[source]?.file ?? `missing ${source}`}`));
    for (const locale of ['es', 'ar'] as const) {
      const context = await browser.newContext({ locale, extraHTTPHeaders: { 'Accept-Language': locale } });
      const page = await context.newPage();
      const scripts = await scriptsDuring(page, async () => {
        await page.goto('/login');
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
      });
      const paths = new Set(scripts.map((url) => new URL(url).pathname));
      for (const other of LOCALES) {
        const files = [...catalogueFile(other)];
        if (other === locale)
          expect(
            files.filter((file) => !paths.has(file)),
            `${locale} words loaded`,
          ).toEqual([]);
        else
          expect(
            files.filter((file) => paths.has(file)),
            `${other} words on a ${locale} page`,
          ).toEqual([]);
      }
      await context.close();
    }
  });
});
