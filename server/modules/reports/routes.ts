import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '@/server/db/client';
import { errorResponses } from '@/server/lib/error-responses';
import { activityQuerySchema, activityReportSchema, reconcileReportSchema } from '@/common/api/reports';
import type { Clock } from '@/server/lib/clock';
import { activityReport } from './activity';
import { reconcileReport } from './service';

const reportRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/reports/reconcile',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['reports'],
        summary: "Proves every user's cached balance and profit equal the sums of their ledger rows",
        security: [{ bearerAuth: [] }],
        response: { 200: reconcileReportSchema, ...errorResponses(401, 403) },
      },
    },
    async () => reconcileReport(db),
  );

  app.get(
    '/reports/activity',
    {
      preValidation: app.requireRole('support', 'admin'),
      schema: {
        tags: ['reports'],
        summary:
          'Per UTC day for the last 30 or 90 days: deposits credited, withdrawals paid, profit paid, new investors ' +
          "and the money held (all balances and profit) at the day's end, for the back-office home (staff)",
        security: [{ bearerAuth: [] }],
        querystring: activityQuerySchema,
        response: { 200: activityReportSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => activityReport(db, clock.now(), request.query.days),
  );
};

export default reportRoutes;
