import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Serves the built web app; any GET that is not an API call or a file gets index.html,
 * so the browser router can take it. Hashed assets are cached for a year, index.html never.
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
  app.decorate('spaEnabled', true);
});

declare module 'fastify' {
  interface FastifyInstance {
    spaEnabled?: boolean;
  }
}
