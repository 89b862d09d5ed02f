import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '@/server/db/client';
import { DEFAULT_LIST_SIZE } from '@/server/lib/list-query';
import { sendList } from '@/server/lib/list-route';
import { errorResponses } from '@/server/lib/error-responses';
import { listQuerySchema } from '@/common/api/list';
import { listAudit, type AuditListRow } from './repository';
import { AUDIT_SORTABLE, auditEntrySchema, auditListFilterSchema, type AuditEntry } from '@/common/api/audit';

const toAuditEntry = (r: AuditListRow): AuditEntry => ({
  _id: String(r.id),
  actorId: r.actorId,
  actorEmail: r.actorEmail,
  action: r.action,
  entity: r.entity,
  entityId: r.entityId,
  before: r.before ?? null,
  after: r.after ?? null,
  createdAt: r.createdAt.toISOString(),
});

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
