import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app';

// The web app's pages (index.html for every browser route, the prerendered public pages) are
// held in memory and answered in the encoding the browser takes, as the build pre-compressed
// them; a browser's current copy gets a 304.
const INDEX = '<!doctype html><title>app</title><div id="root"></div>';
const ABOUT = '<!doctype html><title>About</title><div id="root"><h1>About us</h1></div>';

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
    const res = await get('/account/profile');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers.etag).toMatch(/^"[\w-]{32}"$/);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('a prerendered public page gets its own HTML, and its ETag differs from index.html', async () => {
    const about = await get('/about');
    expect(about.statusCode).toBe(200);
    expect(about.body).toBe(ABOUT);
    expect(about.headers.etag).not.toBe((await get('/account')).headers.etag);
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
