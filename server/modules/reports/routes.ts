import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '@/server/db/client';
import { errorResponses } from '@/server/lib/error-responses';
import { reconcileReportSchema } from '@/common/api/reports';
import { reconcileReport } from './service';

const reportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
};

export default reportRoutes;
