import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbHandle } from '@/server/db/client';
import { systemClock, type Clock } from '@/server/lib/clock';
import { errorResponses } from '@/server/lib/error-responses';
import { HttpError } from '@/server/lib/errors';
import { API_MSG, inEnglish } from '@/server/i18n/api-messages';
import { DatabaseCheck } from './check';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  driver: z.enum(['pglite', 'postgres']),
});

/** The 503 of a database that does not answer, in English (the tests compare with it). */
export const DATABASE_UNAVAILABLE = inEnglish(() => API_MSG.databaseUnavailable);

/** Reads one row of a real table: a live connection to a database without our schema is not healthy. */
const readOneUser = (handle: DbHandle) => () => handle.db.execute(sql`select 1 from users limit 1`);

export interface HealthOptions {
  handle: DbHandle;
  /** where the PGlite window is measured (tests move it by hand) */
  clock?: Clock;
}

const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { handle, clock = systemClock }) => {
  const database = new DatabaseCheck({ query: readOneUser(handle), queues: handle.driver === 'pglite', clock });

  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and holds the schema (503 otherwise)',
        response: { 200: healthSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      try {
        await database.check();
      } catch (err) {
        request.log.error({ err }, 'health check: database not usable');
        throw new HttpError(503, API_MSG.databaseUnavailable);
      }
      return { status: 'ok' as const, database: 'up' as const, driver: handle.driver };
    },
  );

  app.get(
    '/health/live',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process is running (never looks at the database)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
};

export default healthRoutes;
