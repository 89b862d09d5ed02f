// The built pages in the operators' words: an override of a message is written into the
// prerendered pages of its language from the next request (no rebuild), as a whole text or a whole
// attribute value, in every encoding, with a new ETag; the other languages keep theirs, and a
// reset brings the shipped words back.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@/common/i18n/locale-choice';
import { createTestApp, injectAs, loginAdmin, type TestContext } from '@/tests/helpers/test-app';

const web = (locale: string) =>
  JSON.parse(readFileSync(`src/i18n/catalogues/${locale}.json`, 'utf8')) as Record<string, Record<string, string>>;
const es = web('es');
const en = web('en');

// what the build writes: the title in <title> and <h1>, the menu's name in an attribute, a
// sentence with variables written out with its values
const page = (lang: string, words: Record<string, Record<string, string>>, blurb: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${words.marketingAbout.title}</title></head>` +
  `<body><button aria-label="${words.publicLayout.openMenu}"></button><h1>${words.marketingAbout.title}</h1><p>${blurb}</p></body></html>`;
const ES_BLURB = 'Invest with confidence. Asesorando a inversores en Estados Unidos y Europa desde 2017.';
const PAGES: Record<string, string> = {
  'index.html': '<!doctype html><html lang="en"><div id="root"></div></html>',
  'prerendered/about.html': page('en', en, 'Invest with confidence. Advising investors since 2017.'),
  'prerendered/es/about.html': page('es', es, ES_BLURB),
  'prerendered/es/app.html': '<!doctype html><html lang="es"><div id="root"></div></html>',
  'prerendered/login.html': `<!doctype html><html lang="en"><h1>${en.marketingAbout.title}</h1></html>`,
  'prerendered/es/login.html': `<!doctype html><html lang="es"><h1>${es.marketingAbout.title}</h1></html>`,
};

let ctx: TestContext;
let staticDir: string;
let adminToken: string;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), 'page-words-'));
  for (const [file, html] of Object.entries(PAGES)) {
    mkdirSync(path.dirname(path.join(staticDir, file)), { recursive: true });
    writeFileSync(path.join(staticDir, file), html);
    writeFileSync(path.join(staticDir, `${file}.gz`), gzipSync(html));
    writeFileSync(path.join(staticDir, `${file}.br`), brotliCompressSync(html));
  }
  writeFileSync(path.join(staticDir, 'prerendered/route-patterns.json'), JSON.stringify(['/', '/about', '/login']));
  writeFileSync(path.join(staticDir, 'prerendered/localized-paths.json'), JSON.stringify(['/', '/about']));
  ctx = await createTestApp({ STATIC_DIR: staticDir, RATE_LIMIT_MAX: '1000000' });
  adminToken = (await loginAdmin(ctx.app)).token;
});
afterAll(async () => {
  await ctx?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const override = async (locale: string, id: string, text: string) => {
  const res = await injectAs(ctx.app, adminToken, { method: 'PUT', url: `/api/admin/translations/${locale}/${id}`, payload: { text } });
  expect(res.statusCode, res.body).toBe(200);
};
const reset = async (locale: string, id: string) => {
  const res = await injectAs(ctx.app, adminToken, { method: 'DELETE', url: `/api/admin/translations/${locale}/${id}` });
  expect(res.statusCode, res.body).toBe(200);
};

describe("the built pages in the operators' words", () => {
  it('an override is written into its language’s pages at once, whole texts and attribute values, in every encoding', async () => {
    const before = await get('/es/about');
    expect(before.body).toContain(`<h1>${es.marketingAbout.title}</h1>`);

    await override('es', 'marketingAbout.title', 'Quiénes somos & qué hacemos');
    await override('es', 'publicLayout.openMenu', 'Abrir la navegación');
    // a message with variables is written out with its values by the page: left as built
    await override('es', 'marketingFooter.blurb', '{tagline}. Con inversores desde {year}.');

    const after = await get('/es/about');
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<title>Quiénes somos &amp; qué hacemos</title>');
    expect(after.body).toContain('<h1>Quiénes somos &amp; qué hacemos</h1>');
    expect(after.body).toContain('aria-label="Abrir la navegación"');
    expect(after.body).not.toContain(`>${es.marketingAbout.title}<`);
    expect(after.body).toContain(ES_BLURB);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // the compressed copies say the same
    const br = await get('/es/about', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(after.body);
    // and a browser holding the old copy gets the new one
    expect((await get('/es/about', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
    expect((await get('/es/about', { 'if-none-match': String(after.headers.etag) })).statusCode).toBe(304);
    // every page of the language: the sign-in page too
    expect((await get('/login', { cookie: `${LOCALE_COOKIE}=es` })).body).toContain('<h1>Quiénes somos &amp; qué hacemos</h1>');
  });

  it('the other languages keep their words', async () => {
    const english = await get('/about', { 'accept-language': 'en' });
    expect(english.body).toContain(`<h1>${en.marketingAbout.title}</h1>`);
    expect(english.body).toContain(`aria-label="${en.publicLayout.openMenu}"`);
  });

  it('a reset brings the shipped words back', async () => {
    await reset('es', 'marketingAbout.title');
    await reset('es', 'publicLayout.openMenu');
    await reset('es', 'marketingFooter.blurb');
    const res = await get('/es/about');
    expect(res.body).toBe(PAGES['prerendered/es/about.html']);
  });
});
