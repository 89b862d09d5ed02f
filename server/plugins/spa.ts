import fastifyStatic from '@fastify/static';
import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALE_COOKIE, localeCookie, localizedPath } from '@/common/i18n/locale-choice';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@/common/i18n/locales';
import { APP_PAGE_FILE, localeFolder } from '@/common/prerendered-pages';
import { loadHtmlPage, sendHtmlPage, type HtmlPage } from './html-page';
import { knownPathMatcher } from './known-paths';
import { acceptedLocale } from './locale';
import { pageWords, type PageWordsSource } from './page-words';

/** Where scripts/prerender.mjs writes the public pages: `index.html` is /, `about.html` is /about. */
const PRERENDERED = 'prerendered';
/** The app's route patterns, written by scripts/prerender.mjs from its route table (src/prerender/route-patterns.ts). */
const ROUTE_PATTERNS = `${PRERENDERED}/route-patterns.json`;
/** The pages that have an address of their own in each language (`/es/about`), written by scripts/prerender.mjs. */
const LOCALIZED_PATHS = `${PRERENDERED}/localized-paths.json`;
/** Shells of areas drawn before their data: `shell/account.html` is served for /account and every known path below it. */
const SHELLS = 'shell';
/** What the build writes into a page where the server's public address goes (hreflang alternates). */
const ORIGIN_PLACEHOLDER = '__PUBLIC_ORIGIN__';

/** The page a browser route gets, and its status: 404 for a path the app has no route for. */
export interface SpaPage {
  page: HtmlPage;
  statusCode: 200 | 404;
}

/** One language's pages: the prerendered ones by path, the shells by the path they stand for, and the app's page. */
interface LocalePages {
  pages: Map<string, HtmlPage>;
  shells: { base: string; page: HtmlPage }[];
  app: HtmlPage;
}

/** The .html files of a folder, as URL path and file (`index.html` is /). */
function htmlFiles(dir: string): { url: string; file: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.html') && name !== APP_PAGE_FILE)
    .map((name) => ({ url: name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`, file: path.join(dir, name) }));
}

/** A language's built pages; a language the build did not write falls back to English's. */
function localePages(root: string, locale: Locale, origin: string, english?: LocalePages): LocalePages {
  const dir = path.join(root, PRERENDERED, localeFolder(locale));
  const appFile = locale === DEFAULT_LOCALE ? path.join(root, 'index.html') : path.join(dir, APP_PAGE_FILE);
  if (english && !existsSync(appFile)) return english;
  const fill = (html: string) => html.replaceAll(ORIGIN_PLACEHOLDER, origin);
  return {
    pages: new Map(htmlFiles(dir).map(({ url, file }) => [url, loadHtmlPage(file, fill)])),
    shells: htmlFiles(path.join(dir, SHELLS)).map(({ url, file }) => ({ base: url, page: loadHtmlPage(file) })),
    app: loadHtmlPage(appFile),
  };
}

/** The language a visitor remembered choosing (the switcher's cookie), if any. */
function rememberedLocale(request: FastifyRequest): Locale | null {
  const header = request.headers.cookie;
  const value = header ? parseCookie(header)[LOCALE_COOKIE] : undefined;
  return isLocale(value) ? value : null;
}

/** The language a page is sent in: the visitor's remembered choice, else their browser's first. */
const pageLocale = (request: FastifyRequest): Locale => rememberedLocale(request) ?? acceptedLocale(request);

/** Remembers the language of the address a visitor opened: opening `/es/…` is choosing Spanish. */
function remember(request: FastifyRequest, reply: FastifyReply, locale: Locale) {
  if (rememberedLocale(request) === locale) return;
  reply.header('set-cookie', localeCookie(locale));
}

/** The request's query string, `?…` or nothing. */
const queryOf = (request: FastifyRequest) => {
  const at = request.url.indexOf('?');
  return at < 0 ? '' : request.url.slice(at);
};

/**
 * Serves the built web app in the reader's language. The public pages are answered with their
 * prerendered HTML; the marketing pages have an address per language (`/es/about`; English has
 * none), and their bare address sends a visitor whose language is another to it. The sign-in
 * pages, the investor area's shell and every other page of the app keep one address and come in
 * the visitor's language: the one they chose (a cookie, written by the switcher or by opening a
 * language's address), else their browser's. Any other GET that is not an API call or a file
 * gets the app's page, so the browser router can take it: 200 where the route table has a page,
 * else 404 (the app shows its not-found page). Hashed assets are cached for a year, pages never.
 */
export default fp(async function spa(app: FastifyInstance, opts: { root: string; publicUrl: string; words?: PageWordsSource }) {
  const root = path.resolve(opts.root);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`no built web app in ${root}: serving the API only (run "npm run build")`);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // the build writes .br and .gz next to each text file (scripts/vite-precompress.ts)
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // pages are held in memory (html-page.ts); files and assets come from the disk
  const english = localePages(root, DEFAULT_LOCALE, opts.publicUrl);
  const byLocale = new Map<Locale, LocalePages>(LOCALES.map((locale) => [locale, localePages(root, locale, opts.publicUrl, english)]));
  const pagesIn = (locale: Locale) => byLocale.get(locale) ?? english;
  const localized = localizedPaths(root);
  // every page in the operators' words of its language (their overrides of the shipped texts)
  const inWords = pageWords(opts.words);

  for (const url of english.pages.keys()) {
    app.get(url, async (request, reply) => {
      const locale = pageLocale(request);
      // a marketing page has an address in each language: the visitor is sent to theirs
      if (locale !== DEFAULT_LOCALE && localized.has(url)) {
        reply.header('cache-control', 'no-cache').header('vary', 'accept-language, cookie');
        return reply.redirect(`${localizedPath(locale, url)}${queryOf(request)}`, 302);
      }
      return sendHtmlPage(request, reply, await inWords(pagesIn(locale).pages.get(url) ?? english.pages.get(url)!, locale));
    });
  }
  // a language's address: its marketing pages are there; any other is remembered and sent to the page's one address
  for (const locale of LOCALES) {
    const answer = async (request: FastifyRequest<{ Params: { '*'?: string } }>, reply: FastifyReply) => {
      // leading slashes dropped: `/es//other.site` must not send the browser to another site
      const rest = `/${(request.params['*'] ?? '').replace(/^[/\\]+/, '')}`;
      remember(request, reply, locale);
      const page = locale !== DEFAULT_LOCALE && localized.has(rest) ? pagesIn(locale).pages.get(rest) : undefined;
      if (page) return sendHtmlPage(request, reply, await inWords(page, locale));
      reply.header('cache-control', 'no-cache');
      return reply.redirect(`${rest}${queryOf(request)}`, 302);
    };
    app.get(`/${locale}`, answer);
    app.get(`/${locale}/*`, answer);
  }
  // every other browser route (the not-found handler in errors.ts)
  const known = knownPaths(app, root);
  app.decorate('spaPage', async (request: FastifyRequest, pathname: string): Promise<SpaPage> => {
    const locale = pageLocale(request);
    const pages = pagesIn(locale);
    if (!known(pathname)) return { page: await inWords(pages.app, locale), statusCode: 404 };
    const shell = pages.shells.find(({ base }) => pathname === base || pathname.startsWith(`${base}/`));
    return { page: await inWords(shell?.page ?? pages.app, locale), statusCode: 200 };
  });
});

/** Which paths the app has a page at; without the build's list (an older build) every path. */
function knownPaths(app: FastifyInstance, root: string): (pathname: string) => boolean {
  const file = path.join(root, ROUTE_PATTERNS);
  if (!existsSync(file)) {
    app.log.warn(`no ${ROUTE_PATTERNS} in ${root}: every browser path is answered 200 (run "npm run build")`);
    return () => true;
  }
  return knownPathMatcher(JSON.parse(readFileSync(file, 'utf8')) as string[]);
}

/** The pages with an address per language; none without the build's list. */
function localizedPaths(root: string): Set<string> {
  const file = path.join(root, LOCALIZED_PATHS);
  return new Set(existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : []);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the built web app's page for a browser route, in the reader's language, when there is a built app */
    spaPage?: (request: FastifyRequest, pathname: string) => Promise<SpaPage>;
  }
}
