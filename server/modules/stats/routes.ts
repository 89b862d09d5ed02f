import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '@/server/config';
import type { Db } from '@/server/db/client';
import { errorResponses } from '@/server/lib/error-responses';
import { statsSummarySchema } from '@/common/api/stats';
import { statsSummary } from './service';

/** Figures for the back-office home (GET /api/stats/summary): back-office staff only. */
const statsRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db }) => {
  app.get(
    '/stats/summary',
    {
      preValidation: app.requireRole('support', 'admin'),
      schema: {
        tags: ['stats'],
        summary: 'Totals for the back-office home: balances, users, pending deposits and withdrawals, active investments, pending KYC',
        security: [{ bearerAuth: [] }],
        response: { 200: statsSummarySchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      // live figures: never from a cache
      reply.header('Cache-Control', 'no-store');
      return statsSummary(db);
    },
  );
};

export default statsRoutes;
