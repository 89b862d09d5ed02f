import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, isNull } from 'drizzle-orm';
import { insightHistoryQuerySchema, insightHistorySchema } from '@/common/api/insight';
import { MSG } from '@/common/messages';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { errorResponses } from '@/server/lib/error-responses';
import { forbidden, notFound } from '@/server/lib/errors';
import { insightHistory } from './service';

/** The dashboard chart's figures over time. */
const insightRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/insight/history',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['profile'],
        summary:
          'End-of-day balance, invested principal, profit credited and their total per UTC day, from the ledger ' +
          '(yourself; staff may name anyone with user_id)',
        security: [{ bearerAuth: [] }],
        querystring: insightHistoryQuerySchema,
        response: { 200: insightHistorySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { range, user_id: asked } = request.query;
      const userId = asked ?? request.account.id;
      if (request.account.role === 'investor' && userId !== request.account.id) throw forbidden(MSG.forbidden);
      if (userId !== request.account.id) {
        const [user] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, userId), isNull(users.deletedAt)));
        if (!user) throw notFound(MSG.userNotFound);
      }
      return insightHistory(db, userId, range, clock.now());
    },
  );
};

export default insightRoutes;
