import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbHandle } from '../../db/client';

const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
});

const healthRoutes: FastifyPluginAsyncZod<{ handle: DbHandle }> = async (app, { handle }) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: { tags: ['health'], summary: 'Liveness and database state', response: { 200: healthSchema, 503: healthSchema } },
    },
    async (request, reply) => {
      try {
        await handle.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'up' as const, driver: handle.driver };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', database: 'down', driver: handle.driver });
      }
    },
  );
};

export default healthRoutes;
