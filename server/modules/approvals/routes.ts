import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPROVAL_MSG, APPROVAL_SORTABLE, approvalListFilterSchema, approvalSchema, decideApprovalSchema } from '@/common/api/approvals';
import { idParamsSchema, listQuerySchema } from '@/common/api/list';
import type { Db } from '@/server/db/client';
import type { Clock } from '@/server/lib/clock';
import type { Notifier } from '../notifications/notifier';
import { errorResponses } from '@/server/lib/error-responses';
import { notFound } from '@/server/lib/errors';
import { sendList } from '@/server/lib/list-route';
import { toApproval } from './presenter';
import { findApproval, listApprovals } from './repository';
import * as service from './service';

const bearer = [{ bearerAuth: [] }];

/** The second person's desk: staff see the requests; a different admin approves or rejects them. */
const approvalRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; notifier: Notifier }> = async (app, { db, clock, notifier }) => {
  const staff = app.requireRole('support', 'admin');
  const admin = app.requireRole('admin');
  const deps: service.ApprovalDeps = { db, clock, notifier };

  app.get(
    '/approvals',
    {
      preValidation: staff,
      schema: {
        tags: ['approvals'],
        summary: 'Changes waiting for a second admin (credits at the two-person threshold, raised limits), newest first',
        security: bearer,
        querystring: listQuerySchema,
        response: { 200: z.array(approvalSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request, reply) =>
      sendList(reply, {
        resource: 'approvals',
        query: request.query,
        sortable: APPROVAL_SORTABLE,
        filter: approvalListFilterSchema,
        fetch: (q) => listApprovals(db, q),
        present: toApproval,
      }),
  );

  app.get(
    '/approvals/:id',
    {
      preValidation: staff,
      schema: {
        tags: ['approvals'],
        summary: 'One approval request',
        security: bearer,
        params: idParamsSchema,
        response: { 200: approvalSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const found = await findApproval(db, request.params.id);
      if (!found) throw notFound(APPROVAL_MSG.notFound);
      return toApproval(found);
    },
  );

  app.post(
    '/approvals/:id/approve',
    {
      preValidation: admin,
      // STAFF_PASSKEY=required: a passkey step-up token in the Step-Up header (passkeys/staff-act.ts)
      config: { staffAct: true },
      schema: {
        tags: ['approvals'],
        summary:
          'Approve a pending request (an admin other than its requester and its user): the change is applied at once. ' +
          '409 when already decided or its requester is no longer active staff',
        security: bearer,
        params: idParamsSchema,
        response: { 200: approvalSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => service.decide(deps, request.account, request.params.id, 'approve'),
  );

  app.post(
    '/approvals/:id/reject',
    {
      preValidation: admin,
      // STAFF_PASSKEY=required: a passkey step-up token in the Step-Up header (passkeys/staff-act.ts)
      config: { staffAct: true },
      schema: {
        tags: ['approvals'],
        summary: 'Reject a pending request (its requester cancels it this way); nothing changes',
        security: bearer,
        params: idParamsSchema,
        body: decideApprovalSchema.nullish(),
        response: { 200: approvalSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => service.decide(deps, request.account, request.params.id, 'reject', request.body?.reason),
  );
};

export default approvalRoutes;
