import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

const DIST = path.resolve(import.meta.dirname, '../../../dist');
const HOME_BUDGET_BYTES = 200 * 1024;

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
  /^(?:src-admin\/|src\/app\/pages\/(?:admin\.tsx|account\/)|src\/features\/(?:account|deposit|withdrawal|plans|investments|activity|kyc|profile)\/|node_modules\/(?:react-admin|ra-))/;

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

test.describe('what the public pages download', () => {
  test('the build manifest: public pages statically import nothing of the investor area or the back-office', () => {
    const m = manifest();
    for (const key of PUBLIC_MODULES) expect(m[key], `${key} is a chunk of its own`).toBeDefined();
    const closure = staticClosure(m, ['index.html', ...PUBLIC_MODULES]);
    const forbiddenFiles = new Set(
      Object.values(m)
        .filter((c) => c.src && FORBIDDEN_SOURCE.test(c.src))
        .map((c) => c.file),
    );
    expect(forbiddenFiles.size).toBeGreaterThan(0);
    expect([...closure].filter((key) => FORBIDDEN_SOURCE.test(key) || forbiddenFiles.has(m[key].file))).toEqual([]);
  });

  test('in the browser: no public page requests react-admin or investor-area code', async ({ page }) => {
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
      await page.goto('/');
      await expect(page.getByTestId('partner-carousel')).toBeVisible();
    });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => forbiddenFiles.has(new URL(url).pathname))).toEqual([]);
    for (const url of scripts) {
      const body = await (await page.request.get(url)).text();
      // message keys that only react-admin's own code carries
      expect(body.includes('ra.action.delete') || body.includes('ra.auth.sign_in'), `${url} holds react-admin code`).toBe(false);
    }
  });

  test(`the home page's JavaScript is under ${HOME_BUDGET_BYTES / 1024} kB gzip`, async ({ page }) => {
    const scripts = await scriptsDuring(page, async () => {
      await page.goto('/');
      await expect(page.getByTestId('partner-carousel')).toBeVisible();
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
    test.info().annotations.push({ type: 'home JS (gzip)', description: `${(total / 1024).toFixed(1)} kB in ${scripts.length} files` });
    expect(total, `home page JavaScript:\n${sizes.join('\n')}`).toBeLessThan(HOME_BUDGET_BYTES);
  });
});
