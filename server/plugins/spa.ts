import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadHtmlPage, sendHtmlPage, type HtmlPage } from './html-page';
import { knownPathMatcher } from './known-paths';

/** Where scripts/prerender.mjs writes the public pages: `index.html` is /, `about.html` is /about. */
const PRERENDERED = 'prerendered';
/** The app's route patterns, written by scripts/prerender.mjs from its route table (src/prerender/route-patterns.ts). */
const ROUTE_PATTERNS = `${PRERENDERED}/route-patterns.json`;
/** Shells of areas drawn before their data: `shell/account.html` is served for /account and every known path below it. */
const SHELLS = `${PRERENDERED}/shell`;

/** The page a browser route gets, and its status: 404 for a path the app has no route for. */
export interface SpaPage {
  page: HtmlPage;
  statusCode: 200 | 404;
}

/** The prerendered pages of the build, as URL path and file under the root. */
function prerenderedPages(root: string): { url: string; file: string }[] {
  const dir = path.join(root, PRERENDERED);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .map((name) => ({ url: name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`, file: `${PRERENDERED}/${name}` }));
}

/**
 * Serves the built web app. The public pages are answered with their prerendered HTML (the
 * browser hydrates it); the investor area with its prerendered shell (drawn before its data);
 * any other GET that is not an API call or a file gets index.html, so the browser router can
 * take it: 200 where the route table has a page, else 404 (the app shows its not-found page).
 * Hashed assets are cached for a year, pages never.
 */
export default fp(async function spa(app: FastifyInstance, opts: { root: string }) {
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
  for (const page of prerenderedPages(root)) {
    const html = loadHtmlPage(path.join(root, page.file));
    app.get(page.url, (request, reply) => sendHtmlPage(request, reply, html));
  }
  // every other browser route (the not-found handler in errors.ts)
  const index = loadHtmlPage(path.join(root, 'index.html'));
  const known = knownPaths(app, root);
  const shells = shellPages(root);
  app.decorate('spaPage', (pathname: string): SpaPage => {
    if (!known(pathname)) return { page: index, statusCode: 404 };
    const shell = shells.find(({ base }) => pathname === base || pathname.startsWith(`${base}/`));
    return { page: shell?.page ?? index, statusCode: 200 };
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

/** The prerendered shells, by the path they stand for. */
function shellPages(root: string): { base: string; page: HtmlPage }[] {
  const dir = path.join(root, SHELLS);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .map((name) => ({ base: `/${name.slice(0, -'.html'.length)}`, page: loadHtmlPage(path.join(dir, name)) }));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the built web app's page for a browser route, when there is a built app */
    spaPage?: (pathname: string) => SpaPage;
  }
}
