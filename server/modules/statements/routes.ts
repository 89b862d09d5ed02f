import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statementFileName, statementParamsSchema, statementQuerySchema } from '@/common/api/statements';
import { MSG } from '@/common/messages';
import type { Db } from '@/server/db/client';
import type { Clock } from '@/server/lib/clock';
import { errorResponses } from '@/server/lib/error-responses';
import { inLocale } from '@/server/i18n/locale-context';
import { forbidden } from '@/server/lib/errors';
import { statementCsv } from './csv';
import { statementPdf } from './pdf';
import { buildStatement } from './service';

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' } as const;

const statementRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  /**
   * Only the holder or staff: checked before the query is validated, so another investor gets
   * 403 whatever they ask for, never a 400 that tells them about the month.
   */
  const ownerOrStaff = async (request: FastifyRequest) => {
    const { user_id } = request.params as { user_id?: string };
    if (request.account.role === 'investor' && request.account.id !== user_id) throw forbidden(MSG.forbidden);
  };

  app.get(
    '/statements/:user_id',
    {
      preValidation: [app.authenticate, ownerOrStaff],
      schema: {
        tags: ['statements'],
        summary:
          "A user's monthly statement (calendar month, UTC) as PDF or CSV: opening figures, every ledger movement, closing figures (yourself, or anyone for staff)",
        security: [{ bearerAuth: [] }],
        params: statementParamsSchema,
        querystring: statementQuerySchema,
        produces: ['application/pdf', 'text/csv'],
        response: { 200: z.unknown().describe('the PDF or CSV file'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { month, format } = request.query;
      const { statement, locale } = await buildStatement(db, request.params.user_id, month, clock.now());
      // in the holder's language, whoever downloads it
      const body = await inLocale(locale, () => (format === 'csv' ? statementCsv(statement) : statementPdf(statement)));
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${statementFileName(month, format)}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};

export default statementRoutes;
