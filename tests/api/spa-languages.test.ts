import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@/common/i18n/locale-choice';
import { createTestApp, type TestContext } from '../helpers/test-app';

// Each page comes in the reader's language: a marketing page at its language's address, the
// others at their one address, in the language the visitor chose (a cookie) or their browser asks for.
const page = (lang: string, body: string, head = '') =>
  `<!doctype html><html lang="${lang}"><head><title>${body}</title>${head}</head><div id="root">${body}</div></html>`;
const ALTERNATES = '<link rel="alternate" hreflang="es" href="__PUBLIC_ORIGIN__/es/about">';
const PAGES: Record<string, string> = {
  'index.html': page('en', 'app'),
  'prerendered/about.html': page('en', 'About us', ALTERNATES),
  'prerendered/login.html': page('en', 'Sign in'),
  'prerendered/shell/account.html': page('en', 'Your account'),
  'prerendered/es/about.html': page('es', 'Sobre nosotros', ALTERNATES),
  'prerendered/es/login.html': page('es', 'Iniciar sesión'),
  'prerendered/es/shell/account.html': page('es', 'Tu cuenta'),
  'prerendered/es/app.html': page('es', 'aplicación'),
  'prerendered/ar/about.html': page('ar', 'من نحن', ALTERNATES),
  'prerendered/ar/login.html': page('ar', 'تسجيل الدخول'),
  'prerendered/ar/shell/account.html': page('ar', 'حسابك'),
  'prerendered/ar/app.html': page('ar', 'التطبيق'),
};
const PUBLIC_URL = 'https://invest.example';

let ctx: TestContext;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), 'spa-languages-'));
  for (const [file, html] of Object.entries(PAGES)) {
    mkdirSync(path.dirname(path.join(staticDir, file)), { recursive: true });
    writeFileSync(path.join(staticDir, file), html);
    writeFileSync(path.join(staticDir, `${file}.gz`), gzipSync(html));
    writeFileSync(path.join(staticDir, `${file}.br`), brotliCompressSync(html));
  }
  writeFileSync(
    path.join(staticDir, 'prerendered/route-patterns.json'),
    JSON.stringify(['/', '/about', '/login', '/account', '/account/profile', '/reset-password']),
  );
  writeFileSync(path.join(staticDir, 'prerendered/localized-paths.json'), JSON.stringify(['/', '/about']));
  ctx = await createTestApp({ STATIC_DIR: staticDir, PUBLIC_URL });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const chose = (locale: string) => ({ cookie: `${LOCALE_COOKIE}=${locale}` });

describe('pages in the reader’s language', () => {
  it('a marketing page’s bare address is English for an English browser and for a visitor who chose English', async () => {
    const visitors: Record<string, string>[] = [
      { 'accept-language': 'en-US,en;q=0.9' },
      { 'accept-language': 'es-ES', ...chose('en') },
      {},
    ];
    for (const headers of visitors) {
      const res = await get('/about', headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('About us');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('sends a visitor whose browser asks for another language to the page’s address in it, query kept', async () => {
    const res = await get('/about?ref=mail', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/es/about?ref=mail');
    expect(res.headers.vary).toContain('accept-language');
  });

  it('the remembered choice wins over the browser’s language', async () => {
    const res = await get('/about', { 'accept-language': 'es', ...chose('ar') });
    expect(res.headers.location).toBe('/ar/about');
  });

  it('a language’s address serves the page in it, says so on <html>, and remembers the choice', async () => {
    const res = await get('/es/about', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="es">');
    expect(res.body).toContain('Sobre nosotros');
    expect(res.headers['set-cookie']).toMatch(new RegExp(`^${LOCALE_COOKIE}=es; Path=/; Max-Age=\\d+; SameSite=Lax$`));
    // already remembered: no cookie written again
    expect((await get('/es/about', chose('es'))).headers['set-cookie']).toBeUndefined();
  });

  it('the hreflang alternates carry the server’s public address, in every encoding', async () => {
    const plain = await get('/es/about');
    expect(plain.body).toContain(`href="${PUBLIC_URL}/es/about"`);
    expect(plain.body).not.toContain('__PUBLIC_ORIGIN__');
    const zipped = await get('/ar/about', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toContain(`href="${PUBLIC_URL}/es/about"`);
  });

  it('English’s address remembers English and sends the visitor to the bare address', async () => {
    const res = await get('/en/about?x=1', chose('ar'));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/about?x=1');
    expect(res.headers['set-cookie']).toMatch(new RegExp(`^${LOCALE_COOKIE}=en;`));
  });

  it('a language’s address of an app page remembers the language and sends the visitor to the page’s one address', async () => {
    const res = await get('/ar/login?redirect=%2Faccount');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?redirect=%2Faccount');
    expect(res.headers['set-cookie']).toMatch(new RegExp(`^${LOCALE_COOKIE}=ar;`));
  });

  it('never sends a visitor to another site', async () => {
    for (const url of ['/es//other.example/x', '/es/\\\\other.example', '/en//other.example']) {
      const res = await get(url);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toMatch(/^\/[^/\\]/);
    }
  });

  it('app pages come at their one address in the chosen language: prerendered, shell, and the app page (404 too)', async () => {
    expect((await get('/login', chose('es'))).body).toContain('Iniciar sesión');
    expect((await get('/login', { 'accept-language': 'ar' })).body).toContain('تسجيل الدخول');
    expect((await get('/account/profile', chose('ar'))).body).toContain('حسابك');
    expect((await get('/reset-password', chose('es'))).body).toContain('aplicación');
    const missing = await get('/no-such-page', chose('ar'));
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="ar">');
  });

  it('a language the build did not write falls back to English, and a forged cookie is ignored', async () => {
    expect((await get('/login', chose('fr'))).body).toContain('Sign in');
    expect((await get('/login', { cookie: `${LOCALE_COOKIE}=xx-evil`, 'accept-language': 'es' })).body).toContain('Iniciar sesión');
  });
});
