import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '@/server/db/client';
import type { Clock } from '@/server/lib/clock';
import { OverrideSync, RECHECK_MS } from './sync';

declare module 'fastify' {
  interface FastifyInstance {
    /** this instance's copy of the translation overrides (the routes mark it stale after a write) */
    translationOverrides: OverrideSync;
  }
}

/**
 * Keeps the words this instance writes in step with the overrides in the database: read once at
 * start; then a request (an API call, a page) that finds the copy RECHECK_MS old starts a look at the revision and
 * goes on without waiting for it (a database that is slow to answer holds up no request that does
 * not need it: the health checks). Only after an override written through this instance does its
 * next request wait, so that whoever wrote it reads it. An instance that works jobs (e-mails are
 * written there, outside any request) also looks on a timer.
 */
export default fp(async function translationOverrides(app: FastifyInstance, opts: { db: Queryable; clock: Clock; workJobs: boolean }) {
  const sync = new OverrideSync({ db: opts.db, clock: opts.clock, log: app.log });
  app.decorate('translationOverrides', sync);
  await sync.refresh();
  // the API's answers and the pages (server/plugins/spa.ts) are written in the overrides' words
  app.addHook('onRequest', (_request, _reply, done) => {
    if (sync.behindOwnWrite()) return void sync.refresh().then(() => done());
    if (sync.due()) void sync.refresh();
    done();
  });
  const timer = opts.workJobs
    ? setInterval(() => {
        if (sync.due()) void sync.refresh();
      }, RECHECK_MS)
    : undefined;
  timer?.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sync.settled();
    sync.release();
  });
});
