import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { matchRoutes } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownPathMatcher } from '@/server/plugins/known-paths';
import { createTestApp, type TestContext } from '../helpers/test-app';

// The web app's pages (index.html for every browser route, the prerendered public pages) are
// held in memory and answered in the encoding the browser takes, as the build pre-compressed
// them; a browser's current copy gets a 304.
const INDEX = '<!doctype html><title>app</title><div id="root"></div>';
const ABOUT = '<!doctype html><title>About</title><div id="root"><h1>About us</h1></div>';
const ACCOUNT_SHELL = '<!doctype html><title>Your account</title><div id="root"><nav>Home</nav></div>';
// as scripts/prerender.mjs writes them from the route table (src/prerender/route-patterns.ts)
const ROUTE_PATTERNS = ['/', '/about', '/login', '/account', '/account/profile', '/account/kyc-verify', '/plans/:planId', '/admin/*'];

let ctx: TestContext;
let staticDir: string;

function writePage(file: string, html: string) {
  writeFileSync(file, html);
  writeFileSync(`${file}.gz`, gzipSync(html));
  writeFileSync(`${file}.br`, brotliCompressSync(html));
}

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), 'spa-pages-'));
  mkdirSync(path.join(staticDir, 'assets'));
  mkdirSync(path.join(staticDir, 'prerendered'));
  writePage(path.join(staticDir, 'index.html'), INDEX);
  writePage(path.join(staticDir, 'prerendered', 'about.html'), ABOUT);
  mkdirSync(path.join(staticDir, 'prerendered', 'shell'));
  writePage(path.join(staticDir, 'prerendered', 'shell', 'account.html'), ACCOUNT_SHELL);
  writeFileSync(path.join(staticDir, 'prerendered', 'route-patterns.json'), JSON.stringify(ROUTE_PATTERNS));
  writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  ctx = await createTestApp({ STATIC_DIR: staticDir });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => ctx.app.inject({ method, url, headers });

describe('pages of the web app', () => {
  it('a browser route gets index.html, never cached without revalidation, with a strong ETag', async () => {
    const res = await get('/login?redirect=%2Faccount');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('accept-encoding, accept-language, cookie');
    expect(res.headers.etag).toMatch(/^"[\w-]{32}"$/);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('a prerendered public page gets its own HTML, and its ETag differs from index.html', async () => {
    const about = await get('/about');
    expect(about.statusCode).toBe(200);
    expect(about.body).toBe(ABOUT);
    expect(about.headers.etag).not.toBe((await get('/login')).headers.etag);
  });

  it('the encoding the browser prefers among those built: brotli, then gzip, else none', async () => {
    const br = await get('/about', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(brotliCompressSync(ABOUT))).toBe(true);
    const gz = await get('/about', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(gzipSync(ABOUT))).toBe(true);
    const none = await get('/about', { 'accept-encoding': 'deflate' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(ABOUT);
    const refused = await get('/about', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it("a browser whose copy is current gets 304 without a body; another page's tag does not match", async () => {
    const { etag } = (await get('/')).headers as { etag: string };
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get('/', { 'if-none-match': ifNoneMatch });
      expect(res.statusCode, ifNoneMatch).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
    }
    expect((await get('/about', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('HEAD answers the headers alone', async () => {
    const res = await get('/about', {}, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(ABOUT)));
  });

  it('assets still come from the files, and unknown API routes are 404 JSON, not a page', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await get('/api/no-such-route');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ message: expect.stringContaining('not found') });
    expect((await get('/no-such-file.js')).statusCode).toBe(404);
  });
});

describe('paths the web app has no page at', () => {
  it('get the same page (the app shows its not-found page) with a 404', async () => {
    for (const url of ['/no-such-page', '/about/team', '/account/nope', '/account/profile/extra', '/plans', '/loginx', '/api-docs-old']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
    }
  });

  it('a 404 stays a 404 even when the browser holds the page', async () => {
    const { etag } = (await get('/login')).headers as { etag: string };
    const res = await get('/no-such-page', { 'if-none-match': etag });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(INDEX);
  });

  it('known paths answer 200: a trailing slash, another case, a dynamic segment, anything below /admin', async () => {
    for (const url of ['/login/', '/LOGIN', '/plans/42', '/admin', '/admin/users/edit/7', '/account/kyc-verify?step=2']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    expect((await get('/', {}, 'HEAD')).statusCode).toBe(200);
    expect((await get('/no-such-page', {}, 'HEAD')).statusCode).toBe(404);
  });

  it('the investor area gets its prerendered shell at each of its paths, and only there', async () => {
    for (const url of ['/account', '/account/', '/account/profile']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(ACCOUNT_SHELL);
    }
    expect((await get('/accounts')).body).toBe(INDEX);
  });

  it('the server matches paths as the browser router does', () => {
    const known = knownPathMatcher(ROUTE_PATTERNS);
    const table = ROUTE_PATTERNS.map((pattern) => ({ path: pattern }));
    const paths = [
      '/',
      '/about',
      '/About/',
      '/about/x',
      '/account',
      '/account/profile',
      '/account/Profile',
      '/account/nope',
      '/plans',
      '/plans/1',
      '/plans/1/2',
      '/admin',
      '/admin/',
      '/admin/a/b',
      '/adminx',
      '/%E2%82%AC',
      '/plans/%20',
    ];
    for (const pathname of paths) expect(known(pathname), pathname).toBe(matchRoutes(table, pathname) !== null);
  });
});
