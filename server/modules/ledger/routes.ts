import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@/common/messages';
import type { Db } from '@/server/db/client';
import { forbidden } from '@/server/lib/errors';
import { sendList } from '@/server/lib/list-route';
import { errorResponses } from '@/server/lib/error-responses';
import { idParamsSchema, listQuerySchema } from '@/common/api/list';
import { toLedgerEntry } from './presenter';
import { listLedger } from './repository';
import { LEDGER_SORTABLE, ledgerEntrySchema, ledgerFilterSchema } from '@/common/api/ledger';

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
      return sendList(reply, {
        resource: 'ledger',
        query: request.query,
        sortable: LEDGER_SORTABLE,
        filter: ledgerFilterSchema,
        fetch: (query) => listLedger(db, request.params.id, query),
        present: toLedgerEntry,
      });
    },
  );
};

export default ledgerRoutes;
