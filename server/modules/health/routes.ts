import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbHandle } from '@/server/db/client';
import { errorResponses } from '@/server/lib/error-responses';
import { HttpError } from '@/server/lib/errors';

// A health check that waits as long as a slow request would is no check: past this the
// database counts as not usable (a pool full of slow queries, a lock, a hung connection).
const DATABASE_CHECK_LIMIT_MS = 2_000;

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  driver: z.enum(['pglite', 'postgres']),
});

export const DATABASE_UNAVAILABLE = 'The database is not available. Please try again later.';

/** Reads one row of a real table: a live connection to a database without our schema is not healthy. */
async function checkDatabase(handle: DbHandle): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      handle.db.execute(sql`select 1 from users limit 1`),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${DATABASE_CHECK_LIMIT_MS} ms`)), DATABASE_CHECK_LIMIT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const healthRoutes: FastifyPluginAsyncZod<{ handle: DbHandle }> = async (app, { handle }) => {
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
        await checkDatabase(handle);
      } catch (err) {
        request.log.error({ err }, 'health check: database not usable');
        throw new HttpError(503, DATABASE_UNAVAILABLE);
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
