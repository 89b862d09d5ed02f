import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { loadHtmlPage, sendHtmlPage, type HtmlPage } from './html-page';

/** Where scripts/prerender.mjs writes the public pages: `index.html` is /, `about.html` is /about. */
const PRERENDERED = 'prerendered';

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
 * browser hydrates it); any other GET that is not an API call or a file gets index.html, so
 * the browser router can take it. Hashed assets are cached for a year, pages never.
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
  app.decorate('spaIndex', loadHtmlPage(path.join(root, 'index.html')));
});

declare module 'fastify' {
  interface FastifyInstance {
    /** index.html of the built web app, when there is one */
    spaIndex?: HtmlPage;
  }
}
