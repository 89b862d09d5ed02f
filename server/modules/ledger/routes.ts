import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../common/messages';
import { fromCents } from '../../../common/money';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { contentRange, parseListQuery } from '../../lib/list-query';
import { errorResponses, idParamsSchema, listQuerySchema } from '../../lib/schemas';
import { listLedger } from './repository';
import { LEDGER_SORTABLE, ledgerEntrySchema, ledgerFilterSchema } from './schemas';

const ledgerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/profile/:id/ledger',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: "A user's ledger: every movement of their balance and profit (yourself, or anyone for staff)",
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        querystring: listQuerySchema,
        response: { 200: z.array(ledgerEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      if (request.account.role === 'investor' && request.account.id !== request.params.id) throw forbidden(MSG.forbidden);
      const q = parseListQuery(request.query, { sortable: LEDGER_SORTABLE, filter: ledgerFilterSchema });
      const { rows, total } = await listLedger(db, request.params.id, q);
      reply.header('Content-Range', contentRange('ledger', q.range, rows.length, total));
      return rows.map((r) => ({
        _id: String(r.id),
        userid: r.userId,
        account: r.account,
        amount: fromCents(r.amountCents),
        kind: r.kind,
        transaction_id: r.transactionId,
        actor_id: r.actorId,
        reason: r.reason,
        accrual_day: r.accrualDay,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  );
};

export default ledgerRoutes;
