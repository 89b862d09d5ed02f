import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '@/server/db/client';
import { DEFAULT_LIST_SIZE } from '@/server/lib/list-query';
import { sendList } from '@/server/lib/list-route';
import { errorResponses } from '@/server/lib/error-responses';
import { listQuerySchema } from '@/common/api/list';
import { listAudit } from './repository';
import { toAuditEntry } from './presenter';
import { AUDIT_SORTABLE, auditEntrySchema, auditListFilterSchema } from '@/common/api/audit';

const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/audit',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['audit'],
        summary: `Every admin change with before and after, newest first. A page with sort/range/filter and Content-Range; without a range, the newest ${DEFAULT_LIST_SIZE} rows.`,
        security: [{ bearerAuth: [] }],
        querystring: listQuerySchema,
        response: { 200: z.array(auditEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request, reply) =>
      sendList(reply, {
        resource: 'audit',
        query: request.query,
        sortable: AUDIT_SORTABLE,
        filter: auditListFilterSchema,
        fetch: (query) => listAudit(db, query),
        present: toAuditEntry,
      }),
  );
};

export default auditRoutes;
