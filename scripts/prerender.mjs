#!/usr/bin/env node
// Step 3 of `npm run build` (after the browser build and `vite build --ssr src/prerender/entry-server.tsx`):
// writes each public page, rendered by React once per language, to dist/prerendered/<page>.html
// (English; each other language under dist/prerendered/<language>/) and the rules of its
// emotion classes to a stylesheet of its own, dist/assets/page-<content hash>.css (each plus .br and
// .gz, as scripts/vite-precompress.ts does for the rest). The server answers those paths with them
// (server/plugins/spa.ts). The marketing pages are not hydrated: their one script is
// src/public-page.ts. The sign-in pages are hydrated by the app (src/main.tsx). The investor area
// gets a shell (dist/prerendered/shell/account.html: navigation, top bar, a skeleton), which the
// app renders over. Every other path gets dist/index.html (another language: <language>/app.html):
// 200 when dist/prerendered/route-patterns.json (the route table's paths) has it, else 404.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist');
const SSR = path.join(ROOT, 'dist-ssr');
const OUT = path.join(DIST, 'prerendered');

// The page must be rendered as the browser's production build renders it. Under another NODE_ENV,
// React and MUI run their development code, and MUI names each class after its component
// (css-654veg-MuiPaper-root-MuiAppBar-root): different names from the browser's (emotion hashes
// the label too), so hydration inserted every rule again and the page carried longer names.
process.env.NODE_ENV = 'production';
const {
  render,
  renderAccountShell,
  ACCOUNT_SHELL_PAGE,
  pageCatalogues,
  HYDRATED_PAGES,
  LOCALES,
  directionOf,
  localizedPath,
  localeFolder,
  APP_PAGE_FILE,
  MARKETING_PAGES,
  MARKETING_SCRIPT,
  PRERENDERED_CLASSES_ATTRIBUTE,
  ROUTE_PATTERNS,
  prerenderedFile,
} = await import(pathToFileURL(path.join(SSR, 'entry-server.js')).href);
const template = readFileSync(path.join(DIST, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8'));

/** The chunk files `modules` load with them (their static imports), themselves included. */
function staticFiles(modules) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`prerender: ${key} is not in the build's manifest (src/prerender/pages.ts is out of date)`);
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  modules.forEach(visit);
  return [...seen].map((key) => `/${manifest[key].file}`);
}

/** The chunk files `modules` load with them, minus those index.html already has. */
const preloads = (modules) => staticFiles(modules).filter((file) => !template.includes(`"${file}"`));

/** `text` as the build's files are written: itself, .br and .gz */
function writeCompressed(file, text) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
}

/**
 * The page's class rules as a stylesheet under /assets/, named by its content. Inline they were
 * ~50 kB of the home page's ~75 (over half its bytes compressed), sent again on every visit
 * since a page is never cached; as a file the browser keeps them for a year, and the page that
 * every visit asks for is less than half the size (docs/adr/0147-the-prerendered-pages-rules-are-a-stylesheet.md).
 */
function classStylesheet(css) {
  // named by content alone: pages with the same rules (the terms and the privacy policy) share one
  const file = `assets/page-${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
  writeCompressed(path.join(DIST, file), css);
  return `/${file}`;
}

if (!/<script type="module" crossorigin src=/.test(template)) throw new Error('prerender: dist/index.html has no module script');
if (!existsSync(path.join(DIST, 'hydrate-after-paint.js'))) throw new Error('prerender: dist/hydrate-after-paint.js is missing');
if (!template.includes('<div id="root"></div>')) throw new Error('prerender: dist/index.html has no empty #root');
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A sign-in page's scripts: the app's, which hydrate it, asked for after the first paint
 * (public/hydrate-after-paint.js). In the head, even at low priority, they start before it and share
 * the connection with what it needs (Lighthouse's simulation counts them before LCP).
 */
function hydratingScripts(modules, locale) {
  const entry = MODULE_SCRIPT.exec(template)[1];
  const preloadFiles = [...[...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]), ...preloads([...modules, ...pageCatalogues(locale)])];
  return `<script defer src="/hydrate-after-paint.js" data-entry="${entry}" data-preload="${preloadFiles.join(' ')}"></script>`;
}

/** A marketing page's script: src/public-page.ts and what it imports, none of the app's. */
function marketingScripts() {
  const [entry, ...imports] = staticFiles([MARKETING_SCRIPT]);
  return [
    `<script type="module" crossorigin src="${entry}"></script>`,
    ...imports.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
  ].join('');
}

/**
 * Where the server writes its public address into a page (server/plugins/spa.ts): hreflang
 * alternates must be absolute, and the address is the server's setting, not the build's.
 */
const ORIGIN_PLACEHOLDER = '__PUBLIC_ORIGIN__';
const MARKETING_PATHS = new Set(MARKETING_PAGES.map(({ path: pagePath }) => pagePath));

/** The <html> tag of a page in `locale`: its language, and the direction it is written in. */
const htmlTag = (locale) => `<html lang="${locale}" dir="${directionOf(locale)}">`;

/** Every language's address of a marketing page, for search engines (English, unprefixed, is the default). */
const alternates = (pagePath) =>
  [
    ...LOCALES.map(
      (locale) => `<link rel="alternate" hreflang="${locale}" href="${ORIGIN_PLACEHOLDER}${localizedPath(locale, pagePath)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${ORIGIN_PLACEHOLDER}${pagePath}">`,
  ].join('');

/**
 * A marketing page in another language links to the other marketing pages in that language
 * (it is not hydrated: its links are what the HTML says). The app's own pages keep their one address.
 */
const localizedLinks = (html, locale) =>
  locale === 'en'
    ? html
    : html.replace(/href="(\/[^"#?]*)([#?][^"]*)?"/g, (whole, target, tail = '') =>
        MARKETING_PATHS.has(target) ? `href="${localizedPath(locale, target)}${tail}"` : whole,
      );

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
/** The template with a rendered page in #root; `keepNoscript` for a page that does not read without JavaScript. */
function pageHtml({ html, title, globalStyles, classCss }, scripts, locale, { keepNoscript = false, head = '' } = {}) {
  const page = template
    .replace(/<html lang="en">/, () => htmlTag(locale))
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(MODULE_SCRIPT, () => scripts)
    .replace(/<title>[^<]*<\/title>/, title ? `<title>${title}</title>` : '$&')
    // emotion's styles where its own tags would be: the globals, then the classes (the stylesheet)
    // (src/lib/prerendered-styles.ts reads the classes' names from the stylesheet, for emotion)
    .replace(
      '</head>',
      () => `${head}${globalStyles}<link rel="stylesheet" href="${classStylesheet(classCss)}" ${PRERENDERED_CLASSES_ATTRIBUTE}></head>`,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
  // the page reads without JavaScript: the notice is for the pages that are not prerendered
  return keepNoscript ? page : page.replace(/<noscript>[^<]*<\/noscript>/, '');
}

/** `text` written to dist/prerendered/<file>, its folder made first. */
function writePage(file, text) {
  mkdirSync(path.dirname(path.join(OUT, file)), { recursive: true });
  writeCompressed(path.join(OUT, file), text);
}

if (!template.includes('<html lang="en">')) throw new Error('prerender: dist/index.html has no <html lang="en">');
for (const locale of LOCALES) {
  for (const { path: pagePath } of MARKETING_PAGES) {
    const page = pageHtml(await render(pagePath, locale), marketingScripts(), locale, { head: alternates(pagePath) });
    writePage(`${localeFolder(locale)}${prerenderedFile(pagePath)}`, localizedLinks(page, locale));
  }
  for (const { path: pagePath, modules } of HYDRATED_PAGES) {
    writePage(
      `${localeFolder(locale)}${prerenderedFile(pagePath)}`,
      pageHtml(await render(pagePath, locale), hydratingScripts(modules, locale), locale),
    );
  }
  // The investor area's frame, drawn before its scripts and data arrive (the app renders over it)
  const shellScripts = hydratingScripts(ACCOUNT_SHELL_PAGE.modules, locale);
  const shell = pageHtml(await renderAccountShell(locale), shellScripts, locale, { keepNoscript: true });
  writePage(`${localeFolder(locale)}${ACCOUNT_SHELL_PAGE.file}`, shell);
  // Every other page of the app, which the browser renders: the template in the language, with its words preloaded
  if (locale !== 'en') {
    const app = template
      .replace(/<html lang="en">/, () => htmlTag(locale))
      .replace(
        '</head>',
        () =>
          `${preloads(pageCatalogues(locale))
            .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
            .join('')}</head>`,
      );
    writePage(`${localeFolder(locale)}${APP_PAGE_FILE}`, app);
  }
  console.log(`prerendered ${MARKETING_PAGES.length + HYDRATED_PAGES.length} pages and the account shell in ${locale}`);
}

// Every path the route table has a page at: the server answers 404 to the others
writeFileSync(path.join(OUT, 'route-patterns.json'), JSON.stringify(ROUTE_PATTERNS));
// The pages with an address in each language (server/plugins/spa.ts)
writeFileSync(path.join(OUT, 'localized-paths.json'), JSON.stringify([...MARKETING_PATHS]));
console.log(`route patterns: ${ROUTE_PATTERNS.length}`);
rmSync(SSR, { recursive: true, force: true });
